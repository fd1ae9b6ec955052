import { visualizer } from 'rollup-plugin-visualizer';
import {
  defineConfig,
  mergeConfig,
  type ConfigEnv,
  type PluginOption,
  type UserConfig,
  type UserConfigExport,
} from 'vite';
import baseConfig from './vite.config';

// `npm run analyze -w @artshop/web`: the production build of vite.config.ts, unchanged, written to
// dist-analyze/ (never over the dist/ the server sends) with a manifest, so the report can follow
// the entry's imports, and rollup-plugin-visualizer's treemap and raw data of every module's size.
// scripts/analyze-report.mjs then reads them.
const outDir = 'dist-analyze';

/** vite.config.ts may export an object or a function of the build (client or `--ssr`): both work. */
const base: UserConfigExport = baseConfig;
const resolveBase = async (env: ConfigEnv): Promise<UserConfig> =>
  typeof base === 'function' ? base(env) : base;

export default defineConfig(async (env) =>
  mergeConfig(await resolveBase(env), {
    plugins: [
      // No gzipSize/brotliSize: rolldown does not hand a module's code to plugins, so the visualizer
      // would show 0 for both; the report estimates Brotli bytes from the rendered lengths instead.
      // Its types name Rollup's Plugin; rolldown runs the same hooks.
      visualizer({
        filename: `${outDir}/stats.html`,
        template: 'treemap',
        title: 'Art shop web bundle',
      }) as PluginOption,
      visualizer({ filename: `${outDir}/stats.json`, template: 'raw-data' }) as PluginOption,
    ],
    build: { outDir, emptyOutDir: true, manifest: true },
  }),
);
