import { eq, sql } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { orderMessages, type CartResponse, type CreateOrderResponse } from '@artshop/shared';
import { cartLines, orderItems, orders, products, users } from '../../db/schema';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import type { TestApp } from '../../test/build-test-app';
import type { RazorpayStandIn } from '../../test/razorpay-stand-in';
import { testDatabaseUrl } from '../../test/test-env';
import { useTestApp } from '../../test/use-test-app';
import { createProduct } from '../../test/factories/catalog';
import { buildRazorpayTestApp, fillCart, orderBody } from '../../test/factories/checkout';
import { createSignedInAdmin, createSignedInCustomer } from '../../test/factories/users';

// `POST /api/order` refuses products that can no longer be bought (decision 0073) before anything
// is reserved or the provider is called, and the refused lines leave the cart with the answer.

describe('POST /api/order with products that can no longer be bought', () => {
  let t: TestApp;
  let standIn: RazorpayStandIn;
  let admin: string;
  useTestApp(buildRazorpayTestApp, (built) => ({ t, standIn } = built));
  beforeAll(async () => {
    admin = (await createSignedInAdmin(t.db)).cookie;
  });
  beforeEach(() => {
    standIn.requests.length = 0;
  });

  const placeOrder = (cookie: string) =>
    t.app.inject({ method: 'POST', url: '/api/order', headers: { cookie }, payload: orderBody() });
  const hide = async (productId: string) => {
    const response = await t.app.inject({
      method: 'PATCH',
      url: `/api/adminop/${productId}/hidden`,
      headers: { cookie: admin },
      payload: { hidden: true },
    });
    expect(response.statusCode).toBe(200);
  };
  const readCart = async (cookie: string) =>
    (
      await t.app.inject({ method: 'GET', url: '/api/user/cart', headers: { cookie } })
    ).json<CartResponse>();
  const providerOrders = () =>
    standIn.requests.filter((r) => r.method === 'POST' && r.path === '/v1/orders');
  const ordersOf = (userId: string) => t.db.select().from(orders).where(eq(orders.userId, userId));
  const cartOf = (userId: string) =>
    t.db.select().from(cartLines).where(eq(cartLines.userId, userId));

  it('refuses a product hidden after the shopper saw the cart with 400, before any provider call', async () => {
    const { user, cookie } = await createSignedInCustomer(t.db);
    const lotus = await createProduct(t.db, { title: 'Lotus Stone' });
    const peacock = await createProduct(t.db, { title: 'Peacock Stone' });
    await fillCart(t.db, user.id, [{ product: lotus }, { product: peacock }]);
    // The shopper's last look at the cart still shows both.
    expect((await readCart(cookie)).cartItems).toHaveLength(2);

    await hide(lotus.id);
    const refused = await placeOrder(cookie);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(
      'Lotus Stone is no longer available and was removed from your cart. Please check your cart and try again.',
    );
    expect(refused.json().message).toBe(orderMessages.itemsUnavailable(['Lotus Stone']));
    expect(await ordersOf(user.id)).toEqual([]);
    expect(providerOrders()).toEqual([]);

    // The refused line left the cart with the answer; the next try orders what the cart shows.
    expect((await cartOf(user.id)).map((line) => line.productId)).toEqual([peacock.id]);
    expect(await readCart(cookie)).toMatchObject({ removedItems: [] });
    const placed = await placeOrder(cookie);
    expect(placed.statusCode).toBe(201);
    const { order } = placed.json<CreateOrderResponse>();
    const items = await t.db.select().from(orderItems).where(eq(orderItems.orderId, order.id));
    expect(items.map((item) => item.productId)).toEqual([peacock.id]);
    expect(providerOrders()).toHaveLength(1);
  });

  it('names every refused product, whatever made it unavailable, and orders nothing', async () => {
    const { user, cookie } = await createSignedInCustomer(t.db);
    const hidden = await createProduct(t.db, { title: 'Lotus Stone' });
    const sold = await createProduct(t.db, { title: 'Backwaters' });
    const kept = await createProduct(t.db, { title: 'Ganesha Stone' });
    await fillCart(t.db, user.id, [
      { product: hidden },
      { product: hidden, size: '6 x 4 inches' },
      { product: sold },
      { product: kept },
    ]);
    await hide(hidden.id);
    await t.db
      .update(products)
      .set({ type: 'painting', soldAt: new Date() })
      .where(eq(products.id, sold.id));

    const refused = await placeOrder(cookie);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(
      'Lotus Stone and Backwaters are no longer available and were removed from your cart. Please check your cart and try again.',
    );
    expect(await ordersOf(user.id)).toEqual([]);
    expect(providerOrders()).toEqual([]);
    expect((await cartOf(user.id)).map((line) => line.productId)).toEqual([kept.id]);
  });

  it('re-checks inside its transaction: a hide committed while the order waits for the customer counts', async () => {
    const { user, cookie } = await createSignedInCustomer(t.db);
    const product = await createProduct(t.db, { title: 'Moonlit Stone' });
    await fillCart(t.db, user.id, [{ product }]);
    expect((await readCart(cookie)).cartItems).toHaveLength(1);

    let response!: ReturnType<typeof placeOrder> extends PromiseLike<infer R> ? Promise<R> : never;
    await t.db.transaction(async (tx) => {
      // The order's transaction locks the customer's row first: held here, it waits while the
      // product is hidden, and reads the product only after this commits.
      await tx.select({ id: users.id }).from(users).where(eq(users.id, user.id)).for('update');
      await tx.update(products).set({ hidden: true }).where(eq(products.id, product.id));
      response = Promise.resolve(placeOrder(cookie));
      // On PostgreSQL, commit only once the order is waiting for the lock; on PGlite (one
      // connection) the order's queries simply run after this transaction.
      if (testDatabaseUrl()) await someoneWaitsForALock(tx);
    });

    const refused = await response;
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(orderMessages.itemsUnavailable(['Moonlit Stone']));
    expect(await ordersOf(user.id)).toEqual([]);
    expect(providerOrders()).toEqual([]);
    expect(await cartOf(user.id)).toEqual([]);
  });
});

/** Resolves once a session of this database is waiting for a lock (PostgreSQL only). */
async function someoneWaitsForALock(tx: Db): Promise<void> {
  await vi.waitFor(
    async () => {
      const [row] = rowsOf<{ waiting: number }>(
        await tx.execute(
          sql`select count(*)::int as waiting from pg_stat_activity
              where datname = current_database() and wait_event_type = 'Lock'`,
        ),
      );
      if ((row?.waiting ?? 0) < 1) throw new Error('nobody waits yet');
    },
    { timeout: 5_000, interval: 20 },
  );
}
