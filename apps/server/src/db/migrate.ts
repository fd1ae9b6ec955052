import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { is } from 'drizzle-orm';
import { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
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
    await migrateNodePg(db, { migrationsFolder });
  } else {
    throw new Error('Unknown database driver');
  }
}
