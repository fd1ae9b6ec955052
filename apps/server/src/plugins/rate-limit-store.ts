import type { FastifyRateLimitOptions, FastifyRateLimitStore } from '@fastify/rate-limit';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rowsOf } from '../db/rows';

interface Counter {
  current: number;
  ttl: number;
}
type Callback = (error: Error | null, result?: Counter) => void;

// Expired rows are harmless (the next hit resets them); sweep now and then so the table stays small.
const SWEEP_EVERY = 500;

/**
 * A @fastify/rate-limit store on PostgreSQL: one atomic upsert per counted request, with the
 * database clock deciding the window, so every server process shares the same counts.
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
        const result = await db.execute<{ hits: number; ttl: number }>(sql`
          insert into rate_limit_hits (key, hits, reset_at)
          values (${fullKey}, 1, now() + ${timeWindow} * interval '1 millisecond')
          on conflict (key) do update set
            hits = case when rate_limit_hits.reset_at <= now() then 1 else rate_limit_hits.hits + 1 end,
            reset_at = case when rate_limit_hits.reset_at <= now()
              then now() + ${timeWindow} * interval '1 millisecond' else rate_limit_hits.reset_at end
          returning hits, (extract(epoch from (reset_at - now())) * 1000)::int as ttl`);
        if (sweep) await db.execute(sql`delete from rate_limit_hits where reset_at < now()`);
        return result;
      })().then(
        (result) => {
          const row = rowsOf<{ hits: unknown; ttl: unknown }>(result)[0];
          callback(null, {
            current: Number(row?.hits ?? 1),
            ttl: Math.max(0, Number(row?.ttl ?? 0)),
          });
        },
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
