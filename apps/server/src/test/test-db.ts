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

  const scratch = await scratchDatabase(adminUrl, 'test');
  const handle = await createDb({ databaseUrl: scratch.url });
  try {
    await migrate(handle.db);
  } catch (error) {
    await handle.close();
    await scratch.drop();
    throw error;
  }
  return {
    ...handle,
    close: async () => {
      await handle.close();
      await scratch.drop();
    },
  };
}

/**
 * A new empty database named `<prefix>_<random>` on the server of `adminUrl`; `drop()` removes it,
 * closing whatever still uses it.
 */
export async function scratchDatabase(
  adminUrl: string,
  prefix: string,
): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  await withAdminClient(adminUrl, (client) => client.query(`create database "${name}"`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      await withAdminClient(adminUrl, (client) =>
        client.query(`drop database if exists "${name}" with (force)`),
      );
    },
  };
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
