import { randomUUID } from 'node:crypto';
import {
  OFFER_RESERVATION_MINUTES,
  createOrderResponseSchema,
  offerMessages as m,
  type Offer,
  type Product,
} from '@artshop/shared';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { customArtRequests, orderItems, orders, refunds } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { useTestApp } from '../../test/use-test-app';
import { createProduct } from '../../test/factories/catalog';
import { createCoupon } from '../../test/factories/coupons';
import { fillCart, orderBody } from '../../test/factories/checkout';
import { createOrder } from '../../test/factories/orders';
import { mailWithKey } from '../../test/factories/refunds';
import { createSignedInAdmin, createSignedInCustomer } from '../../test/factories/users';
import {
  acceptAs,
  acceptOk,
  createCustomArtRequest,
  createInterest,
  createPainting,
  offerPainting,
  offerRow,
  orderRow,
  postOffer,
  productRow,
  updateOffer,
  updateProduct,
} from '../../test/factories/offers';
import { payInTestMode } from '../../test/factories/payments';

const MINUTE_MS = 60_000;

// Offers in test mode (no Razorpay keys): accepting is checkout, paying goes through the test
// window and the signed callback, so every transition here runs the real payment state machine.

describe('customer offers (test mode)', () => {
  let t: TestApp;
  let admin: string;
  useTestApp(buildTestApp, (built) => (t = built));
  beforeAll(async () => {
    admin = (await createSignedInAdmin(t.db)).cookie;
  });

  const listOffers = (cookie: string) =>
    t.app.inject({ method: 'GET', url: '/api/offers', headers: { cookie } });
  const decline = (cookie: string, id: string) =>
    t.app.inject({ method: 'POST', url: `/api/offers/${id}/decline`, headers: { cookie } });
  const productAnswer = async (id: string) =>
    (await t.app.inject({ method: 'GET', url: `/api/adminop/${id}` })).json<{ data: Product }>()
      .data;

  describe('GET /api/offers', () => {
    it('lists the customer’s own offers only, newest first; 401 signed out', async () => {
      const first = await offerPainting(t, admin);
      const second = await offerPainting(t, admin, { painting: first.painting });
      // The same customer, interested in a second painting, gets a second offer.
      const otherPainting = await createPainting(t.db);
      const interest = await createInterest(t.db, first.buyer.id, otherPainting.id);
      const third = await postOffer(t, admin, { interestId: interest.id, price: 500 });
      expect(third.statusCode).toBe(201);

      const mine = (await listOffers(first.cookie)).json<{ offers: Offer[] }>().offers;
      expect(mine.map((offer) => offer.id)).toEqual([
        third.json<{ offer: Offer }>().offer.id,
        first.offer.id,
      ]);
      expect(mine[1]).toEqual({
        id: first.offer.id,
        kind: 'painting',
        productId: first.painting.id,
        customArtId: null,
        title: first.painting.title,
        imageUrl: first.offer.imageUrl,
        price: 1200,
        deliveryFee: 50,
        note: null,
        status: 'open',
        expiresAt: first.offer.expiresAt,
        createdAt: first.offer.createdAt,
        orderId: null,
        withdrawnReason: null,
      });
      expect(mine.some((offer) => offer.id === second.offer.id)).toBe(false);
      expect((await t.app.inject({ method: 'GET', url: '/api/offers' })).statusCode).toBe(401);
    });

    it('shows an open offer past its time as expired', async () => {
      const { offer, cookie } = await offerPainting(t, admin);
      await updateOffer(t.db, offer.id, { expiresAt: new Date(Date.now() - 1000) });
      const [shown] = (await listOffers(cookie)).json<{ offers: Offer[] }>().offers;
      expect(shown?.status).toBe('expired');
    });
  });

  describe('POST /api/offers/{id}/accept', () => {
    it('answers 201 like POST /api/order: one line at the offer’s price, its delivery fee, the welcome offer', async () => {
      const painting = await createPainting(t.db, {
        pricePaise: 2_000_00,
        discountPercentage: 25,
        size: '30 x 20 inches',
      });
      const { offer, cookie, buyer } = await offerPainting(t, admin, {
        painting,
        body: { price: 1500, deliveryFee: 120 },
      });
      const before = Date.now();
      const response = await acceptAs(t, cookie, offer.id, {
        deliveryAddress: '7 Park Street, Kolkata, West Bengal, 700016, India',
      });
      expect(response.statusCode, response.body).toBe(201);
      const created = createOrderResponseSchema.parse(response.json());
      // First order: 20% welcome offer on ₹1,500; the offer's ₹120 delivery.
      expect(created.order).toMatchObject({ pay: 1320, status: 'pending' });
      expect(created.checkout).toMatchObject({
        provider: 'test',
        amount: 132_000,
        currency: 'INR',
        callbackUrl: expect.stringContaining(`/api/transaction/${created.order.id}`),
        prefill: { email: buyer.email },
      });

      const row = await orderRow(t.db, created.order.id);
      expect(row).toMatchObject({
        userId: buyer.id,
        offerId: offer.id,
        subtotalPaise: 1_500_00,
        discountPaise: 0,
        welcomeOfferPaise: 300_00,
        couponPaise: 0,
        deliveryPaise: 120_00,
        totalPaise: 1_320_00,
        address: '7 Park Street, Kolkata, West Bengal, 700016, India',
        paymentStatus: 'pending',
      });
      const items = await t.db.select().from(orderItems).where(eq(orderItems.orderId, row.id));
      expect(items).toEqual([
        expect.objectContaining({
          productId: painting.id,
          title: painting.title,
          type: 'painting',
          size: '30 x 20 inches',
          quantity: 1,
          pricePaise: 1_500_00,
          discountPricePaise: 1_500_00,
          discountPercentage: 0,
        }),
      ]);

      const product = await productRow(t.db, painting.id);
      expect(product.reservedOfferId).toBe(offer.id);
      const heldMs = (product.reservedUntil?.getTime() ?? 0) - before;
      expect(heldMs).toBeGreaterThan((OFFER_RESERVATION_MINUTES - 1) * MINUTE_MS);
      expect(heldMs).toBeLessThanOrEqual(OFFER_RESERVATION_MINUTES * MINUTE_MS + 1000);
      expect((await productAnswer(painting.id)).availability).toBe('reserved');

      const [shown] = (await listOffers(cookie)).json<{ offers: Offer[] }>().offers;
      expect(shown).toMatchObject({ status: 'accepted', orderId: row.id });
    });

    it('applies a coupon, and no welcome offer once the customer has a paid order', async () => {
      const { offer, cookie, buyer } = await offerPainting(t, admin, { body: { price: 1000 } });
      await createOrder(t.db, buyer.id, [], { paymentStatus: 'success' });
      const coupon = await createCoupon(t.db, { discountPaise: 150_00 });
      const created = await acceptOk(t, cookie, offer.id, {
        couponCode: coupon.code.toLowerCase(),
      });
      // ₹1,000 − ₹150 coupon + ₹50 delivery.
      expect(created.order.pay).toBe(900);
      expect(await orderRow(t.db, created.order.id)).toMatchObject({
        welcomeOfferPaise: 0,
        couponCode: coupon.code,
        couponPaise: 150_00,
      });

      const other = await offerPainting(t, admin);
      const unknown = await acceptAs(t, other.cookie, other.offer.id, { couponCode: 'NOPE' });
      expect(unknown.statusCode).toBe(404);
      expect((await offerRow(t.db, other.offer.id)).status).toBe('open');
      expect((await productRow(t.db, other.painting.id)).reservedOfferId).toBeNull();
    });

    it('keeps one live checkout: a pending cart order is superseded', async () => {
      const { offer, cookie, buyer } = await offerPainting(t, admin);
      await fillCart(t.db, buyer.id, [{ product: await createProduct(t.db) }]);
      const cart = await t.app.inject({
        method: 'POST',
        url: '/api/order',
        headers: { cookie },
        payload: orderBody(),
      });
      expect(cart.statusCode).toBe(201);
      const created = await acceptOk(t, cookie, offer.id);
      expect(
        (await orderRow(t.db, cart.json<{ order: { id: string } }>().order.id)).paymentStatus,
      ).toBe('failed');
      expect((await orderRow(t.db, created.order.id)).paymentStatus).toBe('pending');
    });

    it('answers 404 for another customer’s offer and an unknown one, changing nothing', async () => {
      const { offer, painting } = await offerPainting(t, admin);
      const { cookie: stranger } = await createSignedInCustomer(t.db);
      for (const id of [offer.id, randomUUID(), 'not-an-id']) {
        const response = await acceptAs(t, stranger, id);
        expect(response.statusCode).toBe(404);
        expect(response.json().message).toBe(m.offerNotFound);
      }
      expect((await offerRow(t.db, offer.id)).status).toBe('open');
      expect((await productRow(t.db, painting.id)).reservedOfferId).toBeNull();
      const anonymous = await t.app.inject({
        method: 'POST',
        url: `/api/offers/${offer.id}/accept`,
        payload: orderBody(),
      });
      expect(anonymous.statusCode).toBe(401);
    });

    it('answers 400 for a bad checkout body', async () => {
      const { offer, cookie } = await offerPainting(t, admin);
      const response = await t.app.inject({
        method: 'POST',
        url: `/api/offers/${offer.id}/accept`,
        headers: { cookie },
        payload: { ...orderBody(), phone: '12' },
      });
      expect(response.statusCode).toBe(400);
    });

    it('answers 409 with the reason for an expired, withdrawn, declined or paid offer', async () => {
      const cases = [
        [{ expiresAt: new Date(Date.now() - 1000) }, m.offerLapsed],
        [{ status: 'withdrawn' as const }, m.offerWithdrawnByShop],
        [{ status: 'declined' as const }, m.offerDeclined],
        [{ status: 'paid' as const }, m.offerPaid],
      ] as const;
      for (const [change, message] of cases) {
        const { offer, cookie, painting } = await offerPainting(t, admin);
        await updateOffer(t.db, offer.id, change);
        const response = await acceptAs(t, cookie, offer.id);
        expect(response.statusCode, message).toBe(409);
        expect(response.json().message).toBe(message);
        expect((await productRow(t.db, painting.id)).reservedOfferId).toBeNull();
      }
    });

    it('answers 409 while another buyer’s accepted offer holds the painting; after it lapses, the next buyer can accept', async () => {
      const first = await offerPainting(t, admin);
      const second = await offerPainting(t, admin, { painting: first.painting });
      await acceptOk(t, first.cookie, first.offer.id);

      const held = await acceptAs(t, second.cookie, second.offer.id);
      expect(held.statusCode).toBe(409);
      expect(held.json().message).toBe(m.pieceReserved);
      expect((await offerRow(t.db, second.offer.id)).status).toBe('open');

      // The first buyer's 30 minutes run out.
      await updateProduct(t.db, first.painting.id, {
        reservedUntil: new Date(Date.now() - 1000),
      });
      expect((await productAnswer(first.painting.id)).availability).toBe('available');
      await acceptOk(t, second.cookie, second.offer.id);
      expect((await productRow(t.db, first.painting.id)).reservedOfferId).toBe(second.offer.id);
    });

    it('answers 409 for a sold painting', async () => {
      const { offer, cookie, painting } = await offerPainting(t, admin);
      await updateProduct(t.db, painting.id, { soldAt: new Date() });
      const response = await acceptAs(t, cookie, offer.id);
      expect(response.statusCode).toBe(409);
      expect(response.json().message).toBe(m.pieceSold);
    });

    it('accepts again while accepted: a new order, the older one superseded, the hold renewed', async () => {
      const { offer, cookie, painting } = await offerPainting(t, admin);
      const first = await acceptOk(t, cookie, offer.id);
      await updateProduct(t.db, painting.id, {
        reservedUntil: new Date(Date.now() + 5 * MINUTE_MS),
      });
      const second = await acceptOk(t, cookie, offer.id);
      expect(second.order.id).not.toBe(first.order.id);
      expect((await orderRow(t.db, first.order.id)).paymentStatus).toBe('failed');
      expect((await offerRow(t.db, offer.id)).orderId).toBe(second.order.id);
      const until = (await productRow(t.db, painting.id)).reservedUntil?.getTime() ?? 0;
      expect(until - Date.now()).toBeGreaterThan((OFFER_RESERVATION_MINUTES - 1) * MINUTE_MS);
    });
  });

  describe('POST /api/offers/{id}/decline', () => {
    it('declines an open offer; it cannot be accepted or declined again', async () => {
      const { offer, cookie } = await offerPainting(t, admin);
      const response = await decline(cookie, offer.id);
      expect(response.statusCode).toBe(200);
      expect(response.json<{ offer: Offer }>().offer).toMatchObject({
        id: offer.id,
        status: 'declined',
      });
      const again = await decline(cookie, offer.id);
      expect(again.statusCode).toBe(409);
      expect(again.json().message).toBe(m.offerDeclined);
      expect((await acceptAs(t, cookie, offer.id)).json().message).toBe(m.offerDeclined);
    });

    it('declines an accepted, unpaid offer and frees the painting', async () => {
      const { offer, cookie, painting } = await offerPainting(t, admin);
      await acceptOk(t, cookie, offer.id);
      expect((await productAnswer(painting.id)).availability).toBe('reserved');
      expect((await decline(cookie, offer.id)).statusCode).toBe(200);
      expect((await productRow(t.db, painting.id)).reservedOfferId).toBeNull();
      expect((await productAnswer(painting.id)).availability).toBe('available');
    });

    it('refuses a paid, withdrawn or expired offer (409) and another customer’s (404)', async () => {
      for (const [change, message] of [
        [{ status: 'paid' as const }, m.offerPaid],
        [{ status: 'withdrawn' as const }, m.offerWithdrawnByShop],
        [{ expiresAt: new Date(Date.now() - 1) }, m.offerLapsed],
      ] as const) {
        const { offer, cookie } = await offerPainting(t, admin);
        await updateOffer(t.db, offer.id, change);
        const response = await decline(cookie, offer.id);
        expect(response.statusCode).toBe(409);
        expect(response.json().message).toBe(message);
      }
      const { offer } = await offerPainting(t, admin);
      const { cookie: stranger } = await createSignedInCustomer(t.db);
      expect((await decline(stranger, offer.id)).statusCode).toBe(404);
      expect((await offerRow(t.db, offer.id)).status).toBe('open');
    });
  });

  describe('paying an offer', () => {
    it('sells the painting in the payment’s transaction and withdraws the other offers, with emails', async () => {
      const winner = await offerPainting(t, admin);
      const other = await offerPainting(t, admin, { painting: winner.painting });
      const accepted = await offerPainting(t, admin, { painting: winner.painting });
      const lapsed = await offerPainting(t, admin, { painting: winner.painting });
      const declined = await offerPainting(t, admin, { painting: winner.painting });
      await decline(declined.cookie, declined.offer.id);
      // Another buyer accepted earlier and let the reservation run out.
      await acceptOk(t, accepted.cookie, accepted.offer.id);
      await updateProduct(t.db, winner.painting.id, { reservedUntil: new Date(Date.now() - 1) });
      await updateOffer(t.db, lapsed.offer.id, { expiresAt: new Date(Date.now() - 1) });

      const { order } = await acceptOk(t, winner.cookie, winner.offer.id);
      const callback = await payInTestMode(t.app, winner.cookie, order.id);
      expect(callback.statusCode).toBe(303);

      const paid = await orderRow(t.db, order.id);
      expect(paid).toMatchObject({ paymentStatus: 'success', attention: null });
      const product = await productRow(t.db, winner.painting.id);
      expect(product).toMatchObject({
        soldOrderId: order.id,
        reservedUntil: null,
        reservedOfferId: null,
        orderCount: 1,
      });
      expect(product.soldAt).toBeInstanceOf(Date);
      expect(await offerRow(t.db, winner.offer.id)).toMatchObject({
        status: 'paid',
        orderId: order.id,
      });
      for (const loser of [other, accepted, lapsed]) {
        expect(await offerRow(t.db, loser.offer.id)).toMatchObject({
          status: 'withdrawn',
          withdrawnReason: m.withdrawnBecauseSold,
        });
        const [mail] = await mailWithKey(t, `offer:${loser.offer.id}:withdrawn`);
        expect(mail?.toAddress).toBe(loser.buyer.email);
        expect(mail?.textBody).toContain(m.withdrawnBecauseSold);
      }
      expect((await offerRow(t.db, declined.offer.id)).status).toBe('declined');
      expect(await mailWithKey(t, `order-paid:${order.id}:customer`)).toHaveLength(1);
      expect((await productAnswer(winner.painting.id)).availability).toBe('sold');

      const [mine] = (await listOffers(winner.cookie)).json<{ offers: Offer[] }>().offers;
      expect(mine?.status).toBe('paid');
      const taken = await acceptAs(t, other.cookie, other.offer.id);
      expect(taken.json().message).toBe(m.offerWithdrawnByShop);
    });

    it('refunds in full a payment that comes after the painting was sold to another buyer', async () => {
      const late = await offerPainting(t, admin);
      const winner = await offerPainting(t, admin, { painting: late.painting });
      const lateOrder = (await acceptOk(t, late.cookie, late.offer.id)).order;
      // Its 30 minutes run out; another buyer accepts and pays.
      await updateProduct(t.db, late.painting.id, { reservedUntil: new Date(Date.now() - 1) });
      const winnerOrder = (await acceptOk(t, winner.cookie, winner.offer.id)).order;
      expect((await payInTestMode(t.app, winner.cookie, winnerOrder.id)).statusCode).toBe(303);

      // The first buyer's payment is captured after all.
      expect((await payInTestMode(t.app, late.cookie, lateOrder.id)).statusCode).toBe(303);

      const row = await orderRow(t.db, lateOrder.id);
      expect(row).toMatchObject({ paymentStatus: 'success', attention: 'paidAfterSold' });
      const [refund] = await t.db.select().from(refunds).where(eq(refunds.orderId, row.id));
      expect(refund).toMatchObject({
        amountPaise: row.totalPaise,
        status: 'processed',
        reason: m.paidAfterSoldRefundReason,
        requestKey: `late-sale:${row.id}`,
        createdBy: null,
      });
      expect(await mailWithKey(t, `refund:${refund?.id}:customer`)).toHaveLength(1);
      // No confirmation for a sale that did not happen; the piece stays the winner's.
      expect(await mailWithKey(t, `order-paid:${row.id}:customer`)).toHaveLength(0);
      expect(await productRow(t.db, late.painting.id)).toMatchObject({
        soldOrderId: winnerOrder.id,
        orderCount: 1,
      });
      expect((await offerRow(t.db, late.offer.id)).status).toBe('withdrawn');
    });

    it('quotes a commission: one custom line, and paying it moves the request to paid', async () => {
      const { user, cookie } = await createSignedInCustomer(t.db);
      const request = await createCustomArtRequest(t.db, { userId: user.id });
      const created = await postOffer(t, admin, { customArtId: request.id, price: 3000 });
      const offer = created.json<{ offer: Offer }>().offer;
      const { order } = await acceptOk(t, cookie, offer.id);
      const items = await t.db.select().from(orderItems).where(eq(orderItems.orderId, order.id));
      expect(items).toEqual([
        expect.objectContaining({
          productId: null,
          title: offer.title,
          description: request.description,
          type: 'stoneArt',
          size: 'Custom',
          quantity: 1,
          pricePaise: 3_000_00,
          discountPricePaise: 3_000_00,
        }),
      ]);
      expect((await payInTestMode(t.app, cookie, order.id)).statusCode).toBe(303);
      expect(await offerRow(t.db, offer.id)).toMatchObject({ status: 'paid', orderId: order.id });
      const [row] = await t.db
        .select({ stage: customArtRequests.stage })
        .from(customArtRequests)
        .where(eq(customArtRequests.id, request.id));
      expect(row?.stage).toBe('paid');
    });

    it('refunds a second payment for a commission’s quote another order of it already paid', async () => {
      const { user, cookie } = await createSignedInCustomer(t.db);
      const request = await createCustomArtRequest(t.db, { userId: user.id });
      const offer = (await postOffer(t, admin, { customArtId: request.id, price: 700 })).json<{
        offer: Offer;
      }>().offer;
      const first = (await acceptOk(t, cookie, offer.id)).order;
      const second = (await acceptOk(t, cookie, offer.id)).order;
      expect((await payInTestMode(t.app, cookie, second.id)).statusCode).toBe(303);
      // The superseded first checkout's payment is captured late.
      expect((await payInTestMode(t.app, cookie, first.id)).statusCode).toBe(303);
      expect(await orderRow(t.db, first.id)).toMatchObject({
        paymentStatus: 'success',
        attention: 'paidTwice',
      });
      const [refund] = await t.db
        .select()
        .from(refunds)
        .where(and(eq(refunds.orderId, first.id), eq(refunds.status, 'processed')));
      expect(refund?.reason).toBe(m.paidTwiceRefundReason);
      expect((await offerRow(t.db, offer.id)).orderId).toBe(second.id);
    });
  });

  it('refuses the hold of an offer whose painting was deleted (409)', async () => {
    const { offer, cookie, painting } = await offerPainting(t, admin);
    await t.app.inject({
      method: 'DELETE',
      url: `/api/adminop/delete/${painting.id}`,
      headers: { cookie: admin },
    });
    const response = await acceptAs(t, cookie, offer.id);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(m.offerWithdrawnByShop);
    expect(await t.db.select().from(orders).where(eq(orders.offerId, offer.id))).toEqual([]);
  });
});
