import { randomBytes } from 'node:crypto';
import { request } from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { createDb, type DbHandle } from '../../db/client';
import { migrate } from '../../db/migrate';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { createPgliteTestDb } from '../../test/pglite-template';
import { withAdminClient } from '../../test/test-db';
import { testDatabaseUrl } from '../../test/test-env';
import { useTestApp } from '../../test/use-test-app';
import { createSignedInAdmin, createSignedInCustomer } from '../../test/factories/users';
import { startCatalogCacheSync, type CatalogCacheSync } from './catalog-cache-sync';
import { createProducts, resetCatalog } from '../../test/factories/catalog';
import { negotiateEncoding } from './ready-bytes';
import {
  bestCopiesMade,
  cacheCounts,
  invalidateCatalogCache,
  RESPONSE_CACHE_MAX_PER_ROUTE,
  storedAnswers,
} from './response-cache';

// Decision 0059: public catalogue answers kept as ready bytes per coding, served by the first hook.

const BROWSER = 'gzip, deflate, br';

let t: TestApp;
useTestApp(buildTestApp, (built) => (t = built));
let productId: string;
beforeEach(async () => {
  await resetCatalog(t.db);
  const [first] = await createProducts(t.db, 3, () => ({ type: 'stoneArt' }));
  productId = first!.id;
  await invalidateCatalogCache(t.db);
});

const get = (app: FastifyInstance, url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url, headers });

/** Every header but the date, which differs between any two answers. */
const sameHeaders = (headers: Record<string, unknown>) => {
  const { date: _date, ...rest } = headers;
  return rest;
};

const cachedRoutes = () => [
  '/api/newarrivals',
  '/api/topsellers',
  '/api/adminop/type/stoneArt',
  '/api/adminop/all',
  `/api/adminop/${productId}`,
  '/api/website-reviews',
];

describe('ready bytes of public catalogue answers', () => {
  it('answers If-None-Match with 304 and no body on every cached route, stored or not', async () => {
    for (const url of cachedRoutes()) {
      const first = await get(t.app, url, { 'accept-encoding': BROWSER });
      expect(first.statusCode, url).toBe(200);
      const etag = String(first.headers.etag);
      // From the stored copy...
      const hit = await get(t.app, url, { 'accept-encoding': BROWSER, 'if-none-match': etag });
      expect(hit.statusCode, url).toBe(304);
      expect(hit.rawPayload.length, url).toBe(0);
      expect(hit.headers.etag, url).toBe(etag);
      // ...and from a freshly read answer (the tag of another coding of the same body matches).
      await invalidateCatalogCache(t.db);
      const miss = await get(t.app, url, { 'if-none-match': etag });
      expect(miss.statusCode, url).toBe(304);
      expect(miss.rawPayload.length, url).toBe(0);
    }
  });

  it('sends the same headers and bytes from the stored copy as from a fresh answer, per coding', async () => {
    const url = '/api/adminop/type/stoneArt';
    const decoded: Record<string, string> = {};
    for (const coding of ['br', 'gzip', 'identity'] as const) {
      await invalidateCatalogCache(t.db);
      const headers = { 'accept-encoding': coding === 'identity' ? '' : coding };
      const fresh = await get(t.app, url, headers);
      const stored = await get(t.app, url, headers);
      expect(stored.statusCode).toBe(200);
      expect(sameHeaders(stored.headers)).toEqual(sameHeaders(fresh.headers));
      expect(stored.rawPayload.equals(fresh.rawPayload)).toBe(true);
      // The security headers of every answer are there on a stored one too.
      expect(stored.headers['content-security-policy']).toContain("default-src 'self'");
      expect(stored.headers['x-content-type-options']).toBe('nosniff');
      expect(stored.headers.vary).toBe('Accept-Encoding');
      expect(stored.headers['content-encoding']).toBe(coding === 'identity' ? undefined : coding);
      const body = stored.rawPayload;
      decoded[coding] = (
        coding === 'br' ? brotliDecompressSync(body) : coding === 'gzip' ? gunzipSync(body) : body
      ).toString();
    }
    expect(decoded.br).toBe(decoded.identity);
    expect(decoded.gzip).toBe(decoded.identity);
    expect(JSON.parse(decoded.identity!).products).toHaveLength(3);
  });

  it('marks public lists cacheable for a short time and a per-user answer private', async () => {
    const list = await get(t.app, '/api/newarrivals', { 'accept-encoding': BROWSER });
    expect(list.headers['cache-control']).toBe('public, max-age=30, stale-while-revalidate=300');
    const stored = await get(t.app, '/api/newarrivals', { 'accept-encoding': BROWSER });
    expect(stored.headers['cache-control']).toBe('public, max-age=30, stale-while-revalidate=300');

    const { cookie } = await createSignedInCustomer(t.db);
    const cart = await get(t.app, '/api/user/cart', { cookie, 'accept-encoding': BROWSER });
    expect(cart.statusCode).toBe(200);
    expect(cart.headers['cache-control']).toBe('private, no-store');
    expect(cart.headers.etag).toBeUndefined();
  });

  it('answers a stored copy at the server door exactly as Fastify answered it, over a real socket', async () => {
    // Its own app: listening, then closing, must not touch the file's shared one.
    const own = await buildTestApp();
    await createProducts(own.db, 3, () => ({ type: 'stoneArt' }));
    const address = await own.app.listen({ host: '127.0.0.1', port: 0 });
    try {
      const fetchRaw = (url: string, headers: Record<string, string>) =>
        new Promise<{ status: number; headers: Record<string, unknown>; body: Buffer }>(
          (resolve, reject) => {
            request(`${address}${url}`, { headers }, (res) => {
              const chunks: Buffer[] = [];
              res.on('data', (chunk: Buffer) => chunks.push(chunk));
              res.on('end', () =>
                resolve({
                  status: res.statusCode ?? 0,
                  headers: res.headers,
                  body: Buffer.concat(chunks),
                }),
              );
            })
              .on('error', reject)
              .end();
          },
        );
      const url = '/api/adminop/type/stoneArt';
      const fresh = await fetchRaw(url, { 'accept-encoding': BROWSER });
      const door = await fetchRaw(url, { 'accept-encoding': BROWSER });
      expect(fresh.status).toBe(200);
      expect(door.status).toBe(200);
      expect(door.body.equals(fresh.body)).toBe(true);
      const { connection: _c, 'keep-alive': _k, ...freshHeaders } = sameHeaders(fresh.headers);
      const { connection: _d, 'keep-alive': _l, ...doorHeaders } = sameHeaders(door.headers);
      expect(doorHeaders).toEqual(freshHeaders);
      expect(door.headers['content-security-policy']).toContain("frame-ancestors 'none'");
      const notModified = await fetchRaw(url, {
        'accept-encoding': BROWSER,
        'if-none-match': String(door.headers.etag),
      });
      expect(notModified.status).toBe(304);
      expect(notModified.body.length).toBe(0);
    } finally {
      await own.close();
    }
  });

  it("shows an admin's change on the next request", async () => {
    const url = `/api/adminop/${productId}`;
    await get(t.app, url);
    expect((await get(t.app, url)).statusCode).toBe(200);
    const { cookie } = await createSignedInAdmin(t.db);
    const hidden = await t.app.inject({
      method: 'PATCH',
      url: `/api/adminop/${productId}/hidden`,
      headers: { cookie },
      payload: { hidden: true },
    });
    expect(hidden.statusCode).toBe(200);
    expect((await get(t.app, url)).statusCode).toBe(404);
  });
});

// Decision 0070: cache-busting addresses (marketing tags, made-up parameters) neither make new
// entries nor push out hot ones, and a miss costs a quick compression only.
describe('cache keys, bounds and compression levels against floods', () => {
  const renameBehindTheCache = (id: string) =>
    t.db.execute(`update products set title = 'Renamed behind the cache' where id = '${id}'`);

  it('keeps one answer, with one ETag, for the query a route reads, whatever else comes with it', async () => {
    const plain = '/api/adminop/type/stoneArt?offset=0&limit=10';
    const first = await get(t.app, plain, { 'accept-encoding': BROWSER });
    expect(first.statusCode).toBe(200);
    const variants = [
      `${plain}&junk=1`,
      '/api/adminop/type/stoneArt?utm_source=x&limit=10&gclid=abc&offset=0&fbclid=z',
    ];
    for (const url of variants) {
      const other = await get(t.app, url, { 'accept-encoding': BROWSER });
      expect(other.headers.etag, url).toBe(first.headers.etag);
      expect(other.rawPayload.equals(first.rawPayload), url).toBe(true);
    }
    const product = `/api/adminop/${productId}`;
    const bare = await get(t.app, product);
    const tagged = await get(t.app, `${product}?utm_source=newsletter&utm_medium=email`);
    expect(tagged.headers.etag).toBe(bare.headers.etag);
    expect(storedAnswers(t.db).map((answer) => answer.url)).toEqual([
      '/api/adminop/type/stoneArt?limit=10&offset=0',
      product,
    ]);
    // Served from those copies: a change behind the cache's back is not seen through a new tag.
    await renameBehindTheCache(productId);
    const again = await get(t.app, `${product}?fbclid=${Math.random()}`);
    expect(again.body).not.toContain('Renamed behind the cache');
    // A parameter the route reads is another answer; a query it cannot read is answered, not kept.
    expect((await get(t.app, '/api/adminop/type/stoneArt?offset=1&limit=10')).statusCode).toBe(200);
    expect((await get(t.app, '/api/adminop/type/stoneArt?%zz=1')).statusCode).toBe(200);
    expect(storedAnswers(t.db)).toHaveLength(3);
  });

  it("bounds each route, least recently used out, and never touches another route's answers", async () => {
    const other = '/api/newarrivals';
    const hot = '/api/adminop/all?offset=0';
    expect((await get(t.app, other)).statusCode).toBe(200);
    expect((await get(t.app, hot)).statusCode).toBe(200);
    // More distinct addresses than the whole cache held before: 500 pushed every answer out.
    const flood = 550;
    for (let offset = 1; offset <= flood; offset += 1) {
      expect((await get(t.app, `/api/adminop/all?offset=${offset}`)).statusCode).toBe(200);
      // A visitor keeps asking for the hot answer: a hit makes it the most recently used.
      if (offset % 50 === 0) await get(t.app, hot);
    }
    const route = storedAnswers(t.db).filter((answer) => answer.group === '/api/adminop/all');
    expect(route).toHaveLength(RESPONSE_CACHE_MAX_PER_ROUTE);
    expect(route.at(-1)?.url).toBe(hot);
    expect(route[0]?.url).toBe(
      `/api/adminop/all?offset=${flood - RESPONSE_CACHE_MAX_PER_ROUTE + 2}`,
    );
    expect(storedAnswers(t.db).map((answer) => answer.url)).toContain(other);
    // Both still answered from their copies.
    await renameBehindTheCache(productId);
    expect((await get(t.app, hot)).body).not.toContain('Renamed behind the cache');
    expect((await get(t.app, other)).body).not.toContain('Renamed behind the cache');
    expect((await get(t.app, '/api/adminop/all?offset=0&limit=3')).body).toContain(
      'Renamed behind the cache',
    );
  });

  it('compresses a miss quickly, then puts the best-quality copy in its place once asked again', async () => {
    const url = '/api/adminop/type/stoneArt';
    const quick = await get(t.app, url, { 'accept-encoding': 'br' });
    expect(quick.headers['content-encoding']).toBe('br');
    expect(quick.headers.etag).toMatch(/-br5"$/);
    // Asked once (as a flood's one-off addresses are): never worth the best level.
    await bestCopiesMade(t.db);
    expect(storedAnswers(t.db)).toMatchObject([{ url, quality: 'quick' }]);
    // Asked again: the same quick bytes now, the best ones made afterwards, off the request's path.
    const hit = await get(t.app, url, { 'accept-encoding': 'br' });
    expect(hit.headers.etag).toBe(quick.headers.etag);
    expect(hit.rawPayload.equals(quick.rawPayload)).toBe(true);
    await bestCopiesMade(t.db);
    expect(storedAnswers(t.db)).toMatchObject([{ url, quality: 'best' }]);

    const best = await get(t.app, url, { 'accept-encoding': 'br' });
    expect(best.headers.etag).toMatch(/-br11"$/);
    expect(
      brotliDecompressSync(best.rawPayload).equals(brotliDecompressSync(quick.rawPayload)),
    ).toBe(true);
    expect(best.rawPayload.length).toBeLessThanOrEqual(quick.rawPayload.length);
    expect(best.headers['content-length']).toBe(String(best.rawPayload.length));
    const gzip = await get(t.app, url, { 'accept-encoding': 'gzip' });
    expect(gzip.headers.etag).toMatch(/-gzip9"$/);
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(
      brotliDecompressSync(best.rawPayload).toString(),
    );
    // A browser holding the quick copy revalidates with its tag: the same entity, 304.
    const revalidated = await get(t.app, url, {
      'accept-encoding': 'br',
      'if-none-match': String(quick.headers.etag),
    });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.headers.etag).toBe(best.headers.etag);
  });
});

describe('simultaneous misses for one answer (decision 0114)', () => {
  it('prepares it once: the others wait and get the same stored bytes', async () => {
    const url = `/api/adminop/${productId}`;
    const before = cacheCounts(t.db);
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => get(t.app, url, { 'accept-encoding': BROWSER })),
    );
    const after = cacheCounts(t.db);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(new Set(answers.map((answer) => answer.headers.etag)).size).toBe(1);
    for (const answer of answers)
      expect(answer.rawPayload.equals(answers[0]!.rawPayload)).toBe(true);
    expect(after.misses - before.misses).toBe(1);
    expect(after.hits - before.hits).toBe(4);
  });

  it('lets the waiting requests prepare their own when the first stores nothing', async () => {
    const url = '/api/adminop/00000000-0000-4000-8000-000000000000';
    const before = cacheCounts(t.db);
    const answers = await Promise.all(Array.from({ length: 3 }, () => get(t.app, url)));
    expect(answers.map((answer) => answer.statusCode)).toEqual([404, 404, 404]);
    expect(cacheCounts(t.db).misses - before.misses).toBe(3);
  });
});

describe('negotiateEncoding', () => {
  it('prefers brotli, then gzip, honours q=0, and falls back to identity', () => {
    expect(negotiateEncoding(BROWSER)).toBe('br');
    expect(negotiateEncoding('gzip, deflate')).toBe('gzip');
    expect(negotiateEncoding('br;q=0, gzip;q=0.5')).toBe('gzip');
    expect(negotiateEncoding('deflate')).toBe('identity');
    expect(negotiateEncoding(undefined)).toBe('identity');
  });
});

// Two server processes sharing one PostgreSQL database (TEST_DATABASE_URL): two apps, each with its
// own pool and its own LISTEN connection, as two main.ts processes run. PGlite belongs to one
// process (db/data-dir-lock.ts), so there both roles are played by one app.
describe('an admin change seen by the next request of every process', () => {
  const pgUrl = testDatabaseUrl();
  const name = `test_sync_${randomBytes(6).toString('hex')}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'artshop-sync-'));
  const handles: DbHandle[] = [];
  const apps: FastifyInstance[] = [];
  const syncs: CatalogCacheSync[] = [];

  beforeAll(async () => {
    const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'silent' });
    if (!pgUrl) {
      const handle = await createPgliteTestDb();
      handles.push(handle);
      apps.push(await buildApp({ config, db: handle.db, webDistDir: null }));
      return;
    }
    await withAdminClient(pgUrl, (client) => client.query(`create database "${name}"`));
    const target = new URL(pgUrl);
    target.pathname = `/${name}`;
    for (let i = 0; i < 2; i += 1) {
      const handle = await createDb({ databaseUrl: target.toString() });
      if (i === 0) await migrate(handle.db);
      handles.push(handle);
      const app = await buildApp({ config, db: handle.db, webDistDir: null });
      apps.push(app);
      const sync = startCatalogCacheSync(handle.db, target.toString(), app.log);
      await sync.ready;
      syncs.push(sync);
    }
  });

  afterAll(async () => {
    for (const app of apps) await app.close();
    for (const sync of syncs) await sync.stop();
    for (const handle of handles) await handle.close();
    if (pgUrl) {
      await withAdminClient(pgUrl, (client) =>
        client.query(`drop database if exists "${name}" with (force)`),
      );
    }
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("answers the other process's next request with the change", async () => {
    const one = apps[0]!;
    const two = apps.at(-1)!;
    const db = handles[0]!.db;
    const [product] = await createProducts(db, 1, () => ({ type: 'stoneArt' }));
    await invalidateCatalogCache(db);
    const productUrl = `/api/adminop/${product!.id}`;
    // The second process stores its copies (and answers the repeat from them).
    for (const url of [productUrl, productUrl, '/api/adminop/type/stoneArt']) {
      expect((await get(two, url)).statusCode).toBe(200);
    }

    const { cookie } = await createSignedInAdmin(db);
    const hidden = await one.inject({
      method: 'PATCH',
      url: `${productUrl}/hidden`,
      headers: { cookie },
      payload: { hidden: true },
    });
    expect(hidden.statusCode).toBe(200);
    expect((await get(two, productUrl)).statusCode).toBe(404);
    const list = (await get(two, '/api/adminop/type/stoneArt')).json<{ products: unknown[] }>();
    expect(list.products).toHaveLength(0);
  });
});
