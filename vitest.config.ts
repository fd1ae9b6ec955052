import { defineConfig } from 'vitest/config';

// One command runs every workspace's unit and integration tests.
export default defineConfig({
  test: {
    projects: ['packages/shared', 'apps/server', 'apps/web'],
    // Vitest's default on a 2-core machine is one worker; the tests wait on PGlite's WASM, jsdom and
    // the database server as much as on the CPU, so two overlap well (CI measured in docs/benchmarks.md).
    maxWorkers: 2,
  },
});
