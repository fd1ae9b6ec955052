import { productSchema, type Product } from '@artshop/shared';
import { beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { useTestApp } from '../../test/use-test-app';
import { products } from '../../db/schema';
import { createProduct, createProducts, resetCatalog } from '../../test/factories/catalog';
import { invalidateCatalogCache } from './response-cache';

// One app per file (creating a database is the slow part); every test starts from empty tables.
let t: TestApp;
useTestApp(buildTestApp, (built) => (t = built));
beforeEach(async () => {
  await resetCatalog(t.db);
});

const at = (minutes: number) => new Date(Date.UTC(2025, 0, 1, 0, minutes));

async function getJson<T>(url: string) {
  const response = await t.app.inject({ method: 'GET', url });
  return { response, body: response.json<T>() };
}

describe('GET /api/newarrivals', () => {
  it('lists products newest first, at most 12', async () => {
    for (let i = 0; i < 14; i++) await createProduct(t.db, { title: `P${i}`, createdAt: at(i) });
    const { response, body } = await getJson<{ products: Product[] }>('/api/newarrivals');
    expect(response.statusCode).toBe(200);
    expect(body.products.map((p) => p.title)).toEqual(
      Array.from({ length: 12 }, (_, i) => `P${13 - i}`),
    );
  });
});

describe('GET /api/topsellers', () => {
  it('lists products by order count, most first', async () => {
    await createProduct(t.db, { title: 'few', orderCount: 2 });
    await createProduct(t.db, { title: 'many', orderCount: 40 });
    await createProduct(t.db, { title: 'none', orderCount: 0 });
    const { body } = await getJson<{ products: Product[] }>('/api/topsellers');
    expect(body.products.map((p) => p.title)).toEqual(['many', 'few', 'none']);
    expect(body.products[0]?.orderCount).toBe(40);
  });
});

describe('GET /api/adminop/type/:type', () => {
  it('returns only products of that type, newest first', async () => {
    await createProduct(t.db, { title: 'old stone', type: 'stoneArt', createdAt: at(1) });
    await createProduct(t.db, { title: 'painting', type: 'painting', createdAt: at(2) });
    await createProduct(t.db, { title: 'new stone', type: 'stoneArt', createdAt: at(3) });

    const stone = await getJson<{ products: Product[] }>('/api/adminop/type/stoneArt');
    expect(stone.response.statusCode).toBe(200);
    expect(stone.body.products.map((p) => p.title)).toEqual(['new stone', 'old stone']);

    const paintings = await getJson<{ products: Product[] }>('/api/adminop/type/painting');
    expect(paintings.body.products.map((p) => p.title)).toEqual(['painting']);
  });

  it('answers 404 JSON for any other type', async () => {
    const { response, body } = await getJson<{ message: string }>('/api/adminop/type/sculpture');
    expect(response.statusCode).toBe(404);
    expect(body).toMatchObject({ statusCode: 404, message: 'Product type not found' });
  });

  it('pages with limit and offset and refuses a bad limit', async () => {
    for (let i = 0; i < 3; i++) await createProduct(t.db, { title: `S${i}`, createdAt: at(i) });
    const { body } = await getJson<{ products: Product[] }>(
      '/api/adminop/type/stoneArt?limit=1&offset=1',
    );
    expect(body.products.map((p) => p.title)).toEqual(['S1']);
    const bad = await getJson<{ message: string }>('/api/adminop/type/stoneArt?limit=1000');
    expect(bad.response.statusCode).toBe(400);
    expect(bad.body.message).toBe('limit must be a whole number from 1 to 100');
  });
});

describe('GET /api/adminop/type/:type beyond 100 products', () => {
  type Page = { products: Product[]; total: number };

  it('pages 150 products with the total on every page, each once, newest first', async () => {
    // Pairs share a creation time, so only the id tie-break keeps pages from overlapping.
    const stones = await createProducts(t.db, 150, (i) => ({ createdAt: at(Math.floor(i / 2)) }));
    await createProduct(t.db, { type: 'stoneArt', hidden: true, createdAt: at(500) });
    await createProduct(t.db, { type: 'painting', createdAt: at(501) });

    const first = await getJson<Page>('/api/adminop/type/stoneArt');
    expect(first.body.total).toBe(150);
    expect(first.body.products).toHaveLength(100); // an old client's call: the first 100, as before

    const seen: string[] = [];
    for (let offset = 0; offset < 150; offset += 48) {
      const { body } = await getJson<Page>(`/api/adminop/type/stoneArt?limit=48&offset=${offset}`);
      expect(body.total).toBe(150);
      seen.push(...body.products.map((p) => p.id));
    }
    const newestFirst = [...stones]
      .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || (a.id < b.id ? 1 : -1))
      .map((row) => row.id);
    expect(seen).toEqual(newestFirst);
    expect(first.body.products.map((p) => p.id)).toEqual(newestFirst.slice(0, 100));
  });

  it("counts the filter's matches: the sold paintings alone under availability=sold", async () => {
    await createProducts(t.db, 3, (i) => ({
      type: 'painting',
      soldAt: i === 0 ? new Date() : null,
    }));
    const sold = await getJson<Page>('/api/adminop/type/painting?availability=sold&limit=1');
    expect(sold.body).toMatchObject({ total: 1 });
    const forSale = await getJson<Page>('/api/adminop/type/painting?limit=1');
    expect(forSale.body.total).toBe(2);
    expect(forSale.body.products).toHaveLength(1);
  });
});

describe('GET /api/adminop/all', () => {
  it('returns every product as data with the total, not captured by the id route', async () => {
    await createProduct(t.db, { type: 'painting' });
    await createProduct(t.db, { type: 'stoneArt' });
    const { response, body } = await getJson<{ data: Product[]; total: number }>(
      '/api/adminop/all',
    );
    expect(response.statusCode).toBe(200);
    expect(body.data).toHaveLength(2);
    expect(body.total).toBe(2);
  });
});

describe('GET /api/adminop/:id', () => {
  it('returns the product with money in rupees and the image URLs', async () => {
    const row = await createProduct(t.db, {
      title: 'Lotus',
      pricePaise: 199_950,
      discountPercentage: 12.5,
      artist: 'Asha Rao',
      isPremium: true,
      createdAt: at(5),
    });
    const { response, body } = await getJson<{ data: Product }>(`/api/adminop/${row.id}`);
    expect(response.statusCode).toBe(200);
    expect(productSchema.strict().parse(body.data)).toEqual(body.data);
    expect(body.data).toMatchObject({
      id: row.id,
      title: 'Lotus',
      price: 1999.5,
      discount: true,
      discountPercentage: 12.5,
      discountPrice: 1750,
      artist: 'Asha Rao',
      isPremium: true,
      rating: 0,
      ratingCount: 0,
      createdAt: '2025-01-01T00:05:00.000Z',
    });
    expect(body.data.mainImageUrl).toMatch(/^\/media\/products\/.+-1280\.webp$/);
    expect(body.data.sidebarImageUrls).toHaveLength(2);
    expect(body.data.images[0]?.variants.map((v) => v.width)).toEqual([320, 640, 960, 1280]);
  });

  it.each([
    ['an unknown id', '6f1c1d2e-0000-4000-8000-000000000000'],
    ['a malformed id', 'not-a-uuid'],
    ['a number', '12345'],
  ])('answers 404 Product not found for %s', async (_label, id) => {
    const { response, body } = await getJson<{ message: string }>(`/api/adminop/${id}`);
    expect(response.statusCode).toBe(404);
    expect(body).toMatchObject({
      statusCode: 404,
      error: 'Not Found',
      message: 'Product not found',
    });
  });
});

describe('HTTP caching of catalogue lists', () => {
  it('sends Cache-Control and a strong ETag, and 304 with no body when it matches', async () => {
    await createProduct(t.db);
    const first = await t.app.inject({ method: 'GET', url: '/api/newarrivals' });
    expect(first.headers['cache-control']).toBe('public, max-age=30, stale-while-revalidate=300');
    const etag = first.headers.etag;
    expect(etag).toMatch(/^"[\w-]+"$/);

    const again = await t.app.inject({
      method: 'GET',
      url: '/api/newarrivals',
      headers: { 'if-none-match': String(etag) },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);

    // A change in the data changes the body, so the old tag no longer matches.
    await createProduct(t.db);
    const changed = await t.app.inject({
      method: 'GET',
      url: '/api/newarrivals',
      headers: { 'if-none-match': String(etag) },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    expect(changed.json<{ products: Product[] }>().products).toHaveLength(2);
  });

  it('answers a repeated request from the in-process copy until a writer invalidates it', async () => {
    await createProduct(t.db, { title: 'first' });
    const first = await t.app.inject({ method: 'GET', url: '/api/adminop/all' });

    // A write that bypasses the invalidation (as another server process would) is not seen yet...
    await t.db.insert(products).values({
      title: 'second',
      description: 'd',
      type: 'painting',
      pricePaise: 100,
      discountPricePaise: 100,
    });
    const cached = await t.app.inject({ method: 'GET', url: '/api/adminop/all' });
    expect(cached.statusCode).toBe(200);
    expect(cached.body).toBe(first.body);
    expect(cached.headers.etag).toBe(first.headers.etag);
    expect(cached.headers['content-type']).toBe(first.headers['content-type']);
    expect(cached.headers['cache-control']).toBe(first.headers['cache-control']);

    // ...and is after this process's writers drop the copy.
    invalidateCatalogCache(t.db);
    const fresh = await t.app.inject({ method: 'GET', url: '/api/adminop/all' });
    expect(fresh.json<{ total: number }>().total).toBe(2);
  });

  it('does not cache a 404', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/adminop/not-a-uuid' });
    expect(response.statusCode).toBe(404);
    expect(response.headers.etag).toBeUndefined();
  });
});
