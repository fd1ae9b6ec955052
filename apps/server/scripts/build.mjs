// Bundles the server into dist/main.js (scripts/bundle-server.mjs): @artshop/shared inlined, every
// other package loaded from node_modules at run time, the SQL migrations copied beside it.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { bundleServer } from './bundle-server.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
await bundleServer(path.join(root, 'dist'), { logLevel: 'info' });
console.log('copied migrations to dist/migrations');
