import { randomUUID } from 'node:crypto';
import { rmSync } from 'node:fs';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { bundleServer } from '../../scripts/bundle-server.mjs';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The server's entry point bundled once for the whole suite (support/server-process.ts). */
    serverBundle: string;
  }
}

/**
 * Bundles the server once for every file of the suite, as `npm run build` bundles it: each of the
 * suite's dozen starts then loads one file instead of compiling the source with tsx, seconds of a
 * core each (the same reason as src/main.test.ts). Inside the server's folder, so its packages
 * resolve from node_modules.
 */
export default async function setup(project: TestProject): Promise<() => void> {
  const bundleDir = path.join(import.meta.dirname, '..', '..', '.test-bundles', randomUUID());
  project.provide('serverBundle', await bundleServer(bundleDir, { logLevel: 'silent' }));
  return () => rmSync(bundleDir, { recursive: true, force: true });
}
