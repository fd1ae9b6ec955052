import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, readFileSync, renameSync } from 'node:fs';
import path from 'node:path';
import { createDb } from '../db/client';
import { lockDataDir } from '../db/data-dir-lock';
import { BACKUP_FORMAT, FILE_FOLDERS, MANIFEST_FILE, type BackupManifest } from './backup';

export interface RestoreOptions {
  backupDir: string;
  dataDir: string;
  /** PostgreSQL: the database to restore into (its tables are replaced). */
  databaseUrl?: string | undefined;
  now?: Date;
}

export interface RestoreResult {
  manifest: BackupManifest;
  /** Where the replaced files were moved (kept, never deleted: a restore can be undone by hand). */
  setAside: string[];
}

export class BackupError extends Error {
  override name = 'BackupError';
}

export function readManifest(backupDir: string): BackupManifest {
  const file = path.join(backupDir, MANIFEST_FILE);
  if (!existsSync(file))
    throw new BackupError(`${backupDir} is not a backup: it has no ${MANIFEST_FILE}.`);
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as BackupManifest;
  if (manifest.format !== BACKUP_FORMAT) {
    throw new BackupError(
      `${backupDir} has backup format ${manifest.format}; this version reads ${BACKUP_FORMAT}.`,
    );
  }
  return manifest;
}

/**
 * Brings a backup back. The embedded database must not be open (the data directory's lock says so:
 * stop the server first); what is there now is moved aside as `<name>.before-restore-<time>`.
 */
export async function restoreBackup(options: RestoreOptions): Promise<RestoreResult> {
  const manifest = readManifest(options.backupDir);
  const suffix = `.before-restore-${(options.now ?? new Date()).toISOString().replace(/[-:.]/g, '')}`;
  const setAside: string[] = [];
  const moveAside = (name: string) => {
    const current = path.join(options.dataDir, name);
    if (!existsSync(current)) return;
    renameSync(current, current + suffix);
    setAside.push(current + suffix);
  };

  if (manifest.database === 'pglite') {
    if (options.databaseUrl) {
      throw new BackupError(
        'This backup holds an embedded database; unset DATABASE_URL to restore it.',
      );
    }
    const dump = readFileSync(path.join(options.backupDir, manifest.databaseFile));
    // Taking the data directory's lock fails clearly while a server has the database open.
    const lock = lockDataDir(path.join(options.dataDir, 'db'));
    try {
      moveAside('db');
    } finally {
      lock.release();
    }
    const restored = await createDb({ dataDir: options.dataDir, loadDataDir: new Blob([dump]) });
    await restored.close();
  } else {
    if (!options.databaseUrl) {
      throw new BackupError(
        'This backup holds a PostgreSQL database; set DATABASE_URL to restore it.',
      );
    }
    const result = spawnSync(
      'pg_restore',
      [
        '--clean',
        '--if-exists',
        '--no-owner',
        '--single-transaction',
        '--dbname',
        options.databaseUrl,
        path.join(options.backupDir, manifest.databaseFile),
      ],
      { encoding: 'utf8' },
    );
    if (result.error || result.status !== 0) {
      const why = result.error ? result.error.message : result.stderr.trim();
      throw new BackupError(`pg_restore failed: ${why}`);
    }
  }

  for (const folder of FILE_FOLDERS) {
    moveAside(folder);
    if (manifest.folders.includes(folder)) {
      cpSync(path.join(options.backupDir, folder), path.join(options.dataDir, folder), {
        recursive: true,
      });
    }
  }
  return { manifest, setAside };
}
