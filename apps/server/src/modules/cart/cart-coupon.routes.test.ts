import {
  cartCouponNotices,
  cartMessages,
  type CartItem,
  type CartResponse,
  type CreateOrderResponse,
} from '@artshop/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { cartCoupons, coupons, orders } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { injectAs } from '../../test/inject-as';
import { useTestApp } from '../../test/use-test-app';
import { createProduct } from '../../test/factories/catalog';
import { createCoupon } from '../../test/factories/coupons';
import { fillCart, orderBody } from '../../test/factories/checkout';
import { createSignedInCustomer } from '../../test/factories/users';
import { payInTestMode } from '../../test/factories/payments';

describe("the cart's coupon, kept with the server's cart", () => {
  let t: TestApp;
  useTestApp(buildTestApp, (built) => (t = built));

  const apply = (cookie: string | null, payload: unknown) =>
    injectAs(t, 'PUT', '/api/user/cart/coupon', cookie, payload);
  const readCart = async (cookie: string) => {
    const response = await injectAs(t, 'GET', '/api/user/cart', cookie);
    expect(response.statusCode).toBe(200);
    return response.json() as CartResponse;
  };

  /** A customer with one ₹1,000 piece in the cart. */
  async function shopper() {
    const { user, cookie } = await createSignedInCustomer(t.db);
    const product = await createProduct(t.db, { pricePaise: 100_000, discountPercentage: 0 });
    await fillCart(t.db, user.id, [{ product }]);
    return { user, cookie };
  }

  it('keeps an applied coupon with the cart, in the shop’s spelling, until it is removed', async () => {
    const { cookie } = await shopper();
    const coupon = await createCoupon(t.db, { code: `Keep-${Date.now()}`, discountPaise: 15_000 });

    const applied = await apply(cookie, { code: ` ${coupon.code.toLowerCase()} ` });
    expect(applied.statusCode).toBe(200);
    const expected = { code: coupon.code, discount: 150, expiryDate: coupon.expiryDate };
    expect(applied.json()).toMatchObject({ coupon: expected, couponNotice: null });
    // A reload, another tab or another device reads it from the server.
    expect(await readCart(cookie)).toMatchObject({ coupon: expected, couponNotice: null });

    const removed = await injectAs(t, 'DELETE', '/api/user/cart/coupon', cookie);
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toMatchObject({ coupon: null, couponNotice: null });
    expect((await readCart(cookie)).coupon).toBeNull();
  });

  it('refuses what the lookup refuses, with its words, and keeps the coupon applied before', async () => {
    const { cookie } = await shopper();
    const kept = await createCoupon(t.db);
    expect((await apply(cookie, { code: kept.code })).statusCode).toBe(200);
    const expired = await createCoupon(t.db, { expiryDate: '2020-01-01' });

    const refusals = [
      [await apply(cookie, { code: 'NO-SUCH-CODE' }), 404, cartMessages.couponInvalid],
      [await apply(cookie, { code: expired.code }), 400, cartMessages.couponExpired],
      [await apply(cookie, { code: '   ' }), 400, cartMessages.couponEmpty],
      [await apply(cookie, {}), 400, cartMessages.couponEmpty],
    ] as const;
    for (const [response, status, message] of refusals) {
      expect(response.statusCode).toBe(status);
      expect(response.json().message).toBe(message);
    }
    expect((await readCart(cookie)).coupon?.code).toBe(kept.code);
    expect((await apply(null, { code: kept.code })).statusCode).toBe(401);
  });

  it('leaves out a coupon that expired or was deleted since and says why, changing nothing on a read', async () => {
    const { cookie } = await shopper();
    const coupon = await createCoupon(t.db, { code: `Lapse-${Date.now()}` });
    await apply(cookie, { code: coupon.code });

    await t.db.update(coupons).set({ expiryDate: '2020-01-01' }).where(eq(coupons.id, coupon.id));
    const stale = { coupon: null, couponNotice: cartCouponNotices.expired(coupon.code) };
    expect(await readCart(cookie)).toMatchObject(stale);
    // No GET changes state (decision 0058): the next read says the same, until the customer acts.
    expect(await readCart(cookie)).toMatchObject(stale);
    expect((await injectAs(t, 'DELETE', '/api/user/cart/coupon', cookie)).statusCode).toBe(200);
    expect((await readCart(cookie)).couponNotice).toBeNull();

    const other = await createCoupon(t.db, { code: `Gone-${Date.now()}` });
    const [line] = (await apply(cookie, { code: other.code })).json().cartItems as CartItem[];
    await t.db.delete(coupons).where(eq(coupons.id, other.id));
    // Any cart answer checks it, a quantity change included.
    const changed = await injectAs(t, 'PUT', `/api/user/cart/${line!.id}`, cookie, {
      quantity: 2,
    });
    expect(changed.json()).toMatchObject({
      coupon: null,
      couponNotice: cartCouponNotices.invalid(other.code),
    });
  });

  it('is what an order without couponCode applies; null orders without; payment clears it', async () => {
    const { user, cookie } = await shopper();
    const coupon = await createCoupon(t.db, { discountPaise: 10_000 });
    await apply(cookie, { code: coupon.code });

    const without = await injectAs(
      t,
      'POST',
      '/api/order',
      cookie,
      orderBody({ couponCode: null }),
    );
    expect(without.statusCode).toBe(201);
    // ₹1,000 less the 20% welcome offer, plus ₹50 delivery.
    expect((without.json() as CreateOrderResponse).order.pay).toBe(850);

    const created = await injectAs(t, 'POST', '/api/order', cookie, orderBody());
    expect(created.statusCode).toBe(201);
    const { order } = created.json() as CreateOrderResponse;
    expect(order.pay).toBe(750);
    const [row] = await t.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row?.couponCode).toBe(coupon.code);
    // Placing the order alone keeps it: the payment may still fail.
    expect((await readCart(cookie)).coupon?.code).toBe(coupon.code);

    expect((await payInTestMode(t.app, cookie, order.id)).statusCode).toBe(303);
    expect(await t.db.select().from(cartCoupons).where(eq(cartCoupons.userId, user.id))).toEqual(
      [],
    );
    expect(await readCart(cookie)).toMatchObject({ cartItems: [], coupon: null });
  });
});
