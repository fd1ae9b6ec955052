/**
 * The scale benchmark's throw-away database: a new database on a PostgreSQL server (created from
 * the admin URL given, dropped afterwards, as `src/test/test-db.ts` does for tests), or PGlite in a
 * temporary DATA_DIR (deleted afterwards). Either way it is migrated with the committed migrations.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { createDb, type Db, type DbHandle } from '../../src/db/client';
import { migrate } from '../../src/db/migrate';

export interface BenchDatabase {
  handle: DbHandle;
  /** What the app's configuration gets: DATABASE_URL for PostgreSQL, DATA_DIR for both. */
  env: { DATA_DIR: string; DATABASE_URL?: string };
  /** For the report, without credentials. */
  description: string;
  /** Closes the connection and drops the database or deletes the directory; safe to call twice. */
  dispose: () => Promise<void>;
}

/**
 * Rows of a raw SQL query. Both drivers answer `execute` with an object carrying `rows`; the shared
 * `Db` type cannot say so, hence the one cast here.
 */
export async function queryRows<T>(db: Db, text: string): Promise<T[]> {
  const result = (await db.execute(sql.raw(text))) as unknown as { rows: T[] };
  return result.rows;
}

async function adminQuery(adminUrl: string, text: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

/**
 * `keep`: a PostgreSQL database stays after the run (its name is printed), so its queries can be
 * read with EXPLAIN afterwards; drop it by hand.
 */
export async function openBenchDatabase(
  adminUrl: string | undefined,
  { keep = false }: { keep?: boolean } = {},
): Promise<BenchDatabase> {
  // The app's media folder lives under DATA_DIR in both modes; nothing is written there here.
  const dataDir = mkdtempSync(path.join(tmpdir(), 'artshop-bench-scale-'));
  const removeDir = () => rmSync(dataDir, { recursive: true, force: true });

  if (!adminUrl) {
    const handle = await createDb({ dataDir });
    let disposed = false;
    try {
      await migrate(handle.db);
    } catch (error) {
      await handle.close();
      removeDir();
      throw error;
    }
    return {
      handle,
      env: { DATA_DIR: dataDir },
      description: `PGlite in ${dataDir}`,
      dispose: async () => {
        if (disposed) return;
        disposed = true;
        await handle.close();
        removeDir();
      },
    };
  }

  const name = `bench_scale_${randomBytes(6).toString('hex')}`;
  await adminQuery(adminUrl, `create database "${name}"`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const drop = async () => {
    if (keep) {
      removeDir();
      return;
    }
    await adminQuery(adminUrl, `drop database if exists "${name}" with (force)`);
    removeDir();
  };
  const handle = await createDb({ databaseUrl: url.toString() });
  try {
    await migrate(handle.db);
  } catch (error) {
    await handle.close();
    await drop();
    throw error;
  }
  let disposed = false;
  return {
    handle,
    env: { DATA_DIR: dataDir, DATABASE_URL: url.toString() },
    description: `PostgreSQL, database ${name} on ${url.host} (${keep ? 'kept: drop it by hand' : 'dropped afterwards'})`,
    dispose: async () => {
      if (disposed) return;
      disposed = true;
      await handle.close();
      await drop();
    },
  };
}
