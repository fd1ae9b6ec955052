import { bigint, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { timestamptz } from './columns';

/**
 * Request counters of @fastify/rate-limit, kept in the database so that several server processes
 * behind a load balancer share one count per client (no limit state in process memory).
 */
export const rateLimitHits = pgTable(
  'rate_limit_hits',
  {
    key: text('key').primaryKey(),
    hits: integer('hits').notNull(),
    resetAt: timestamptz('reset_at').notNull(),
  },
  (t) => [index('rate_limit_hits_reset_at_idx').on(t.resetAt)],
);

/**
 * Generation counters of in-process caches (decision 0059): every admin write that changes what a
 * cached public answer says bumps its row in the same transaction, so every server process sharing
 * the database can tell its copy is stale (with LISTEN/NOTIFY for speed, this row for correctness).
 */
export const cacheGenerations = pgTable('cache_generations', {
  name: text('name').primaryKey(),
  generation: bigint('generation', { mode: 'number' }).notNull().default(0),
  changedAt: timestamptz('changed_at').notNull().defaultNow(),
});
