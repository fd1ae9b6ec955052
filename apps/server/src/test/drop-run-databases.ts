import { randomBytes } from 'node:crypto';
import type { TestProject } from 'vitest/node';
import { testDatabaseUrl } from './test-env';
import { withAdminClient } from './test-db';

/**
 * The server project's global setup: names this run (every scratch database it makes carries the
 * name, src/test/test-db.ts) and, once every test process has ended, drops on TEST_DATABASE_URL
 * what they left: the copy each made ahead, and drops started in the background that a process's
 * exit cut short.
 */
export default function setup(project: TestProject): () => Promise<void> {
  const runId = randomBytes(4).toString('hex');
  project.provide('testRunId', runId);
  return async () => {
    const adminUrl = testDatabaseUrl();
    if (!adminUrl) return;
    await withAdminClient(adminUrl, async (client) => {
      const left = await client.query<{ datname: string }>(
        'select datname from pg_database where datname like $1',
        [`%\\_${runId}\\_%`],
      );
      for (const { datname } of left.rows) {
        await client.query(`drop database if exists "${datname}" with (force)`);
      }
    });
  };
}
