import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { is } from 'drizzle-orm';
import { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type pg from 'pg';
import type { Db } from './client';

/**
 * The committed SQL migrations. Resolved relative to this module: from `src/db/` under tsx/Vitest it
 * is `src/db/migrations`; in the esbuild bundle this code lives in `dist/main.js`, and the build
 * copies the folder to `dist/migrations`.
 */
export function defaultMigrationsFolder(): string {
  return fileURLToPath(new URL('./migrations', import.meta.url));
}

/** Applies every pending migration with the migrator of the driver behind `db`. */
export async function migrate(db: Db, migrationsFolder = defaultMigrationsFolder()): Promise<void> {
  if (!existsSync(migrationsFolder)) {
    throw new Error(`Migrations folder not found: ${migrationsFolder}`);
  }
  if (is(db, PgliteDatabase)) {
    await migratePglite(db, { migrationsFolder });
  } else if (is(db, NodePgDatabase)) {
    await withMigrationLock((db as unknown as { $client: pg.Pool }).$client, () =>
      migrateNodePg(db, { migrationsFolder }),
    );
  } else {
    throw new Error('Unknown database driver');
  }
}

/** Any fixed number: every process of this shop asks for the same one. */
const MIGRATION_LOCK_KEY = 4_242_001;

/**
 * Several processes starting at once against one PostgreSQL database would each apply the same
 * migration (two `create table`s, one fails and stops its process). A session advisory lock, held on
 * a connection of its own while the migrator uses the others, lets one process migrate while the
 * rest wait, then find nothing left to do.
 */
async function withMigrationLock(pool: pg.Pool, work: () => Promise<void>): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    try {
      await work();
    } finally {
      await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
    }
  } finally {
    client.release();
  }
}
