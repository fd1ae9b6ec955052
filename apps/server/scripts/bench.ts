/**
 * `npm run bench`: the API measured the way a browser meets it (docs/benchmarks.md).
 *
 * For each database (PGlite; PostgreSQL too with `--pg` or BENCH_DATABASE_URL), a server process
 * (`bench/server.ts`, pinned with `taskset -c 0`) runs the real app on a fresh database with the demo
 * catalogue, next to a bare `node:http` server sending the identical encoded bytes and headers from
 * memory: the denominator. A load generator process (`bench/load.ts`, autocannon, pinned with
 * `taskset -c 1`) sends `Accept-Encoding: gzip, deflate, br` (and the customer's cookie where the call
 * needs a session) over 50 connections from 127.0.0.1 (autocannon cannot bind several source
 * addresses). The two bar calls alternate app / bare for `--rounds` rounds of `--duration` seconds
 * after a short warm-up; the table shows the medians. The other calls run one round.
 *
 * Bars, per database: the stoneArt list and one product each ≥ 0.5 of the bare server's requests/s,
 * p99 under 20 ms, no failed request. Exits 1 when one is missed, 2 on bad options.
 *
 * Then the flood scenario (decision 0070, bench/flood.ts): 8 visitors fetch the cached product, 10 ms
 * apart each, alone and while one client sends requests for the stoneArt list over 20 connections
 * (up to --flood-rate a second), in alternating windows: the list itself (the control: hits, the
 * volume alone), `utm_source=<random>`, then random offset/limit pairs (answers that really
 * differ). Their p50 and p99 should stay within 2x: PASS or BELOW, reported only (latencies of a
 * few milliseconds on a shared machine move too much for an exit code).
 *
 * Options (`npm run bench -- --duration=3 --rounds=1`): --duration (10), --rounds (3),
 * --connections (50), --warmup seconds (1), --pg, --database-url=postgres://... (the server to
 * create the throw-away database on; BENCH_DATABASE_URL, else postgres://postgres@127.0.0.1:5432/postgres),
 * --profile=DIR (write the server's CPU profile there: app side of the bar calls only, one round;
 * with --only=flood, the floods), --only=flood (the flood scenario alone), --only=calls (no flood),
 * --flood-rate=N (200),
 * --floods=none,utm_source,offset-limit (which floods to run: all by default).
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { intOption, loadAverage, machineLine, stringOption } from './bench/cli';
import { printFloods, type FloodRow } from './bench/flood-report';
import {
  BROWSER_ACCEPT_ENCODING,
  STONE_ART_PATH,
  type FailedMessage,
  type FloodRequest,
  type FloodResult,
  type LoadRequest,
  type LoadResult,
  type ReadyMessage,
} from './bench/protocol';

const RATIO_BAR = 0.5;
const P99_BAR_MS = 20;
const READY_TIMEOUT_MS = 240_000;
const DEFAULT_PG_URL = 'postgres://postgres@127.0.0.1:5432/postgres';

const duration = intOption('duration', 10);
const rounds = intOption('rounds', 3);
const connections = intOption('connections', 50);
const warmup = intOption('warmup', 1);
const profileDir = stringOption('profile');
const floodOnly = stringOption('only') === 'flood';
const callsOnly = stringOption('only') === 'calls';
const floodRate = intOption('flood-rate', 200);
// Which floods to run (all by default): `--floods=offset-limit` when profiling one.
const floodKinds = stringOption('floods')?.split(',');
const FLOOD_CONNECTIONS = 20;
const FLOOD_VISITORS = 8;
const pgAdminUrl =
  stringOption('database-url') ??
  process.env.BENCH_DATABASE_URL ??
  (process.argv.includes('--pg') ? DEFAULT_PG_URL : undefined);

const hasTaskset = spawnSync('taskset', ['-c', '0', 'true']).status === 0;

/** `node --import tsx <script>`, on one core when taskset is there, with an IPC channel. */
function startNode(script: string, core: number, args: string[], nodeArgs: string[] = []) {
  const node = [
    process.execPath,
    ...nodeArgs,
    '--import',
    import.meta.resolve('tsx'),
    script,
    ...args,
  ];
  const [command, ...rest] = hasTaskset ? ['taskset', '-c', String(core), ...node] : node;
  return spawn(command as string, rest, { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
}

function firstMessage<T>(child: ChildProcess, what: string): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`${what}: no answer in time`)),
      READY_TIMEOUT_MS,
    );
    const onExit = (code: number | null) => {
      clearTimeout(timer);
      reject(new Error(`${what} exited early (code ${code})`));
    };
    child.once('message', (message: T) => {
      clearTimeout(timer);
      child.off('exit', onExit);
      resolve(message);
    });
    child.once('exit', onExit);
  });
}

async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  if (child.connected) child.send('stop');
  const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
  await exited;
  clearTimeout(timer);
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[mid] as number)
    : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
};

interface Row {
  label: string;
  bar: boolean;
  detail: string;
  app: LoadResult[];
  bare: LoadResult[];
}

async function runOn(
  kind: 'pglite' | 'postgres',
  databaseUrl: string | undefined,
): Promise<boolean> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'artshop-bench-'));
  const here = path.dirname(fileURLToPath(import.meta.url));
  const server = startNode(path.join(here, 'bench/server.ts'), 0, [
    dataDir,
    databaseUrl ?? '',
    profileDir ? path.resolve(profileDir, `${kind}-${Date.now()}.cpuprofile`) : '',
  ]);
  const load = startNode(path.join(here, 'bench/load.ts'), 1, []);
  try {
    const startedAt = performance.now();
    const ready = await firstMessage<ReadyMessage | FailedMessage>(server, 'the server');
    if (ready.type === 'failed') throw new Error(`the server failed to start: ${ready.message}`);
    console.log(
      `\n== ${kind}: ready in ${((performance.now() - startedAt) / 1000).toFixed(1)} s ` +
        `(catalogue ${ready.seedMs} ms, ${ready.stoneArtProducts} stoneArt products)`,
    );

    const measure = async (base: string, pathname: string, signedIn: boolean) => {
      const headers: Record<string, string> = { 'accept-encoding': BROWSER_ACCEPT_ENCODING };
      if (signedIn) headers.cookie = ready.cookie;
      const ask = (seconds: number) => {
        const request: LoadRequest = {
          url: `${base}${pathname}`,
          headers,
          connections,
          duration: seconds,
        };
        load.send(request);
        return firstMessage<LoadResult>(load, 'the load generator');
      };
      await ask(warmup);
      return ask(duration);
    };

    const rows: Row[] = ready.calls.map((call) => ({
      label: call.label,
      bar: call.bar,
      detail: `${call.bytes} B ${call.encoding}`,
      app: [],
      bare: [],
    }));
    const calls = floodOnly ? [] : ready.calls.map((call, i) => ({ call, row: rows[i] as Row }));
    const barCalls = calls.filter(({ call }) => call.bar);
    for (let round = 1; round <= (profileDir ? 1 : rounds); round += 1) {
      for (const { call, row } of barCalls) {
        row.app.push(await measure(ready.appUrl, call.path, call.signedIn));
        if (!profileDir) row.bare.push(await measure(ready.bareUrl, call.path, call.signedIn));
        process.stdout.write(`  round ${round}: ${call.label}\n`);
      }
    }
    if (!profileDir) {
      for (const { call, row } of calls.filter(({ call }) => !call.bar)) {
        row.app.push(await measure(ready.appUrl, call.path, call.signedIn));
        row.bare.push(await measure(ready.bareUrl, call.path, call.signedIn));
        process.stdout.write(`  ${call.label}\n`);
      }
    }
    const passed =
      floodOnly ||
      report(
        kind,
        rows.filter((row) => row.app.length > 0),
      );
    // A profile of the flood alone when asked for with --only=flood (the bar calls are not run).
    if ((!profileDir || floodOnly) && !callsOnly) await floods(kind, ready, load);
    return passed;
  } finally {
    await stopChild(server);
    await stopChild(load);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The flood scenario (decision 0070): reported as PASS or BELOW, never the exit code. */
async function floods(kind: string, ready: ReadyMessage, load: ChildProcess): Promise<void> {
  const victim = ready.calls.find((call) => call.label === 'GET /api/adminop/{id}');
  if (!victim) throw new Error('no product call to watch during the flood');
  const rows: FloodRow[] = [];
  const kinds = [
    { label: `${STONE_ART_PATH} (control: all hits)`, bust: 'none' },
    { label: `${STONE_ART_PATH}?utm_source=<random>`, bust: 'utm_source' },
    { label: `${STONE_ART_PATH}?offset=<r>&limit=<r>`, bust: 'offset-limit' },
  ] as const;
  for (const { label, bust } of kinds) {
    if (floodKinds && !floodKinds.includes(bust)) continue;
    const request: FloodRequest = {
      kind: 'flood',
      victimUrl: `${ready.appUrl}${victim.path}`,
      floodUrl: `${ready.appUrl}${STONE_ART_PATH}`,
      bust,
      offsets: ready.stoneArtProducts,
      headers: { 'accept-encoding': BROWSER_ACCEPT_ENCODING },
      duration,
      victims: FLOOD_VISITORS,
      floodConnections: FLOOD_CONNECTIONS,
      floodRate,
    };
    load.send(request);
    rows.push({ label, result: await firstMessage<FloodResult>(load, 'the flood') });
    process.stdout.write(`  flood: ${label}\n`);
  }
  printFloods(kind, `GET /api/adminop/{id} (${victim.bytes} B ${victim.encoding})`, rows);
}

function report(kind: string, rows: Row[]): boolean {
  const cols = ['app req/s', 'bare req/s', 'ratio', 'p50 ms', 'p99 ms', 'bare p99', 'failed'];
  console.log(
    `\n${kind}: medians of ${rounds} round(s) for the bar calls, one round for the others`,
  );
  console.log(
    `${'call'.padEnd(34)} ${'answer'.padEnd(16)} ${cols.map((c) => c.padStart(10)).join(' ')}`,
  );
  let passed = true;
  for (const row of rows) {
    const rps = median(row.app.map((r) => r.requestsPerSecond));
    const bare = row.bare.length ? median(row.bare.map((r) => r.requestsPerSecond)) : NaN;
    const ratio = rps / bare;
    const p50 = median(row.app.map((r) => r.p50));
    const p99 = median(row.app.map((r) => r.p99));
    const failed = row.app.reduce((sum, r) => sum + r.failed, 0);
    let verdict = '';
    if (row.bar && !profileDir) {
      const ok = ratio >= RATIO_BAR && p99 < P99_BAR_MS && failed === 0;
      verdict = ok ? '  PASS' : '  MISSED';
      passed &&= ok;
    }
    const rounds =
      row.app.length > 1
        ? `  (ratios ${row.app.map((r, i) => (r.requestsPerSecond / (row.bare[i]?.requestsPerSecond ?? NaN)).toFixed(2)).join(', ')})`
        : '';
    console.log(
      `${row.label.padEnd(34)} ${row.detail.padEnd(16)} ${[
        rps.toFixed(0),
        Number.isNaN(bare) ? '-' : bare.toFixed(0),
        Number.isNaN(ratio) ? '-' : ratio.toFixed(2),
        p50.toFixed(1),
        p99.toFixed(1),
        row.bare.length ? median(row.bare.map((r) => r.p99)).toFixed(1) : '-',
        String(failed),
      ]
        .map((c) => c.padStart(10))
        .join(' ')}${verdict}${rounds}`,
    );
  }
  return passed;
}

/** A throw-away database on the PostgreSQL server, dropped whatever happens. */
async function withPgDatabase<T>(adminUrl: string, work: (url: string) => Promise<T>): Promise<T> {
  const name = `bench_${randomBytes(5).toString('hex')}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`create database "${name}"`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  try {
    return await work(url.toString());
  } finally {
    await admin(`drop database if exists "${name}" with (force)`);
  }
}

async function main(): Promise<number> {
  if (profileDir) mkdirSync(profileDir, { recursive: true });
  console.log(machineLine());
  console.log(
    `Load: autocannon, ${connections} connections from 127.0.0.1, Accept-Encoding "${BROWSER_ACCEPT_ENCODING}", ` +
      `${duration} s per measurement after ${warmup} s of warm-up; ` +
      (hasTaskset ? 'servers on core 0, load generator on core 1' : 'taskset missing: NOT pinned'),
  );
  let passed = await runOn('pglite', undefined);
  if (pgAdminUrl) {
    passed = (await withPgDatabase(pgAdminUrl, (url) => runOn('postgres', url))) && passed;
  } else {
    console.log('\n(PostgreSQL not measured: add --pg or set BENCH_DATABASE_URL)');
  }
  console.log(`\nLoad average after the run: ${loadAverage()}`);
  if (profileDir) {
    console.log(`CPU profile(s) in ${profileDir}: npx tsx scripts/bench/profile-summary.ts <file>`);
    return 0;
  }
  if (floodOnly) return 0;
  console.log(
    passed
      ? `\nPASS: both bar calls >= ${RATIO_BAR} of the bare server, p99 < ${P99_BAR_MS} ms, no failure`
      : `\nMISSED: a bar call is below ${RATIO_BAR} of the bare server, at p99 >= ${P99_BAR_MS} ms, or failed`,
  );
  return passed ? 0 : 1;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
