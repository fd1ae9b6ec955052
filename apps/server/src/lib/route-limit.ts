import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/client';
import { enforceDbLimit, type DbLimit } from './db-counter';
import { httpError } from './http-error';

interface RouteLimitOptions {
  max: number;
  windowMs: number;
  /** What the 429 says: the route's own message from packages/shared. */
  message: string;
  /** Whom to count; the client's address by default. */
  keyGenerator?: (request: FastifyRequest) => string;
}

/**
 * A route's `config.rateLimit` for @fastify/rate-limit (its counts are kept in the database, so
 * every process shares them). The plugin throws what `errorResponseBuilder` returns, and the app's
 * error handler keeps a 4xx error's message, so the client reads the route's own wording.
 */
export function routeLimit({ max, windowMs, message, keyGenerator }: RouteLimitOptions) {
  return {
    max,
    timeWindow: windowMs,
    ...(keyGenerator ? { keyGenerator } : {}),
    errorResponseBuilder: () => httpError(429, message),
  };
}

interface RouteLimitsOptions {
  /** Counted under the prefix, per account or address. */
  perKey: {
    max: number;
    windowMs: number;
    /** What its 429 says; the per-client message when left out. */
    message?: string;
  };
  perClient: RouteLimitOptions;
}

export interface RouteLimits {
  /** The route's `config.rateLimit`: per client, counted by @fastify/rate-limit. */
  perClient: ReturnType<typeof routeLimit>;
  /** Per account or per address, which only the handler knows (decision 0060). */
  perKey: DbLimit;
  /** Counts one use by `key` against `perKey`; throws the 429, with Retry-After, once over. */
  enforce(db: Db, reply: FastifyReply, key: string): Promise<void>;
}

/**
 * Both limits of a route whose every call mails someone: per client, so one machine cannot flood,
 * and per account or address, so many machines cannot flood one inbox (decision 0060). `prefix`
 * keeps this route's per-key counts apart from every other counter's.
 */
export function routeLimits(
  prefix: string,
  { perClient, perKey }: RouteLimitsOptions,
): RouteLimits {
  const { message = perClient.message, ...bounds } = perKey;
  const limit: DbLimit = { prefix, ...bounds };
  return {
    perClient: routeLimit(perClient),
    perKey: limit,
    enforce: (db, reply, key) => enforceDbLimit(db, reply, limit, key, message),
  };
}
