import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import { existsSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { createDb, type DbHandle } from '../db/client';
import { defaultMigrationsFolder, migrate } from '../db/migrate';
import { pooledPgliteDb } from './pglite-pool';

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

/**
 * A tarball from this process's memory, else the temp dir, else made now by `make` and written
 * there (write then rename, so a parallel test process never reads half a file).
 */
async function cachedTarball(
  file: string,
  memory: Map<string, Blob>,
  make: (client: PGlite, handle: DbHandle) => Promise<void>,
): Promise<Blob> {
  let blob = memory.get(file);
  if (!blob && existsSync(file)) blob = new Blob([readFileSync(file)]);
  if (blob) {
    memory.set(file, blob);
    return blob;
  }
  const handle = await createDb({ inMemory: true });
  try {
    const client = (handle.db as unknown as { $client: PGlite }).$client;
    await make(client, handle);
    blob = await client.dumpDataDir('none');
  } finally {
    await handle.close();
  }
  memory.set(file, blob);
  const partial = `${file}.${process.pid}.partial`;
  writeFileSync(partial, Buffer.from(await blob.arrayBuffer()));
  renameSync(partial, file);
  return blob;
}

const tarballs = new Map<string, Blob>();

/** The migrated template as a tarball. */
const migratedTemplate = () =>
  cachedTarball(templatePath(), tarballs, async (_client, handle) => {
    await migrate(handle.db);
  });

/** PGlite's version (what initdb writes), from its package.json (not among its exports). */
function pgliteVersion(): string {
  let dir = path.dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'));
  while (!existsSync(path.join(dir, 'package.json')) && path.dirname(dir) !== dir) {
    dir = path.dirname(dir);
  }
  return (JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as { version: string })
    .version;
}

/** A database initdb made and nothing else, keyed by PGlite's version. */
const emptyTemplate = () =>
  cachedTarball(
    path.join(tmpdir(), `artshop-pglite-empty-${pgliteVersion()}.tar`),
    tarballs,
    async () => {},
  );

/**
 * A fresh, unmigrated PGlite in memory, for the tests of migrations themselves: loaded from a
 * tarball of an empty database instead of running initdb in WASM for each of them.
 */
export async function createEmptyPgliteDb(): Promise<DbHandle> {
  return createDb({ loadDataDir: await emptyTemplate() });
}

/**
 * A migrated PGlite loaded from the template: with `dataDir`, fresh in its `db` folder on disk
 * (tests of files, locks and backups); in memory, one of the process's pool, emptied back to the
 * template's state when its last user closed it (test/pglite-pool.ts).
 */
export async function createPgliteTestDb(options: { dataDir?: string } = {}): Promise<DbHandle> {
  if (options.dataDir) {
    const handle = await createDb({
      loadDataDir: await migratedTemplate(),
      dataDir: options.dataDir,
    });
    await migrate(handle.db); // a no-op on the template; guards against a stale file
    return handle;
  }
  return pooledPgliteDb(async () => {
    const handle = await createDb({ loadDataDir: await migratedTemplate() });
    await migrate(handle.db);
    return (handle.db as unknown as { $client: PGlite }).$client;
  });
}
