import childProcess from 'node:child_process';
import { syncBuiltinESMExports } from 'node:module';
import path from 'node:path';
import { testDatabaseUrl } from './test-env';

/**
 * `npm test` must pass on a machine with only Node and npm (README quick start). A test that
 * starts a system program (poppler's pdftotext, pg_dump, a browser) passes here and fails there,
 * so every way of starting a child process refuses anything but Node itself, saying which program
 * it was. The PostgreSQL run (TEST_DATABASE_URL) is CI's, on a machine with PostgreSQL's client
 * tools, and may use those (backups of a PostgreSQL shop call pg_dump and pg_restore).
 */

const allowed = new Set([
  process.execPath,
  'node',
  path.basename(process.execPath),
  ...(testDatabaseUrl() ? ['pg_dump', 'pg_restore'] : []),
]);

const repository = path.resolve(import.meta.dirname, '../../../..');

/**
 * A program `npm install` put into this repository's node_modules (esbuild's, which bundles the
 * server for the tests that start it as production does): there on every machine that can run
 * `npm test`, so not a system program.
 */
export function installedByNpm(command: string): boolean {
  if (!path.isAbsolute(command)) return false;
  const inside = path.relative(repository, command);
  return !inside.startsWith('..') && inside.split(path.sep).includes('node_modules');
}

export class SystemProgramRefused extends Error {
  constructor(command: string) {
    super(
      `A unit test started "${command}": npm test runs with only Node and npm installed. ` +
        'Read PDFs with src/test/pdf-reader.ts, start servers with process.execPath, and keep ' +
        'system tools to the PostgreSQL, resilience or browser suites.',
    );
  }
}

type Spawner = (command: string, ...rest: unknown[]) => unknown;

function guard<T extends Spawner>(original: T): T {
  return function guarded(this: unknown, command: string, ...rest: unknown[]) {
    if (!allowed.has(String(command)) && !installedByNpm(String(command))) {
      throw new SystemProgramRefused(String(command));
    }
    return original.call(this, command, ...rest);
  } as T;
}

const installed = Symbol.for('artshop.refuseSystemPrograms');

/**
 * Installs the guard in this test process (a setup file of the server project). The setup file
 * runs before every test file of a worker (isolate: false), so it installs once, not a guard
 * around the last file's guard.
 */
export function refuseSystemPrograms() {
  const marked = childProcess as unknown as Record<symbol, boolean>;
  if (marked[installed]) return;
  marked[installed] = true;
  const mutable = childProcess as unknown as Record<string, Spawner>;
  for (const name of ['spawn', 'spawnSync', 'execFile', 'execFileSync'] as const) {
    mutable[name] = guard(mutable[name]!);
  }
  // exec and execSync run a shell line: no program of the project needs one in a unit test.
  for (const name of ['exec', 'execSync'] as const) {
    mutable[name] = (line: string) => {
      throw new SystemProgramRefused(String(line));
    };
  }
  syncBuiltinESMExports();
}
