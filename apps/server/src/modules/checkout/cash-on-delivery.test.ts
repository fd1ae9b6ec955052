import {
  codMessages,
  type CartResponse,
  type CodOptions,
  type CodOrderResponse,
  type CreateOrderResponse,
  type Order,
  type OrderListResponse,
} from '@artshop/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartLines, mailOutbox, orders, refunds } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { fillCart, orderBody } from '../../test/factories/checkout';
import { createProduct } from '../../test/factories/catalog';
import { createCoupon } from '../../test/factories/coupons';
import {
  acceptAs,
  createCustomArtRequest,
  offerPainting,
  orderRow,
  postOffer,
} from '../../test/factories/offers';
import { createOrder as insertOrder } from '../../test/factories/orders';
import { createSignedInAdmin, createSignedInCustomer } from '../../test/factories/users';
import { injectAs } from '../../test/inject-as';
import {
  shiprocketEnv,
  startShiprocketStandIn,
  type ShiprocketStandIn,
} from '../../test/shiprocket-stand-in';
import {
  cancelUnconfirmedCodOrders,
  codCodeSecret,
  COD_CODE_PLACEHOLDER,
  COD_CONFIRM_MS,
} from './cod-confirmation.service';

// Cash on delivery for stone art (decisions 0099, 0100): when it is offered, its fee, its
// refusals, and the emailed code that confirms an order before it can ship. Delivery estimates come
// from the Shiprocket stand-in: 560001 (the default order body's) has cash on delivery, 682001 not.

const NON_COD_ADDRESS = '7 Marine Drive, Kochi, Kerala, 682001, India';
const DAY = 24 * 60 * 60 * 1000;

let standIn: ShiprocketStandIn;
let t: TestApp;
let admin: string;

beforeAll(async () => {
  standIn = await startShiprocketStandIn();
  t = await buildTestApp({ env: shiprocketEnv(standIn) });
  ({ cookie: admin } = await createSignedInAdmin(t.db));
});
afterAll(async () => {
  await t?.close();
  await standIn?.close();
});

/** A new customer with `products` (one piece each; a new ₹1,500 stone art piece by default) in the cart. */
async function customerWithCart(products?: { id: string }[]) {
  const { user, cookie } = await createSignedInCustomer(t.db);
  const lines = products ?? [await createProduct(t.db)];
  await fillCart(
    t.db,
    user.id,
    lines.map((product) => ({ product })),
  );
  return { user, cookie };
}

const placeCod = (cookie: string, body: object = {}) =>
  injectAs(t, 'POST', '/api/order', cookie, orderBody({ paymentMethod: 'cod', ...body }));

async function placeCodOk(cookie: string, body: object = {}) {
  const response = await placeCod(cookie, body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<CodOrderResponse>().order;
}

const options = async (cookie: string, pin: string) =>
  (await injectAs(t, 'GET', `/api/order/cash-on-delivery?pin=${pin}`, cookie)).json<CodOptions>();

/** What the mail sender does when it sends the code's email: a fresh code, its hash stored. */
async function sendCode(orderId: string, at = new Date()): Promise<string> {
  const code = await codCodeSecret.issue(t.db, orderId, at);
  if (!code) throw new Error('no code issued');
  return code;
}

const confirm = (cookie: string, orderId: string, code: string) =>
  injectAs(t, 'POST', `/api/order/${orderId}/confirm-cod`, cookie, { code });

describe('when cash on delivery is offered', () => {
  it('offers it for stone art to a COD PIN code, the fee a line of its own in the total', async () => {
    const { user, cookie } = await customerWithCart();
    expect(await options(cookie, '560001')).toEqual({
      available: true,
      reason: null,
      fee: 49,
      max: 5000,
    });

    const order = await placeCodOk(cookie);
    const row = await orderRow(t.db, order.id);
    expect(row).toMatchObject({
      paymentMethod: 'cod',
      paymentStatus: 'pending',
      codFeePaise: 4900,
      razorpayOrderId: null,
    });
    // The welcome offer applies as online; the fee comes on top of the delivery.
    expect(row.welcomeOfferPaise).toBeGreaterThan(0);
    expect(row.totalPaise).toBe(
      row.subtotalPaise - row.welcomeOfferPaise - row.couponPaise + row.deliveryPaise + 4900,
    );
    expect(order).toMatchObject({ paymentMethod: 'cod', codFee: 49, pay: row.totalPaise / 100 });
    // No payment provider was asked, and the bought lines left the cart.
    expect(await t.db.select().from(cartLines).where(eq(cartLines.userId, user.id))).toEqual([]);
    // The code's email is queued with a placeholder: the code itself is never stored.
    const [mail] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.secretRef, order.id));
    expect(mail).toMatchObject({ kind: 'cod-confirmation', toAddress: row.email });
    expect(mail!.textBody).toContain(COD_CODE_PLACEHOLDER);
    expect(row.codCodeHash).toBeNull();
    // My Orders lists it from the start, as cash on delivery.
    const listed = (await injectAs(t, 'GET', '/api/order/user', cookie)).json<OrderListResponse>();
    expect(listed.orders[0]).toMatchObject({
      id: order.id,
      paymentMethod: 'cod',
      codFee: 49,
      codConfirmed: false,
    });
  });

  it('refuses a PIN code without cash on delivery and a total over the limit', async () => {
    const toKochi = await customerWithCart();
    const noCod = await placeCod(toKochi.cookie, { deliveryAddress: NON_COD_ADDRESS });
    expect(noCod.statusCode).toBe(400);
    expect(noCod.json().message).toBe('Cash on delivery is not available for this PIN code');
    // Online payment to that PIN code is still fine.
    const online = await injectAs(
      t,
      'POST',
      '/api/order',
      toKochi.cookie,
      orderBody({ deliveryAddress: NON_COD_ADDRESS }),
    );
    expect(online.statusCode, online.body).toBe(201);

    const big = await customerWithCart([await createProduct(t.db, { pricePaise: 700_000 })]);
    const tooMuch = await placeCod(big.cookie);
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json().message).toBe('Cash on delivery is available for orders up to ₹5,000');
    // Nothing was made: no COD order for any of them.
    const made = await t.db
      .select()
      .from(orders)
      .where(and(eq(orders.userId, big.user.id), eq(orders.paymentMethod, 'cod')));
    expect(made).toEqual([]);
  });

  it('refuses a second COD order while one is open, and an RTO within 180 days', async () => {
    const { user, cookie } = await customerWithCart();
    await placeCodOk(cookie);
    await fillCart(t.db, user.id, [{ product: await createProduct(t.db) }]);
    const second = await placeCod(cookie);
    expect(second.statusCode).toBe(400);
    expect(second.json().message).toBe(
      'Please pay online: you have a cash on delivery order on its way',
    );

    const returnedRecently = await customerWithCart();
    await insertOrder(t.db, returnedRecently.user.id, [], {
      paymentMethod: 'cod',
      paymentStatus: 'failed',
      fulfilmentStatus: 'returned',
      returnedAt: new Date(Date.now() - 100 * DAY),
    });
    const afterReturn = await placeCod(returnedRecently.cookie);
    expect(afterReturn.statusCode).toBe(400);
    expect(afterReturn.json().message).toBe(codMessages.recentReturn);

    const returnedLongAgo = await customerWithCart();
    await insertOrder(t.db, returnedLongAgo.user.id, [], {
      paymentMethod: 'cod',
      paymentStatus: 'failed',
      fulfilmentStatus: 'returned',
      returnedAt: new Date(Date.now() - 200 * DAY),
    });
    await placeCodOk(returnedLongAgo.cookie);
  });

  it('is never offered for a painting (sold by offer) or a commission', async () => {
    const { offer, cookie } = await offerPainting(t, admin);
    const response = await acceptAs(t, cookie, offer.id, { paymentMethod: 'cod' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Cash on delivery is not available for paintings');

    const { user, cookie: commissioner } = await createSignedInCustomer(t.db);
    const request = await createCustomArtRequest(t.db, { userId: user.id, email: user.email });
    const quote = await postOffer(t, admin, { customArtId: request.id, price: 3000 });
    expect(quote.statusCode, quote.body).toBe(201);
    const { offer: commission } = quote.json<{ offer: { id: string } }>();
    const refused = await acceptAs(t, commissioner, commission.id, { paymentMethod: 'cod' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(codMessages.offers);
  });

  it('supersedes a pending online checkout, and is kept by a later one', async () => {
    const { user, cookie } = await customerWithCart();
    // One live checkout per customer (decision 0037): the COD order replaces the online one.
    const first = await injectAs(t, 'POST', '/api/order', cookie, orderBody());
    expect(first.statusCode, first.body).toBe(201);
    const cod = await placeCodOk(cookie);
    expect((await orderRow(t.db, first.json<CreateOrderResponse>().order.id)).paymentStatus).toBe(
      'failed',
    );
    await fillCart(t.db, user.id, [{ product: await createProduct(t.db) }]);
    const online = await injectAs(t, 'POST', '/api/order', cookie, orderBody());
    expect(online.statusCode, online.body).toBe(201);
    expect((await orderRow(t.db, cod.id)).paymentStatus).toBe('pending');
    // The open COD order holds the welcome offer: the online order has none.
    const { order } = online.json<CreateOrderResponse>();
    expect((await orderRow(t.db, order.id)).welcomeOfferPaise).toBe(0);
  });

  it('reads the limit and the fee from the back-office settings', async () => {
    const bad = await injectAs(t, 'PUT', '/api/admin/cod-settings', admin, {
      maxRupees: 0,
      feeRupees: 49,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(codMessages.maxInvalid);
    const denied = await injectAs(t, 'PUT', '/api/admin/cod-settings', null, {
      maxRupees: 1000,
      feeRupees: 0,
    });
    expect(denied.statusCode).toBe(401);

    const saved = await injectAs(t, 'PUT', '/api/admin/cod-settings', admin, {
      maxRupees: 1000,
      feeRupees: 0,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    try {
      const { cookie } = await customerWithCart();
      expect(await options(cookie, '560001')).toEqual({
        available: false,
        reason: 'Cash on delivery is available for orders up to ₹1,000',
        fee: 0,
        max: 1000,
      });
      const small = await customerWithCart([await createProduct(t.db, { pricePaise: 50_000 })]);
      const order = await placeCodOk(small.cookie);
      expect(order.codFee).toBe(0);
    } finally {
      await injectAs(t, 'PUT', '/api/admin/cod-settings', admin, {
        maxRupees: 5000,
        feeRupees: 49,
      });
    }
    const read = await injectAs(t, 'GET', '/api/admin/cod-settings', admin);
    expect(read.json()).toEqual({ settings: { maxRupees: 5000, feeRupees: 49 } });
  });
});

describe('confirming a cash on delivery order', () => {
  it('confirms with the emailed code once, and only then can the admin ship it', async () => {
    const { cookie } = await customerWithCart();
    const order = await placeCodOk(cookie);
    const ship = () =>
      injectAs(t, 'PUT', `/api/order/${order.id}/status`, admin, {
        status: 'shipped',
        courier: 'Delhivery',
        trackingNumber: `AWB${Date.now()}`,
      });
    const early = await ship();
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(codMessages.notConfirmed);

    const code = await sendCode(order.id);
    const stranger = await createSignedInCustomer(t.db);
    expect((await confirm(stranger.cookie, order.id, code)).statusCode).toBe(404);
    expect((await confirm(cookie, order.id, '12345')).statusCode).toBe(400);

    const confirmed = await confirm(cookie, order.id, code);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json<{ order: Order }>().order).toMatchObject({
      codConfirmed: true,
      status: 'pending',
    });
    // Single use: the hash is gone, a second try is refused.
    expect((await orderRow(t.db, order.id)).codCodeHash).toBeNull();
    const again = await confirm(cookie, order.id, code);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(codMessages.alreadyConfirmed);
    // The order confirmation says cash on delivery.
    const [mail] = await t.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.dedupeKey, `order-paid:${order.id}:customer`));
    expect(mail!.textBody).toContain('Cash on delivery');
    // The shop is told it has cash to collect, not that it was paid.
    const [notice] = await t.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.dedupeKey, `order-paid:${order.id}:shop`));
    expect(notice?.subject).toMatch(/^New cash on delivery order AS-\d+: ₹[\d,]+ to collect$/);

    expect((await ship()).statusCode).toBe(200);
  });

  it('cancels the order at the fifth wrong code, and the right code no longer works', async () => {
    const { cookie } = await customerWithCart();
    const order = await placeCodOk(cookie);
    const code = await sendCode(order.id);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 1; i <= 4; i += 1) {
      const response = await confirm(cookie, order.id, wrong);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(codMessages.codeWrong);
    }
    const fifth = await confirm(cookie, order.id, wrong);
    expect(fifth.statusCode).toBe(400);
    expect(fifth.json().message).toBe(codMessages.codeTooManyTries);
    expect(await orderRow(t.db, order.id)).toMatchObject({
      paymentStatus: 'failed',
      fulfilmentStatus: 'cancelled',
      codCodeAttempts: 5,
      codCodeHash: null,
    });
    const late = await confirm(cookie, order.id, code);
    expect(late.statusCode).toBe(409);
    // The code's email is not sent any more.
    expect(await codCodeSecret.issue(t.db, order.id, new Date())).toBeNull();
  });

  it('sweeps an order unconfirmed after 24 hours, releasing its coupon use and the welcome offer', async () => {
    const coupon = await createCoupon(t.db, { maxUses: 1 });
    const { cookie } = await customerWithCart();
    const order = await placeCodOk(cookie, { couponCode: coupon.code });
    expect((await orderRow(t.db, order.id)).couponCode).toBe(coupon.code);
    await sendCode(order.id);

    // Held by the open COD order: nobody else may use the coupon, the welcome offer is taken.
    const other = await customerWithCart();
    const refused = await injectAs(
      t,
      'POST',
      '/api/order',
      other.cookie,
      orderBody({ couponCode: coupon.code }),
    );
    expect(refused.statusCode).toBe(400);
    const cart = (await injectAs(t, 'GET', '/api/user/cart', cookie)).json<CartResponse>();
    expect(cart.isFirstOrder).toBe(false);

    // Not yet due: nothing happens.
    expect(
      await cancelUnconfirmedCodOrders(t.db, new Date(Date.now() + COD_CONFIRM_MS - 60_000)),
    ).toBe(0);
    const later = new Date(Date.now() + COD_CONFIRM_MS + 60_000);
    expect(await cancelUnconfirmedCodOrders(t.db, later)).toBeGreaterThanOrEqual(1);
    expect(await orderRow(t.db, order.id)).toMatchObject({
      paymentStatus: 'failed',
      fulfilmentStatus: 'cancelled',
      cancelReason: codMessages.cancelledUnconfirmed,
    });

    const now = (await injectAs(t, 'GET', '/api/user/cart', cookie)).json<CartResponse>();
    expect(now.isFirstOrder).toBe(true);
    const used = await injectAs(
      t,
      'POST',
      '/api/order',
      other.cookie,
      orderBody({ couponCode: coupon.code }),
    );
    expect(used.statusCode, used.body).toBe(201);
  });

  it('lets the admin cancel an open COD order before it ships, with nothing to refund', async () => {
    const { cookie } = await customerWithCart();
    const order = await placeCodOk(cookie);
    await confirm(cookie, order.id, await sendCode(order.id));
    const cancelled = await injectAs(t, 'PUT', `/api/order/${order.id}/status`, admin, {
      status: 'cancelled',
      reason: 'The customer asked us to',
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(await orderRow(t.db, order.id)).toMatchObject({
      paymentStatus: 'failed',
      fulfilmentStatus: 'cancelled',
      cancelReason: 'The customer asked us to',
    });
    expect(await t.db.select().from(refunds).where(eq(refunds.orderId, order.id))).toEqual([]);
    const [mail] = await t.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.dedupeKey, `fulfilment:${order.id}:cancelled:customer`));
    expect(mail!.textBody).toContain('nothing to refund');
  });

  it('cancels on a code tried after its 24 hours', async () => {
    const { cookie } = await customerWithCart();
    const order = await placeCodOk(cookie);
    const code = await sendCode(order.id);
    await t.db
      .update(orders)
      .set({ codConfirmBy: new Date(Date.now() - 1000) })
      .where(eq(orders.id, order.id));
    const response = await confirm(cookie, order.id, code);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(codMessages.codeExpired);
    expect((await orderRow(t.db, order.id)).fulfilmentStatus).toBe('cancelled');
  });
});
