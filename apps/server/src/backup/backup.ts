import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { keepPrivate } from '../lib/private-files';
import type { MediaStorage, MediaStore } from '../media/storage';
import path from 'node:path';

/** The folders of DATA_DIR that hold files the database points at (public and private photos). */
export const FILE_FOLDERS = ['media', 'private'] as const;

export const BACKUP_FORMAT = 1;
export const EMBEDDED_DUMP_FILE = 'database.tar.gz';
export const POSTGRES_DUMP_FILE = 'database.pgdump';
export const MANIFEST_FILE = 'manifest.json';

export interface BackupManifest {
  format: number;
  createdAt: string;
  database: 'pglite' | 'postgres';
  /** The database file inside the backup folder. */
  databaseFile: string;
  folders: string[];
  /**
   * With MEDIA_STORAGE=s3 the images live in a bucket, which this backup does not copy
   * (decision 0124): its name and how many objects it held, so a restore knows what else it needs.
   */
  bucket?: BucketSummary;
}

export interface BucketSummary {
  name: string;
  /** Objects under `media/` and `private/` when the backup was written. */
  objects: { public: number; private: number };
  inThisBackup: false;
  note: string;
}

/** What the bucket holds, for the manifest; back it up with the bucket's own tools (docs/deploy.md). */
export async function summariseBucket(media: MediaStorage): Promise<BucketSummary | undefined> {
  if (media.kind !== 's3' || !media.bucket) return undefined;
  const count = async (store: MediaStore) => {
    let n = 0;
    for await (const key of store.list()) if (key) n += 1;
    return n;
  };
  return {
    name: media.bucket,
    objects: { public: await count(media.public), private: await count(media.private) },
    inThisBackup: false,
    note: 'Images are in the bucket, not in this backup: back the bucket up with its own tools (docs/deploy.md, "Media in a bucket").',
  };
}

export type DatabaseSource =
  { kind: 'pglite'; dump: () => Promise<Blob> } | { kind: 'postgres'; databaseUrl: string };

export interface BackupOptions {
  source: DatabaseSource;
  dataDir: string;
  /** Where the backup folder is made (default `<dataDir>/backups`). */
  outRoot?: string | undefined;
  now?: Date;
  /** The shop's media storage: with a bucket, the manifest says what it holds (decision 0124). */
  media?: MediaStorage | undefined;
}

function stamp(date: Date): string {
  return date.toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15);
}

/**
 * Writes one backup folder: the database first, then the photo folders. A photo is written before
 * the row that names it and never changed afterwards, so every photo the dumped database points at
 * is already on disk when the folders are copied (a photo deleted in between is the only gap: a
 * restored product may then show no image, never a broken order). The folder appears under its
 * final name only when complete (written as `.partial-*`, then renamed).
 */
export async function writeBackup(options: BackupOptions): Promise<string> {
  const now = options.now ?? new Date();
  const outRoot = path.resolve(options.outRoot ?? path.join(options.dataDir, 'backups'));
  mkdirSync(outRoot, { recursive: true });
  const name = `artshop-backup-${stamp(now)}`;
  const partial = path.join(outRoot, `.partial-${name}-${process.pid}`);
  rmSync(partial, { recursive: true, force: true });
  mkdirSync(partial, { recursive: true });
  try {
    const databaseFile = await dumpDatabase(options.source, partial);
    const folders: string[] = [];
    for (const folder of FILE_FOLDERS) {
      const from = path.join(options.dataDir, folder);
      if (!existsSync(from)) continue;
      cpSync(from, path.join(partial, folder), { recursive: true });
      folders.push(folder);
    }
    const bucket = options.media && (await summariseBucket(options.media));
    const manifest: BackupManifest = {
      format: BACKUP_FORMAT,
      createdAt: now.toISOString(),
      database: options.source.kind,
      databaseFile,
      folders,
      ...(bucket && { bucket }),
    };
    writeFileSync(path.join(partial, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`);
    // The copy holds the customers' data: owner-only whatever the process's umask (docs/security.md).
    keepPrivate(partial);
    let final = path.join(outRoot, name);
    for (let n = 2; existsSync(final); n += 1) final = path.join(outRoot, `${name}-${n}`);
    renameSync(partial, final);
    return final;
  } catch (error) {
    rmSync(partial, { recursive: true, force: true });
    throw error;
  }
}

async function dumpDatabase(source: DatabaseSource, folder: string): Promise<string> {
  if (source.kind === 'pglite') {
    // PGlite copies its data directory between two queries: a crash-consistent image that opens
    // with every committed transaction and none of the unfinished ones.
    const tarball = await source.dump();
    writeFileSync(path.join(folder, EMBEDDED_DUMP_FILE), Buffer.from(await tarball.arrayBuffer()));
    return EMBEDDED_DUMP_FILE;
  }
  // pg_dump reads one snapshot of the whole database (a repeatable-read transaction).
  const file = path.join(folder, POSTGRES_DUMP_FILE);
  const result = spawnSync(
    'pg_dump',
    ['--format=custom', '--no-owner', '--file', file, source.databaseUrl],
    {
      encoding: 'utf8',
    },
  );
  if (result.error || result.status !== 0) {
    const why = result.error ? result.error.message : result.stderr.trim();
    throw new Error(
      `pg_dump failed: ${why}. Install PostgreSQL's client tools (pg_dump) of the server's version.`,
    );
  }
  return POSTGRES_DUMP_FILE;
}
