import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { createDb, type DbHandle } from '../db/client';
import { migrate } from '../db/migrate';
import { createPgliteTestDb, migrationsHash } from './pglite-template';
import { testDatabaseUrl, testRunId } from './test-env';

/**
 * A fresh, migrated database for one test app: in-memory PGlite by default, or, with
 * TEST_DATABASE_URL set, a throw-away database on that server (created here, dropped on close).
 */
export async function createTestDb(): Promise<DbHandle> {
  const adminUrl = testDatabaseUrl();
  if (!adminUrl) {
    return createPgliteTestDb();
  }

  templateName ??= migratedTemplate(adminUrl);
  const template = await templateName;
  // The copy made ahead while the previous test app ran, or a new one; then the next is started.
  const spare = await spareCopy?.catch(() => undefined);
  const scratch = spare ?? (await scratchDatabase(adminUrl, 'test', template));
  spareCopy = scratchDatabase(adminUrl, 'test', template);
  // A failed copy is made again, in the way, by the next test app.
  spareCopy.catch(() => undefined);
  const handle = await createDb({ databaseUrl: scratch.url });
  try {
    await migrate(handle.db); // a no-op on the template's copy; guards against a stale one
  } catch (error) {
    await handle.close();
    scratch.dropLater();
    throw error;
  }
  return {
    ...handle,
    close: async () => {
      await handle.close();
      scratch.dropLater();
    },
  };
}

/**
 * Copying the template and dropping a copy take a few hundred milliseconds of the server's disk
 * each, and a run makes hundreds of copies: each process copies one ahead and drops behind, off the
 * tests' path. Whatever a process leaves (its spare copy, a drop cut short by its exit) carries the
 * run's prefix, and the run's teardown (src/test/drop-run-databases.ts) drops it.
 */
let spareCopy: ReturnType<typeof scratchDatabase> | undefined;

/** This process's template: looked up (or made) by its first test app only. */
let templateName: Promise<string> | undefined;

/** Any fixed number: test processes building the template at once take turns. */
const TEMPLATE_LOCK_KEY = 4_242_002;

/**
 * The name of a database on the server holding every migration, made once per set of migration
 * files: copying it (`create database … template`) takes a fraction of a second, where running
 * the migrations for each of the suite's test apps took seconds. It is never connected to after
 * it is made (PostgreSQL copies only a database nobody is using), and a run killed while making
 * it leaves a `_building` copy that the next run drops.
 */
async function migratedTemplate(adminUrl: string): Promise<string> {
  const name = `artshop_template_${migrationsHash()}`;
  return withAdminClient(adminUrl, async (client) => {
    await client.query('select pg_advisory_lock($1)', [TEMPLATE_LOCK_KEY]);
    try {
      const found = await client.query('select 1 from pg_database where datname = $1', [name]);
      if (found.rowCount) return name;
      const building = `${name}_building`;
      await client.query(`drop database if exists "${building}" with (force)`);
      await client.query(`create database "${building}"`);
      const url = new URL(adminUrl);
      url.pathname = `/${building}`;
      const handle = await createDb({ databaseUrl: url.toString() });
      try {
        await migrate(handle.db);
      } finally {
        await handle.close();
      }
      // Renamed only when whole, so no run ever copies a half-migrated template.
      await client.query(`alter database "${building}" rename to "${name}"`);
      return name;
    } finally {
      await client.query('select pg_advisory_unlock($1)', [TEMPLATE_LOCK_KEY]);
    }
  });
}

/**
 * A new database named `<prefix>_<run>_<random>` on the server of `adminUrl`, empty or a copy of
 * `template`; `drop()` removes it, closing whatever still uses it, and `dropLater()` starts that
 * without waiting (the run's teardown drops what is left: src/test/drop-run-databases.ts).
 */
export async function scratchDatabase(
  adminUrl: string,
  prefix: string,
  template?: string,
): Promise<{ url: string; drop: () => Promise<void>; dropLater: () => void }> {
  const name = `${prefix}_${testRunId()}_${randomBytes(6).toString('hex')}`;
  const from = template ? ` template "${template}"` : '';
  await withAdminClient(adminUrl, (client) => client.query(`create database "${name}"${from}`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const drop = async () => {
    await withAdminClient(adminUrl, (client) =>
      client.query(`drop database if exists "${name}" with (force)`),
    );
  };
  return { url: url.toString(), drop, dropLater: () => void drop().catch(() => undefined) };
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
