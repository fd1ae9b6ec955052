import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { inject } from 'vitest';
import { freePort } from './free-port';

const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * The real server (src/main.ts, bundled once for the suite by support/bundle-setup.ts, as `npm run
 * build` bundles it) in a child process, as `npm start` runs it, on a free port.
 */
export interface ServerProcess {
  url: string;
  pid: number;
  /** Everything it printed (JSON log lines): for assertions and for failure messages. */
  output: () => string;
  /** Resident memory in KiB, from /proc. */
  rssKb: () => number;
  /** SIGTERM and wait for the exit code. */
  stop: () => Promise<number | null>;
  /** SIGKILL and wait: no shutdown code runs, as on a crash or an OOM kill. */
  kill: () => Promise<void>;
  exited: Promise<number | null>;
}

export async function startServer(env: Record<string, string>): Promise<ServerProcess> {
  const port = await freePort();
  // The memory probe (support/memory-probe.mjs) does nothing unless MEMORY_PROBE_FILE is set.
  const probe = path.join(path.dirname(fileURLToPath(import.meta.url)), 'memory-probe.mjs');
  const args = ['--expose-gc', '--import', probe, inject('serverBundle')];
  const child: ChildProcess = spawn(process.execPath, args, {
    cwd: serverRoot,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '/tmp',
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'false',
      // Hashes in milliseconds, as in the server's tests: the suite is about outages and load, not
      // the cost of scrypt (decision 0088).
      PASSWORD_HASH_COST: '12',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const url = `http://127.0.0.1:${port}`;
  const pid = child.pid ?? 0;

  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited while starting:\n${output}`);
    try {
      const response = await fetch(`${url}/api/healthz`);
      if (response.ok) break;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`the server did not start in time:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }

  return {
    url,
    pid,
    output: () => output,
    rssKb: () => {
      const status = readFileSync(`/proc/${pid}/status`, 'utf8');
      return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
    },
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGTERM');
      return exited;
    },
    kill: async () => {
      if (child.exitCode === null) child.kill('SIGKILL');
      await exited;
    },
    exited,
  };
}
