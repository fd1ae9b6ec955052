/**
 * `npm run bench`: the API performance bars of docs/design.md section 6 that can be measured so far.
 *
 * A forked process (`scripts/bench/server.ts`) runs the real app on a fresh PGlite database in a
 * temporary DATA_DIR with the demo catalogue, plus a bare Fastify instance serving the stoneArt list's
 * bytes from memory; this process drives them with autocannon over loopback only. It reports and
 * always exits 0 when the run completes: the thresholds print PASS or BELOW, they never fail it.
 *
 * Options (from apps/server: `npm run bench -- --duration=10`): `--duration` seconds per measurement
 * (10), `--connections` (10), `--rounds` of the stoneArt / in-memory pair, alternated (2).
 */
import { fork, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon, { type Result } from 'autocannon';
import { intOption, loadAverage, machineLine } from './bench/cli';
import {
  APP_MEMORY_PATH,
  STONE_ART_PATH,
  type FailedMessage,
  type ReadyMessage,
} from './bench/protocol';

const RATIO_BAR = 0.5;
const WARM_UP_SECONDS = 2;
const READY_TIMEOUT_MS = 180_000;

const duration = intOption('duration', 10);
const connections = intOption('connections', 10);
const rounds = intOption('rounds', 2);

interface Measurement {
  label: string;
  path: string;
  result: Result;
}

async function measure(label: string, url: string): Promise<Measurement> {
  // A short unrecorded run first: JIT, connection set-up and the response cache settle.
  await autocannon({ url, connections, duration: WARM_UP_SECONDS });
  const result = await autocannon({ url, connections, duration });
  const failures = result.errors + result.timeouts + result.non2xx;
  if (failures > 0) {
    console.warn(
      `  ! ${label}: ${result.non2xx} non-2xx, ${result.errors} errors, ${result.timeouts} timeouts`,
    );
  }
  process.stdout.write(`  measured ${label}\n`);
  return { label, path: new URL(url).pathname, result };
}

function row(m: Measurement): string {
  const { requests, latency } = m.result;
  return [
    m.label.padEnd(36),
    requests.average.toFixed(0).padStart(8),
    latency.p50.toFixed(1).padStart(8),
    latency.p99.toFixed(1).padStart(8),
    String(m.result.non2xx + m.result.errors + m.result.timeouts).padStart(7),
  ].join(' ');
}

function startServer(dataDir: string): { child: ChildProcess; ready: Promise<ReadyMessage> } {
  const script = fileURLToPath(new URL('./bench/server.ts', import.meta.url));
  const child = fork(script, [dataDir], {
    execArgv: ['--import', import.meta.resolve('tsx')],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const ready = new Promise<ReadyMessage>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error('the server was not ready in time')),
      READY_TIMEOUT_MS,
    );
    child.on('message', (message: ReadyMessage | FailedMessage) => {
      clearTimeout(timer);
      if (message.type === 'ready') resolve(message);
      else reject(new Error(`the server failed to start: ${message.message}`));
    });
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the server exited early (code ${code})`));
    });
  });
  return { child, ready };
}

async function stopServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  if (child.connected) child.send('stop');
  const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
}

async function main(): Promise<void> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'artshop-bench-'));
  const { child, ready } = startServer(dataDir);
  const startedAt = performance.now();
  // Ctrl-C: the server process gets the signal too; still leave no temporary directory behind.
  process.once('SIGINT', () => {
    void stopServer(child).finally(() => {
      rmSync(dataDir, { recursive: true, force: true });
      process.exit(130);
    });
  });
  try {
    console.log(machineLine());
    console.log('Starting the server: fresh PGlite database, demo catalogue (renders images)...');
    const server = await ready;
    console.log(
      `Ready in ${((performance.now() - startedAt) / 1000).toFixed(1)} s (catalogue ${server.seedMs} ms); ` +
        `${STONE_ART_PATH}: ${server.stoneArtProducts} products, ${server.stoneArtBytes} bytes, ${server.contentType}`,
    );
    console.log(
      `autocannon: ${connections} connections, ${duration} s per measurement after a ${WARM_UP_SECONDS} s warm-up, 127.0.0.1 only\n`,
    );

    // The bar's pair (and the same-app variant) alternate for `rounds` rounds, so a burst of load
    // from elsewhere on the machine does not land on one side of the ratio only.
    const pair: { stoneArt: Measurement; bare: Measurement; sameApp: Measurement }[] = [];
    for (let round = 1; round <= rounds; round += 1) {
      const suffix = rounds > 1 ? ` #${round}` : '';
      pair.push({
        stoneArt: await measure(
          `GET ${STONE_ART_PATH}${suffix}`,
          `${server.appUrl}${STONE_ART_PATH}`,
        ),
        bare: await measure(
          `same bytes, bare Fastify${suffix}`,
          `${server.baselineUrl}${STONE_ART_PATH}`,
        ),
        sameApp: await measure(
          `same bytes, app route${suffix}`,
          `${server.appUrl}${APP_MEMORY_PATH}`,
        ),
      });
    }
    const others = [];
    for (const p of [
      '/api/newarrivals',
      `/api/adminop/${server.productId}`,
      '/api/website-reviews',
      '/api/healthz',
    ]) {
      others.push(
        await measure(`GET ${p.replace(server.productId, '{id}')}`, `${server.appUrl}${p}`),
      );
    }

    console.log(
      `\n${'endpoint'.padEnd(36)} ${'req/s'.padStart(8)} ${'p50 ms'.padStart(8)} ${'p99 ms'.padStart(8)} ${'failed'.padStart(7)}`,
    );
    for (const r of pair) for (const m of [r.stoneArt, r.bare, r.sameApp]) console.log(row(m));
    for (const m of others) console.log(row(m));

    const mean = (pick: (r: (typeof pair)[number]) => Measurement) =>
      pair.reduce((sum, r) => sum + pick(r).result.requests.average, 0) / pair.length;
    const rps = mean((r) => r.stoneArt);
    const vsBare = rps / mean((r) => r.bare);
    const vsApp = rps / mean((r) => r.sameApp);
    const perRound = (pick: (r: (typeof pair)[number]) => Measurement) =>
      rounds > 1
        ? ` (rounds: ${pair.map((r) => (r.stoneArt.result.requests.average / pick(r).result.requests.average).toFixed(2)).join(', ')})`
        : '';
    const verdict = (ratio: number) => (ratio >= RATIO_BAR ? 'PASS' : 'BELOW');
    console.log(
      `\nBar: ${STONE_ART_PATH} >= ${RATIO_BAR} x the requests/s of the same bytes served from memory`,
    );
    console.log(
      `  vs a bare Fastify instance (the bar): ${vsBare.toFixed(2)}  ${verdict(vsBare)}${perRound((r) => r.bare)}`,
    );
    console.log(
      `  vs a route of the same app (same plugins and hooks): ${vsApp.toFixed(2)}  ${verdict(vsApp)}${perRound((r) => r.sameApp)}`,
    );
    console.log(
      '\nThe bar with 10,000 products, 100,000 orders and 200,000 reviews: `npm run bench:scale`.',
    );
    console.log(`Load average after the run: ${loadAverage()}`);
  } finally {
    await stopServer(child);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
