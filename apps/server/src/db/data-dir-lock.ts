import { closeSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';
import path from 'node:path';

/** Thrown when another live process holds the embedded database. */
export class DataDirInUseError extends Error {
  constructor(
    readonly dir: string,
    readonly pid: number,
  ) {
    super(
      `The embedded database in ${dir} is in use by another process (pid ${pid}). ` +
        'Stop that process, or give this one its own DATA_DIR (or DATABASE_URL).',
    );
    this.name = 'DataDirInUseError';
  }
}

export interface DataDirLock {
  release: () => void;
}

/**
 * PGlite is a single-process database: two processes opening one data directory corrupt it. A lock
 * file beside it (`<dir>.lock`, holding the owner's pid) makes the second process stop with a clear
 * message instead. A lock left by a process that died (SIGKILL, power loss) is taken over, since
 * its pid no longer runs; our own pid in it means the same (a restarted container reuses pids).
 */
export function lockDataDir(dir: string): DataDirLock {
  const file = `${path.resolve(dir)}.lock`;
  // Our pid in the file is stale only when this process does not hold the lock itself.
  if (heldHere.has(file)) throw new DataDirInUseError(path.resolve(dir), process.pid);
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      const fd = openSync(file, 'wx', 0o600);
      writeSync(fd, String(process.pid));
      closeSync(fd);
      heldHere.add(file);
      return { release: () => releaseIfOurs(file) };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = readOwner(file);
      if (owner !== null && owner !== process.pid && isAlive(owner)) {
        throw new DataDirInUseError(path.resolve(dir), owner);
      }
      // Stale: its owner is gone. Remove it and try once more (another starter may win the race,
      // and then the second attempt reports it as in use).
      try {
        unlinkSync(file);
      } catch {
        // Someone else removed it first.
      }
    }
  }
  const owner = readOwner(file);
  throw new DataDirInUseError(path.resolve(dir), owner ?? 0);
}

const heldHere = new Set<string>();

function readOwner(file: string): number | null {
  try {
    const pid = Number.parseInt(readFileSync(file, 'utf8').trim(), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else: alive all the same.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function releaseIfOurs(file: string): void {
  if (!heldHere.delete(file)) return;
  if (readOwner(file) !== process.pid) return;
  try {
    unlinkSync(file);
  } catch {
    // Already gone.
  }
}
