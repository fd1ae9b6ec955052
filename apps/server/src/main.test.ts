import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { createDb } from './db/client';
import { newsletterSubscribers } from './db/schema';
import { createPgliteTestDb } from './test/pglite-template';
import { useServerBundle } from './test/server-bundle';

const dataDirs: string[] = [];

const mainBundle = useServerBundle();

interface Run {
  code: number | null;
  output: string;
}

/**
 * Starts the real entry point (`src/main.ts`, bundled as production runs it) with only `env`. Its DATA_DIR holds a
 * migrated embedded database loaded from the tests' template, as a shop's second start would find
 * it: initdb in WASM would cost each start seconds (`unprepared` leaves the folder empty).
 */
async function spawnMain(
  env: Record<string, string>,
  unprepared = false,
): Promise<
  ChildProcess & {
    stdout: NodeJS.ReadableStream;
    stderr: NodeJS.ReadableStream;
  }
> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'artshop-main-'));
  dataDirs.push(dataDir);
  if (!unprepared) await (await createPgliteTestDb({ dataDir })).close();
  return spawn(process.execPath, [mainBundle()], {
    cwd: path.join(import.meta.dirname, '..'),
    env: {
      PATH: process.env.PATH ?? '',
      DATA_DIR: dataDir,
      HOST: '127.0.0.1',
      PORT: '0',
      SEED_DEMO: 'false',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

/** Runs the entry point until it exits or prints `until`; then stops it. Returns all it printed. */
async function runMain(
  env: Record<string, string>,
  until?: RegExp,
  unprepared = false,
): Promise<Run> {
  const child = await spawnMain(env, unprepared);
  let output = '';
  return new Promise((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (until?.test(output)) child.kill('SIGTERM');
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, output }));
  });
}

afterEach(() => {
  for (const dir of dataDirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** Every folder and file under `root`, itself included. */
function filesUnder(root: string): string[] {
  return [
    root,
    ...readdirSync(root, { withFileTypes: true }).flatMap((entry) =>
      entry.isDirectory() ? filesUnder(path.join(root, entry.name)) : [path.join(root, entry.name)],
    ),
  ];
}

/** Each test starts a whole server process: slow on a busy machine. */
const SPAWNS_A_SERVER = { timeout: 120_000 };

describe('starting the server', SPAWNS_A_SERVER, () => {
  it('refuses to start in production without Razorpay keys, with one clear line', async () => {
    // Refused before the database is opened: nothing to prepare.
    const run = await runMain({ NODE_ENV: 'production' }, undefined, true);
    expect(run.code).toBe(1);
    expect(run.output.trim()).toBe(
      'Invalid RAZORPAY_KEY_ID: Razorpay keys are required in production (NODE_ENV=production); set RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET, or PAYMENTS_TEST_MODE=true to run without real payments',
    );
    // Nothing else ran: no listening address was announced.
    expect(run.output).not.toContain('Server listening');
  });

  it('starts in production test mode only on purpose, and says once that no real money is taken', async () => {
    // A first start on an empty DATA_DIR: the database is made and migrated by the server itself.
    const run = await runMain(
      { NODE_ENV: 'production', PAYMENTS_TEST_MODE: 'true', LOG_LEVEL: 'info' },
      /TEST MODE/,
      true,
    );
    expect(run.output).toContain('Server listening');
    const warnings = run.output.split('\n').filter((line) => line.includes('TEST MODE'));
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain('the shop is not taking real money');
  });
});

interface RunningServer {
  child: ChildProcess;
  /** `http://127.0.0.1:<port>` */
  url: string;
  dataDir: string;
  output: () => string;
  /** Resolves with the exit code (null when killed by a signal) and the time it came. */
  exited: Promise<{ code: number | null; at: number }>;
}

/** Starts the real entry point and resolves once it listens. */
async function startMain(env: Record<string, string> = {}): Promise<RunningServer> {
  const child = await spawnMain({ LOG_LEVEL: 'info', ...env });
  const dataDir = dataDirs.at(-1)!;
  let output = '';
  const exited = new Promise<{ code: number | null; at: number }>((resolve) =>
    child.on('close', (code) => resolve({ code, at: Date.now() })),
  );
  return new Promise((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const url = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output)?.[1];
      if (url) resolve({ child, url, dataDir, output: () => output, exited });
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    void exited.then(({ code }) => reject(new Error(`exited ${code} before listening: ${output}`)));
  });
}

describe('stopping the server (SIGTERM/SIGINT)', SPAWNS_A_SERVER, () => {
  it('closes cleanly and exits 0 when nothing is in flight', async () => {
    const server = await startMain();
    server.child.kill('SIGTERM');
    const { code } = await server.exited;
    expect(code).toBe(0);
    expect(server.output()).toContain('shutting down');
    expect(server.output()).not.toContain('SHUTDOWN_TIMEOUT_MS');
    // Every folder the shop made is for its own user alone (umask 077), so nothing in them is
    // reachable by another user. PGlite sets its files' modes itself (0666), which the folders
    // guard; the next start tightens them (lib/private-files.test.ts).
    const folders = filesUnder(server.dataDir).filter((file) => statSync(file).isDirectory());
    expect(folders.length).toBeGreaterThan(3);
    for (const folder of folders) expect(statSync(folder).mode & 0o777).toBe(0o700);
  });

  it('never hangs: a request that does not end meets the deadline, and the process exits 1 saying so', async () => {
    const server = await startMain({ SHUTDOWN_TIMEOUT_MS: '500' });
    const { port } = new URL(server.url);
    // A client that announces a body and never sends it all: the server waits for the rest.
    const socket = connect(Number(port), '127.0.0.1');
    await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
    socket.on('error', () => undefined);
    socket.write(
      'POST /api/user/subscribe HTTP/1.1\r\nHost: 127.0.0.1\r\n' +
        'Content-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"email":',
    );
    await new Promise((resolve) => setTimeout(resolve, 300));
    const sentAt = Date.now();
    server.child.kill('SIGTERM');
    const { code, at } = await server.exited;
    socket.destroy();
    expect(code).toBe(1);
    expect(server.output()).toContain('shutdown did not finish within SHUTDOWN_TIMEOUT_MS');
    // The deadline, not the stalled client (Node would wait minutes for its body), ended it.
    expect(at - sentAt).toBeGreaterThanOrEqual(450);
    expect(at - sentAt).toBeLessThan(5000);
  });
});

describe('the embedded database is durable', SPAWNS_A_SERVER, () => {
  it('keeps a write answered 2xx when the process is killed (SIGKILL) right after the answer', async () => {
    const server = await startMain();
    const email = `durable-${Date.now()}@example.in`;
    const response = await fetch(`${server.url}/api/user/subscribe`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email }),
    });
    // No shutdown, no close, no flush: the process dies the moment the answer is in.
    server.child.kill('SIGKILL');
    expect(response.status).toBe(201);
    const { code } = await server.exited;
    expect(code).toBeNull();

    // Reopened like the next start would (the dead process's lock is taken over).
    const handle = await createDb({ dataDir: server.dataDir });
    try {
      const rows = await handle.db
        .select()
        .from(newsletterSubscribers)
        .where(eq(newsletterSubscribers.email, email));
      expect(rows).toHaveLength(1);
    } finally {
      await handle.close();
    }
  });
});
