/**
 * The flood scenario of `npm run bench` (decision 0070), run in the load generator's process: a few
 * visitors fetch one cached answer, paced like people, alone and while one client sends distinct
 * cache-busting addresses over many connections, as fast as answers come (up to a rate). The two
 * alternate in short windows, so a machine whose load drifts weighs on both alike. Latencies are
 * measured here to the microsecond (autocannon's histogram counts whole ms).
 */
import { Agent, request } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import type { FloodRequest, FloodResult, Latencies } from './protocol';

// A visitor's pause between two fetches: the visitors alone never keep the server busy.
const VISITOR_PAUSE_MS = 10;
// Alone, then flooded, this many times; each window a share of the duration.
const WINDOWS = 5;

function fetchOnce(url: string, headers: Record<string, string>, agent: Agent): Promise<number> {
  return new Promise((resolve, reject) => {
    request(url, { headers, agent }, (res) => {
      res.on('data', () => undefined);
      res.on('end', () => resolve(res.statusCode ?? 0));
      res.on('error', reject);
    })
      .on('error', reject)
      .end();
  });
}

interface Samples {
  times: number[];
  failed: number;
  /** Answered 429: past the client's miss budget (decision 0070). */
  refused: number;
}

function summary({ times, failed, refused }: Samples): Latencies {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (q: number) =>
    sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;
  return { p50: at(0.5), p99: at(0.99), count: sorted.length, failed, refused };
}

/**
 * The address a client is known by: the bench's server trusts loopback as its reverse proxy
 * (TRUST_PROXY), so each visitor and the flooding client are told apart as behind a real proxy.
 */
const fromClient = (headers: Record<string, string>, address: string) => ({
  ...headers,
  'x-forwarded-for': address,
});
const FLOODER = '203.0.113.1';
const visitor = (i: number) => `203.0.113.${10 + i}`;

/**
 * `connections` loops fetching `next()` until `until`, each waiting `pause()` ms between; loop i
 * sends `headersOf(i)`.
 */
async function loops(
  connections: number,
  until: number,
  next: () => string,
  headersOf: (connection: number) => Record<string, string>,
  pause: () => number,
  into: Samples = { times: [], failed: 0, refused: 0 },
): Promise<Samples> {
  const agent = new Agent({ keepAlive: true, maxSockets: connections });
  const loop = async (connection: number) => {
    const headers = headersOf(connection);
    while (performance.now() < until) {
      const started = performance.now();
      try {
        const status = await fetchOnce(next(), headers, agent);
        if (status === 200) into.times.push(performance.now() - started);
        else if (status === 429) into.refused += 1;
        else into.failed += 1;
      } catch {
        into.failed += 1;
      }
      const wait = pause();
      if (wait > 0) await sleep(wait);
    }
  };
  await Promise.all(Array.from({ length: connections }, (_, i) => loop(i)));
  agent.destroy();
  return into;
}

function floodAddress(message: FloodRequest): () => string {
  if (message.bust === 'none') return () => message.floodUrl;
  const join = message.floodUrl.includes('?') ? '&' : '?';
  if (message.bust === 'utm_source') {
    return () => `${message.floodUrl}${join}utm_source=${Math.random().toString(36).slice(2)}`;
  }
  // Distinct answers the route really gives: a page of the list at a random offset and size.
  return () => {
    const offset = Math.floor(Math.random() * message.offsets);
    const limit = 1 + Math.floor(Math.random() * 100);
    return `${message.floodUrl}${join}offset=${offset}&limit=${limit}`;
  };
}

export async function runFlood(message: FloodRequest): Promise<FloodResult> {
  const visitors = (seconds: number, into?: Samples) =>
    loops(
      message.victims,
      performance.now() + seconds * 1000,
      () => message.victimUrl,
      (i) => fromClient(message.headers, visitor(i)),
      () => VISITOR_PAUSE_MS,
      into,
    );
  // The flood's pace: one shared schedule of slots, 1000 / rate ms apart.
  let slot = 0;
  const pace = () => {
    const now = performance.now();
    slot = Math.max(slot + 1000 / message.floodRate, now);
    return slot - now;
  };
  const address = floodAddress(message);
  const window = message.duration / WINDOWS;
  const quiet: Samples = { times: [], failed: 0, refused: 0 };
  const flooded: Samples = { times: [], failed: 0, refused: 0 };
  const flood: Samples = { times: [], failed: 0, refused: 0 };
  let floodSeconds = 0;
  await visitors(1);
  for (let round = 0; round < WINDOWS; round += 1) {
    await visitors(window, quiet);
    const started = performance.now();
    const until = started + window * 1000;
    await Promise.all([
      visitors(window, flooded),
      loops(
        message.floodConnections,
        until,
        address,
        () => fromClient(message.headers, FLOODER),
        pace,
        flood,
      ),
    ]);
    floodSeconds += (performance.now() - started) / 1000;
  }
  const sent = flood.times.length + flood.failed + flood.refused;
  return {
    quiet: summary(quiet),
    flooded: summary(flooded),
    flood: { ...summary(flood), perSecond: sent / floodSeconds },
  };
}
