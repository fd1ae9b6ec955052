import type { FastifyRequest } from 'fastify';
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
