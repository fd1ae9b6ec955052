import { SEARCH_PRICE_BANDS, type SearchQuery } from '@artshop/shared';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { DbHandle } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { products } from '../../db/schema';
import { createProduct, resetCatalog } from '../../test/factories/catalog';
import { createTestDb } from '../../test/test-db';
import {
  catalogueTally,
  countCells,
  facetsOfCells,
  priceSlot,
  shownCells,
  shownTotal,
  slotsOfRange,
} from './product-tallies';
import { facetsOverProducts, searchProducts } from './search.service';

// The tallies the database keeps (migration 0030, decision 0136) must say exactly what counting
// the products says, after any write, or a collection's total and the search's facets would lie.

let handle: DbHandle;
beforeAll(async () => {
  handle = await createTestDb();
});
afterAll(async () => {
  await handle?.close();
});
beforeEach(async () => {
  await resetCatalog(handle.db);
});

const now = new Date('2026-06-01T10:00:00Z');
const later = new Date(now.getTime() + 3_600_000);

/** Pictures that make a product landscape, portrait or square (the stored `orientation`). */
const shaped = (width: number, height: number) => [
  { url: '/media/products/x.webp', width, height, role: 'main' as const, variants: [] },
];

/** A shop with one product of every awkward kind. */
async function seedShop() {
  const db = handle.db;
  await createProduct(db, { type: 'stoneArt', pricePaise: 150_000 });
  await createProduct(db, { type: 'stoneArt', pricePaise: 199_950 }); // between two bands
  await createProduct(db, { type: 'stoneArt', pricePaise: 600_000, discountPercentage: 10 });
  await createProduct(db, { type: 'stoneArt', pricePaise: 300_000, priceOnRequest: true });
  await createProduct(db, { type: 'stoneArt', pricePaise: 300_000, hidden: true });
  await createProduct(db, { type: 'painting', pricePaise: 3_000_000, images: shaped(800, 600) });
  await createProduct(db, { type: 'painting', pricePaise: 3_000_000, images: shaped(600, 800) });
  await createProduct(db, {
    type: 'painting',
    pricePaise: 7_000_000,
    images: shaped(600, 600),
    reservedUntil: later,
  });
  await createProduct(db, { type: 'painting', pricePaise: 1_200_000, soldAt: now });
  await createProduct(db, { type: 'painting', pricePaise: 7_000_000, images: [] });
  // A reservation that ran out: available again, with no write to say so.
  await createProduct(db, {
    type: 'painting',
    pricePaise: 400_000,
    reservedUntil: new Date(now.getTime() - 60_000),
  });
}

/** The tallies as kept, and as a count of the products says they should be. */
async function keptAndCounted() {
  const kinds = sql`type, hidden, sold, discounted, orientation, price_slot`;
  const kept = rowsOf(
    await handle.db.execute(
      sql`select ${kinds}, products from product_tallies where products <> 0 order by ${kinds}`,
    ),
  );
  const counted = rowsOf(
    await handle.db.execute(sql`select * from (
      select type, hidden, sold_at is not null as sold, discount_percentage > 0 as discounted,
        coalesce(orientation, '') as orientation, product_price_slot(shown_price_paise) as price_slot,
        count(*)::int as products
      from products group by 1, 2, 3, 4, 5, 6) as c order by ${kinds}`),
  );
  return { kept, counted };
}

describe('product tallies', () => {
  it('give each price the slot the database gives it, band by band', async () => {
    const prices = [0, 100, 199_900, 199_901, 199_999, 200_000, 499_900, 499_950, 500_000];
    for (const band of SEARCH_PRICE_BANDS) {
      prices.push(band.min * 100, band.min * 100 - 1);
      if (band.max !== null) prices.push(band.max * 100, band.max * 100 + 50);
    }
    prices.push(99_999_999);
    const wanted = prices.filter((p) => p >= 0);
    const result = rowsOf<{ paise: number | null; slot: number }>(
      await handle.db.execute(
        sql`select p as paise, product_price_slot(p) as slot from unnest(${sql.raw(
          `array[${wanted.join(', ')}, null]::int[]`,
        )}) as p`,
      ),
    );
    for (const { paise, slot } of result) {
      expect(Number(slot), `slot of ${paise}`).toBe(priceSlot(paise === null ? null : paise));
    }
    // A band's own prices are its even slot, and a band's ends are inside it.
    SEARCH_PRICE_BANDS.forEach((band, i) => {
      expect(priceSlot(band.min * 100)).toBe(2 * i);
      if (band.max !== null) expect(priceSlot(band.max * 100)).toBe(2 * i);
    });
  });

  it('stay equal to counting the products after inserts, updates and deletes', async () => {
    await seedShop();
    let state = await keptAndCounted();
    expect(state.kept).toEqual(state.counted);
    expect(state.kept.length).toBeGreaterThan(5);

    const db = handle.db;
    // Each kind of write that moves a product from one kind to another, and ones that do not.
    await db.update(products).set({ hidden: true }).where(eq(products.pricePaise, 150_000));
    await db.update(products).set({ soldAt: now }).where(eq(products.pricePaise, 3_000_000));
    await db
      .update(products)
      .set({ discountPercentage: 20, discountPricePaise: 160_000 })
      .where(eq(products.pricePaise, 199_950));
    await db
      .update(products)
      .set({ priceOnRequest: false })
      .where(eq(products.priceOnRequest, true));
    await db
      .update(products)
      .set({ images: shaped(900, 300) })
      .where(eq(products.type, 'painting'));
    await db.update(products).set({ orderCount: 3 });
    await db.update(products).set({ type: 'painting' }).where(eq(products.pricePaise, 600_000));
    await db.delete(products).where(eq(products.pricePaise, 7_000_000));
    state = await keptAndCounted();
    expect(state.kept).toEqual(state.counted);

    await db.delete(products);
    expect((await keptAndCounted()).kept).toEqual([]);
  });

  it('count the search facets, a collection and the dashboard as the products do', async () => {
    await seedShop();
    const cells = await shownCells(handle.db, now);
    // The wordless search's facets from the tallies against the same counted over every product.
    for (const filters of [
      {},
      { type: 'painting' as const },
      { availability: 'reserved' as const },
      { availability: 'sold' as const, type: 'stoneArt' as const },
      { availability: 'available' as const, orientation: 'landscape' as const },
      { minPrice: 2_000, maxPrice: 9_999 },
      { minPrice: 25_000 },
      { maxPrice: 1_999, type: 'stoneArt' as const },
    ]) {
      const range = slotsOfRange(filters.minPrice, filters.maxPrice);
      expect(range, JSON.stringify(filters)).not.toBeNull();
      expect(
        facetsOfCells(cells, { ...filters, slots: range!.slots }),
        JSON.stringify(filters),
      ).toEqual(await facetsOverProducts(handle.db, filters, now));
    }
    const query = (extra: Partial<SearchQuery>): SearchQuery => ({
      q: '',
      type: undefined,
      availability: undefined,
      orientation: undefined,
      minPrice: undefined,
      maxPrice: undefined,
      sort: 'relevance',
      limit: 24,
      offset: 0,
      ...extra,
    });
    const all = await searchProducts(handle.db, query({}), now);
    expect(all.total).toBe(10);
    expect(all.facets.availability).toEqual([
      { value: 'available', count: 8 },
      { value: 'reserved', count: 1 },
      { value: 'sold', count: 1 },
    ]);
    expect(all.facets.price.map((band) => band.count)).toEqual([1, 1, 1, 1, 2, 2]);
    // A range that is not whole bands is counted from the products, and agrees.
    const odd = await searchProducts(handle.db, query({ minPrice: 1_500, maxPrice: 40_000 }), now);
    expect(slotsOfRange(1_500, 40_000)).toBeNull();
    expect(odd.total).toBe(7);

    // A collection's default (unsold), and the back-office's figures, hidden ones included.
    expect(countCells(cells, { type: 'painting', availability: 'unsold', slots: null })).toBe(5);
    // Every shown product, sold and reserved ones included (the all-products list's total).
    expect(await shownTotal(handle.db)).toBe(countCells(cells, { slots: null }));
    expect(await shownTotal(handle.db)).toBe(10);
    expect(await catalogueTally(handle.db)).toEqual({
      totalProducts: 11,
      paintings: 6,
      stoneArt: 5,
      activeDiscounts: 1,
    });
  });
});
