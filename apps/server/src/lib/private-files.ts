import { chmodSync, lstatSync, readdirSync } from 'node:fs';
import path from 'node:path';

/**
 * The shop's files are its own: the database, customers' custom art photos and backups hold
 * personal data, so no other user of the machine may read them (docs/security.md, 'Files on
 * disk'). Everything the process creates from here on is owner-only (umask 077).
 */
export function createFilesPrivately(): void {
  process.umask(0o077);
}

/**
 * Makes a folder and everything under it owner-only: folders 0700, files 0600. Files made before
 * the shop did this (or copied in by hand) are tightened at each start. Symbolic links are left
 * alone, and never followed out of the folder.
 */
export function keepPrivate(root: string): void {
  const entry = lstatSync(root, { throwIfNoEntry: false });
  if (!entry || entry.isSymbolicLink()) return;
  if (entry.isDirectory()) {
    if ((entry.mode & 0o777) !== 0o700) chmodSync(root, 0o700);
    for (const name of readdirSync(root)) keepPrivate(path.join(root, name));
  } else if (entry.isFile() && (entry.mode & 0o777) !== 0o600) {
    chmodSync(root, 0o600);
  }
}
