import { defineProject } from 'vitest/config';

/**
 * `npm run test:resilience` (decision 0055): the real server in child processes, killed, starved of
 * its database, run twice on one database and loaded. Slower than the unit suite, so kept out of
 * `npm test`; `.ci/run` runs it once, bounded in time.
 */
export default defineProject({
  test: {
    name: 'resilience',
    environment: 'node',
    include: ['resilience/**/*.test.ts'],
    globalSetup: ['./resilience/support/bundle-setup.ts'],
    pool: 'forks',
    // One at a time: each file starts servers and measures them; two at once would skew both.
    fileParallelism: false,
    testTimeout: 240_000,
    hookTimeout: 240_000,
  },
});
