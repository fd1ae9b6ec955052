import {
  searchMessages,
  SEARCH_PRICE_BANDS,
  type ProductImage,
  type SearchResponse,
} from '@artshop/shared';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/rows';
import { products } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { createProduct, fakeProductImages, resetCatalog } from '../../test/factories/catalog';
import { useTestApp } from '../../test/use-test-app';
import { invalidateCatalogCache } from './response-cache';

// The shop's search (decision 0107): full-text plus trigram similarity, facets with counts under
// the other filters, paging, hidden products never, 'Price on request' outside every price band.

let t: TestApp;
useTestApp(buildTestApp, (built) => (t = built));

const at = (day: number) => new Date(Date.UTC(2026, 0, day));

/** The main photo `width` x `height`: the orientation facet reads it. */
function photo(width: number, height: number): ProductImage[] {
  const [main, ...rest] = fakeProductImages();
  return [{ ...main!, width, height }, ...rest];
}

async function search(query: string) {
  const response = await t.app.inject({ method: 'GET', url: `/api/search?${query}` });
  return { response, body: response.json<SearchResponse>() };
}
const titles = (body: SearchResponse) => body.products.map((p) => p.title);
const facet = <T extends { count: number }>(list: T[], pick: (item: T) => boolean) =>
  list.find(pick)?.count;

beforeAll(async () => {
  await resetCatalog(t.db);
  const painting = { type: 'painting' as const };
  await createProduct(t.db, {
    ...painting,
    title: 'Radha Krishna by the Yamuna',
    artist: 'Meera Pillai',
    description: 'Radha and Krishna under a kadamba tree, oil on canvas.',
    pricePaise: 4_500_000,
    images: photo(900, 1200),
    createdAt: at(1),
  });
  await createProduct(t.db, {
    ...painting,
    title: 'Indigo Evening',
    artist: 'Arjun Das',
    description: 'A village at dusk in deep blues.',
    pricePaise: 1_200_000,
    images: photo(1280, 960),
    createdAt: at(2),
  });
  await createProduct(t.db, {
    ...painting,
    title: 'Monsoon Lotus',
    artist: 'Meera Pillai',
    description: 'Lotus pond in the rain; the colours of Krishna’s flute.',
    pricePaise: 2_000_000,
    priceOnRequest: true,
    images: photo(1000, 1000),
    createdAt: at(3),
  });
  await createProduct(t.db, {
    ...painting,
    title: 'Temple Bells',
    artist: 'Arjun Das',
    description: 'Sold to a collector in Pune.',
    pricePaise: 800_000,
    soldAt: at(20),
    images: photo(1280, 960),
    createdAt: at(4),
  });
  await createProduct(t.db, {
    title: 'Ganesha on river stone',
    description: 'A small Ganesha painted by hand on a smooth pebble.',
    pricePaise: 150_000,
    createdAt: at(5),
  });
  await createProduct(t.db, {
    title: 'Peacock pebble',
    description: 'A peacock in indigo and gold on stone.',
    pricePaise: 350_000,
    createdAt: at(6),
  });
  // Hidden by the owner: never found, never counted.
  await createProduct(t.db, {
    title: 'Radha Krishna study (hidden)',
    description: 'Radha Krishna, indigo.',
    pricePaise: 90_000,
    hidden: true,
    createdAt: at(7),
  });
});

describe('GET /api/search: matching and ranking', () => {
  it('ranks a title match above a mention in a description', async () => {
    const { response, body } = await search('q=krishna');
    expect(response.statusCode).toBe(200);
    expect(titles(body)[0]).toBe('Radha Krishna by the Yamuna');
    expect(titles(body)).toContain('Monsoon Lotus');
    expect(body.total).toBe(body.products.length);
  });

  it('still finds the piece when the words are misspelt', async () => {
    expect(titles((await search('q=radha+krisna')).body)[0]).toBe('Radha Krishna by the Yamuna');
    expect(titles((await search('q=indgo')).body)[0]).toBe('Indigo Evening');
    expect(titles((await search('q=ganesh')).body)).toEqual(['Ganesha on river stone']);
    expect(titles((await search('q=peacok')).body)).toEqual(['Peacock pebble']);
  });

  it("asks for every word, misspelt or not, but not for English's small words", async () => {
    expect(titles((await search('q=krishna+yamuna')).body)).toEqual([
      'Radha Krishna by the Yamuna',
    ]);
    expect(titles((await search('q=krisna+yamna')).body)).toEqual(['Radha Krishna by the Yamuna']);
    expect(titles((await search('q=radha+and+the+krishna')).body)[0]).toBe(
      'Radha Krishna by the Yamuna',
    );
    expect((await search('q=krishna+zebra')).body.total).toBe(0);
  });

  it("finds an artist's works by the artist's name, and a type by its name", async () => {
    const byArtist = await search('q=meera+pillai');
    expect(titles(byArtist.body).sort()).toEqual(['Monsoon Lotus', 'Radha Krishna by the Yamuna']);
    const stones = await search('q=stone+art');
    expect(titles(stones.body).sort()).toEqual(['Ganesha on river stone', 'Peacock pebble']);
  });

  it('finds nothing for words the shop does not have, with every facet at zero', async () => {
    const { body } = await search('q=zebra+crossing');
    expect(body).toMatchObject({ products: [], total: 0 });
    expect(body.facets.type.every((item) => item.count === 0)).toBe(true);
  });

  it('never finds or counts a hidden product', async () => {
    for (const query of ['q=radha+krishna+study', 'q=hidden', '']) {
      const { body } = await search(query);
      expect(titles(body), query).not.toContain('Radha Krishna study (hidden)');
    }
    const all = await search('');
    expect(all.body.total).toBe(6);
    expect(facet(all.body.facets.type, (f) => f.value === 'stoneArt')).toBe(2);
  });
});

describe('GET /api/search: facets and filters', () => {
  it('counts each facet under the other filters, not its own', async () => {
    const { body } = await search('type=painting');
    expect(body.total).toBe(4);
    // The type facet ignores the type filter: it says what the other choice would give.
    expect(body.facets.type).toEqual([
      { value: 'painting', count: 4 },
      { value: 'stoneArt', count: 2 },
    ]);
    expect(body.facets.availability).toEqual([
      { value: 'available', count: 3 },
      { value: 'reserved', count: 0 },
      { value: 'sold', count: 1 },
    ]);
    expect(body.facets.orientation).toEqual([
      { value: 'landscape', count: 2 },
      { value: 'portrait', count: 1 },
      { value: 'square', count: 1 },
    ]);
    const sold = await search('type=painting&availability=sold');
    expect(titles(sold.body)).toEqual(['Temple Bells']);
    expect(facet(sold.body.facets.type, (f) => f.value === 'stoneArt')).toBe(0);
  });

  it("leaves 'Price on request' out of every price band and range, and shows no price for it", async () => {
    const { body } = await search('q=meera');
    const lotus = body.products.find((p) => p.title === 'Monsoon Lotus');
    expect(lotus).toMatchObject({ price: null, discountPrice: null, priceOnRequest: true });
    // 20,000 rupees hidden: the 10,000 to 24,999 band must not count it.
    const bands = body.facets.price.map((band) => band.count);
    expect(bands.reduce((a, b) => a + b, 0)).toBe(1);
    expect(body.facets.price.find((band) => band.min === 25_000)?.count).toBe(1);
    expect(body.facets.price.find((band) => band.min === 10_000)?.count).toBe(0);
    const ranged = await search('q=meera&minPrice=0&maxPrice=10000000');
    expect(titles(ranged.body)).toEqual(['Radha Krishna by the Yamuna']);
  });

  it('counts the price bands over every shown product, bounds included', async () => {
    const { body } = await search('');
    expect(body.facets.price.map((band) => band.min)).toEqual(SEARCH_PRICE_BANDS.map((b) => b.min));
    // 1,500 and 3,500 (stones), 8,000 (sold painting), 12,000 and 45,000 (paintings).
    expect(body.facets.price.map((band) => band.count)).toEqual([1, 1, 1, 1, 1, 0]);
    const band = await search('minPrice=2000&maxPrice=4999');
    expect(titles(band.body)).toEqual(['Peacock pebble']);
  });

  it('filters by orientation and sorts by price with the hidden price last', async () => {
    const portrait = await search('orientation=portrait');
    expect(titles(portrait.body)).toEqual(['Radha Krishna by the Yamuna']);
    const up = await search('type=painting&sort=price-asc');
    expect(titles(up.body)).toEqual([
      'Temple Bells',
      'Indigo Evening',
      'Radha Krishna by the Yamuna',
      'Monsoon Lotus',
    ]);
    const down = await search('type=painting&sort=price-desc');
    expect(titles(down.body).at(-1)).toBe('Monsoon Lotus');
  });
});

describe('GET /api/search: paging and bad input', () => {
  it('pages with limit and offset: the pages follow each other, the total is the whole match', async () => {
    const first = await search('limit=4&offset=0');
    const second = await search('limit=4&offset=4');
    expect(first.body.total).toBe(6);
    expect(second.body.total).toBe(6);
    expect(first.body.products).toHaveLength(4);
    expect(second.body.products).toHaveLength(2);
    // No q: newest first.
    expect([...titles(first.body), ...titles(second.body)]).toEqual([
      'Peacock pebble',
      'Ganesha on river stone',
      'Temple Bells',
      'Monsoon Lotus',
      'Indigo Evening',
      'Radha Krishna by the Yamuna',
    ]);
  });

  it('answers a bad parameter with a 400 naming it', async () => {
    const cases: [string, string][] = [
      ['sort=cheapest', searchMessages.sortInvalid],
      ['type=sculpture', searchMessages.typeInvalid],
      ['orientation=round', searchMessages.orientationInvalid],
      ['minPrice=500&maxPrice=100', searchMessages.priceRangeInvalid],
      ['minPrice=abc', searchMessages.minPriceInvalid],
      [`q=${'a'.repeat(101)}`, searchMessages.queryTooLong],
      ['limit=0', 'limit must be a whole number from 1 to 100'],
    ];
    for (const [query, message] of cases) {
      const { response } = await search(query);
      expect(response.statusCode, query).toBe(400);
      expect(response.json<{ message: string }>().message, query).toBe(message);
    }
  });

  it('treats text that is all punctuation as a search, not an error', async () => {
    const { response, body } = await search(`q=${encodeURIComponent('!!! & | :*')}`);
    expect(response.statusCode).toBe(200);
    expect(body.total).toBe(0);
  });
});

// Runs last: it adds and renames products. A misspelt word is compared with the shop's distinct
// words (the table the database keeps, decision 0130), whoever wrote the product.
describe('GET /api/search: the words a misspelling is compared with', () => {
  it('knows the words of a product added or renamed later, and forgets the old name', async () => {
    const piece = await createProduct(t.db, {
      title: 'Saffron Sunrise',
      description: 'Morning over the ghats.',
      createdAt: at(8),
    });
    expect(titles((await search('q=safron')).body)).toEqual(['Saffron Sunrise']);

    await t.db
      .update(products)
      .set({ title: 'Vermilion Sunrise' })
      .where(eq(products.id, piece.id));
    invalidateCatalogCache(t.db);
    expect(titles((await search('q=vermillion')).body)).toEqual(['Vermilion Sunrise']);
    expect((await search('q=safron')).body.total).toBe(0);
  });

  it('ranks pieces found by likeness alone by their likest word', async () => {
    await createProduct(t.db, { title: 'Kadamba Grove', description: 'Trees.', createdAt: at(9) });
    await createProduct(t.db, { title: 'Kadam Blossom', description: 'Trees.', createdAt: at(10) });
    // 'kadamb' is more like 'kadamba' (0.86) than 'kadam' (0.71): the older piece comes first.
    expect(titles((await search('q=kadamb')).body)).toEqual(['Kadamba Grove', 'Kadam Blossom']);
  });

  it('leaves a pooled connection as it found it', async () => {
    await search('q=krisna');
    const settings = rowsOf<{ threshold: string; seqscan: string }>(
      await t.db
        .execute(sql`select current_setting('pg_trgm.word_similarity_threshold') as threshold,
        current_setting('enable_seqscan') as seqscan`),
    );
    expect(settings[0]).toEqual({ threshold: '0.6', seqscan: 'on' });
  });
});
