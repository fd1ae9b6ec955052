/**
 * `npm run backup [-- --out <folder>]` and `npm run restore -- <backup folder>` (README 'Backups').
 *
 * Embedded database: with the server stopped the command opens the database itself; with it running
 * it asks the server (backup-requests.ts), which copies its database between two queries. PostgreSQL
 * (DATABASE_URL set): pg_dump and pg_restore of the server's version must be on the PATH.
 */
import path from 'node:path';
import { ConfigError, loadConfig, type Config } from '../config';
import { createDb } from '../db/client';
import { DataDirInUseError } from '../db/data-dir-lock';
import { createFilesPrivately } from '../lib/private-files';
import { createMediaStorage } from '../media/media-storage';
import type { MediaStorage } from '../media/storage';
import { writeBackup } from './backup';
import { requestBackupFrom } from './backup-requests';
import { BackupError, restoreBackup } from './restore';

function option(args: string[], name: string): string | undefined {
  const index = args.indexOf(name);
  return index >= 0 ? args[index + 1] : undefined;
}

async function backup(args: string[]): Promise<string> {
  const config = loadConfig();
  // With a bucket, the manifest says what it holds; its objects are not copied (decision 0124).
  const media = await createMediaStorage(config);
  try {
    return await backupWith(config, media, option(args, '--out'));
  } finally {
    media.close();
  }
}

async function backupWith(
  config: Config,
  media: MediaStorage,
  outRoot: string | undefined,
): Promise<string> {
  if (config.databaseUrl) {
    return writeBackup({
      source: { kind: 'postgres', databaseUrl: config.databaseUrl },
      dataDir: config.dataDir,
      outRoot,
      media,
    });
  }
  try {
    const handle = await createDb({ dataDir: config.dataDir });
    try {
      const dump = handle.dumpDataDir;
      if (!dump) throw new BackupError('The embedded database cannot be dumped.');
      return await writeBackup({
        source: { kind: 'pglite', dump },
        dataDir: config.dataDir,
        outRoot,
        media,
      });
    } finally {
      await handle.close();
    }
  } catch (error) {
    if (!(error instanceof DataDirInUseError)) throw error;
    console.log(`The server (pid ${error.pid}) has the database open; asking it for the backup.`);
    return requestBackupFrom(error.pid, config.dataDir, outRoot);
  }
}

async function main(): Promise<void> {
  const [command, ...args] = process.argv.slice(2);
  // A backup or a restored database holds the customers' data: owner-only, like DATA_DIR.
  createFilesPrivately();
  try {
    if (command === 'backup') {
      const folder = await backup(args);
      console.log(`Backup written to ${folder}`);
      const { media } = loadConfig();
      if (media.storage === 's3') {
        console.log(
          `The images are in the bucket ${media.bucket}, not in this backup (its manifest.json counts them): back the bucket up on its own (docs/deploy.md).`,
        );
      }
    } else if (command === 'restore') {
      const backupDir = args.find((arg) => !arg.startsWith('--'));
      if (!backupDir) throw new BackupError('Name the backup folder: npm run restore -- <folder>');
      const config = loadConfig();
      const result = await restoreBackup({
        backupDir: path.resolve(backupDir),
        dataDir: config.dataDir,
        databaseUrl: config.databaseUrl,
      });
      console.log(`Restored the backup of ${result.manifest.createdAt} into ${config.dataDir}.`);
      for (const aside of result.setAside) console.log(`  the replaced files are kept in ${aside}`);
    } else {
      throw new BackupError('Usage: backup [--out <folder>] | restore <backup folder>');
    }
  } catch (error) {
    if (
      error instanceof ConfigError ||
      error instanceof BackupError ||
      error instanceof DataDirInUseError
    ) {
      console.error(
        error instanceof DataDirInUseError
          ? `${error.message} Stop the server before restoring.`
          : error.message,
      );
      process.exit(1);
    }
    throw error;
  }
}

await main();
