import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import { etagOf, matchesIfNoneMatch, type HttpCacheOptions } from './http-cache';

/**
 * A short-lived in-process copy of public catalogue responses, so a busy shop page is answered
 * without a database round trip, validation or serialization. It only ever serves what the response
 * already allows clients to keep (Cache-Control max-age is longer than the TTL), so other server
 * processes holding an older copy for a few seconds is within the published contract. Writers in this
 * process call `invalidateCatalogCache(db)` so their own change shows at once.
 */

/** Server-side freshness; kept well under the clients' max-age. */
export const RESPONSE_CACHE_TTL_MS = 5_000;
/** Bounds memory against clients walking many ids or offsets; the oldest entry goes first. */
export const RESPONSE_CACHE_MAX_ENTRIES = 500;

interface Entry {
  body: string;
  etag: string;
  contentType: string;
  /** When the answer changes by itself (`answerChangesAt`), if it does. */
  changesAt: number | undefined;
  expiresAt: number;
}

interface Cache {
  entries: Map<string, Entry>;
  /** Bumped by every invalidation; a response read before it must not be stored after it. */
  generation: number;
}

// Keyed by the database so every app (and every test app) has its own cache and they never mix.
const caches = new WeakMap<Db, Cache>();

function cacheFor(db: Db): Cache {
  let cache = caches.get(db);
  if (!cache) {
    cache = { entries: new Map(), generation: 0 };
    caches.set(db, cache);
  }
  return cache;
}

/** Drops every cached catalogue response of this database: call after any product or review write. */
export function invalidateCatalogCache(db: Db): void {
  const cache = cacheFor(db);
  cache.entries.clear();
  cache.generation += 1;
}

// Requests answered from the cache, so the onSend hook does not hash or store them again.
const servedFromCache = new WeakSet<FastifyRequest>();
// The cache generation each request started in.
const startedIn = new WeakMap<FastifyRequest, number>();
// When a request's answer turns stale by time alone (a painting's reservation running out).
const changesAt = new WeakMap<FastifyRequest, number>();

/**
 * Tells the cache that this answer changes by itself at `at` (issue 16: a reserved painting is
 * available again when its reservation runs out, with no write to invalidate anything). Neither
 * this process nor a browser keeps it past then. Null changes nothing.
 */
export function answerChangesAt(request: FastifyRequest, at: Date | null): void {
  if (at) changesAt.set(request, at.getTime());
}

/**
 * Route hooks for a public GET: Cache-Control, a strong ETag, 304 for a matching If-None-Match, and
 * the in-process copy above. Spread into the route options: `{ ...cachedResponse(db, CATALOG_CACHE) }`.
 */
export function cachedResponse(db: Db, options: HttpCacheOptions) {
  const cacheControl = `public, max-age=${options.maxAge}, stale-while-revalidate=${options.staleWhileRevalidate}`;

  /** Cache-Control of an answer sent at `now`: cut short, never stale, before it changes. */
  function cacheControlOf(at: number | undefined, now: number): string {
    if (at === undefined || at - now >= options.maxAge * 1000) return cacheControl;
    return `public, max-age=${Math.max(0, Math.floor((at - now) / 1000))}, must-revalidate`;
  }

  function sendCached(
    request: FastifyRequest,
    reply: FastifyReply,
    entry: Pick<Entry, 'body' | 'etag' | 'changesAt'>,
  ) {
    const { body, etag } = entry;
    reply.header('cache-control', cacheControlOf(entry.changesAt, Date.now()));
    reply.header('etag', etag);
    if (matchesIfNoneMatch(request.headers['if-none-match'], etag)) {
      return reply.code(304).send();
    }
    return reply.send(body);
  }

  return {
    async onRequest(request: FastifyRequest, reply: FastifyReply) {
      const cache = cacheFor(db);
      const entry = cache.entries.get(request.url);
      if (!entry || entry.expiresAt <= Date.now()) {
        if (entry) cache.entries.delete(request.url);
        startedIn.set(request, cache.generation);
        return;
      }
      servedFromCache.add(request);
      reply.type(entry.contentType);
      return sendCached(request, reply, entry);
    },

    async onSend(request: FastifyRequest, reply: FastifyReply, payload: unknown) {
      if (servedFromCache.has(request)) return payload;
      if (reply.statusCode !== 200 || typeof payload !== 'string') return payload;
      const etag = etagOf(payload);
      const cache = cacheFor(db);
      const now = Date.now();
      const at = changesAt.get(request);
      if (startedIn.get(request) === cache.generation) {
        if (cache.entries.size >= RESPONSE_CACHE_MAX_ENTRIES) {
          const oldest = cache.entries.keys().next();
          if (!oldest.done) cache.entries.delete(oldest.value);
        }
        cache.entries.set(request.url, {
          body: payload,
          etag,
          contentType: String(reply.getHeader('content-type') ?? 'application/json; charset=utf-8'),
          changesAt: at,
          expiresAt: Math.min(now + RESPONSE_CACHE_TTL_MS, at ?? Number.POSITIVE_INFINITY),
        });
      }
      reply.header('cache-control', cacheControlOf(at, now));
      reply.header('etag', etag);
      if (matchesIfNoneMatch(request.headers['if-none-match'], etag)) {
        reply.code(304);
        reply.removeHeader('content-type');
        reply.removeHeader('content-length');
        return '';
      }
      return payload;
    },
  };
}
