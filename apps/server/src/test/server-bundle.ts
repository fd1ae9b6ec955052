import { randomUUID } from 'node:crypto';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { bundleServer } from '../../scripts/bundle-server.mjs';

/**
 * The server's entry point bundled once for a test file's server processes, as `npm run build`
 * bundles it: each start then loads one file instead of compiling the source with tsx, which took
 * seconds a start on a busy machine. Inside the server's folder, so its packages resolve from
 * node_modules. Returns a getter for the bundle's path, valid from the file's first test on.
 */
export function useServerBundle(): () => string {
  const bundleDir = path.join(import.meta.dirname, '..', '..', '.test-bundles', randomUUID());
  let bundle: string | undefined;
  beforeAll(async () => {
    bundle = await bundleServer(bundleDir, { logLevel: 'silent' });
  }, 60_000);
  afterAll(() => rmSync(bundleDir, { recursive: true, force: true }));
  return () => {
    if (!bundle) throw new Error('the server bundle is made before the first test');
    return bundle;
  };
}
