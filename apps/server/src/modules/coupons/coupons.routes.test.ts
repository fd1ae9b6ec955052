import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cartMessages, indiaDate } from '@artshop/shared';
import { eq } from 'drizzle-orm';
import { orders } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { useTestApp } from '../../test/use-test-app';
import { createOrder } from '../../test/factories/orders';
import { createSignedInCustomer } from '../../test/factories/users';
import { COUPON_LOOKUP_RATE_LIMIT } from './coupons.routes';
import { createCoupon } from '../../test/factories/coupons';

const DAY_MS = 24 * 60 * 60 * 1000;

describe('GET /api/coupons/:code', () => {
  let t: TestApp;
  let cookie: string;
  beforeAll(async () => {
    t = await buildTestApp();
    ({ cookie } = await createSignedInCustomer(t.db));
  });
  afterAll(async () => {
    await t.close();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const lookUp = (code: string, withCookie: string | null = cookie) =>
    t.app.inject({
      method: 'GET',
      url: `/api/coupons/${encodeURIComponent(code)}`,
      headers: withCookie ? { cookie: withCookie } : {},
    });

  it('finds a coupon whatever the case of the code, with the discount in rupees', async () => {
    const coupon = await createCoupon(t.db, {
      code: 'Diwali250',
      discountPaise: 25_050,
      expiryDate: '2099-12-31',
    });
    for (const code of ['Diwali250', 'diwali250', 'DIWALI250', ' diwali250 ']) {
      const response = await lookUp(code);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        coupon: { code: coupon.code, discount: 250.5, expiryDate: '2099-12-31' },
      });
    }
  });

  it("answers 404 'Invalid coupon code' for an unknown or absurdly long code", async () => {
    for (const code of ['NOPE', 'x'.repeat(150)]) {
      const response = await lookUp(code);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ statusCode: 404, message: 'Invalid coupon code' });
    }
  });

  it('answers 400 for a blank code, not 500', async () => {
    const response = await lookUp('   ');
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(cartMessages.couponEmpty);
  });

  it("answers 400 'This coupon has expired' after its expiry day", async () => {
    const yesterday = indiaDate(new Date(Date.now() - DAY_MS));
    const coupon = await createCoupon(t.db, { expiryDate: yesterday });
    const response = await lookUp(coupon.code);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ statusCode: 400, message: 'This coupon has expired' });
  });

  it('is valid through the whole of its expiry day in India', async () => {
    const coupon = await createCoupon(t.db, { expiryDate: indiaDate(new Date()) });
    expect((await lookUp(coupon.code)).statusCode).toBe(200);
  });

  it('switches to expired at midnight India time (18:30 UTC)', async () => {
    const coupon = await createCoupon(t.db, { code: 'BOUNDARY', expiryDate: '2026-11-22' });
    // Only Date is faked: timers and the database keep working.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-22T18:29:00Z'));
    const { cookie: lateCookie } = await createSignedInCustomer(t.db);
    expect((await lookUp(coupon.code, lateCookie)).statusCode).toBe(200);
    vi.setSystemTime(new Date('2026-11-22T18:31:00Z'));
    const after = await lookUp(coupon.code, lateCookie);
    expect(after.statusCode).toBe(400);
    expect(after.json().message).toBe(cartMessages.couponExpired);
  });

  it('answers 401 without a customer session', async () => {
    const coupon = await createCoupon(t.db);
    const response = await lookUp(coupon.code, null);
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe('Please log in to continue.');
  });

  it('says when the customer has used the coupon up, or everyone has (decision 0037)', async () => {
    const coupon = await createCoupon(t.db, { maxUses: 2, maxUsesPerCustomer: 1 });
    const me = await createSignedInCustomer(t.db);
    const other = await createSignedInCustomer(t.db);
    // My own unpaid checkout holds no use against me: the next checkout replaces or reuses it.
    const { order } = await createOrder(t.db, me.user.id, [], {
      couponCode: coupon.code.toLowerCase(),
    });
    expect((await lookUp(coupon.code, me.cookie)).statusCode).toBe(200);
    // Another customer sees one use held by my checkout and one left.
    expect((await lookUp(coupon.code, other.cookie)).statusCode).toBe(200);

    await t.db.update(orders).set({ paymentStatus: 'success' }).where(eq(orders.id, order.id));
    const mine = await lookUp(coupon.code, me.cookie);
    expect(mine.statusCode).toBe(400);
    expect(mine.json().message).toBe(cartMessages.couponAlreadyUsed);
    expect((await lookUp(coupon.code, other.cookie)).statusCode).toBe(200);

    // A third customer's live checkout holds the last use.
    const third = await createSignedInCustomer(t.db);
    await createOrder(t.db, third.user.id, [], { couponCode: coupon.code });
    const full = await lookUp(coupon.code, other.cookie);
    expect(full.statusCode).toBe(400);
    expect(full.json().message).toBe(cartMessages.couponLimitReached);
  });
});

describe('GET /api/coupons/:code rate limit', () => {
  let t: TestApp;
  useTestApp(buildTestApp, (built) => (t = built));

  it(`answers 429 with a clear message after ${COUPON_LOOKUP_RATE_LIMIT.max} lookups from one client, whichever account`, async () => {
    const coupon = await createCoupon(t.db);
    const customers = [await createSignedInCustomer(t.db), await createSignedInCustomer(t.db)];
    const lookUp = (i: number) =>
      t.app.inject({
        method: 'GET',
        url: `/api/coupons/GUESS${i}`,
        headers: { cookie: customers[i % 2]?.cookie ?? '' },
      });
    for (let i = 0; i < COUPON_LOOKUP_RATE_LIMIT.max; i += 1) {
      expect((await lookUp(i)).statusCode).toBe(404);
    }
    const refused = await t.app.inject({
      method: 'GET',
      url: `/api/coupons/${coupon.code}`,
      headers: { cookie: customers[0]?.cookie ?? '' },
    });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(cartMessages.couponTooManyLookups);
    expect(refused.headers['retry-after']).toBeDefined();
  });
});
