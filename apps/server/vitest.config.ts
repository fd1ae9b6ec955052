import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'server',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    pool: 'forks',
    // One process per worker runs many test files, importing the app once instead of once per
    // file (about 6 s each). Every test builds its own app and database, and no test file mocks a
    // module, so nothing carries from one file to the next (decision 0068).
    isolate: false,
    // Refuses system programs in tests: npm test needs only Node and npm (src/test/setup.ts).
    setupFiles: ['./src/test/setup.ts'],
    // Creating a database and running the migrations takes a moment, more so on a busy machine.
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
