import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  ADMIN_ORDER_PAGE_DEFAULT,
  adminOrderMessages,
  orderLifecycleMessages,
  orderMessages,
  shortOrderId,
  type AdminOrder,
  type AdminOrderListResponse,
} from '@artshop/shared';
import { eq } from 'drizzle-orm';
import { orders, users, type OrderRow, type UserRow } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { createProduct } from '../../test/factories/catalog';
import {
  createSignedInAdmin,
  createSignedInCustomer,
  createTestSession,
  createUser,
} from '../../test/factories/users';
import { createOrder, type OrderOverrides } from '../../test/factories/orders';
import { orderStats } from './orders.admin.service';

/** What tracking adds to a parcel the courier has not reported on (decision 0096). */
const untracked = {
  stage: null,
  events: [],
  deliveredAt: null,
  returnedAt: null,
  undeliveredReason: null,
  reattemptRequestedAt: null,
};

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';
/** Marking shipped takes the parcel's courier and tracking number (decision 0047). */
const SHIP = {
  status: 'shipped',
  courier: 'Blue Dart',
  trackingNumber: 'BD123456789IN',
  trackingUrl: 'https://www.bluedart.com/tracking?awb=BD123456789IN',
} as const;

describe('admin orders API', () => {
  let t: TestApp;
  let adminCookie: string;

  beforeAll(async () => {
    t = await buildTestApp();
    ({ cookie: adminCookie } = await createSignedInAdmin(t.db, { name: 'Shop Admin' }));
  });
  afterAll(async () => {
    await t.close();
  });
  // Every test starts from no orders and no customers, so totals, stats and emails are exact.
  beforeEach(async () => {
    await t.db.delete(orders);
    await t.db.delete(users).where(eq(users.role, 'customer'));
  });

  const list = async (query = ''): Promise<AdminOrderListResponse> => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/order${query}`,
      headers: { cookie: adminCookie },
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };
  const setStatus = (id: string, payload: unknown, cookie = adminCookie) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/order/${id}/status`,
      headers: { cookie },
      payload: payload as object,
    });
  const ids = (body: AdminOrderListResponse) => body.orders.map((o) => o.id);

  /** An order placed `minutesAgo` before now, so the newest-first order is known. */
  const placeOrder = async (
    user: Pick<UserRow, 'id'>,
    minutesAgo: number,
    overrides: OrderOverrides = {},
  ): Promise<OrderRow> => {
    const product = await createProduct(t.db, { pricePaise: 200_000, discountPercentage: 25 });
    const { order } = await createOrder(t.db, user.id, [{ product, quantity: 2 }], {
      createdAt: new Date(Date.now() - minutesAgo * 60_000),
      ...overrides,
    });
    return order;
  };

  it('refuses anonymous callers and customers', async () => {
    const { cookie } = await createSignedInCustomer(t.db);
    const user = await createUser(t.db);
    const order = await placeOrder(user, 1, { paymentStatus: 'success' });
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/order' });
    expect(anonymous.statusCode).toBe(401);
    const customer = await t.app.inject({ method: 'GET', url: '/api/order', headers: { cookie } });
    expect(customer.statusCode).toBe(403);
    expect(customer.json()).not.toHaveProperty('orders');

    const put = await setStatus(order.id, SHIP, cookie);
    expect(put.statusCode).toBe(403);
    const anonymousPut = await t.app.inject({
      method: 'PUT',
      url: `/api/order/${order.id}/status`,
      payload: SHIP,
    });
    expect(anonymousPut.statusCode).toBe(401);
    const [row] = await t.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row?.fulfilmentStatus).toBeNull();
  });

  it('lists orders newest first with items, totals in rupees and the account of each order', async () => {
    const asha = await createUser(t.db, {
      name: 'Asha Rao',
      email: 'asha.rao@example.com',
      phone: '9123456780',
    });
    const older = await placeOrder(asha, 10);
    const newer = await placeOrder(asha, 1, { name: 'Ravi Rao', paymentStatus: 'success' });

    const body = await list();
    expect(ids(body)).toEqual([newer.id, older.id]);
    expect(body.total).toBe(2);
    const first = body.orders[0] as AdminOrder;
    expect(first).toMatchObject({
      id: newer.id,
      name: 'Ravi Rao',
      status: 'success',
      fulfilmentStatus: null,
      razorpayOrderId: newer.razorpayOrderId,
      address: newer.address,
      // 2 x ₹1,500 (₹2,000 at 25% off) + ₹50 delivery.
      pay: 3050,
      user: { name: 'Asha Rao', email: 'asha.rao@example.com', phone: '9123456780' },
    });
    expect(first.orderItems).toEqual([
      expect.objectContaining({
        quantity: 2,
        price: 2000,
        discount: true,
        discountPrice: 1500,
        discountPercentage: 25,
      }),
    ]);
  });

  describe('search', () => {
    let asha: OrderRow;
    let ravi: OrderRow;
    let meera: OrderRow;
    beforeEach(async () => {
      const ashaUser = await createUser(t.db, { name: 'Asha Rao', email: 'asha@example.com' });
      const raviUser = await createUser(t.db, { name: 'Ravi Kumar', email: 'ravi@shop.in' });
      // The order's contact may differ from the account: a gift sent to someone else.
      asha = await placeOrder(ashaUser, 3, { name: 'Asha Rao', email: 'asha@example.com' });
      ravi = await placeOrder(raviUser, 2, { name: 'Ravi Kumar', email: 'ravi@shop.in' });
      meera = await placeOrder(ashaUser, 1, {
        name: 'Meera Iyer',
        email: 'meera.gift@example.org',
        razorpayOrderId: 'order_RZP12345XYZ',
      });
    });

    it('finds orders by customer name, case-insensitively, as a substring', async () => {
      expect(ids(await list('?q=RAVI'))).toEqual([ravi.id]);
      expect(ids(await list('?q=kum'))).toEqual([ravi.id]);
      expect(ids(await list('?q=meera%20iy'))).toEqual([meera.id]);
    });

    it("matches the account's name and email as well as the order's own", async () => {
      // Meera's order was placed from Asha's account.
      expect(ids(await list('?q=asha'))).toEqual([meera.id, asha.id]);
      expect(ids(await list('?q=ASHA%40EXAMPLE.COM'))).toEqual([meera.id, asha.id]);
      expect(ids(await list('?q=gift@example'))).toEqual([meera.id]);
      expect(ids(await list('?q=shop.in'))).toEqual([ravi.id]);
    });

    it('finds an order by the 8 characters the table shows, with or without #, in any case', async () => {
      const short = shortOrderId(ravi.id);
      expect(ids(await list(`?q=${short.toUpperCase()}`))).toEqual([ravi.id]);
      expect(ids(await list(`?q=${encodeURIComponent(`#${short}`)}`))).toEqual([ravi.id]);
      expect(ids(await list(`?q=${ravi.id}`))).toEqual([ravi.id]);
      expect(ids(await list('?q=rzp12345'))).toEqual([meera.id]);
    });

    it('counts the matches, not the page, and treats wildcards as text', async () => {
      const body = await list('?q=example&limit=1');
      expect(body.orders).toHaveLength(1);
      expect(body.total).toBe(2);
      expect(body.stats.total).toBe(3);
      expect((await list('?q=%25')).total).toBe(0);
      // As a wildcard 'a_h' would match 'Asha'; as text it matches nothing.
      expect((await list('?q=a_h')).total).toBe(0);
      expect((await list('?q=nobody-here')).orders).toEqual([]);
      // A blank search is no search.
      expect((await list('?q=%20%20')).total).toBe(3);
    });
  });

  it('pages with limit and offset (20 by default) and keeps the total', async () => {
    const user = await createUser(t.db);
    const placed: OrderRow[] = [];
    for (let i = 0; i < 23; i += 1) placed.push(await placeOrder(user, 100 - i));
    const newestFirst = placed.reverse().map((o) => o.id);

    const first = await list();
    expect(first.orders).toHaveLength(ADMIN_ORDER_PAGE_DEFAULT);
    expect(first.total).toBe(23);
    expect(ids(first)).toEqual(newestFirst.slice(0, 20));
    const second = await list('?limit=20&offset=20');
    expect(ids(second)).toEqual(newestFirst.slice(20));
    expect(second.total).toBe(23);
    expect(ids(await list('?limit=5&offset=5'))).toEqual(newestFirst.slice(5, 10));
    expect((await list('?offset=100')).orders).toEqual([]);
  });

  it('refuses bad paging, filters and over-long searches with 400 and a clear message', async () => {
    const cases: [string, string][] = [
      ['?limit=0', adminOrderMessages.limitInvalid],
      ['?limit=101', adminOrderMessages.limitInvalid],
      ['?limit=abc', adminOrderMessages.limitInvalid],
      ['?limit=2.5', adminOrderMessages.limitInvalid],
      ['?offset=-1', adminOrderMessages.offsetInvalid],
      ['?status=shipping', adminOrderMessages.statusFilterInvalid],
      [`?q=${'a'.repeat(101)}`, adminOrderMessages.searchTooLong],
      ['?q=a&q=b', adminOrderMessages.searchInvalid],
    ];
    for (const [query, message] of cases) {
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/order${query}`,
        headers: { cookie: adminCookie },
      });
      expect(response.statusCode, query).toBe(400);
      expect(response.json().message, query).toBe(message);
    }
  });

  it('counts total, pending, to ship (paid) and completed (delivered) orders, and filters by them', async () => {
    const user = await createUser(t.db);
    const pending = await placeOrder(user, 6);
    const paid = await placeOrder(user, 5, { paymentStatus: 'success' });
    const processing = await placeOrder(user, 4, {
      paymentStatus: 'success',
      fulfilmentStatus: 'processing',
    });
    const shipped = await placeOrder(user, 3, {
      paymentStatus: 'success',
      fulfilmentStatus: 'shipped',
    });
    const delivered = await placeOrder(user, 2, {
      paymentStatus: 'success',
      fulfilmentStatus: 'delivered',
    });
    const failed = await placeOrder(user, 1, { paymentStatus: 'failed' });

    const expected = { total: 6, pending: 1, toShip: 2, completed: 1 };
    expect(await orderStats(t.db)).toEqual(expected);
    const body = await list('?limit=1');
    expect(body.stats).toEqual(expected);

    expect(ids(await list('?status=pending'))).toEqual([pending.id]);
    expect(ids(await list('?status=toShip'))).toEqual([processing.id, paid.id]);
    expect(ids(await list('?status=completed'))).toEqual([delivered.id]);
    expect(ids(await list('?status=failed'))).toEqual([failed.id]);
    expect(ids(await list('?status=shipped'))).toEqual([shipped.id]);
    expect((await list('?status=shipped')).total).toBe(1);
    // The stats always describe every order, whatever the filter.
    expect((await list('?status=failed')).stats).toEqual(expected);
  });

  it('starts with zero counts', async () => {
    expect(await orderStats(t.db)).toEqual({ total: 0, pending: 0, toShip: 0, completed: 0 });
    expect(await list()).toEqual({
      orders: [],
      total: 0,
      stats: { total: 0, pending: 0, toShip: 0, completed: 0 },
      nextCursor: null,
    });
  });

  describe('status changes', () => {
    it('moves a paid order through processing, shipped and delivered, and the customer sees it', async () => {
      const customer = await createUser(t.db, { name: 'Asha Rao' });
      const order = await placeOrder(customer, 1, { paymentStatus: 'success' });

      for (const status of ['processing', 'shipped', 'delivered'] as const) {
        const response = await setStatus(order.id, status === 'shipped' ? SHIP : { status });
        expect(response.statusCode, response.body).toBe(200);
        expect(response.json().order).toMatchObject({
          id: order.id,
          status: 'success',
          fulfilmentStatus: status,
          user: { name: 'Asha Rao' },
        });
      }
      expect((await list()).orders[0]?.fulfilmentStatus).toBe('delivered');

      // The customer's own list shows the admin's step.
      const { cookie } = await createTestSession(t.db, customer);
      const mine = await t.app.inject({
        method: 'GET',
        url: '/api/order/user',
        headers: { cookie },
      });
      expect(mine.statusCode, mine.body).toBe(200);
      expect(mine.json().orders).toEqual([
        expect.objectContaining({
          id: order.id,
          status: 'success',
          fulfilmentStatus: 'delivered',
          // Delivered after shipping: the parcel's details stay on the order.
          shipment: {
            courier: SHIP.courier,
            trackingNumber: SHIP.trackingNumber,
            trackingUrl: SHIP.trackingUrl,
            shippedAt: expect.any(String),
            // Marked delivered by the admin: the day is recorded, the courier reported nothing.
            ...untracked,
            deliveredAt: expect.any(String),
          },
        }),
      ]);
    });

    it('records the courier and tracking number, trimmed, and lets the admin correct them', async () => {
      const user = await createUser(t.db);
      const order = await placeOrder(user, 1, { paymentStatus: 'success' });
      const shipped = await setStatus(order.id, {
        status: 'shipped',
        courier: '  India Post ',
        trackingNumber: ' EM123456789IN ',
        trackingUrl: '',
      });
      expect(shipped.statusCode, shipped.body).toBe(200);
      expect(shipped.json().order.shipment).toEqual({
        courier: 'India Post',
        trackingNumber: 'EM123456789IN',
        trackingUrl: null,
        shippedAt: expect.any(String),
        ...untracked,
      });
      const firstShippedAt = shipped.json().order.shipment.shippedAt as string;

      const corrected = await setStatus(order.id, SHIP);
      expect(corrected.statusCode, corrected.body).toBe(200);
      // A correction changes the parcel, not the day it left.
      expect(corrected.json().order.shipment).toEqual({
        courier: SHIP.courier,
        trackingNumber: SHIP.trackingNumber,
        trackingUrl: SHIP.trackingUrl,
        shippedAt: firstShippedAt,
        ...untracked,
      });
    });

    it('refuses shipping without a courier or tracking number, or with a link that is not a web address', async () => {
      const user = await createUser(t.db);
      const order = await placeOrder(user, 1, { paymentStatus: 'success' });
      const cases: [object, string][] = [
        [{ status: 'shipped' }, orderLifecycleMessages.courierRequired],
        [{ ...SHIP, courier: '   ' }, orderLifecycleMessages.courierRequired],
        [{ ...SHIP, trackingNumber: undefined }, orderLifecycleMessages.trackingNumberRequired],
        [{ ...SHIP, trackingNumber: 'x'.repeat(61) }, orderLifecycleMessages.trackingNumberTooLong],
        [
          { ...SHIP, trackingUrl: 'javascript:alert(1)' },
          orderLifecycleMessages.trackingUrlInvalid,
        ],
        [{ ...SHIP, trackingUrl: 'bluedart' }, orderLifecycleMessages.trackingUrlInvalid],
      ];
      for (const [payload, message] of cases) {
        const response = await setStatus(order.id, payload);
        expect(response.statusCode, JSON.stringify(payload)).toBe(400);
        expect(response.json().message).toBe(message);
      }
      const [row] = await t.db.select().from(orders).where(eq(orders.id, order.id));
      expect(row).toMatchObject({ fulfilmentStatus: null, courier: null, trackingNumber: null });
    });

    it('lets the admin correct a slip, but a cancelled order stays cancelled', async () => {
      const user = await createUser(t.db);
      const order = await placeOrder(user, 1, {
        paymentStatus: 'success',
        fulfilmentStatus: 'delivered',
      });
      const back = await setStatus(order.id, SHIP);
      expect(back.statusCode).toBe(200);
      expect(back.json().order.fulfilmentStatus).toBe('shipped');

      const cancelled = await placeOrder(user, 1, {
        paymentStatus: 'success',
        fulfilmentStatus: 'cancelled',
        cancelledAt: new Date(),
      });
      for (const payload of [{ status: 'processing' }, SHIP, { status: 'delivered' }]) {
        const response = await setStatus(cancelled.id, payload);
        expect(response.statusCode, JSON.stringify(payload)).toBe(409);
        expect(response.json().message).toBe(orderLifecycleMessages.cancelledFinal);
      }
      const [row] = await t.db.select().from(orders).where(eq(orders.id, cancelled.id));
      expect(row).toMatchObject({ fulfilmentStatus: 'cancelled', courier: null });
    });

    it('refuses an order that is not paid, and leaves it as it was', async () => {
      const user = await createUser(t.db);
      for (const paymentStatus of ['pending', 'failed'] as const) {
        const order = await placeOrder(user, 1, { paymentStatus });
        const response = await setStatus(order.id, SHIP);
        expect(response.statusCode).toBe(409);
        expect(response.json().message).toBe(orderMessages.fulfilmentNeedsPayment);
        const [row] = await t.db.select().from(orders).where(eq(orders.id, order.id));
        expect(row).toMatchObject({ paymentStatus, fulfilmentStatus: null });
      }
    });

    it('refuses any other status value or body with 400 statusInvalid', async () => {
      const user = await createUser(t.db);
      const order = await placeOrder(user, 1, { paymentStatus: 'success' });
      for (const payload of [
        { status: 'success' },
        { status: 'pending' },
        { status: 'SHIPPED' },
        { status: 3 },
        {},
        [],
      ]) {
        const response = await setStatus(order.id, payload);
        expect(response.statusCode, JSON.stringify(payload)).toBe(400);
        expect(response.json().message).toBe(orderMessages.statusInvalid);
      }
      const [row] = await t.db.select().from(orders).where(eq(orders.id, order.id));
      expect(row?.fulfilmentStatus).toBeNull();
    });

    it('answers 404 for an unknown or malformed id', async () => {
      for (const id of [UNKNOWN_ID, 'not-a-uuid', '1234']) {
        const response = await setStatus(id, SHIP);
        expect(response.statusCode, id).toBe(404);
        expect(response.json().message).toBe(orderMessages.orderNotFound);
      }
    });
  });
});
