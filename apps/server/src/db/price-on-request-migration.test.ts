import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emptyDatabase, migrationsBefore } from '../test/migrations-before';
import type { DbHandle } from './client';
import { migrate } from './migrate';
import { products } from './schema';

// Migration 0016 (decision 0089): every product already in a shop keeps showing its price; only the
// owner's later choice puts a painting on 'Price on request'.

const BEFORE = '0016_price_on_request';

describe('migration 0016: price on request', () => {
  let handle: DbHandle;
  let old: { folder: string; remove: () => void };
  beforeAll(async () => {
    old = migrationsBefore(BEFORE);
    handle = await emptyDatabase('test_price_on_request');
  });
  afterAll(async () => {
    await handle?.close();
    old?.remove();
  });

  it('leaves every existing product with its price shown', async () => {
    await migrate(handle.db, old.folder);
    for (const type of ['painting', 'stoneArt']) {
      await handle.db.execute(
        sql`insert into products (title, description, price_paise, type, bg_color, discount_price_paise) values (${type}, 'before', 500000, ${type}, '#ffffff', 500000)`,
      );
    }

    await migrate(handle.db);

    const rows = await handle.db
      .select({ title: products.title, priceOnRequest: products.priceOnRequest })
      .from(products)
      .orderBy(products.title);
    expect(rows).toEqual([
      { title: 'painting', priceOnRequest: false },
      { title: 'stoneArt', priceOnRequest: false },
    ]);
  });
});
