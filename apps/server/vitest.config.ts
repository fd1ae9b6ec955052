import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'server',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    pool: 'forks',
    // Creating a database and running the migrations takes a moment, more so on a busy machine.
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
