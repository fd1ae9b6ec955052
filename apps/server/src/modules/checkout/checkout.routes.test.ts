import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  ADMIN_PRODUCT_PRICE_MAX,
  CART_QUANTITY_MAX,
  SHOP_NAME,
  indiaDate,
  toPaise,
  orderMessages,
  type CreateOrderResponse,
  type Order,
} from '@artshop/shared';
import { cartLines, orderItems, orders, products } from '../../db/schema';
import type { TestApp } from '../../test/build-test-app';
import type { RazorpayStandIn } from '../../test/razorpay-stand-in';
import { useTestApp } from '../../test/use-test-app';
import { createProduct } from '../../test/factories/catalog';
import { createCoupon } from '../../test/factories/coupons';
import { createSignedInAdmin, createSignedInCustomer } from '../../test/factories/users';
import { buildRazorpayTestApp, fillCart, orderBody } from '../../test/factories/checkout';
import { ORDER_RATE_LIMIT } from './checkout.routes';
import { createOrder } from '../../test/factories/orders';

const DAY_MS = 24 * 60 * 60 * 1000;

describe('orders API (Razorpay against the stand-in)', () => {
  let standIn: RazorpayStandIn;
  let t: TestApp;
  useTestApp(buildRazorpayTestApp, (built) => ({ t, standIn } = built));
  beforeEach(() => {
    standIn.requests.length = 0;
  });

  const post = (cookie: string | undefined, payload: unknown) =>
    t.app.inject({
      method: 'POST',
      url: '/api/order',
      headers: cookie ? { cookie } : {},
      payload: payload as object,
    });
  const get = (url: string, cookie?: string) =>
    t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
  const orderRequests = () =>
    standIn.requests.filter((r) => r.method === 'POST' && r.path === '/v1/orders');

  it('answers 401 without a session on every customer order route', async () => {
    const responses = await Promise.all([
      post(undefined, orderBody()),
      get('/api/order/user'),
      get('/api/order/razorpay/order_anything'),
    ]);
    for (const response of responses) {
      expect(response.statusCode).toBe(401);
      expect(response.json().message).toBe('Please log in to continue.');
    }
  });

  it('answers 401 to an admin session on the customer-only routes (admins do not shop as admins)', async () => {
    const { user: admin, cookie } = await createSignedInAdmin(t.db);
    const { order } = await createOrder(t.db, admin.id);
    const responses = [
      await post(cookie, orderBody()),
      await get('/api/order/user', cookie),
      await t.app.inject({
        method: 'POST',
        url: `/api/payments/test/${order.id}`,
        headers: { cookie },
        payload: { outcome: 'success' },
      }),
    ];
    expect(responses.map((r) => r.statusCode)).toEqual([401, 401, 401]);
  });

  it('creates the order and the Razorpay order in paise with Basic auth and a short receipt', async () => {
    const { user, cookie } = await createSignedInCustomer(t.db);
    const product = await createProduct(t.db, { pricePaise: 150_000, discountPercentage: 10 });
    await fillCart(t.db, user.id, [{ product, quantity: 2, size: '6 x 4 inches' }]);

    const response = await post(cookie, orderBody({ email: 'someone-else@example.com' }));
    expect(response.statusCode).toBe(201);
    const body = response.json() as CreateOrderResponse;
    // 2 x 1350 = 2700; welcome offer 20% = 540; + 50 delivery = 2210.
    expect(body.order).toMatchObject({ pay: 2210, status: 'pending' });
    const [sent] = orderRequests();
    expect(sent?.basicAuth).toBe(`${standIn.keyId}:${standIn.keySecret}`);
    const sentBody = sent?.body as {
      amount: number;
      currency: string;
      receipt: string;
      notes: object;
    };
    expect(sentBody.amount).toBe(221_000);
    expect(sentBody.currency).toBe('INR');
    expect(sentBody.receipt.length).toBeLessThanOrEqual(40);
    expect(sentBody.receipt).toBe(body.order.id.replace(/-/g, ''));
    expect(sentBody.notes).toEqual({ orderId: body.order.id });
    expect(standIn.orders.has(body.order.razorpayOrderId)).toBe(true);

    expect(body.checkout).toEqual({
      provider: 'razorpay',
      keyId: standIn.keyId,
      amount: 221_000,
      currency: 'INR',
      razorpayOrderId: body.order.razorpayOrderId,
      callbackUrl: `http://localhost:80/api/transaction/${body.order.id}`,
      name: SHOP_NAME,
      description: `Order ${body.order.number}`,
      // The email is always the account's.
      prefill: { name: 'Asha Rao', email: user.email, contact: '9876543210' },
    });

    const [row] = await t.db.select().from(orders).where(eq(orders.id, body.order.id));
    expect(row).toMatchObject({
      userId: user.id,
      email: user.email,
      name: 'Asha Rao',
      address: orderBody().deliveryAddress,
      subtotalPaise: 270_000,
      discountPaise: 30_000,
      welcomeOfferPaise: 54_000,
      couponPaise: 0,
      deliveryPaise: 5_000,
      totalPaise: 221_000,
      paymentStatus: 'pending',
      provider: 'razorpay',
      razorpayOrderId: body.order.razorpayOrderId,
    });
    const items = await t.db.select().from(orderItems).where(eq(orderItems.orderId, body.order.id));
    expect(items).toEqual([
      expect.objectContaining({
        productId: product.id,
        title: product.title,
        size: '6 x 4 inches',
        quantity: 2,
        pricePaise: 150_000,
        discountPricePaise: 135_000,
        discountPercentage: 10,
        mainImageUrl: expect.stringMatching(/^\/media\/products\//),
      }),
    ]);
    // The cart stays until the payment succeeds.
    expect(await t.db.select().from(cartLines).where(eq(cartLines.userId, user.id))).toHaveLength(
      1,
    );
  });

  it('computes discounts, the welcome offer, the coupon and delivery; prices sent by the client count for nothing', async () => {
    const { user, cookie } = await createSignedInCustomer(t.db);
    const discounted = await createProduct(t.db, { pricePaise: 150_000, discountPercentage: 10 });
    const plain = await createProduct(t.db, { pricePaise: 100_000 });
    const coupon = await createCoupon(t.db, {
      code: `WELCOME${Date.now()}`,
      discountPaise: 10_000,
    });
    await fillCart(t.db, user.id, [
      { product: discounted, quantity: 2 },
      { product: plain, quantity: 1 },
    ]);

    const response = await post(cookie, {
      ...orderBody({ couponCode: coupon.code.toLowerCase() }),
      pay: 1,
      amount: 100,
      totalPaise: 100,
      cartItems: [{ id: plain.id, price: 1, quantity: 1 }],
    });
    expect(response.statusCode).toBe(201);
    const { order } = response.json() as CreateOrderResponse;
    // Subtotal 2700 + 1000 = 3700; discount line 300; welcome 740; coupon 100; delivery 50.
    expect(order.pay).toBe(2910);
    const [row] = await t.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row).toMatchObject({
      subtotalPaise: 370_000,
      discountPaise: 30_000,
      welcomeOfferPaise: 74_000,
      couponCode: coupon.code,
      couponPaise: 10_000,
      totalPaise: 291_000,
    });
    expect((orderRequests()[0]?.body as { amount: number }).amount).toBe(291_000);
  });

  it('gives the welcome offer only until the first paid order', async () => {
    const { user, cookie } = await createSignedInCustomer(t.db);
    const product = await createProduct(t.db, { pricePaise: 100_000 });
    await createOrder(t.db, user.id, [{ product }], { paymentStatus: 'failed' });
    await fillCart(t.db, user.id, [{ product }]);
    const first = await post(cookie, orderBody());
    expect((first.json() as CreateOrderResponse).order.pay).toBe(850);

    await createOrder(t.db, user.id, [{ product }], { paymentStatus: 'success' });
    const second = await post(cookie, orderBody());
    expect((second.json() as CreateOrderResponse).order.pay).toBe(1050);
  });

  it('never takes more coupon than what is left, and always adds ₹50 delivery', async () => {
    const { user, cookie } = await createSignedInCustomer(t.db);
    await createOrder(t.db, user.id, [], { paymentStatus: 'success' });
    const product = await createProduct(t.db, { pricePaise: 50_000 });
    const coupon = await createCoupon(t.db, { discountPaise: 100_000 });
    await fillCart(t.db, user.id, [{ product }]);
    const response = await post(cookie, orderBody({ couponCode: coupon.code }));
    expect(response.statusCode).toBe(201);
    const { order } = response.json() as CreateOrderResponse;
    expect(order.pay).toBe(50);
    const [row] = await t.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row).toMatchObject({ couponPaise: 50_000, totalPaise: 5_000 });
  });

  it('refuses an empty cart, an unknown and an expired coupon, and a painting, creating nothing', async () => {
    const { user, cookie } = await createSignedInCustomer(t.db);
    const empty = await post(cookie, orderBody());
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe(orderMessages.cartEmpty);

    const product = await createProduct(t.db);
    await fillCart(t.db, user.id, [{ product }]);
    const unknown = await post(cookie, orderBody({ couponCode: 'NOSUCHCODE' }));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(orderMessages.couponInvalid);

    const expired = await createCoupon(t.db, {
      expiryDate: indiaDate(new Date(Date.now() - DAY_MS)),
    });
    const late = await post(cookie, orderBody({ couponCode: expired.code }));
    expect(late.statusCode).toBe(400);
    expect(late.json().message).toBe(orderMessages.couponExpired);

    // A product turned into a painting after it was added is never priced.
    await t.db.update(products).set({ type: 'painting' }).where(eq(products.id, product.id));
    const painting = await post(cookie, orderBody());
    expect(painting.statusCode).toBe(400);
    expect(painting.json().message).toBe(orderMessages.itemsUnavailable([product.title]));

    expect(await t.db.select().from(orders).where(eq(orders.userId, user.id))).toEqual([]);
    expect(orderRequests()).toEqual([]);
  });

  it('refuses a cart worth more than the amount columns hold with a clear 400, before the database', async () => {
    const { user, cookie } = await createSignedInCustomer(t.db);
    // The most expensive piece the admin can list, as many as a cart line can hold.
    const priciest = await createProduct(t.db, { pricePaise: toPaise(ADMIN_PRODUCT_PRICE_MAX) });
    await fillCart(t.db, user.id, [{ product: priciest, quantity: CART_QUANTITY_MAX }]);
    const response = await post(cookie, orderBody());
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(orderMessages.amountTooLarge);

    // Two lines that each fit, but not together, are refused as well.
    await t.db.update(cartLines).set({ quantity: 2 }).where(eq(cartLines.userId, user.id));
    await fillCart(t.db, user.id, [{ product: await createProduct(t.db, { pricePaise: 100 }) }]);
    const both = await post(cookie, orderBody());
    expect(both.statusCode).toBe(400);
    expect(both.json().message).toBe(orderMessages.amountTooLarge);
    expect(await t.db.select().from(orders).where(eq(orders.userId, user.id))).toEqual([]);
    expect(orderRequests()).toEqual([]);

    // Exactly at the ceiling (₹2,00,00,000 before offers) is still an order.
    await t.db.delete(cartLines).where(eq(cartLines.userId, user.id));
    await fillCart(t.db, user.id, [{ product: priciest, quantity: 2 }]);
    expect((await post(cookie, orderBody())).statusCode).toBe(201);
  });

  it(`answers 429 with a clear message after ${ORDER_RATE_LIMIT.max} submits by one customer, not to another customer`, async () => {
    const greedy = await createSignedInCustomer(t.db);
    for (let i = 0; i < ORDER_RATE_LIMIT.max; i += 1) {
      // An empty cart answers fast; every submit counts, whatever its answer.
      expect((await post(greedy.cookie, orderBody())).statusCode).toBe(400);
    }
    const refused = await post(greedy.cookie, orderBody());
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(orderMessages.tooManyCheckouts);
    expect(refused.headers['retry-after']).toBeDefined();

    // Same address (every inject comes from 127.0.0.1), another account: not limited.
    const other = await createSignedInCustomer(t.db);
    expect((await post(other.cookie, orderBody())).statusCode).toBe(400);
  });

  it.each([
    ['no body', undefined],
    ['a short address', orderBody({ deliveryAddress: 'x' })],
    ['a bad phone', orderBody({ phone: '12' })],
    ['no name', { ...orderBody(), name: undefined }],
  ])('answers 400 for %s', async (_label, payload) => {
    const { user, cookie } = await createSignedInCustomer(t.db);
    await fillCart(t.db, user.id, [{ product: await createProduct(t.db) }]);
    const response = await post(cookie, payload);
    expect(response.statusCode).toBe(400);
    expect(typeof response.json().message).toBe('string');
  });

  it('answers 502 when Razorpay fails and leaves no order behind; a retry then works', async () => {
    const { user, cookie } = await createSignedInCustomer(t.db);
    await fillCart(t.db, user.id, [{ product: await createProduct(t.db) }]);
    standIn.failNext(500);
    const failed = await post(cookie, orderBody());
    expect(failed.statusCode).toBe(502);
    expect(failed.json().message).toBe(orderMessages.providerUnavailable);
    expect(await t.db.select().from(orders).where(eq(orders.userId, user.id))).toEqual([]);

    const retry = await post(cookie, orderBody());
    expect(retry.statusCode).toBe(201);
    expect(await t.db.select().from(orders).where(eq(orders.userId, user.id))).toHaveLength(1);
  });

  it('reuses the pending order for a repeated submit of the same cart, with the latest address', async () => {
    const { user, cookie } = await createSignedInCustomer(t.db);
    const product = await createProduct(t.db);
    await fillCart(t.db, user.id, [{ product, quantity: 2 }]);
    const first = (await post(cookie, orderBody())).json() as CreateOrderResponse;
    const again = await post(
      cookie,
      orderBody({ deliveryAddress: '99 Park Street, Kolkata, West Bengal, 700016, India' }),
    );
    expect(again.statusCode).toBe(201);
    expect((again.json() as CreateOrderResponse).order).toEqual(first.order);
    expect(orderRequests()).toHaveLength(1);
    const rows = await t.db.select().from(orders).where(eq(orders.userId, user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.address).toBe('99 Park Street, Kolkata, West Bengal, 700016, India');

    // Another cart is another order.
    await t.db.update(cartLines).set({ quantity: 3 }).where(eq(cartLines.userId, user.id));
    const changed = (await post(cookie, orderBody())).json() as CreateOrderResponse;
    expect(changed.order.id).not.toBe(first.order.id);
  });

  it('lists only the customer’s own orders, newest first', async () => {
    const a = await createSignedInCustomer(t.db);
    const b = await createSignedInCustomer(t.db);
    const product = await createProduct(t.db);
    const older = await createOrder(t.db, a.user.id, [{ product }], {
      createdAt: new Date(Date.now() - DAY_MS),
    });
    const newer = await createOrder(t.db, a.user.id, [{ product, quantity: 3 }]);
    await createOrder(t.db, b.user.id, [{ product }]);

    const response = await get('/api/order/user', a.cookie);
    expect(response.statusCode).toBe(200);
    const list = response.json().orders as Order[];
    expect(list.map((o) => o.id)).toEqual([newer.order.id, older.order.id]);
    expect(list[0]?.orderItems[0]).toMatchObject({ productId: product.id, quantity: 3 });
  });

  describe('GET /api/order/razorpay/:ref', () => {
    it('shows the order to its owner and an admin, 404 to another customer and for an unknown ref', async () => {
      const owner = await createSignedInCustomer(t.db);
      const other = await createSignedInCustomer(t.db);
      const { cookie: adminCookie } = await createSignedInAdmin(t.db);
      const { order } = await createOrder(t.db, owner.user.id, [], {
        paymentStatus: 'success',
        provider: 'razorpay',
      });
      const url = `/api/order/razorpay/${order.razorpayOrderId}`;

      const mine = await get(url, owner.cookie);
      expect(mine.statusCode).toBe(200);
      expect(mine.json().order).toMatchObject({
        id: order.id,
        razorpayOrderId: order.razorpayOrderId,
        status: 'success',
        pay: order.totalPaise / 100,
        address: order.address,
      });
      expect((await get(url, adminCookie)).json().order.id).toBe(order.id);
      for (const response of [
        await get(url, other.cookie),
        await get('/api/order/razorpay/order_unknown', owner.cookie),
        await get(`/api/order/razorpay/${'x'.repeat(150)}`, owner.cookie),
      ]) {
        expect(response.statusCode).toBe(404);
        expect(response.json().message).toBe(orderMessages.orderNotFound);
      }
    });

    it('re-checks a pending order with Razorpay, so a captured payment makes it paid', async () => {
      const { user, cookie } = await createSignedInCustomer(t.db);
      const product = await createProduct(t.db);
      await fillCart(t.db, user.id, [{ product, quantity: 2 }]);
      const { order } = (await post(cookie, orderBody())).json() as CreateOrderResponse;
      const url = `/api/order/razorpay/${order.razorpayOrderId}`;

      // Nothing paid yet: still pending.
      expect((await get(url, cookie)).json().order.status).toBe('pending');
      // Then the customer pays and closes the tab; the next poll (after the throttle) finds it.
      const payment = standIn.addPayment(order.razorpayOrderId, { status: 'captured' });
      await t.db.update(orders).set({ paymentCheckedAt: null }).where(eq(orders.id, order.id));
      const paid = await get(url, cookie);
      expect(paid.json().order).toMatchObject({ status: 'success', paidAt: expect.any(String) });
      const [row] = await t.db.select().from(orders).where(eq(orders.id, order.id));
      expect(row?.razorpayPaymentId).toBe(payment.id);
      const [counted] = await t.db.select().from(products).where(eq(products.id, product.id));
      expect(counted?.orderCount).toBe(2);
      expect(await t.db.select().from(cartLines).where(eq(cartLines.userId, user.id))).toEqual([]);
    });

    it('asks Razorpay at most once per few seconds per order, and stays pending when Razorpay is down', async () => {
      const { user, cookie } = await createSignedInCustomer(t.db);
      await fillCart(t.db, user.id, [{ product: await createProduct(t.db) }]);
      const { order } = (await post(cookie, orderBody())).json() as CreateOrderResponse;
      const url = `/api/order/razorpay/${order.razorpayOrderId}`;
      const lookups = () => standIn.requests.filter((r) => r.path.endsWith('/payments')).length;

      standIn.failNext(500);
      const down = await get(url, cookie);
      expect(down.statusCode).toBe(200);
      expect(down.json().order.status).toBe('pending');
      expect(lookups()).toBe(1);
      await get(url, cookie);
      expect(lookups()).toBe(1);
    });

    it('marks the order failed when every payment failed', async () => {
      const { user, cookie } = await createSignedInCustomer(t.db);
      await fillCart(t.db, user.id, [{ product: await createProduct(t.db) }]);
      const { order } = (await post(cookie, orderBody())).json() as CreateOrderResponse;
      standIn.addPayment(order.razorpayOrderId, { status: 'failed' });
      const response = await get(`/api/order/razorpay/${order.razorpayOrderId}`, cookie);
      expect(response.json().order.status).toBe('failed');
    });

    it('does not count a captured payment of another amount', async () => {
      const { user, cookie } = await createSignedInCustomer(t.db);
      await fillCart(t.db, user.id, [{ product: await createProduct(t.db) }]);
      const { order } = (await post(cookie, orderBody())).json() as CreateOrderResponse;
      standIn.addPayment(order.razorpayOrderId, { status: 'captured', amount: 100 });
      const response = await get(`/api/order/razorpay/${order.razorpayOrderId}`, cookie);
      expect(response.json().order.status).toBe('pending');
    });
  });

  it('never sends the key secret to the browser', async () => {
    const { user, cookie } = await createSignedInCustomer(t.db);
    await fillCart(t.db, user.id, [{ product: await createProduct(t.db) }]);
    const response = await post(cookie, orderBody());
    expect(response.statusCode).toBe(201);
    expect(response.body).not.toContain(standIn.keySecret);
  });
});
