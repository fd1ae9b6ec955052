import { and, eq, gt } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { orderMessages, type CreateOrderResponse } from '@artshop/shared';
import { cartLines, orders } from '../../db/schema';
import {
  PaymentProviderError,
  type PaymentProviderAdapter,
  type ProviderOrder,
} from '../../payment-providers/provider';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { useTestApp } from '../../test/use-test-app';
import { createProduct } from '../../test/factories/catalog';
import { createCoupon } from '../../test/factories/coupons';
import { applyPaymentOutcome } from '../../test/factories/payments';
import { createSignedInCustomer } from '../../test/factories/users';
import { fillCart, orderBody } from '../../test/factories/checkout';
import { createOrder as insertOrderRow } from '../../test/factories/orders';

/**
 * Checkouts with the provider call outside any transaction, and offers that cannot be farmed
 * (docs/decisions/0037-orders-outside-transactions-and-offer-limits.md). The provider is held at the
 * adapter boundary by a promise the test releases, never by timers. The races prove something on
 * a PostgreSQL server (TEST_DATABASE_URL=postgres://...); on PGlite the held provider proves that
 * no transaction stays open while it waits (PGlite has one connection).
 */
describe('checkout outside transactions', () => {
  let t: TestApp;
  useTestApp(buildTestApp, (built) => (t = built));
  afterEach(() => {
    vi.restoreAllMocks();
    vi.useRealTimers();
  });

  /**
   * Holds the next provider order until `release()` (or fails it with `fail()`); `reached` resolves
   * once the checkout is waiting on the provider. Later calls go to the real adapter.
   */
  function holdNextProviderOrder() {
    const payments: PaymentProviderAdapter = t.app.payments;
    const real = payments.createOrder.bind(payments);
    let release!: () => void;
    let fail!: (error: Error) => void;
    const gate = new Promise<void>((resolve, reject) => {
      release = resolve;
      fail = reject;
    });
    let signal!: () => void;
    const reached = new Promise<void>((resolve) => (signal = resolve));
    const spy = vi
      .spyOn(payments, 'createOrder')
      .mockImplementationOnce(async (input): Promise<ProviderOrder> => {
        signal();
        await gate;
        return real(input);
      });
    return { reached, release, fail, spy };
  }

  const submit = (cookie: string, overrides: Parameters<typeof orderBody>[0] = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/api/order',
      headers: { cookie },
      payload: orderBody(overrides),
    });

  /** A customer with one line of a new product in the cart. */
  async function shopper(quantity = 1) {
    const customer = await createSignedInCustomer(t.db);
    await fillCart(t.db, customer.user.id, [{ product: await createProduct(t.db), quantity }]);
    return customer;
  }

  const ordersOf = (userId: string) => t.db.select().from(orders).where(eq(orders.userId, userId));

  /** Resolves when the row of `orderId` satisfies `test` (a request's first transaction committed). */
  const rowBecomes = (orderId: string, test: (row: typeof orders.$inferSelect) => boolean) =>
    vi.waitFor(
      async () => {
        const [row] = await t.db.select().from(orders).where(eq(orders.id, orderId));
        if (!row || !test(row)) throw new Error('not yet');
      },
      { timeout: 5_000, interval: 20 },
    );

  it('lets other shoppers and plain reads through while one checkout waits on the provider', async () => {
    const a = await shopper();
    const b = await shopper();
    const held = holdNextProviderOrder();
    let aSettled = false;
    const aResponse = submit(a.cookie).finally(() => (aSettled = true));
    await held.reached;

    // Before the split, each of these waited for A's transaction (on PGlite: for the only connection).
    const list = await t.app.inject({ method: 'GET', url: '/api/adminop/type/stoneArt' });
    expect(list.statusCode).toBe(200);
    const bResponse = await submit(b.cookie);
    expect(bResponse.statusCode).toBe(201);
    expect(aSettled).toBe(false);

    // A's reservation exists meanwhile, but is not shown to its customer as a checkout.
    const [reserved] = await ordersOf(a.user.id);
    expect(reserved).toMatchObject({ paymentStatus: 'pending', razorpayOrderId: null });
    const mine = await t.app.inject({
      method: 'GET',
      url: '/api/order/user',
      headers: { cookie: a.cookie },
    });
    expect(mine.json().orders).toEqual([]);

    held.release();
    const done = await aResponse;
    expect(done.statusCode).toBe(201);
    const body = done.json<CreateOrderResponse>();
    const [row] = await ordersOf(a.user.id);
    expect(row?.id).toBe(body.order.id);
    expect(row?.razorpayOrderId).toBe(body.order.razorpayOrderId);
  });

  it('answers a second submit of the same cart, made while the first waits on the provider, with the same checkout', async () => {
    const a = await shopper(2);
    const held = holdNextProviderOrder();
    const first = submit(a.cookie);
    await held.reached;
    const [reserved] = await ordersOf(a.user.id);
    const address = '99 Park Street, Kolkata, West Bengal, 700016, India';
    let secondSettled = false;
    const second = submit(a.cookie, { deliveryAddress: address }).finally(
      () => (secondSettled = true),
    );
    // The second request's transaction has run (it took its address) and it now waits.
    await rowBecomes(reserved?.id ?? '', (row) => row.address === address);
    expect(secondSettled).toBe(false);

    held.release();
    const [one, two] = await Promise.all([first, second]);
    expect([one.statusCode, two.statusCode]).toEqual([201, 201]);
    expect(two.json<CreateOrderResponse>().order).toEqual(one.json<CreateOrderResponse>().order);
    expect(held.spy).toHaveBeenCalledTimes(1);
    const rows = await ordersOf(a.user.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.address).toBe(address);
  });

  it('gives up waiting with a clear 409 if the first checkout is still at the provider after the wait', async () => {
    const a = await shopper();
    const held = holdNextProviderOrder();
    const first = submit(a.cookie);
    await held.reached;
    const [reserved] = await ordersOf(a.user.id);
    // Only Date is faked: the database, the poll's sleep and the held promise keep working.
    vi.useFakeTimers({ toFake: ['Date'] });
    const address = '7 Residency Road, Bengaluru, Karnataka, 560025, India';
    const second = submit(a.cookie, { deliveryAddress: address });
    await rowBecomes(reserved?.id ?? '', (row) => row.address === address);
    vi.setSystemTime(Date.now() + 20_000);
    const late = await second;
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(orderMessages.checkoutInProgress);

    vi.useRealTimers();
    held.release();
    expect((await first).statusCode).toBe(201);
  });

  it('answers 502 and leaves nothing payable when the provider fails; a waiting resubmit tries again on its own', async () => {
    const a = await shopper();
    const held = holdNextProviderOrder();
    const first = submit(a.cookie);
    await held.reached;
    const [reserved] = await ordersOf(a.user.id);
    const address = '3 Marine Drive, Mumbai, Maharashtra, 400020, India';
    const second = submit(a.cookie, { deliveryAddress: address });
    await rowBecomes(reserved?.id ?? '', (row) => row.address === address);

    held.fail(new PaymentProviderError('Razorpay is down', 500));
    const failed = await first;
    expect(failed.statusCode).toBe(502);
    expect(failed.json().message).toBe(orderMessages.providerUnavailable);
    const retried = await second;
    expect(retried.statusCode).toBe(201);

    const rows = await ordersOf(a.user.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.id).not.toBe(reserved?.id);
    expect(rows[0]?.razorpayOrderId).toBe(
      retried.json<CreateOrderResponse>().order.razorpayOrderId,
    );
  });

  it('replaces a checkout still at the provider when the customer submits another cart (409 for the first)', async () => {
    const a = await shopper();
    const coupon = await createCoupon(t.db, { discountPaise: 100 });
    const held = holdNextProviderOrder();
    const first = submit(a.cookie);
    await held.reached;

    const second = await submit(a.cookie, { couponCode: coupon.code });
    expect(second.statusCode).toBe(201);
    held.release();
    const replaced = await first;
    expect(replaced.statusCode).toBe(409);
    expect(replaced.json().message).toBe(orderMessages.checkoutReplaced);

    const rows = await ordersOf(a.user.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ couponCode: coupon.code, paymentStatus: 'pending' });
  });

  it('drops a reservation whose request died (never listed, never swept) at the next checkout', async () => {
    const a = await shopper();
    const { order: stale } = await insertOrderRow(t.db, a.user.id, [], {
      razorpayOrderId: null,
      createdAt: new Date(Date.now() - 5 * 60_000),
    });
    const listed = await t.app.inject({
      method: 'GET',
      url: '/api/order/user',
      headers: { cookie: a.cookie },
    });
    expect(listed.json().orders).toEqual([]);

    expect((await submit(a.cookie)).statusCode).toBe(201);
    const rows = await ordersOf(a.user.id);
    expect(rows.map((r) => r.id)).not.toContain(stale.id);
    expect(rows).toHaveLength(1);
  });

  it('keeps one live checkout per customer: a new cart supersedes the pending order, which a late capture still pays', async () => {
    const a = await shopper();
    const first = (await submit(a.cookie)).json<CreateOrderResponse>().order;
    await t.db.update(cartLines).set({ quantity: 2 }).where(eq(cartLines.userId, a.user.id));
    const second = (await submit(a.cookie)).json<CreateOrderResponse>().order;
    expect(second.id).not.toBe(first.id);

    const byId = new Map((await ordersOf(a.user.id)).map((row) => [row.id, row]));
    expect(byId.get(first.id)?.paymentStatus).toBe('failed');
    expect(byId.get(second.id)?.paymentStatus).toBe('pending');
    // Both carried the welcome offer, but only one is a live checkout.
    expect(byId.get(first.id)?.welcomeOfferPaise).toBeGreaterThan(0);
    expect(byId.get(second.id)?.welcomeOfferPaise).toBeGreaterThan(0);

    // A payment Razorpay captured for the superseded order anyway is recorded: money is never lost.
    expect(
      await applyPaymentOutcome(
        t.db,
        { orderId: first.id, outcome: 'success', paymentId: null },
        t.config,
      ),
    ).toBe(true);
    const [paid] = await t.db.select().from(orders).where(eq(orders.id, first.id));
    expect(paid?.paymentStatus).toBe('success');
  });

  it('never leaves two live checkouts with the welcome offer, however many carts are submitted at once', async () => {
    const a = await shopper();
    const coupon = await createCoupon(t.db, { discountPaise: 100 });
    const responses = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        submit(a.cookie, i % 2 ? { couponCode: coupon.code } : {}),
      ),
    );
    for (const response of responses) expect([201, 409]).toContain(response.statusCode);
    expect(responses.some((r) => r.statusCode === 201)).toBe(true);

    const live = await t.db
      .select()
      .from(orders)
      .where(
        and(
          eq(orders.userId, a.user.id),
          eq(orders.paymentStatus, 'pending'),
          gt(orders.welcomeOfferPaise, 0),
        ),
      );
    expect(live).toHaveLength(1);
    expect(live[0]?.razorpayOrderId).not.toBeNull();
  });

  it('never lets concurrent checkouts of many customers exceed a coupon’s total limit', async () => {
    const coupon = await createCoupon(t.db, { discountPaise: 100, maxUses: 3 });
    const shoppers = await Promise.all(Array.from({ length: 10 }, () => shopper()));
    const responses = await Promise.all(
      shoppers.map((s) => submit(s.cookie, { couponCode: coupon.code.toLowerCase() })),
    );
    const statuses = responses.map((r) => r.statusCode).sort();
    expect(statuses).toEqual([...Array(3).fill(201), ...Array(7).fill(400)]);
    for (const refused of responses.filter((r) => r.statusCode === 400)) {
      expect(refused.json().message).toBe(orderMessages.couponLimitReached);
    }
    const used = await t.db.select().from(orders).where(eq(orders.couponCode, coupon.code));
    expect(used).toHaveLength(3);
  });

  it('frees a coupon use when the checkout holding it fails at the provider', async () => {
    const coupon = await createCoupon(t.db, { discountPaise: 100, maxUses: 1 });
    const a = await shopper();
    const b = await shopper();
    const held = holdNextProviderOrder();
    const first = submit(a.cookie, { couponCode: coupon.code });
    await held.reached;
    // A's reservation holds the only use meanwhile.
    const blocked = await submit(b.cookie, { couponCode: coupon.code });
    expect(blocked.statusCode).toBe(400);
    expect(blocked.json().message).toBe(orderMessages.couponLimitReached);

    held.fail(new PaymentProviderError('Razorpay is down', 503));
    expect((await first).statusCode).toBe(502);
    expect((await submit(b.cookie, { couponCode: coupon.code })).statusCode).toBe(201);
  });

  it('holds a customer to the per-customer limit across paid orders, and lets the same checkout be resubmitted', async () => {
    const coupon = await createCoupon(t.db, { discountPaise: 100, maxUsesPerCustomer: 1 });
    const a = await shopper();
    const placed = await submit(a.cookie, { couponCode: coupon.code });
    expect(placed.statusCode).toBe(201);
    // Resubmitting the live checkout is not a second use.
    const again = await submit(a.cookie, { couponCode: coupon.code });
    expect(again.json<CreateOrderResponse>().order.id).toBe(
      placed.json<CreateOrderResponse>().order.id,
    );

    await applyPaymentOutcome(
      t.db,
      {
        orderId: placed.json<CreateOrderResponse>().order.id,
        outcome: 'success',
        paymentId: null,
      },
      t.config,
    );
    await fillCart(t.db, a.user.id, [{ product: await createProduct(t.db) }]);
    const refused = await submit(a.cookie, { couponCode: coupon.code });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(orderMessages.couponAlreadyUsed);
    const lookUp = await t.app.inject({
      method: 'GET',
      url: `/api/coupons/${coupon.code}`,
      headers: { cookie: a.cookie },
    });
    expect(lookUp.json().message).toBe(orderMessages.couponAlreadyUsed);
    // Without the coupon the same cart goes through; another customer may still use it.
    expect((await submit(a.cookie)).statusCode).toBe(201);
    const b = await shopper();
    expect((await submit(b.cookie, { couponCode: coupon.code })).statusCode).toBe(201);
  });

  it('never lets one customer’s concurrent checkouts use a coupon beyond the per-customer limit', async () => {
    const coupon = await createCoupon(t.db, { discountPaise: 100, maxUsesPerCustomer: 1 });
    const a = await shopper();
    const responses = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        submit(a.cookie, { couponCode: coupon.code, name: i % 2 ? 'Asha Rao' : 'Asha R Rao' }),
      ),
    );
    for (const response of responses) expect([201, 409]).toContain(response.statusCode);
    const live = await t.db
      .select()
      .from(orders)
      .where(and(eq(orders.userId, a.user.id), eq(orders.paymentStatus, 'pending')));
    expect(live).toHaveLength(1);
  });
});
