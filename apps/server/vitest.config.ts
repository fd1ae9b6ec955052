import { defineProject } from 'vitest/config';
import { databaseTestFiles } from './vitest.database-files.ts';

// On PostgreSQL (`.ci/run`'s second run of this project), only the files that reach a database:
// the others never read TEST_DATABASE_URL and would repeat `npm test` exactly (decision 0111).
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

export default defineProject({
  test: {
    name: 'server',
    environment: 'node',
    include: onPostgres ? databaseTestFiles(import.meta.dirname) : ['src/**/*.test.ts'],
    pool: 'forks',
    // One process per worker runs many test files, importing the app once instead of once per
    // file (about 6 s each). Every test builds its own app and database, and no test file mocks a
    // module, so nothing carries from one file to the next (decision 0068).
    isolate: false,
    // Refuses system programs in tests: npm test needs only Node and npm (src/test/setup.ts).
    setupFiles: ['./src/test/setup.ts'],
    // Names the run's scratch databases on PostgreSQL and drops what its processes left.
    globalSetup: ['./src/test/drop-run-databases.ts'],
    // Creating a database and running the migrations takes a moment, more so on a busy machine.
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
