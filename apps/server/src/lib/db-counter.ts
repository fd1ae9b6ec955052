import { sql } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import type { Db } from '../db/client';
import { rowsOf } from '../db/rows';
import { httpError } from './http-error';

/**
 * Counters kept in the `rate_limit_hits` table (key, hits, reset_at): the per-client limiter
 * (plugins/rate-limit-store.ts) counts with `countHit` too, so every server process on one
 * database shares them. A key's window opens at its first hit and lasts `windowMs`, timed by the
 * database clock; an expired row counts as zero and is reset by the next hit. Callers prefix their
 * keys (`signin-failure:`, `mail-to:`…) so they never meet the limiter's `METHOD/url-ip` keys.
 */

export interface CounterState {
  hits: number;
  /** Milliseconds until the window ends (0 when nothing is counted). */
  resetInMs: number;
}

interface CounterRow {
  hits: unknown;
  ttl: unknown;
}

/**
 * The milliseconds left in a row's window, rounded up: a window with a fraction of a millisecond
 * left still refuses, so it must never read as 0 (a Retry-After of 0, or "may try now").
 */
const TTL_MS = sql`ceil(extract(epoch from (reset_at - now())) * 1000)::int as ttl`;

const stateOf = (row: CounterRow | undefined): CounterState => ({
  hits: Number(row?.hits ?? 0),
  resetInMs: Math.max(0, Number(row?.ttl ?? 0)),
});

/** Adds one hit to `key` in one atomic upsert; answers the count including this hit. */
export async function countHit(db: Db, key: string, windowMs: number): Promise<CounterState> {
  const result = await db.execute(sql`
    insert into rate_limit_hits (key, hits, reset_at)
    values (${key}, 1, now() + ${windowMs} * interval '1 millisecond')
    on conflict (key) do update set
      hits = case when rate_limit_hits.reset_at <= now() then 1 else rate_limit_hits.hits + 1 end,
      reset_at = case when rate_limit_hits.reset_at <= now()
        then now() + ${windowMs} * interval '1 millisecond' else rate_limit_hits.reset_at end
    returning hits, ${TTL_MS}`);
  return stateOf(rowsOf<CounterRow>(result)[0]);
}

/** The live count of `key` (zero once its window has ended), without adding to it. */
export async function readHits(db: Db, key: string): Promise<CounterState> {
  const result = await db.execute(sql`
    select hits, ${TTL_MS} from rate_limit_hits where key = ${key} and reset_at > now()`);
  return stateOf(rowsOf<CounterRow>(result)[0]);
}

export async function clearHits(db: Db, key: string): Promise<void> {
  await db.execute(sql`delete from rate_limit_hits where key = ${key}`);
}

export interface DbLimit {
  /** Distinguishes this limit's keys from every other counter's. */
  prefix: string;
  max: number;
  windowMs: number;
}

/**
 * Counts one use of `key` against `limit`: 0 while within it, else the milliseconds until the
 * window ends (the caller answers 429). Refused uses count too, so a flood cannot outlast it.
 */
export async function takeFromLimit(db: Db, limit: DbLimit, key: string): Promise<number> {
  const { hits, resetInMs } = await countHit(db, limit.prefix + key, limit.windowMs);
  return hits > limit.max ? Math.max(1, resetInMs) : 0;
}

/**
 * `takeFromLimit`, answered as the route's 429: `message` (from packages/shared) with Retry-After
 * in whole seconds. The per-account half of a route's limits; `config.rateLimit` is the per-client.
 */
export async function enforceDbLimit(
  db: Db,
  reply: FastifyReply,
  limit: DbLimit,
  key: string,
  message: string,
): Promise<void> {
  const wait = await takeFromLimit(db, limit, key);
  if (wait === 0) return;
  void reply.header('retry-after', String(Math.ceil(wait / 1000)));
  throw httpError(429, message);
}
