import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { CreateOrderResponse } from '@artshop/shared';
import { createHmac } from 'node:crypto';
import { cartLines, mailOutbox, orders, products } from '../../db/schema';
import type { TestApp } from '../../test/build-test-app';
import type { RazorpayStandIn } from '../../test/razorpay-stand-in';
import { useTestApp } from '../../test/use-test-app';
import { createProduct } from '../../test/factories/catalog';
import {
  WEBHOOK_SECRET,
  buildRazorpayTestApp,
  fillCart,
  orderBody,
  placePendingOrder,
} from '../../test/factories/checkout';
import { createSignedInCustomer } from '../../test/factories/users';
import { applyPaymentOutcome, sweepUnpaidOrders } from '../../test/factories/payments';

/**
 * Races. On PGlite (one query at a time) they pass trivially; they prove something on a PostgreSQL
 * server: run with TEST_DATABASE_URL=postgres://... (DESIGN section 1).
 */
describe('concurrent checkouts and payment events', () => {
  let standIn: RazorpayStandIn;
  let t: TestApp;
  useTestApp(buildRazorpayTestApp, (built) => ({ t, standIn } = built));

  it('gives one pending order for concurrent submits of the same cart', async () => {
    const { user, cookie } = await createSignedInCustomer(t.db);
    await fillCart(t.db, user.id, [{ product: await createProduct(t.db), quantity: 2 }]);
    const before = standIn.orders.size;
    const responses = await Promise.all(
      Array.from({ length: 8 }, () =>
        t.app.inject({
          method: 'POST',
          url: '/api/order',
          headers: { cookie },
          payload: orderBody(),
        }),
      ),
    );
    expect(responses.map((r) => r.statusCode)).toEqual(Array(8).fill(201));
    const ids = new Set(responses.map((r) => (r.json() as CreateOrderResponse).order.id));
    expect(ids.size).toBe(1);
    expect(await t.db.select().from(orders).where(eq(orders.userId, user.id))).toHaveLength(1);
    expect(standIn.orders.size - before).toBe(1);
  });

  it('makes exactly one transition for a concurrent callback, webhooks, re-checks and sweep', async () => {
    const { userId, cookie, product, order } = await placePendingOrder(t, { quantity: 3 });
    const ref = order.razorpayOrderId;
    const amount = Math.round(order.pay * 100);
    const payment = standIn.addPayment(ref, { status: 'captured' });
    // Old enough for the sweep.
    await t.db
      .update(orders)
      .set({ createdAt: new Date(Date.now() - 10 * 60_000) })
      .where(eq(orders.id, order.id));

    const signature = createHmac('sha256', standIn.keySecret)
      .update(`${ref}|${payment.id}`)
      .digest('hex');
    const webhook = (eventId: string, event: string) => {
      const raw = JSON.stringify({
        event,
        payload: {
          payment: {
            entity: { id: payment.id, amount, currency: 'INR', status: 'captured', order_id: ref },
          },
        },
      });
      return t.app.inject({
        method: 'POST',
        url: '/api/webhooks/razorpay',
        headers: {
          'content-type': 'application/json',
          'x-razorpay-signature': createHmac('sha256', WEBHOOK_SECRET).update(raw).digest('hex'),
          'x-razorpay-event-id': eventId,
        },
        payload: raw,
      });
    };
    const callback = () =>
      t.app.inject({
        method: 'POST',
        url: `/api/transaction/${order.id}`,
        payload: {
          razorpay_payment_id: payment.id,
          razorpay_order_id: ref,
          razorpay_signature: signature,
        },
      });
    const poll = () =>
      t.app.inject({ method: 'GET', url: `/api/order/razorpay/${ref}`, headers: { cookie } });

    const results = await Promise.all([
      callback(),
      callback(),
      webhook('evt_race_1', 'payment.captured'),
      webhook('evt_race_2', 'order.paid'),
      webhook('evt_race_1', 'payment.captured'),
      poll(),
      poll(),
      sweepUnpaidOrders(t.db, t.app.payments, t.config),
      applyPaymentOutcome(
        t.db,
        { orderId: order.id, outcome: 'success', paymentId: payment.id },
        t.config,
      ),
    ]);
    const responses = results.slice(0, 7) as Awaited<ReturnType<typeof poll>>[];
    expect(responses.map((r) => r.statusCode)).toEqual([303, 303, 200, 200, 200, 200, 200]);

    const [row] = await t.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row?.paymentStatus).toBe('success');
    const [counted] = await t.db.select().from(products).where(eq(products.id, product.id));
    expect(counted?.orderCount).toBe(3);
    expect(await t.db.select().from(cartLines).where(eq(cartLines.userId, userId))).toEqual([]);
    // The confirmation is written by the one transition that paid the order, so exactly once.
    const confirmations = await t.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.dedupeKey, `order-paid:${order.id}:customer`));
    expect(confirmations).toHaveLength(1);
  });

  it('counts every transition exactly once across many orders paid at the same time', async () => {
    const product = await createProduct(t.db);
    const placed = [];
    for (let i = 0; i < 6; i += 1) {
      placed.push((await placePendingOrder(t, { product })).order.id);
    }
    const changed = await Promise.all(
      placed.flatMap((orderId) =>
        [1, 2].map(() =>
          applyPaymentOutcome(t.db, { orderId, outcome: 'success', paymentId: null }, t.config),
        ),
      ),
    );
    expect(changed.filter(Boolean)).toHaveLength(6);
    const [counted] = await t.db.select().from(products).where(eq(products.id, product.id));
    expect(counted?.orderCount).toBe(6);
  });
});
