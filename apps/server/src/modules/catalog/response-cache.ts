import type {
  IncomingHttpHeaders,
  IncomingMessage,
  OutgoingHttpHeaders,
  ServerResponse,
} from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { catalogMessages } from '@artshop/shared';
import type { Db } from '../../db/client';
import { oncePerDb } from '../../db/once-per-db';
import { httpError } from '../../lib/http-error';
import { cacheControlOf, etagOf, matchesEntity, type HttpCacheOptions } from './http-cache';
import { compressAll, negotiateEncoding, representationTag, type Encoding } from './ready-bytes';
import { createMissBudget, type MissBudget } from './miss-budget';
import { createUpgrader, type Upgrader } from './ready-bytes-upgrade';
import { queryRuleOf, splitUrl, type QueryRule } from './response-cache-key';
import {
  clearAnswers,
  createAnswerStore,
  findAnswer,
  isKept,
  keepAnswer,
  resizeAnswer,
  keptAnswers,
  type AnswerStore,
  type Entry,
} from './response-cache-store';

/**
 * The in-process copy of public catalogue answers, kept as ready bytes (decision 0059): the
 * serialized body and its brotli and gzip forms, made once when an answer is stored, each with its
 * own strong ETag. A hit is answered by the app's first onRequest hook (`registerReadyBytes`),
 * before cookies, routing hooks, validation or serialization: one map lookup and one write.
 *
 * Every writer calls `invalidateCatalogCache(db)`: this process drops its copies at once, and on
 * PostgreSQL with several processes the change is announced to the others (catalog-cache-sync.ts),
 * which drop theirs when told. The TTL is only a safety net for an announcement lost on the way.
 *
 * Decision 0070 (cache-busting addresses): an answer is kept under its path and only the query
 * parameters its route reads, each route holds a bounded number of answers (least recently used
 * out), and a miss is compressed quickly, the best-quality forms following once it is asked again.
 *
 * Decision 0131 (a flood of real misses): each miss is also charged the requests it held up (those
 * that arrived while the server's thread was busy with it), and a client in debt is refused at the
 * door, at the cost of a hit, for addresses of paths the store knows.
 */

/** Server-side freshness when every write is announced; a lost announcement lasts no longer. */
export const RESPONSE_CACHE_TTL_MS = 60_000;
/**
 * Bounds memory against clients walking many ids, offsets or pages, per route (a page of the web
 * app counts as its own route): the least recently used answer of that route goes first, so one
 * route's flood never pushes out another route's hot answers.
 */
export const RESPONSE_CACHE_MAX_PER_ROUTE = 200;

/**
 * Per client (decision 0070): ten seconds' worth of preparation time saved up at most; two misses
 * prepared at once and sixteen waiting (a browser opens six connections to a host, more over
 * HTTP/2 behind a proxy).
 */
const MISS_LANES = { lanes: 2, waiting: 16 };
const MISS_BURST_SECONDS = 10;
/**
 * Decision 0131: one client's misses may hold up one in 400 of the requests arriving (a visitor's
 * slowest 1 % stays where it was), 20 saved up. A miss on a quiet server holds up nobody.
 */
const MISS_HOLD = { share: 1 / 400, burst: 20 };
/** Clients in debt the door remembers at most (by raw address and forwarded header). */
const DEBTORS_MAX = 1024;

/** Headers that belong to one representation or one response, never copied from a stored one. */
const PER_RESPONSE_HEADERS = new Set([
  'content-length',
  'content-encoding',
  'etag',
  'cache-control',
  'vary',
  'set-cookie',
  'date',
  'connection',
  'keep-alive',
  'transfer-encoding',
]);

/**
 * 'local': every write to this database goes through this process (PGlite, a test database).
 * 'synced': other processes write too, and their announcements arrive (a live LISTEN connection).
 * 'unsynced': other processes write, and their announcements cannot arrive now: serve nothing.
 */
export type CacheMode = 'local' | 'synced' | 'unsynced';

interface Cache {
  store: AnswerStore;
  upgrader: Upgrader;
  /** Bumped by every invalidation; a response read before it must not be stored after it. */
  generation: number;
  mode: CacheMode;
  /** Tells the other processes (set by catalog-cache-sync.ts on PostgreSQL). */
  announce: (() => Promise<void>) | undefined;
  /** Misses each client may cause (miss-budget.ts), made with the app's config at the first miss. */
  budget: MissBudget | undefined;
  /** Answers from stored bytes and answers prepared afresh, for the metrics (decision 0113). */
  hits: number;
  misses: number;
  /** Keys whose answer one request is preparing now; the same key waits for it (decision 0114). */
  inFlight: Map<string, Promise<void>>;
  /** Requests arrived so far (decision 0131: what a miss held up is counted in them). */
  arrivals: number;
  /**
   * Clients in debt, by how the door sees them (`doorKey`), with when to look again (performance
   * time); the oldest goes first past DEBTORS_MAX.
   */
  debtors: Map<string, number>;
  /** The refusal Fastify sent a client in debt (headers, body), which the door sends again. */
  refusal: { headers: (string | number)[]; body: Buffer } | undefined;
}

const cacheFor = oncePerDb((): Cache => ({
  store: createAnswerStore(),
  upgrader: createUpgrader(),
  generation: 0,
  mode: 'local',
  announce: undefined,
  budget: undefined,
  hits: 0,
  misses: 0,
  inFlight: new Map(),
  arrivals: 0,
  debtors: new Map(),
  refusal: undefined,
}));

/** How many cacheable GETs were answered from stored bytes and how many were prepared afresh. */
export function cacheCounts(db: Db): { hits: number; misses: number } {
  const { hits, misses } = cacheFor(db);
  return { hits, misses };
}

/**
 * The generation of this process's copies (each catalogue write starts a new one), or null while
 * copies must not be served (cross-process sync lost): what other kept figures are checked against
 * (decision 0128).
 */
export function catalogGeneration(db: Db): number | null {
  const cache = cacheFor(db);
  return cache.mode === 'unsynced' ? null : cache.generation;
}

/** Drops this process's copies only (a notification from another process, a reconnect). */
export function dropCatalogCopies(db: Db): void {
  const cache = cacheFor(db);
  clearAnswers(cache.store);
  cache.generation += 1;
}

/** Set by the cross-process sync: whether copies may be served, and how to announce a write. */
export function setCatalogCacheSync(db: Db, mode: CacheMode, announce?: () => Promise<void>): void {
  const cache = cacheFor(db);
  cache.mode = mode;
  cache.announce = announce;
  if (mode !== 'synced') dropCatalogCopies(db);
}

/**
 * The one call of every writer that changes a public catalogue answer (products, reviews, offers,
 * availability, hiding, orders moving top sellers): drops this process's copies at once, and on
 * PostgreSQL announces the change to every other process. Await it before answering: it resolves once
 * the announcement is committed and has come back on this process's own LISTEN connection, so the
 * others have been sent it too (it never throws: a failed announcement is logged, the TTL bounds it).
 */
export function invalidateCatalogCache(db: Db): Promise<void> {
  dropCatalogCopies(db);
  return cacheFor(db).announce?.() ?? Promise.resolve();
}

// The cache generation each request started in.
const startedIn = new WeakMap<FastifyRequest, number>();
// When a request's answer turns stale by time alone (a painting's reservation running out).
const changesAt = new WeakMap<FastifyRequest, number>();
// The bound a request's answer counts against, when not its route's (the pages' one route).
const groups = new WeakMap<FastifyRequest, string>();

/**
 * Tells the cache that this answer changes by itself at `at` (decision 0052: a reserved painting is
 * available again when its reservation runs out, with no write to invalidate anything). Neither
 * this process nor a browser keeps it past then. Null changes nothing.
 */
export function answerChangesAt(request: FastifyRequest, at: Date | null): void {
  if (at) changesAt.set(request, at.getTime());
}

/**
 * Counts this answer against `group`'s bound instead of its route's: the pages share one catch-all
 * route, and each page of the web app (a product page, a collection) gets a bound of its own.
 */
export function setAnswerGroup(request: FastifyRequest, group: string): void {
  groups.set(request, group);
}

/** The response headers of one representation of an entry, as both paths send them. */
function headersOf(entry: Entry, encoding: Encoding, now: number): OutgoingHttpHeaders {
  const headers: OutgoingHttpHeaders = {
    ...entry.headers,
    'cache-control': cacheControlOf(entry.options, entry.changesAt, now),
    etag: representationTag(entry.hash, encoding, entry.representations.quality),
    vary: 'Accept-Encoding',
  };
  if (encoding !== 'identity') headers['content-encoding'] = encoding;
  return headers;
}

/**
 * The hit path's headers of one representation as the flat [name, value, ...] list writeHead takes,
 * built once per entry and coding: spreading an object per request was 7 % of a hit's CPU. Rebuilt
 * each time only while the answer is about to change by itself (its Cache-Control counts down).
 */
function wireHeadersOf(entry: Entry, encoding: Encoding, now: number): (string | number)[] {
  const fixed = entry.changesAt === undefined;
  const known = fixed ? entry.wire[encoding] : undefined;
  if (known) return known;
  const list: (string | number)[] = [];
  for (const [name, value] of Object.entries(headersOf(entry, encoding, now))) {
    if (value === undefined) continue;
    if (Array.isArray(value)) for (const item of value) list.push(name, item);
    else list.push(name, value);
  }
  list.push(
    'content-length',
    (entry.representations[encoding] ?? entry.representations.identity).length,
  );
  if (fixed) entry.wire[encoding] = list;
  return list;
}

function pickEncoding(entry: Entry, acceptEncoding: string | undefined): Encoding {
  const wanted = negotiateEncoding(acceptEncoding);
  return entry.representations[wanted] ? wanted : 'identity';
}

/**
 * Queues the best-quality forms of an answer asked for again (ready-bytes-upgrade.ts): they replace
 * the quick ones in place if the answer is still kept then, with tags naming the new level.
 */
function upgradeLater(cache: Cache, entry: Entry): void {
  entry.upgrading = true;
  const queued = cache.upgrader.schedule({
    identity: entry.representations.identity,
    wanted: () => isKept(cache.store, entry),
    finish: (best) => {
      entry.upgrading = false;
      if (best && isKept(cache.store, entry)) {
        entry.representations = best;
        entry.wire = {};
        resizeAnswer(cache.store, entry);
      }
    },
  });
  if (!queued) entry.upgrading = false;
}

/** The stored answer for a GET of `url`, if one may be sent now (drops an expired one). */
function storedAnswer(
  db: Db,
  method: string | undefined,
  url: string | undefined,
): Entry | undefined {
  if (method !== 'GET' || url === undefined) return undefined;
  const cache = cacheFor(db);
  if (cache.mode === 'unsynced') return undefined;
  const entry = findAnswer(cache.store, url, Date.now());
  if (entry && entry.representations.quality === 'quick' && !entry.upgrading) {
    upgradeLater(cache, entry);
  }
  return entry;
}

/** Resolves once every queued best-quality copy is made (tests, the benchmark). */
export function bestCopiesMade(db: Db): Promise<void> {
  return cacheFor(db).upgrader.settled();
}

/** The kept answers' addresses and forms, per route from least to most recently used (tests). */
export function storedAnswers(db: Db) {
  return keptAnswers(cacheFor(db).store).map(({ group, url, entry }) => ({
    group,
    url,
    quality: entry.representations.quality,
  }));
}

/**
 * Writes a stored answer: the stored headers (the security headers and content type the normal
 * path sent), a fresh Cache-Control, the representation's ETag, and its bytes or a 304.
 */
function writeStored(entry: Entry, headers: IncomingHttpHeaders, res: ServerResponse): void {
  const now = Date.now();
  const encoding = pickEncoding(entry, headers['accept-encoding']);
  if (matchesEntity(headers['if-none-match'], entry.hash)) {
    const notModified = headersOf(entry, encoding, now);
    delete notModified['content-type'];
    delete notModified['content-encoding'];
    res.writeHead(304, notModified);
    res.end();
  } else {
    res.writeHead(200, wireHeadersOf(entry, encoding, now) as unknown as OutgoingHttpHeaders);
    res.end(entry.representations[encoding] ?? entry.representations.identity);
  }
}

/**
 * How the door knows a client before Fastify works out `request.ip`: the connection's address and
 * the forwarded header as sent. With the same proxy settings the same pair is the same client; a
 * client that varies the header is not recognized here and is refused by the route instead.
 */
function doorKey(req: IncomingMessage): string {
  const forwarded = req.headers['x-forwarded-for'];
  return `${req.socket.remoteAddress ?? ''}|${Array.isArray(forwarded) ? forwarded.join(',') : (forwarded ?? '')}`;
}

/** Remembers a client refused for debt until `retryAfterMs` from now (decision 0131). */
function rememberDebtor(cache: Cache, req: IncomingMessage, retryAfterMs: number): void {
  const key = doorKey(req);
  cache.debtors.delete(key);
  cache.debtors.set(key, performance.now() + retryAfterMs);
  if (cache.debtors.size > DEBTORS_MAX) {
    const oldest = cache.debtors.keys().next().value;
    if (oldest !== undefined) cache.debtors.delete(oldest);
  }
}

/**
 * Decision 0131: a GET of a client in debt for a path whose answers are kept, with a query nothing
 * is kept (or being prepared) under, is a miss the route would refuse. Returns the seconds it is to
 * wait, or undefined when the request goes on (to the route, which decides).
 */
function debtorWait(cache: Cache, req: IncomingMessage): number | undefined {
  if (cache.debtors.size === 0 || !cache.refusal || req.method !== 'GET' || !req.url) return;
  const key = doorKey(req);
  const until = cache.debtors.get(key);
  if (until === undefined) return;
  const waitMs = until - performance.now();
  if (waitMs <= 0) {
    cache.debtors.delete(key);
    return;
  }
  const split = splitUrl(req.url);
  const forPath = split && cache.store.paths.get(split.pathname);
  if (!split || !forPath) return;
  const query = split.search === '' ? '' : forPath.rule(split.pathname, split.search);
  if (query === undefined || cache.inFlight.has(`${split.pathname}?${query}`)) return;
  return Math.ceil(waitMs / 1000);
}

/** The route's own refusal of a client in debt, sent again without routing, hooks or an error handler. */
function writeRefusal(cache: Cache, res: ServerResponse, waitSeconds: number): void {
  const { headers, body } = cache.refusal!;
  // Counted as the route counts its refusals: a miss it did not prepare.
  cache.misses += 1;
  const list = [...headers, 'retry-after', waitSeconds, 'content-length', body.length];
  res.writeHead(429, list as unknown as OutgoingHttpHeaders);
  res.end(body);
}

// Requests the door looked up and passed on: the hook neither counts nor looks them up again.
const passedDoor = new WeakSet<IncomingMessage>();

/**
 * The server's door (app.ts passes it to Fastify's `serverFactory`): a stored public GET is answered
 * here, before Fastify builds a request, routes it or runs a hook, as a bare `node:http` server
 * would; so is a miss of a client in debt (decision 0131); anything else goes on to Fastify.
 * Returns whether it answered.
 */
export function answerFromReadyBytes(db: Db, req: IncomingMessage, res: ServerResponse): boolean {
  const cache = cacheFor(db);
  cache.arrivals += 1;
  const entry = storedAnswer(db, req.method, req.url);
  if (entry) {
    cache.hits += 1;
    writeStored(entry, req.headers, res);
    return true;
  }
  const wait = debtorWait(cache, req);
  if (wait !== undefined) {
    writeRefusal(cache, res, wait);
    return true;
  }
  passedDoor.add(req);
  return false;
}

/**
 * The same for requests that do not come through the server's door (`app.inject` in tests, or a
 * server made elsewhere): the app's first onRequest hook. Registered once per app.
 */
export function registerReadyBytes(app: FastifyInstance): void {
  app.addHook('onRequest', (request, reply, done) => {
    if (passedDoor.has(request.raw)) return done();
    const cache = cacheFor(app.db);
    cache.arrivals += 1;
    const entry = storedAnswer(app.db, request.method, request.url);
    const wait = entry ? undefined : debtorWait(cache, request.raw);
    if (!entry && wait === undefined) return done();
    // Past the hooks and the router's work: Fastify neither sends nor logs a hijacked reply.
    reply.hijack();
    if (entry) {
      cache.hits += 1;
      writeStored(entry, request.headers, reply.raw);
    } else writeRefusal(cache, reply.raw, wait!);
    done();
  });
}

// Requests the route refused because their client is in debt, and the body each was sent (0131).
const refusedForDebt = new WeakSet<FastifyRequest>();
const refusalBodies = new WeakMap<FastifyRequest, string>();
// What a kept refusal leaves out: its own wait, and what belongs to one response or connection.
const NOT_REPEATED = new Set([
  'retry-after',
  'content-length',
  'date',
  'connection',
  'keep-alive',
  'transfer-encoding',
  'set-cookie',
]);

/**
 * Keeps the route's refusal of a client in debt as the door sends it again, once it is sent: the
 * headers every hook set (security headers, content type, Cache-Control), not Retry-After or
 * per-response ones, and its body.
 */
function keepRefusal(cache: Cache, request: FastifyRequest, reply: FastifyReply): void {
  const body = refusalBodies.get(request);
  if (cache.refusal || body === undefined) return;
  const headers: (string | number)[] = [];
  for (const [name, value] of Object.entries(reply.getHeaders())) {
    if (value === undefined || NOT_REPEATED.has(name)) continue;
    if (Array.isArray(value)) for (const item of value) headers.push(name, item);
    else headers.push(name, value);
  }
  cache.refusal = { headers, body: Buffer.from(body) };
}

/** The store's key of a request (path and the query its route reads), or undefined if unsure. */
function flightKey(request: FastifyRequest, rule: QueryRule | undefined): string | undefined {
  if (request.method !== 'GET') return undefined;
  const split = splitUrl(request.url);
  if (!split) return undefined;
  const routeRule = rule ?? queryRuleOf(request.routeOptions.schema?.querystring);
  const query = split.search === '' ? '' : routeRule(split.pathname, split.search);
  return query === undefined ? undefined : `${split.pathname}?${query}`;
}

/**
 * Route options for a public GET: its own compression (the stored forms, not @fastify/compress),
 * Cache-Control, strong ETags, 304 for a matching If-None-Match, and storing the answer for the
 * ready-bytes hook. Spread into the route options: `{ ...cachedResponse(db, CATALOG_CACHE) }`.
 *
 * The answer is kept under its path and the query parameters `rule` keeps (decision 0070); by
 * default the keys of the route's querystring schema, so a cached route must read its query only
 * through that schema (which drops every other name).
 */
export function cachedResponse(db: Db, options: HttpCacheOptions, rule?: QueryRule) {
  return {
    compress: false as const,

    async onRequest(request: FastifyRequest, reply: FastifyReply) {
      const cache = cacheFor(db);
      // The same answer asked for again while a request prepares it: wait for that one and send
      // what it stored, instead of preparing it again (decision 0114). Not stored (an error, a
      // write meanwhile): prepare it here after all.
      const key = flightKey(request, rule);
      const preparing = key === undefined ? undefined : cache.inFlight.get(key);
      if (preparing) {
        await preparing;
        const entry = storedAnswer(db, request.method, request.url);
        if (entry) {
          cache.hits += 1;
          reply.hijack();
          writeStored(entry, request.headers, reply.raw);
          return;
        }
      } else if (key !== undefined) {
        const done = new Promise<void>((resolve) => {
          reply.raw.once('close', () => {
            if (cache.inFlight.get(key) === done) cache.inFlight.delete(key);
            resolve();
          });
        });
        cache.inFlight.set(key, done);
      }
      // A miss (the ready-bytes hook answers hits): remember the generation the answer is read in.
      cache.misses += 1;
      startedIn.set(request, cache.generation);
      // One client's misses share its budget of the server's time (miss-budget.ts).
      const { config } = request.server;
      if (config.rateLimitAllowlist.includes(request.ip)) return;
      const msPerSecond = config.cacheMissMsPerSecond;
      cache.budget ??= createMissBudget({
        ...MISS_LANES,
        msPerSecond,
        burstMs: msPerSecond * MISS_BURST_SECONDS,
        hold: { ...MISS_HOLD, arrivals: () => cache.arrivals },
      });
      const admission = await cache.budget.enter(request.ip);
      if ('retryAfterMs' in admission) {
        // In debt: its next misses are refused at the door until it may ask again (decision 0131).
        if (admission.inDebt) {
          rememberDebtor(cache, request.raw, admission.retryAfterMs);
          refusedForDebt.add(request);
        }
        void reply.header('retry-after', String(Math.ceil(admission.retryAfterMs / 1000)));
        throw httpError(429, catalogMessages.tooManyNewPages);
      }
      // Sent, failed or abandoned: the lane is free again, the time is charged, and so are the
      // requests that arrived while the server's thread worked on this one (decision 0131).
      const arrivedBefore = cache.arrivals;
      const loopBefore = performance.eventLoopUtilization();
      reply.raw.once('close', () => {
        const busy = performance.eventLoopUtilization(loopBefore).utilization;
        admission.done((cache.arrivals - arrivedBefore) * busy);
      });
    },

    onResponse(request: FastifyRequest, reply: FastifyReply, done: () => void) {
      if (reply.statusCode === 429) keepRefusal(cacheFor(db), request, reply);
      done();
    },

    async onSend(request: FastifyRequest, reply: FastifyReply, payload: unknown) {
      if (reply.statusCode === 429 && typeof payload === 'string' && refusedForDebt.has(request)) {
        refusalBodies.set(request, payload);
        return payload;
      }
      if (reply.statusCode !== 200 || typeof payload !== 'string') return payload;
      const identity = Buffer.from(payload);
      // Quick on the request's path; the best level follows if the answer is asked for again.
      const representations = await compressAll(identity, 'quick');
      const now = Date.now();
      const at = changesAt.get(request);
      const headers: OutgoingHttpHeaders = {};
      for (const [name, value] of Object.entries(reply.getHeaders())) {
        if (value !== undefined && !PER_RESPONSE_HEADERS.has(name)) headers[name] = value;
      }
      const split = splitUrl(request.url);
      const routeRule = rule ?? queryRuleOf(request.routeOptions.schema?.querystring);
      const query = split && routeRule(split.pathname, split.search);
      const entry: Entry = {
        representations,
        hash: etagOf(identity).slice(1, -1),
        headers,
        options,
        changesAt: at,
        expiresAt: Math.min(now + RESPONSE_CACHE_TTL_MS, at ?? Number.POSITIVE_INFINITY),
        wire: {},
        pathname: split?.pathname ?? request.url,
        query: query ?? '',
        group: groups.get(request) ?? request.routeOptions.url ?? split?.pathname ?? request.url,
        upgrading: false,
      };
      const cache = cacheFor(db);
      // Not when a write landed while this answer was read (it may be the older state), nor when
      // other processes' writes cannot be heard, nor for a query the key cannot be sure of.
      const current = startedIn.get(request) === cache.generation && cache.mode !== 'unsynced';
      if (current && split && query !== undefined) {
        keepAnswer(cache.store, entry, routeRule, RESPONSE_CACHE_MAX_PER_ROUTE);
      }
      const encoding = pickEncoding(entry, request.headers['accept-encoding']);
      for (const [name, value] of Object.entries(headersOf(entry, encoding, now))) {
        if (value !== undefined) reply.header(name, value);
      }
      if (matchesEntity(request.headers['if-none-match'], entry.hash)) {
        reply.code(304);
        reply.removeHeader('content-type');
        reply.removeHeader('content-encoding');
        reply.removeHeader('content-length');
        return '';
      }
      return representations[encoding] ?? identity;
    },
  };
}
