import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { createDb, type DbHandle } from '../db/client';
import { migrate } from '../db/migrate';
import { createPgliteTestDb } from './pglite-template';
import { testDatabaseUrl } from './test-env';

/**
 * A fresh, migrated database for one test app: in-memory PGlite by default, or, with
 * TEST_DATABASE_URL set, a throw-away database on that server (created here, dropped on close).
 */
export async function createTestDb(): Promise<DbHandle> {
  const adminUrl = testDatabaseUrl();
  if (!adminUrl) {
    return createPgliteTestDb();
  }

  const name = `test_${randomBytes(6).toString('hex')}`;
  await withAdminClient(adminUrl, (client) => client.query(`create database "${name}"`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const handle = await createDb({ databaseUrl: url.toString() });
  try {
    await migrate(handle.db);
  } catch (error) {
    await handle.close();
    await dropDatabase(adminUrl, name);
    throw error;
  }
  return {
    ...handle,
    close: async () => {
      await handle.close();
      await dropDatabase(adminUrl, name);
    },
  };
}

async function dropDatabase(adminUrl: string, name: string): Promise<void> {
  await withAdminClient(adminUrl, (client) =>
    client.query(`drop database if exists "${name}" with (force)`),
  );
}

/** One short-lived connection for database-level statements (create or drop a database). */
export async function withAdminClient<T>(
  url: string,
  work: (client: pg.Client) => Promise<T>,
): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}
