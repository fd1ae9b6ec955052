import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listSavedAddresses } from '../modules/addresses/addresses.service';
import { emptyDatabase, migrationsBefore } from '../test/migrations-before';
import type { DbHandle } from './client';
import { migrate } from './migrate';
import { orders } from './schema';

// Migration 0014 (decisions 0084, 0085): orders placed before it are numbered AS-1001, AS-1002...
// in the order they were placed, and the next order takes the next number; each customer's
// address book starts with the addresses their orders were sent to (the latest spelling, last
// used first), leaving out the joined-only ones and PIN codes no Indian address has.

const BEFORE = '0014_address_book_and_order_numbers';

describe('migration 0014: order numbers and address books for orders placed before it', () => {
  let handle: DbHandle;
  let old: { folder: string; remove: () => void };
  beforeAll(async () => {
    old = migrationsBefore(BEFORE);
    handle = await emptyDatabase('test_address_book');
  });
  afterAll(async () => {
    await handle?.close();
    old?.remove();
  });

  it('numbers the orders in creation order and seeds each address book from them', async () => {
    const { db } = handle;
    await migrate(db, old.folder);
    const userId = '00000000-0000-4000-8000-000000000001';
    await db.execute(
      sql`insert into users (id, name, email, phone, password_hash) values (${userId}, 'Old Customer', 'old@example.in', '9876543210', 'x')`,
    );
    /** An order of the old shape, placed `day` days into November. */
    const oldOrder = (id: string, day: number, parts: string[] | null) =>
      db.execute(sql`insert into orders (id, user_id, name, email, phone, address, address_street, address_city, address_state, address_zip, address_country, subtotal_paise, delivery_paise, total_paise, provider, created_at)
        values (${id}, ${userId}, 'Old Customer', 'old@example.in', '9876543210', 'joined', ${parts?.[0] ?? null}, ${parts?.[1] ?? null}, ${parts?.[2] ?? null}, ${parts?.[3] ?? null}, ${parts ? 'India' : null}, 100000, 5000, 105000, 'test', ${`2026-11-${String(day).padStart(2, '0')}T10:00:00Z`})`);
    // Inserted out of date order: the numbers follow the dates, not the insertion.
    await oldOrder('00000000-0000-4000-8000-0000000000c3', 3, [
      '12 mg road',
      'Pune',
      'Maharashtra',
      '411001',
    ]);
    await oldOrder('00000000-0000-4000-8000-0000000000a1', 1, [
      '12 MG Road',
      'Pune',
      'Maharashtra',
      '411001',
    ]);
    await oldOrder('00000000-0000-4000-8000-0000000000b2', 2, [
      '4 Lake View',
      'Kochi',
      'Kerala',
      '682001',
    ]);
    await oldOrder('00000000-0000-4000-8000-0000000000d4', 4, null);
    await oldOrder('00000000-0000-4000-8000-0000000000e5', 5, [
      '9 Old Lane',
      'Nowhere',
      'Kerala',
      '012345',
    ]);

    await migrate(db);

    const numbered = await db
      .select({ id: orders.id, number: orders.number })
      .from(orders)
      .orderBy(asc(orders.number));
    expect(numbered.map((row) => [row.id.slice(-2), row.number])).toEqual([
      ['a1', 1001],
      ['b2', 1002],
      ['c3', 1003],
      ['d4', 1004],
      ['e5', 1005],
    ]);
    const [next] = await db
      .insert(orders)
      .values({
        userId,
        name: 'Old Customer',
        email: 'old@example.in',
        phone: '9876543210',
        address: 'joined',
        subtotalPaise: 100000,
        deliveryPaise: 5000,
        totalPaise: 105000,
        provider: 'test',
      })
      .returning({ number: orders.number });
    expect(next!.number).toBe(1006);

    const book = await listSavedAddresses(db, userId);
    expect(
      book.map(({ street, line2, city, state, zip, country }) => ({
        street,
        line2,
        city,
        state,
        zip,
        country,
      })),
    ).toEqual([
      // Used on the 1st and the 3rd: once, as last written, last used on the 3rd.
      {
        street: '12 mg road',
        line2: '',
        city: 'Pune',
        state: 'Maharashtra',
        zip: '411001',
        country: 'India',
      },
      {
        street: '4 Lake View',
        line2: '',
        city: 'Kochi',
        state: 'Kerala',
        zip: '682001',
        country: 'India',
      },
    ]);
    expect(book[0]!.lastUsedAt).toBe('2026-11-03T10:00:00.000Z');
    const [withLine2] = await db
      .select({ line2: orders.addressLine2 })
      .from(orders)
      .where(eq(orders.number, 1001));
    expect(withLine2!.line2).toBeNull();
  });
});
