// Bundles the server's entry point into `<outDir>/main.js`. @artshop/shared (TypeScript source) is
// inlined, and so are drizzle-orm and zod: pure JavaScript in hundreds of small modules, which the
// module loader took 0.6 s and more of every start to find and read (docs/benchmarks.md). Every
// other package stays external and is loaded from node_modules at run time, so the folder must lie
// inside the repository. The SQL migrations are copied beside the bundle, where
// src/db/migrate.ts looks for them (./migrations relative to the code). Used by build.mjs and by
// the tests that start the server as a process (src/main.test.ts).
import { cpSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

/** Packages bundled into the server rather than loaded from node_modules. */
const INLINED = new Set(['@artshop/shared', 'drizzle-orm', 'zod']);

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * Writes `<outDir>/main.js` (and its source map and migrations); returns the bundle's path. `entry`
 * bundles another entry point the same way (the backup command line, for its test), named after it.
 */
export async function bundleServer(outDir, { logLevel = 'warning', entry = 'src/main.ts' } = {}) {
  const pkg = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
  const external = [
    ...Object.keys(pkg.dependencies ?? {}),
    ...Object.keys(pkg.devDependencies ?? {}),
  ]
    .filter((name) => !INLINED.has(name))
    // Subpath imports (drizzle-orm/pg-core, ...) must stay external too.
    .flatMap((name) => [name, `${name}/*`]);

  rmSync(outDir, { recursive: true, force: true });
  const outfile = path.join(outDir, `${path.basename(entry, '.ts')}.js`);
  await build({
    entryPoints: [path.join(root, entry)],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: true,
    external,
    // Bundled CommonJS code may call require(); give ESM output one.
    banner: {
      js: "import { createRequire as __artshopCreateRequire } from 'node:module'; const require = __artshopCreateRequire(import.meta.url);",
    },
    logLevel,
  });
  cpSync(path.join(root, 'src/db/migrations'), path.join(outDir, 'migrations'), {
    recursive: true,
  });
  return outfile;
}
