import { PACKAGE_DEFAULTS } from '@artshop/shared';
import { asc, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emptyDatabase, migrationsBefore } from '../test/migrations-before';
import type { DbHandle } from './client';
import { migrate } from './migrate';
import { products } from './schema';

// Migration 0018 (decision 0094): every product made before it gets its type's parcel, so the
// back-office shows (and may correct) real figures from the first day.

const BEFORE = '0018_parcels_and_shiprocket_shipments';

describe("migration 0018: products made before it ship as their type's parcel", () => {
  let handle: DbHandle;
  let old: { folder: string; remove: () => void };
  beforeAll(async () => {
    old = migrationsBefore(BEFORE);
    handle = await emptyDatabase('test_parcels');
  });
  afterAll(async () => {
    await handle?.close();
    old?.remove();
  });

  it('fills the weight and the box of each product from its type', async () => {
    const { db } = handle;
    await migrate(db, old.folder);
    for (const [title, type] of [
      ['a stone', 'stoneArt'],
      ['b painting', 'painting'],
    ]) {
      await db.execute(
        sql`insert into products (title, description, price_paise, type, discount_price_paise) values (${title}, 'old', 100000, ${type}, 100000)`,
      );
    }

    await migrate(db);

    const rows = await db
      .select({
        weightGrams: products.weightGrams,
        lengthCm: products.lengthCm,
        breadthCm: products.breadthCm,
        heightCm: products.heightCm,
      })
      .from(products)
      .orderBy(asc(products.title));
    expect(rows).toEqual([PACKAGE_DEFAULTS.stoneArt, PACKAGE_DEFAULTS.painting]);
  });
});
