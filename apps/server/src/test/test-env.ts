import { randomBytes } from 'node:crypto';
import { inject } from 'vitest';
// Tests may run against a PostgreSQL server; config.ts stays the app's only reader of process.env,
// so the test harness reads its own switch here.
export function testDatabaseUrl(): string | undefined {
  const value = process.env.TEST_DATABASE_URL;
  return value ? value : undefined;
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** The run's mark in the names of its scratch databases (src/test/drop-run-databases.ts). */
    testRunId: string;
  }
}

const processRunId = randomBytes(3).toString('hex');

/**
 * The mark every scratch database of this run carries in its name, so the run's teardown finds
 * what its processes left: given by the server project's global setup, or this process's own
 * where none is (the resilience suite, which waits for its drops).
 */
export function testRunId(): string {
  return inject('testRunId') ?? processRunId;
}
