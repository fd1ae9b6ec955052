import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createPgliteTestDb } from '../test/pglite-template';
import { useServerBundle } from '../test/server-bundle';
import { createDb } from './client';
import { lockDataDir } from './data-dir-lock';

const dirs: string[] = [];
const mainBundle = useServerBundle();
function tempDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'artshop-lock-'));
  dirs.push(dir);
  return dir;
}

afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A pid that certainly runs and is not ours: a child that waits until it is killed. */
function otherLiveProcess() {
  return spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore' });
}

describe('the embedded database lock', () => {
  it('refuses to open one data directory twice in a process', async () => {
    const dataDir = tempDir();
    // Loaded from the tests' migrated template (initdb in WASM would cost seconds); same lock.
    const first = await createPgliteTestDb({ dataDir });
    try {
      // The same process twice.
      await expect(createDb({ dataDir })).rejects.toThrow(
        `is in use by another process (pid ${process.pid})`,
      );
    } finally {
      await first.close();
    }
    // Closing releases it: the next start opens the same data.
    expect(existsSync(path.join(dataDir, 'db.lock'))).toBe(false);
    const again = await createDb({ dataDir });
    await again.close();
  });

  it('takes over a lock whose process has died (a crash or SIGKILL)', async () => {
    const dir = path.join(tempDir(), 'db');
    const child = otherLiveProcess();
    const deadPid = child.pid!;
    await new Promise((resolve) => {
      child.on('exit', resolve);
      child.kill('SIGKILL');
    });
    writeFileSync(`${dir}.lock`, String(deadPid));
    const lock = lockDataDir(dir);
    expect(readFileSync(`${dir}.lock`, 'utf8')).toBe(String(process.pid));
    lock.release();
    expect(existsSync(`${dir}.lock`)).toBe(false);
  });

  it('stops a second server process on the same DATA_DIR with one clear line', async () => {
    const dataDir = tempDir();
    const first = await createPgliteTestDb({ dataDir });
    const child = otherLiveProcess();
    try {
      writeFileSync(path.join(dataDir, 'db.lock'), String(child.pid));
      const second = spawn(process.execPath, [mainBundle()], {
        env: { PATH: process.env.PATH ?? '', DATA_DIR: dataDir, PORT: '0', SEED_DEMO: 'false' },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let output = '';
      second.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
      second.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
      const code = await new Promise((resolve) => second.on('close', resolve));
      expect(code).toBe(1);
      expect(output.trim()).toBe(
        `The embedded database in ${path.join(dataDir, 'db')} is in use by another process (pid ${child.pid}). Stop that process, or give this one its own DATA_DIR (or DATABASE_URL).`,
      );
    } finally {
      child.kill();
      writeFileSync(path.join(dataDir, 'db.lock'), String(process.pid));
      await first.close();
    }
    // A whole server process starting: slow on a busy machine.
  }, 120_000);
});
