import { randomUUID } from 'node:crypto';
import { catalogMessages, productSchema, type AdminProduct, type Product } from '@artshop/shared';
import { describe, expect, it, vi } from 'vitest';
import { useCatalogTestApp } from '../../test/use-catalog-test-app';
import { type TestApp } from '../../test/build-test-app';
import { createSignedInCustomer } from '../../test/factories/users';
import { createProduct } from '../../test/factories/catalog';

// One of a kind in the catalogue (decision 0052): every product answer says whether a painting is
// available, reserved or sold; sold ones leave the paintings collection for its 'Sold' filter;
// hidden products leave the shop entirely but stay on the dashboard.

let t: TestApp;
let admin: string;
useCatalogTestApp((built) => ({ t, admin } = built));

const MINUTE_MS = 60_000;
const at = (minutes: number) => new Date(Date.UTC(2025, 0, 1, 0, minutes));

async function get<T>(url: string, headers: Record<string, string> = {}) {
  const response = await t.app.inject({ method: 'GET', url, headers });
  return { response, body: response.json<T>() };
}
const titles = (list: readonly Product[]) => list.map((p) => p.title);

/** Three paintings (sold, reserved, available) and a stone piece, oldest first. */
async function mixedCatalogue() {
  const sold = await createProduct(t.db, {
    title: 'sold',
    type: 'painting',
    createdAt: at(1),
    soldAt: new Date(),
    orderCount: 5,
  });
  const reserved = await createProduct(t.db, {
    title: 'reserved',
    type: 'painting',
    createdAt: at(2),
    reservedUntil: new Date(Date.now() + 20 * MINUTE_MS),
    reservedOfferId: randomUUID(),
  });
  const lapsed = await createProduct(t.db, {
    title: 'lapsed',
    type: 'painting',
    createdAt: at(3),
    reservedUntil: new Date(Date.now() - MINUTE_MS),
    reservedOfferId: randomUUID(),
  });
  // Stone art is made again: a stray reservation or sale date never makes it unavailable.
  const stone = await createProduct(t.db, {
    title: 'stone',
    type: 'stoneArt',
    createdAt: at(4),
    soldAt: new Date(),
  });
  return { sold, reserved, lapsed, stone };
}

describe('availability in every product answer', () => {
  it('says sold, reserved (while the hold lasts) or available; stone art is always available', async () => {
    const { sold, reserved, lapsed, stone } = await mixedCatalogue();
    const expected = {
      sold: 'sold',
      reserved: 'reserved',
      lapsed: 'available',
      stone: 'available',
    };

    const all = await get<{ data: Product[] }>('/api/adminop/all');
    for (const product of all.body.data) {
      expect(productSchema.parse(product).availability).toBe(
        expected[product.title as keyof typeof expected],
      );
    }
    for (const url of ['/api/newarrivals', '/api/topsellers']) {
      const { body } = await get<{ products: Product[] }>(url);
      expect(Object.fromEntries(body.products.map((p) => [p.title, p.availability]))).toEqual(
        expected,
      );
    }
    for (const [row, availability] of [
      [sold, 'sold'],
      [reserved, 'reserved'],
      [lapsed, 'available'],
      [stone, 'available'],
    ] as const) {
      const { body } = await get<{ data: Product }>(`/api/adminop/${row.id}`);
      expect(body.data.availability).toBe(availability);
    }
    const dashboard = await get<{ products: AdminProduct[] }>('/api/admin/products', {
      cookie: admin,
    });
    expect(
      Object.fromEntries(dashboard.body.products.map((p) => [p.title, p.availability])),
    ).toEqual(expected);
  });

  it('caches a reserved answer no longer than the hold, and never as stale', async () => {
    // The hold ends in 2 s, before the in-process copy's 5 s and the browsers' 30 s would.
    await createProduct(t.db, {
      title: 'held',
      type: 'painting',
      reservedUntil: new Date(Date.now() + 2000),
      reservedOfferId: randomUUID(),
    });
    const first = await get<{ products: Product[] }>('/api/newarrivals');
    expect(first.body.products[0]?.availability).toBe('reserved');
    expect(first.response.headers['cache-control']).toMatch(
      /^public, max-age=[12], must-revalidate$/,
    );

    // 3 s later, with no write to the product: the copy has gone with the hold.
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(Date.now() + 3000);
      const later = await get<{ products: Product[] }>('/api/newarrivals');
      expect(later.body.products[0]?.availability).toBe('available');
      expect(later.response.headers['cache-control']).toBe(
        'public, max-age=30, stale-while-revalidate=300',
      );
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('the paintings collection', () => {
  it('lists available and reserved paintings by default, and only sold ones under ?availability=sold', async () => {
    await mixedCatalogue();
    const forSale = await get<{ products: Product[] }>('/api/adminop/type/painting');
    expect(titles(forSale.body.products)).toEqual(['lapsed', 'reserved']);
    const sold = await get<{ products: Product[] }>('/api/adminop/type/painting?availability=sold');
    expect(titles(sold.body.products)).toEqual(['sold']);
    const reserved = await get<{ products: Product[] }>(
      '/api/adminop/type/painting?availability=reserved',
    );
    expect(titles(reserved.body.products)).toEqual(['reserved']);
    const available = await get<{ products: Product[] }>(
      '/api/adminop/type/painting?availability=available',
    );
    expect(titles(available.body.products)).toEqual(['lapsed']);
    const blank = await get<{ products: Product[] }>('/api/adminop/type/painting?availability=');
    expect(titles(blank.body.products)).toEqual(['lapsed', 'reserved']);
    const stone = await get<{ products: Product[] }>('/api/adminop/type/stoneArt');
    expect(titles(stone.body.products)).toEqual(['stone']);

    const bad = await get<{ message: string }>('/api/adminop/type/painting?availability=gone');
    expect(bad.response.statusCode).toBe(400);
    expect(bad.body.message).toBe(catalogMessages.availabilityFilterInvalid);
  });

  it('pages each filter on its own', async () => {
    for (let i = 0; i < 3; i += 1) {
      await createProduct(t.db, {
        title: `s${i}`,
        type: 'painting',
        soldAt: new Date(),
        createdAt: at(i),
      });
      await createProduct(t.db, { title: `a${i}`, type: 'painting', createdAt: at(10 + i) });
    }
    const page = await get<{ products: Product[] }>(
      '/api/adminop/type/painting?availability=sold&limit=2&offset=1',
    );
    expect(titles(page.body.products)).toEqual(['s1', 's0']);
    const forSale = await get<{ products: Product[] }>('/api/adminop/type/painting?limit=2');
    expect(titles(forSale.body.products)).toEqual(['a2', 'a1']);
  });
});

describe('hidden products', () => {
  const hide = (id: string, body: unknown, cookie: string | null = admin) =>
    t.app.inject({
      method: 'PATCH',
      url: `/api/adminop/${id}/hidden`,
      headers: cookie ? { cookie } : {},
      payload: body as object,
    });

  it('vanish from every public list and answer 404, stay on the dashboard, and come back', async () => {
    await createProduct(t.db, { title: 'shown', type: 'painting' });
    const hidden = await createProduct(t.db, {
      title: 'hidden',
      type: 'painting',
      orderCount: 99,
      soldAt: new Date(),
    });
    // Warm the cache: hiding must drop it.
    expect(titles((await get<{ products: Product[] }>('/api/topsellers')).body.products)).toContain(
      'hidden',
    );

    const response = await hide(hidden.id, { hidden: true });
    expect(response.statusCode).toBe(200);
    expect(response.json<{ product: AdminProduct }>().product).toMatchObject({
      id: hidden.id,
      hidden: true,
      availability: 'sold',
    });

    for (const url of [
      '/api/newarrivals',
      '/api/topsellers',
      '/api/adminop/type/painting',
      '/api/adminop/type/painting?availability=sold',
    ]) {
      const { body } = await get<{ products: Product[] }>(url);
      expect(titles(body.products), url).not.toContain('hidden');
    }
    const all = await get<{ data: Product[]; total: number }>('/api/adminop/all');
    expect(titles(all.body.data)).toEqual(['shown']);
    expect(all.body.total).toBe(1);
    const one = await get<{ message: string }>(`/api/adminop/${hidden.id}`);
    expect(one.response.statusCode).toBe(404);
    expect(one.body.message).toBe('Product not found');
    const reviews = await get(`/api/adminop/reviews/${hidden.id}`);
    expect(reviews.response.statusCode).toBe(404);

    const { cookie } = await createSignedInCustomer(t.db);
    const interest = await t.app.inject({
      method: 'POST',
      url: '/api/user/interested-buyer',
      headers: { cookie },
      payload: { productID: hidden.id },
    });
    expect(interest.statusCode).toBe(404);

    const dashboard = await get<{ products: AdminProduct[] }>('/api/admin/products', {
      cookie: admin,
    });
    expect(dashboard.body.products.map((p) => [p.title, p.hidden])).toEqual([
      ['hidden', true],
      ['shown', false],
    ]);

    expect((await hide(hidden.id, { hidden: false })).statusCode).toBe(200);
    expect((await get(`/api/adminop/${hidden.id}`)).response.statusCode).toBe(200);
    expect(titles((await get<{ products: Product[] }>('/api/topsellers')).body.products)).toEqual([
      'hidden',
      'shown',
    ]);
  });

  it('answers 400 for a bad body, 404 for an unknown product, 401 and 403 for others', async () => {
    const product = await createProduct(t.db);
    for (const body of [{}, { hidden: 'yes' }, { hidden: null }]) {
      const response = await hide(product.id, body);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(catalogMessages.hiddenInvalid);
    }
    expect((await hide(randomUUID(), { hidden: true })).statusCode).toBe(404);
    expect((await hide('nope', { hidden: true })).statusCode).toBe(404);
    expect((await hide(product.id, { hidden: true }, null)).statusCode).toBe(401);
    const { cookie } = await createSignedInCustomer(t.db);
    expect((await hide(product.id, { hidden: true }, cookie)).statusCode).toBe(403);
    expect((await get<{ data: Product }>(`/api/adminop/${product.id}`)).response.statusCode).toBe(
      200,
    );
  });
});

describe('interest in a sold painting', () => {
  it('answers 409: the piece has gone', async () => {
    const sold = await createProduct(t.db, { type: 'painting', soldAt: new Date() });
    const { cookie } = await createSignedInCustomer(t.db);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/user/interested-buyer',
      headers: { cookie },
      payload: { productID: sold.id },
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('This painting has been sold.');
  });
});
