import { cursorMessages, type Product } from '@artshop/shared';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useCatalogTestApp } from '../../test/use-catalog-test-app';
import type { TestApp } from '../../test/build-test-app';
import { createProduct } from '../../test/factories/catalog';
import { createOrder } from '../../test/factories/orders';
import { createUser } from '../../test/factories/users';
import { injectAs } from '../../test/inject-as';
import { rowsOf } from '../../db/rows';
import { invalidateCatalogCache } from './response-cache';

// Cursor paging of the newest-first lists and the partial indexes under them (decision 0127).
let t: TestApp;
let admin: string;
useCatalogTestApp((built) => ({ t, admin } = built));

const at = (minutes: number) => new Date(Date.UTC(2025, 0, 1, 0, minutes));

interface Page {
  products: Product[];
  total: number;
  nextCursor: string | null;
}

async function get<T>(url: string, cookie: string | null = null) {
  const response = await injectAs(t, 'GET', url, cookie);
  return { status: response.statusCode, body: response.json<T>() };
}

/** Every page of `url` (which ends in a query string) by following `nextCursor`. */
async function allPages(url: string, titlesOf: (body: never) => string[]) {
  const pages: string[][] = [];
  let after: string | null = null;
  do {
    const { status, body }: { status: number; body: { nextCursor: string | null } } = await get(
      after ? `${url}&after=${encodeURIComponent(after)}` : url,
      admin,
    );
    expect(status).toBe(200);
    pages.push(titlesOf(body as never));
    after = body.nextCursor;
  } while (after && pages.length < 50);
  return pages;
}

describe('a collection paged by cursor', () => {
  it('follows nextCursor to the end, newest first, each product once, ties broken by id', async () => {
    for (let i = 0; i < 5; i++) await createProduct(t.db, { title: `S${i}`, createdAt: at(i) });
    // Three made in the same minute, and two by the database's own clock (to the microsecond).
    for (const title of ['T-a', 'T-b', 'T-c'])
      await createProduct(t.db, { title, createdAt: at(10) });
    await createProduct(t.db, { title: 'now-1' });
    await createProduct(t.db, { title: 'now-2' });

    const byOffset = await get<Page>('/api/adminop/type/stoneArt?limit=100');
    const expected = byOffset.body.products.map((p) => p.title);
    expect(expected).toHaveLength(10);
    expect(byOffset.body.nextCursor).toBeNull();

    const pages = await allPages('/api/adminop/type/stoneArt?limit=3', (b: Page) =>
      b.products.map((p) => p.title),
    );
    expect(pages.map((p) => p.length)).toEqual([3, 3, 3, 1]);
    expect(pages.flat()).toEqual(expected);
  });

  it('continues exactly after its cursor when products are added at the top meanwhile', async () => {
    for (let i = 0; i < 6; i++) await createProduct(t.db, { title: `S${i}`, createdAt: at(i) });
    const first = await get<Page>('/api/adminop/type/stoneArt?limit=2');
    expect(first.body.products.map((p) => p.title)).toEqual(['S5', 'S4']);
    expect(first.body.total).toBe(6);

    await createProduct(t.db, { title: 'new-1', createdAt: at(20) });
    await createProduct(t.db, { title: 'new-2', createdAt: at(21) });
    await invalidateCatalogCache(t.db);

    const cursor = encodeURIComponent(first.body.nextCursor!);
    const second = await get<Page>(`/api/adminop/type/stoneArt?limit=2&after=${cursor}`);
    expect(second.body.products.map((p) => p.title)).toEqual(['S3', 'S2']);
    // The total counts the whole filter, the new products too.
    expect(second.body.total).toBe(8);
    const third = await get<Page>(
      `/api/adminop/type/stoneArt?limit=2&after=${encodeURIComponent(second.body.nextCursor!)}`,
    );
    expect(third.body.products.map((p) => p.title)).toEqual(['S1', 'S0']);
    expect(third.body.nextCursor).toBeNull();
    // An offset would have shown S4 and S5 again.
    const byOffset = await get<Page>('/api/adminop/type/stoneArt?limit=2&offset=2');
    expect(byOffset.body.products.map((p) => p.title)).toEqual(['S5', 'S4']);
  });

  it('pages every shown product (/adminop/all) by cursor too', async () => {
    for (let i = 0; i < 3; i++) await createProduct(t.db, { title: `S${i}`, createdAt: at(i) });
    await createProduct(t.db, { title: 'P', type: 'painting', createdAt: at(5) });
    const pages = await allPages('/api/adminop/all?limit=3', (b: { data: Product[] }) =>
      b.data.map((p) => p.title),
    );
    expect(pages).toEqual([['P', 'S2', 'S1'], ['S0']]);
  });

  it('answers a bad cursor, a cursor with an offset, and a cursor under a price order 400', async () => {
    await createProduct(t.db, { title: 'S', createdAt: at(1) });
    const { body } = await get<Page>('/api/adminop/type/stoneArt?limit=1');
    expect(body.nextCursor).toBeNull();
    const good = `1735689660000000_${body.products[0]!.id}`;
    for (const [query, message] of [
      ['after=page-2', cursorMessages.invalid],
      ['after=12_not-a-uuid', cursorMessages.invalid],
      [`after=${good}&offset=2`, cursorMessages.withOffset],
      [`after=${good}&sort=price-asc`, cursorMessages.newestOnly],
    ] as const) {
      const bad = await get<{ message: string }>(`/api/adminop/type/stoneArt?${query}`);
      expect(bad.status, query).toBe(400);
      expect(bad.body.message, query).toBe(message);
    }
    const all = await get<{ message: string }>('/api/adminop/all?after=x');
    expect(all.status).toBe(400);
    expect(all.body.message).toBe(cursorMessages.invalid);
  });
});

describe('the admin lists paged by cursor', () => {
  let userId: string;
  beforeAll(async () => {
    userId = (await createUser(t.db)).id;
  });

  it('pages the orders, filtered or not, newest first, each once, and refuses a bad cursor', async () => {
    const made: string[] = [];
    for (let i = 0; i < 5; i++) {
      const { order } = await createOrder(t.db, userId, [], {
        createdAt: at(100 + i),
        paymentStatus: i % 2 === 0 ? 'failed' : 'pending',
      });
      made.unshift(order.id);
    }
    const ids = (b: { orders: { _id?: string; id?: string }[] }) =>
      b.orders.map((o) => o._id ?? o.id ?? '');
    const mine = (list: string[]) => list.filter((id) => made.includes(id));
    expect(mine((await allPages('/api/order?limit=2', ids)).flat())).toEqual(made);
    const failed = (await allPages('/api/order?status=failed&limit=2', ids)).flat();
    expect(mine(failed)).toEqual(made.filter((_, i) => i % 2 === 0));

    const bad = await get<{ message: string }>('/api/order?after=yesterday', admin);
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe(cursorMessages.invalid);
  });

  it('pages the admin products by cursor', async () => {
    for (let i = 0; i < 5; i++) await createProduct(t.db, { title: `A${i}`, createdAt: at(i) });
    const pages = await allPages('/api/admin/products?limit=2', (b: { products: Product[] }) =>
      b.products.map((p) => p.title),
    );
    expect(pages).toEqual([['A4', 'A3'], ['A2', 'A1'], ['A0']]);
  });
});

describe('the partial indexes of the lists (migration 0028)', () => {
  const names = [
    'products_collection_newest_idx',
    'products_collection_sizes_idx',
    'products_shown_newest_idx',
    'products_discounted_newest_idx',
    'orders_step_newest_idx',
    'orders_awaiting_payment_newest_idx',
    'orders_failed_newest_idx',
    'orders_to_ship_newest_idx',
  ];

  it('exist, each with its filter', async () => {
    const rows = rowsOf<{ indexname: string; indexdef: string }>(
      await t.db.execute(sql`select indexname, indexdef from pg_indexes
        where indexname in (${sql.join(
          names.map((n) => sql`${n}`),
          sql`, `,
        )})`),
    );
    expect(rows.map((r) => r.indexname).sort()).toEqual([...names].sort());
    for (const row of rows) expect(row.indexdef, row.indexname).toMatch(/ WHERE /);
  });

  it('answer a collection page, a cursor page and the to-ship list without reading the table', async () => {
    const plans = await t.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      await tx.execute(sql`set local enable_bitmapscan = off`);
      const explain = async (query: ReturnType<typeof sql>) =>
        rowsOf<Record<string, string>>(await tx.execute(sql`explain ${query}`))
          .map((row) => Object.values(row).join(' '))
          .join('\n');
      return [
        await explain(sql`select id from products where type = 'stoneArt' and hidden = false
          and (type <> 'painting' or sold_at is null) order by created_at desc, id desc limit 48`),
        await explain(sql`select id from products where hidden = false
          and (created_at, id) < (timestamptz 'epoch' + interval '1 microsecond' * 1735689660000000::bigint,
            '00000000-0000-4000-8000-000000000000'::uuid)
          order by created_at desc, id desc limit 48`),
        await explain(sql`select count(*) from orders where ((payment_status = 'success'
          or (payment_method = 'cod' and payment_status = 'pending' and cod_confirmed_at is not null
            and cancelled_at is null)) and coalesce(fulfilment_status, 'processing') = 'processing')`),
      ];
    });
    expect(plans[0]).toContain('products_collection_newest_idx');
    expect(plans[1]).toContain('products_shown_newest_idx');
    expect(plans[2]).toContain('orders_to_ship_newest_idx');
  });
});
