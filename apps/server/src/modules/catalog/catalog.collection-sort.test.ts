import { catalogMessages, type AdminProduct, type Product } from '@artshop/shared';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useCatalogTestApp } from '../../test/use-catalog-test-app';
import { rowsOf } from '../../db/rows';
import { products } from '../../db/schema';
import { type TestApp } from '../../test/build-test-app';
import { addProductSizes, createProduct, productSize } from '../../test/factories/catalog';
import { availabilityFilter, priceOrder, shown, shownPriceFilter } from './catalog.service';
import { invalidateCatalogCache } from './response-cache';

// A collection's sort and filters (decision 0089): the server validates, filters and orders in SQL
// with a deterministic tie-break, and the response cache keeps one answer per sort and filter.

let t: TestApp;
let admin: string;
useCatalogTestApp((built) => ({ t, admin } = built));

type Page = { products: Product[]; total: number };
const at = (minutes: number) => new Date(Date.UTC(2025, 0, 1, 0, minutes));

async function get<T>(url: string) {
  const response = await t.app.inject({ method: 'GET', url });
  return { response, body: response.json<T>() };
}
const titles = (page: Page) => page.products.map((p) => p.title);

/** Five stones, two pairs at equal prices, created a minute apart. */
async function fiveStones() {
  const prices = { a: 3000, b: 1000, c: 2000, d: 1000, e: 2000 };
  let minute = 0;
  for (const [title, rupees] of Object.entries(prices)) {
    await createProduct(t.db, { title, pricePaise: rupees * 100, createdAt: at(minute++) });
  }
}

describe('GET /api/adminop/type/:type?sort=', () => {
  it('orders by selling price each way, equal prices newest first, and pages follow exactly', async () => {
    await fiveStones();
    // A discount counts: 4000 less 75% sells at 1000, the lowest, and newest of the 1000s.
    await createProduct(t.db, {
      title: 'discounted',
      pricePaise: 400_000,
      discountPercentage: 75,
      createdAt: at(10),
    });
    const up = await get<Page>('/api/adminop/type/stoneArt?sort=price-asc');
    expect(up.response.statusCode).toBe(200);
    expect(titles(up.body)).toEqual(['discounted', 'd', 'b', 'e', 'c', 'a']);
    const down = await get<Page>('/api/adminop/type/stoneArt?sort=price-desc');
    expect(titles(down.body)).toEqual(['a', 'e', 'c', 'discounted', 'd', 'b']);
    const newest = await get<Page>('/api/adminop/type/stoneArt?sort=newest');
    expect(titles(newest.body)).toEqual(['discounted', 'e', 'd', 'c', 'b', 'a']);

    const pages: string[] = [];
    for (let offset = 0; offset < 6; offset += 2) {
      const page = await get<Page>(
        `/api/adminop/type/stoneArt?sort=price-asc&limit=2&offset=${offset}`,
      );
      expect(page.body.total).toBe(6);
      pages.push(...titles(page.body));
    }
    expect(pages).toEqual(titles(up.body));
  });

  it("puts a painting on 'Price on request' after every priced one, and out of a price range", async () => {
    await createProduct(t.db, { title: 'cheap', type: 'painting', pricePaise: 100_000 });
    await createProduct(t.db, {
      title: 'on request',
      type: 'painting',
      pricePaise: 50_000,
      priceOnRequest: true,
    });
    await createProduct(t.db, { title: 'dear', type: 'painting', pricePaise: 900_000 });
    const up = await get<Page>('/api/adminop/type/painting?sort=price-asc');
    expect(titles(up.body)).toEqual(['cheap', 'dear', 'on request']);
    expect(up.body.products[2]?.priceOnRequest).toBe(true);
    const down = await get<Page>('/api/adminop/type/painting?sort=price-desc');
    expect(titles(down.body)).toEqual(['dear', 'cheap', 'on request']);
    const ranged = await get<Page>('/api/adminop/type/painting?minPrice=0&maxPrice=10000');
    expect(titles(ranged.body)).toEqual(['dear', 'cheap']);
    expect(ranged.body.total).toBe(2);
  });
});

describe('the price order kept by the database (decision 0130)', () => {
  it('moves a piece to its new place whoever changes its price or puts it on request', async () => {
    await fiveStones();
    const painting = await createProduct(t.db, {
      title: 'painting',
      type: 'painting',
      pricePaise: 150_000,
    });
    // Any writer of the price columns (an edit, a size's price): the order follows at once.
    const [b] = await t.db.select().from(products).where(eq(products.title, 'b'));
    await t.db
      .update(products)
      .set({ pricePaise: 500_000, discountPricePaise: 250_000, discountPercentage: 50 })
      .where(eq(products.id, b!.id));
    invalidateCatalogCache(t.db);
    const up = await get<Page>('/api/adminop/type/stoneArt?sort=price-asc');
    expect(titles(up.body)).toEqual(['d', 'e', 'c', 'b', 'a']);
    const ranged = await get<Page>('/api/adminop/type/stoneArt?minPrice=2500&sort=price-desc');
    expect(titles(ranged.body)).toEqual(['a', 'b']);

    await createProduct(t.db, { title: 'dear', type: 'painting', pricePaise: 900_000 });
    const onRequest = async (value: boolean) => {
      const response = await t.app.inject({
        method: 'PATCH',
        url: `/api/adminop/${painting.id}/price-on-request`,
        headers: { cookie: admin },
        payload: { priceOnRequest: value },
      });
      expect(response.statusCode).toBe(200);
    };
    await onRequest(true);
    const hidden = await get<Page>('/api/adminop/type/painting?sort=price-asc');
    expect(titles(hidden.body)).toEqual(['dear', 'painting']);
    expect((await get<Page>('/api/adminop/type/painting?maxPrice=100000')).body.total).toBe(1);
    await onRequest(false);
    const shownAgain = await get<Page>('/api/adminop/type/painting?sort=price-asc');
    expect(titles(shownAgain.body)).toEqual(['painting', 'dear']);
  });

  it('reads a price page and a price range from the price indexes, not the table', async () => {
    const plans = await t.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      await tx.execute(sql`set local enable_bitmapscan = off`);
      await tx.execute(sql`set local enable_sort = off`);
      const explain = async (sort: 'price-asc' | 'price-desc', range: SQL | undefined) => {
        const page = tx
          .select({ id: products.id })
          .from(products)
          .where(
            and(
              eq(products.type, 'stoneArt'),
              shown,
              availabilityFilter(undefined, new Date()),
              range,
            ),
          )
          .orderBy(...priceOrder(sort))
          .limit(48)
          .offset(480);
        return rowsOf<Record<string, string>>(await tx.execute(sql`explain ${page}`))
          .map((row) => Object.values(row).join(' '))
          .join('\n');
      };
      return [
        await explain('price-asc', undefined),
        await explain('price-desc', undefined),
        await explain('price-asc', shownPriceFilter(1000, 2000)),
      ];
    });
    expect(plans[0]).toContain('products_collection_price_asc_idx');
    expect(plans[1]).toContain('products_collection_price_desc_idx');
    expect(plans[2]).toMatch(/products_collection_price_(asc|desc)_idx/);
    for (const plan of plans) expect(plan).not.toMatch(/Sort/);
  });
});

describe('GET /api/adminop/type/:type filters', () => {
  it('filters by a whole-rupee price range on the selling price, bounds included, and counts', async () => {
    await fiveStones();
    const { body } = await get<Page>(
      '/api/adminop/type/stoneArt?minPrice=1000&maxPrice=2000&sort=price-asc',
    );
    expect(titles(body)).toEqual(['d', 'b', 'e', 'c']);
    expect(body.total).toBe(4);
    const from = await get<Page>('/api/adminop/type/stoneArt?minPrice=2001');
    expect(titles(from.body)).toEqual(['a']);
    // A cleared field is no bound.
    const open = await get<Page>('/api/adminop/type/stoneArt?minPrice=&maxPrice=');
    expect(open.body.total).toBe(5);
  });

  it('filters by any of a product’s sizes, in any letter case', async () => {
    const small = await createProduct(t.db, {
      title: 'small',
      size: '4 x 3 inches',
      createdAt: at(1),
    });
    await createProduct(t.db, { title: 'large', size: '8 x 6 inches', createdAt: at(2) });
    await addProductSizes(t.db, small, [productSize('8 x 6 inches', 300_000)]);
    const { body } = await get<Page>(
      `/api/adminop/type/stoneArt?size=${encodeURIComponent('8 X 6 inches')}`,
    );
    expect(titles(body)).toEqual(['large', 'small']);
    const only = await get<Page>(
      `/api/adminop/type/stoneArt?size=${encodeURIComponent('4 x 3 inches')}`,
    );
    expect(titles(only.body)).toEqual(['small']);
    expect(only.body.total).toBe(1);
  });

  it('combines availability with sort and filters', async () => {
    await createProduct(t.db, {
      title: 'sold',
      type: 'painting',
      pricePaise: 100_000,
      soldAt: at(5),
    });
    await createProduct(t.db, { title: 'for sale', type: 'painting', pricePaise: 200_000 });
    const sold = await get<Page>(
      '/api/adminop/type/painting?availability=sold&sort=price-asc&maxPrice=1500',
    );
    expect(titles(sold.body)).toEqual(['sold']);
    const forSale = await get<Page>(
      '/api/adminop/type/painting?availability=available&maxPrice=1500',
    );
    expect(forSale.body.total).toBe(0);
  });

  it.each([
    ['sort=cheapest', catalogMessages.sortInvalid],
    ['minPrice=abc', catalogMessages.minPriceInvalid],
    ['minPrice=10.5', catalogMessages.minPriceInvalid],
    ['maxPrice=-1', catalogMessages.maxPriceInvalid],
    ['minPrice=5000&maxPrice=100', catalogMessages.priceRangeInvalid],
    [`size=${'x'.repeat(41)}`, catalogMessages.sizeInvalid],
  ])('answers %s with a clear 400', async (query, message) => {
    const { response, body } = await get<{ message: string }>(
      `/api/adminop/type/stoneArt?${query}`,
    );
    expect(response.statusCode).toBe(400);
    expect(body.message).toBe(message);
  });
});

describe('the response cache and the sort and filters', () => {
  it('keeps one answer per sort and filter, never one for another', async () => {
    await fiveStones();
    // Each first asked, then asked again (a stored copy): the other parameters must not share it.
    for (let round = 0; round < 2; round++) {
      expect(
        titles((await get<Page>('/api/adminop/type/stoneArt?sort=price-asc&limit=2')).body),
      ).toEqual(['d', 'b']);
      expect(
        titles((await get<Page>('/api/adminop/type/stoneArt?sort=price-desc&limit=2')).body),
      ).toEqual(['a', 'e']);
      expect((await get<Page>('/api/adminop/type/stoneArt?minPrice=2500')).body.total).toBe(1);
      expect((await get<Page>('/api/adminop/type/stoneArt?maxPrice=1000')).body.total).toBe(2);
      expect((await get<Page>('/api/adminop/type/stoneArt?size=none')).body.total).toBe(0);
    }
  });
});

describe('PATCH /api/adminop/:id/price-on-request', () => {
  const patch = (id: string, body: unknown, cookie: string | null = admin) =>
    t.app.inject({
      method: 'PATCH',
      url: `/api/adminop/${id}/price-on-request`,
      headers: cookie ? { cookie } : {},
      payload: body as object,
    });

  it("puts a painting's price on request and back, seen at once on its public page", async () => {
    const painting = await createProduct(t.db, { type: 'painting' });
    // Warm the cache: the change must drop it.
    expect(
      (await get<{ data: Product }>(`/api/adminop/${painting.id}`)).body.data.priceOnRequest,
    ).toBe(false);
    const response = await patch(painting.id, { priceOnRequest: true });
    expect(response.statusCode).toBe(200);
    expect(response.json<{ product: AdminProduct }>().product.priceOnRequest).toBe(true);
    expect(
      (await get<{ data: Product }>(`/api/adminop/${painting.id}`)).body.data.priceOnRequest,
    ).toBe(true);
    expect((await patch(painting.id, { priceOnRequest: false })).statusCode).toBe(200);
    expect(
      (await get<{ data: Product }>(`/api/adminop/${painting.id}`)).body.data.priceOnRequest,
    ).toBe(false);
  });

  it('refuses stone art, a bad body, an unknown product and a customer', async () => {
    const stone = await createProduct(t.db, { type: 'stoneArt' });
    const refused = await patch(stone.id, { priceOnRequest: true });
    expect(refused.statusCode).toBe(400);
    expect(refused.json<{ message: string }>().message).toBe(
      catalogMessages.priceOnRequestPaintingsOnly,
    );
    const bad = await patch(stone.id, { priceOnRequest: 'yes' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ message: string }>().message).toBe(catalogMessages.priceOnRequestInvalid);
    expect(
      (await patch('00000000-0000-4000-8000-000000000000', { priceOnRequest: true })).statusCode,
    ).toBe(404);
    expect((await patch(stone.id, { priceOnRequest: false }, null)).statusCode).toBe(401);
  });
});

describe('sizeOptions', () => {
  it('names every size the collection offers once, sorted, whatever the filter', async () => {
    const small = await createProduct(t.db, { title: 'small', size: '4 x 3 inches' });
    await createProduct(t.db, { title: 'large', size: '8 x 6 inches' });
    await createProduct(t.db, { title: 'hidden', size: '9 x 9 inches', hidden: true });
    await createProduct(t.db, { title: 'painting', type: 'painting', size: '24 x 36 inches' });
    await addProductSizes(t.db, small, [productSize('8 x 6 inches', 300_000)]);
    const { body } = await get<Page & { sizeOptions: string[] }>(
      `/api/adminop/type/stoneArt?size=${encodeURIComponent('4 x 3 inches')}`,
    );
    expect(body.total).toBe(1);
    expect(body.sizeOptions).toEqual(['4 x 3 inches', '8 x 6 inches']);
  });

  it('follows every write: a product added, hidden, resized, deleted (decision 0130)', async () => {
    const names = async () =>
      (await get<Page & { sizeOptions: string[] }>('/api/adminop/type/stoneArt')).body.sizeOptions;
    const small = await createProduct(t.db, { title: 'small', size: '4 x 3 inches' });
    const large = await createProduct(t.db, { title: 'large', size: '8 X 6 inches' });
    await createProduct(t.db, { title: 'large too', size: '8 x 6 inches' });
    // Each name once, whatever its letter case; no size written is the type's default name.
    await createProduct(t.db, { title: 'plain', size: '  ', sizes: [] });
    expect(await names()).toEqual(['4 x 3 inches', '5 x 3 inches', '8 X 6 inches']);

    await t.db.update(products).set({ hidden: true }).where(eq(products.id, small.id));
    await addProductSizes(t.db, large, [productSize('12 x 9 inches', 500_000)]);
    await t.db.delete(products).where(eq(products.title, 'plain'));
    // A write that leaves the sizes alone (a sale's count) changes nothing.
    await t.db.update(products).set({ orderCount: 3 });
    invalidateCatalogCache(t.db);
    expect(await names()).toEqual(['12 x 9 inches', '8 X 6 inches']);

    await t.db.update(products).set({ hidden: false }).where(eq(products.id, small.id));
    invalidateCatalogCache(t.db);
    expect(await names()).toEqual(['12 x 9 inches', '4 x 3 inches', '8 X 6 inches']);
  });
});
