import type { FastifyRateLimitOptions, FastifyRateLimitStore } from '@fastify/rate-limit';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { countHit } from '../lib/db-counter';

interface Counter {
  current: number;
  ttl: number;
}
type Callback = (error: Error | null, result?: Counter) => void;

// Expired rows are harmless (the next hit resets them); sweep now and then so the table stays small.
const SWEEP_EVERY = 500;

/**
 * A @fastify/rate-limit store on PostgreSQL: each counted request is one `countHit` (the same
 * counter the per-account limits use, lib/db-counter.ts), with the database clock deciding the
 * window, so every server process shares the same counts.
 */
export function pgRateLimitStore(
  db: Db,
): new (options: FastifyRateLimitOptions) => FastifyRateLimitStore {
  let calls = 0;

  class PgRateLimitStore implements FastifyRateLimitStore {
    constructor(
      _options: FastifyRateLimitOptions,
      private readonly prefix = '',
    ) {}

    incr(key: string, callback: Callback, timeWindow: number): void {
      const fullKey = this.prefix + key;
      calls += 1;
      const sweep = calls % SWEEP_EVERY === 0;
      void (async () => {
        const counted = await countHit(db, fullKey, timeWindow);
        if (sweep) await db.execute(sql`delete from rate_limit_hits where reset_at < now()`);
        return counted;
      })().then(
        ({ hits, resetInMs }) => callback(null, { current: hits, ttl: resetInMs }),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    }

    child(
      routeOptions: FastifyRateLimitOptions & {
        routeInfo?: { method?: string | string[]; url?: string };
      },
    ) {
      const method = String(routeOptions.routeInfo?.method ?? '');
      return new PgRateLimitStore(
        routeOptions,
        `${this.prefix}${method}${routeOptions.routeInfo?.url ?? ''}-`,
      );
    }
  }

  return PgRateLimitStore;
}
