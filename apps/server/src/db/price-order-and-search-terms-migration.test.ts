import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emptyDatabase, migrationsBefore } from '../test/migrations-before';
import type { DbHandle } from './client';
import { migrate } from './migrate';
import { rowsOf } from './rows';

// Migration 0029 (decision 0130): the products already in a shop get their shown price (null on
// request) and their words, the shop's words and size names are gathered; from then on the
// database keeps them on every write.

const BEFORE = '0029_price_order_and_search_terms';

describe('migration 0029: price order and search terms', () => {
  let handle: DbHandle;
  let old: { folder: string; remove: () => void };
  beforeAll(async () => {
    old = migrationsBefore(BEFORE);
    handle = await emptyDatabase('test_price_order_search_terms');
  });
  afterAll(async () => {
    await handle?.close();
    old?.remove();
  });

  const terms = async () =>
    rowsOf<{ term: string }>(
      await handle.db.execute(sql`select term from search_terms order by term`),
    ).map((row) => row.term);

  const sizeNames = async () =>
    rowsOf<{ type: string; label: string; products: number }>(
      await handle.db.execute(
        sql`select type, label, products from collection_size_names order by type, label`,
      ),
    );

  it('fills the shown price, words and size names of existing products, then keeps them', async () => {
    await migrate(handle.db, old.folder);
    await handle.db.execute(sql`insert into products
      (title, description, price_paise, type, artist, size, discount_percentage, discount_price_paise, price_on_request)
      values ('Monsoon Lotus', 'before', 500000, 'painting', 'Meera Pillai', '24 x 36 inches', 10, 450000, true),
        ('Peacock pebble', 'before', 300000, 'stoneArt', null, null, 0, 300000, false)`);

    await migrate(handle.db);

    const shown = async () =>
      rowsOf<{ title: string; shown: number | null }>(
        await handle.db.execute(
          sql`select title, shown_price_paise as shown from products order by title`,
        ),
      );
    expect(await shown()).toEqual([
      { title: 'Monsoon Lotus', shown: null },
      { title: 'Peacock pebble', shown: 300000 },
    ]);
    expect(await sizeNames()).toEqual([
      { type: 'painting', label: '24 x 36 inches', products: 1 },
      { type: 'stoneArt', label: '', products: 1 },
    ]);
    expect(await terms()).toEqual([
      'art',
      'lotus',
      'meera',
      'monsoon',
      'painting',
      'peacock',
      'pebble',
      'pillai',
      'stone',
    ]);

    await handle.db.execute(
      sql`update products set price_on_request = false where title = 'Monsoon Lotus'`,
    );
    await handle.db.execute(
      sql`update products set title = 'Peacock Feather' where title = 'Peacock pebble'`,
    );
    await handle.db.execute(sql`insert into products
      (title, description, price_paise, type, discount_price_paise)
      values ('Indigo Evening', 'after', 100000, 'painting', 100000)`);
    expect(await shown()).toEqual([
      { title: 'Indigo Evening', shown: 100000 },
      { title: 'Monsoon Lotus', shown: 450000 },
      { title: 'Peacock Feather', shown: 300000 },
    ]);
    // A blank own size counts as '' (the type's default name, which the service knows).
    expect(await sizeNames()).toEqual([
      { type: 'painting', label: '', products: 1 },
      { type: 'painting', label: '24 x 36 inches', products: 1 },
      { type: 'stoneArt', label: '', products: 1 },
    ]);
    // A word no product has any more ('pebble') stays: it finds nothing.
    expect(await terms()).toEqual(
      expect.arrayContaining(['evening', 'feather', 'indigo', 'pebble', 'peacock']),
    );
  });
});
