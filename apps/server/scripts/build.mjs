// Bundles the server into dist/main.js. @artshop/shared (TypeScript source) is inlined; every other
// package stays external and is loaded from node_modules at run time. The SQL migrations are copied
// beside the bundle, where src/db/migrate.ts looks for them (./migrations relative to the code).
import { cpSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const pkg = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
const external = [...Object.keys(pkg.dependencies ?? {}), ...Object.keys(pkg.devDependencies ?? {})]
  .filter((name) => name !== '@artshop/shared')
  // Subpath imports (drizzle-orm/pg-core, ...) must stay external too.
  .flatMap((name) => [name, `${name}/*`]);

const dist = path.join(root, 'dist');
rmSync(dist, { recursive: true, force: true });

await build({
  entryPoints: [path.join(root, 'src/main.ts')],
  outfile: path.join(dist, 'main.js'),
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
  logLevel: 'info',
});

cpSync(path.join(root, 'src/db/migrations'), path.join(dist, 'migrations'), { recursive: true });
console.log('copied migrations to dist/migrations');
