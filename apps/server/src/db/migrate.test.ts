import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createEmptyPgliteDb } from '../test/pglite-template';
import { withAdminClient } from '../test/test-db';
import { testDatabaseUrl } from '../test/test-env';
import { createDb, type DbHandle } from './client';
import { defaultMigrationsFolder, migrate } from './migrate';
import { rowsOf } from './rows';

const journal = JSON.parse(
  readFileSync(path.join(defaultMigrationsFolder(), 'meta', '_journal.json'), 'utf8'),
) as { entries: unknown[] };

/**
 * Three processes starting at once on one empty database, each with its own pool as separate
 * processes have (TEST_DATABASE_URL). PGlite belongs to one process (db/data-dir-lock.ts), so there
 * the race cannot happen and the test shows only that a second start finds nothing to do.
 */
async function withFreshDatabase(work: (handles: DbHandle[]) => Promise<void>): Promise<void> {
  const adminUrl = testDatabaseUrl();
  if (!adminUrl) {
    const handle = await createEmptyPgliteDb();
    try {
      await work([handle]);
    } finally {
      await handle.close();
    }
    return;
  }
  const name = `test_migrate_${randomBytes(6).toString('hex')}`;
  await withAdminClient(adminUrl, (client) => client.query(`create database "${name}"`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const handles = await Promise.all([1, 2, 3].map(() => createDb({ databaseUrl: url.toString() })));
  try {
    await work(handles);
  } finally {
    await Promise.all(handles.map((handle) => handle.close()));
    await withAdminClient(adminUrl, (client) =>
      client.query(`drop database if exists "${name}" with (force)`),
    );
  }
}

async function appliedCount(handle: DbHandle): Promise<number> {
  const result = await handle.db.execute(
    sql`select count(*)::int as count from drizzle.__drizzle_migrations`,
  );
  return Number(rowsOf<{ count: unknown }>(result)[0]?.count);
}

describe('migrate', () => {
  it('applies every migration exactly once when several processes start together', async () => {
    await withFreshDatabase(async (handles) => {
      await Promise.all(handles.map((handle) => migrate(handle.db)));
      expect(await appliedCount(handles[0]!)).toBe(journal.entries.length);
      // And a later start finds nothing to do.
      await migrate(handles.at(-1)!.db);
      expect(await appliedCount(handles[0]!)).toBe(journal.entries.length);
    });
  });
});
