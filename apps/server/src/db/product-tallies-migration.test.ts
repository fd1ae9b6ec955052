import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emptyDatabase, migrationsBefore } from '../test/migrations-before';
import type { DbHandle } from './client';
import { migrate } from './migrate';
import { rowsOf } from './rows';

// Migration 0030 (decision 0136): the products already in a shop are tallied when it runs; from
// then on the database keeps the tallies on every write.

const BEFORE = '0030_product_tallies';

describe('migration 0030: product tallies', () => {
  let handle: DbHandle;
  let old: { folder: string; remove: () => void };
  beforeAll(async () => {
    old = migrationsBefore(BEFORE);
    handle = await emptyDatabase('test_product_tallies');
  });
  afterAll(async () => {
    await handle?.close();
    old?.remove();
  });

  const tallies = async () =>
    rowsOf<Record<string, unknown>>(
      await handle.db.execute(sql`select type, hidden, sold, discounted, orientation,
        price_slot::int as slot, products from product_tallies where products <> 0
        order by type, hidden, slot`),
    );

  it('tallies the existing products, then keeps the tallies', async () => {
    await migrate(handle.db, old.folder);
    await handle.db.execute(sql`insert into products
      (title, description, price_paise, type, discount_percentage, discount_price_paise, price_on_request, hidden, sold_at)
      values ('Monsoon Lotus', 'before', 500000, 'painting', 10, 450000, false, false, now()),
        ('Peacock pebble', 'before', 300000, 'stoneArt', 0, 300000, true, false, null),
        ('Old pebble', 'before', 300000, 'stoneArt', 0, 300000, false, true, null)`);

    await migrate(handle.db);

    const stone = { type: 'stoneArt', sold: false, discounted: false, orientation: '' };
    expect(await tallies()).toEqual([
      {
        type: 'painting',
        hidden: false,
        sold: true,
        discounted: true,
        orientation: '',
        slot: 2,
        products: 1,
      },
      { ...stone, hidden: false, slot: -1, products: 1 },
      { ...stone, hidden: true, slot: 2, products: 1 },
    ]);

    await handle.db.execute(sql`update products set hidden = false where title = 'Old pebble'`);
    await handle.db.execute(sql`delete from products where title = 'Monsoon Lotus'`);
    expect(await tallies()).toEqual([
      { ...stone, hidden: false, slot: -1, products: 1 },
      { ...stone, hidden: false, slot: 2, products: 1 },
    ]);
  });
});
