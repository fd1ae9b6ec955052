import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { createDb, type DbHandle } from '../db/client';
import { defaultMigrationsFolder, migrate } from '../db/migrate';

/**
 * Starting PGlite from nothing (initdb in WASM) takes seconds; loading a tarball of an already
 * migrated database takes about one. The tarball is cached in the temp dir, keyed by the migration
 * files, so every test process after the first starts fast and a schema change makes a new one.
 */
function templatePath(): string {
  return path.join(tmpdir(), `artshop-pglite-${migrationsHash()}.tar`);
}

/** 16 hex digits that change whenever a migration file is added or edited. */
export function migrationsHash(): string {
  const folder = defaultMigrationsFolder();
  const hash = createHash('sha256');
  for (const file of readdirSync(folder)
    .filter((name) => name.endsWith('.sql'))
    .sort()) {
    hash.update(file).update(readFileSync(path.join(folder, file)));
  }
  return hash.digest('hex').slice(0, 16);
}

let cached: Blob | undefined;

/** The migrated template as a tarball: from this process's memory, the temp dir, or made now. */
async function migratedTemplate(): Promise<Blob> {
  const file = templatePath();
  if (!cached && existsSync(file)) cached = new Blob([readFileSync(file)]);
  if (cached) return cached;
  const handle = await createDb({ inMemory: true });
  try {
    await migrate(handle.db);
    const client = (handle.db as unknown as { $client: PGlite }).$client;
    cached = await client.dumpDataDir('none');
  } finally {
    await handle.close();
  }
  // Write then rename, so a parallel test process never reads half a file.
  const partial = `${file}.${process.pid}.partial`;
  writeFileSync(partial, Buffer.from(await cached.arrayBuffer()));
  renameSync(partial, file);
  return cached;
}

/**
 * A fresh migrated PGlite: in memory, or with `dataDir` in its `db` folder on disk (tests of files,
 * locks and backups), in both cases loaded from the template.
 */
export async function createPgliteTestDb(options: { dataDir?: string } = {}): Promise<DbHandle> {
  const handle = await createDb({
    loadDataDir: await migratedTemplate(),
    dataDir: options.dataDir,
  });
  await migrate(handle.db); // a no-op on the template; guards against a stale file
  return handle;
}
