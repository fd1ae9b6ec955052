import { asc, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listCart } from '../modules/cart/cart.service';
import { emptyDatabase, migrationsBefore } from '../test/migrations-before';
import type { DbHandle } from './client';
import { migrate } from './migrate';
import { cartLines, products, users } from './schema';

// Migration 0013 (decisions 0082, 0083): every product gets one size, its own, at its price; a
// discounted price becomes whole rupees; cart lines point at the product's size, the lines of one
// product in the old, equally priced sizes merged into one.

const BEFORE = '0013_product_sizes';

describe('migration 0013: products in their own size', () => {
  let handle: DbHandle;
  let old: { folder: string; remove: () => void };
  beforeAll(async () => {
    old = migrationsBefore(BEFORE);
    handle = await emptyDatabase('test_product_sizes');
  });
  afterAll(async () => {
    await handle?.close();
    old?.remove();
  });

  it('gives each product its own size and moves the cart lines onto it', async () => {
    const db = handle.db;
    await migrate(db, old.folder);
    await db.execute(sql`insert into users (id, name, email, password_hash) values
      ('11111111-1111-4111-8111-111111111111', 'Asha Rao', 'asha@example.in', 'x'),
      ('22222222-2222-4222-8222-222222222222', 'Ravi Kumar', 'ravi@example.in', 'x')`);
    await db.execute(sql`insert into products (id, title, description, price_paise, type, size, discount_percentage, discount_price_paise, created_at) values
      ('aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa', 'Lotus', 'Stone', 149900, 'stoneArt', null, 10, 134910, now() - interval '2 days'),
      ('bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb', 'Ganesha', 'Stone', 89900, 'stoneArt', '4 x 3 inches', 0, 89900, now() - interval '1 day'),
      ('cccccccc-cccc-4ccc-8ccc-cccccccccccc', 'Monsoon', 'Canvas', 4200000, 'painting', null, 0, 4200000, now())`);
    await db.execute(sql`insert into cart_lines (user_id, product_id, size, quantity, created_at) values
      ('11111111-1111-4111-8111-111111111111', 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa', '6 x 4 inches', 2, now() - interval '3 minutes'),
      ('11111111-1111-4111-8111-111111111111', 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb', '5 x 3 inches', 1, now() - interval '2 minutes'),
      ('11111111-1111-4111-8111-111111111111', 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa', '5 x 3 inches', 98, now() - interval '1 minute'),
      ('22222222-2222-4222-8222-222222222222', 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa', '4 x 3 inches', 3, now())`);

    await migrate(db);

    const rows = await db.select().from(products).orderBy(asc(products.createdAt));
    expect(
      rows.map((row) => ({
        title: row.title,
        discountPricePaise: row.discountPricePaise,
        sizes: row.sizes.map(
          ({ label, pricePaise, discountPercentage, discountPricePaise, weightGrams }) => ({
            label,
            pricePaise,
            discountPercentage,
            discountPricePaise,
            weightGrams,
          }),
        ),
      })),
    ).toEqual([
      {
        title: 'Lotus',
        // ₹1,349.10 becomes ₹1,349.
        discountPricePaise: 134_900,
        sizes: [
          {
            label: '5 x 3 inches',
            pricePaise: 149_900,
            discountPercentage: 10,
            discountPricePaise: 134_900,
            weightGrams: null,
          },
        ],
      },
      {
        title: 'Ganesha',
        discountPricePaise: 89_900,
        sizes: [
          {
            label: '4 x 3 inches',
            pricePaise: 89_900,
            discountPercentage: 0,
            discountPricePaise: 89_900,
            weightGrams: null,
          },
        ],
      },
      {
        title: 'Monsoon',
        discountPricePaise: 4_200_000,
        sizes: [
          {
            label: 'Original',
            pricePaise: 4_200_000,
            discountPercentage: 0,
            discountPricePaise: 4_200_000,
            weightGrams: null,
          },
        ],
      },
    ]);
    expect(new Set(rows.map((row) => row.sizes[0]!.id)).size).toBe(3);

    // Asha's two Lotus lines (old sizes, one price) are one line now, capped at 99, the oldest kept.
    const [asha, ravi] = await db.select().from(users).orderBy(asc(users.email));
    const ashaCart = await listCart(db, asha!.id);
    expect(
      ashaCart.items.map((item) => [item.title, item.size, item.quantity, item.discountPrice]),
    ).toEqual([
      ['Lotus', '5 x 3 inches', 99, 1349],
      ['Ganesha', '4 x 3 inches', 1, 899],
    ]);
    const raviCart = await listCart(db, ravi!.id);
    expect(raviCart.items.map((item) => [item.title, item.size, item.quantity])).toEqual([
      ['Lotus', '5 x 3 inches', 3],
    ]);
    expect(await db.select().from(cartLines)).toHaveLength(3);
  });
});
