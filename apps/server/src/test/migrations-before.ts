import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createDb, type DbHandle } from '../db/client';
import { defaultMigrationsFolder } from '../db/migrate';
import { createEmptyPgliteDb } from './pglite-template';
import { scratchDatabase } from './test-db';
import { testDatabaseUrl } from './test-env';

/**
 * For tests of what one migration does to rows written before it: a copy of the migrations folder
 * whose journal stops before `tag` (migrate with it, write the old rows, then migrate as usual).
 */
export function migrationsBefore(tag: string): { folder: string; remove: () => void } {
  const folder = mkdtempSync(path.join(tmpdir(), 'artshop-migrations-'));
  cpSync(defaultMigrationsFolder(), folder, { recursive: true });
  const journalPath = path.join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as {
    entries: { tag: string }[];
  };
  const stop = journal.entries.findIndex((entry) => entry.tag === tag);
  if (stop <= 0) throw new Error(`no migration before ${tag} in the journal`);
  journal.entries = journal.entries.slice(0, stop);
  writeFileSync(journalPath, JSON.stringify(journal));
  return { folder, remove: () => rmSync(folder, { recursive: true, force: true }) };
}

/**
 * An empty, unmigrated database: in-memory PGlite, or a scratch database named from `name` on
 * TEST_DATABASE_URL, dropped when the handle closes.
 */
export async function emptyDatabase(name: string): Promise<DbHandle> {
  const adminUrl = testDatabaseUrl();
  if (!adminUrl) return createEmptyPgliteDb();
  const scratch = await scratchDatabase(adminUrl, name);
  const handle = await createDb({ databaseUrl: scratch.url });
  return {
    ...handle,
    close: async () => {
      await handle.close();
      scratch.dropLater();
    },
  };
}
