import { createHmac } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orderMessages } from '@artshop/shared';
import { cartLines, orders, paymentEvents, products } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import type { RazorpayStandIn, StandInPayment } from '../../test/razorpay-stand-in';
import { useTestApp } from '../../test/use-test-app';
import { createProduct } from '../../test/factories/catalog';
import {
  WEBHOOK_SECRET,
  buildRazorpayTestApp,
  fillCart,
  placePendingOrder,
  type PlacedOrder,
} from '../../test/factories/checkout';
import { createSignedInCustomer } from '../../test/factories/users';

const hmac = (secret: string, data: string | Buffer) =>
  createHmac('sha256', secret).update(data).digest('hex');

/** A customer with two of one product in the cart and a pending order for it. */
const placeOrder = (t: TestApp) => placePendingOrder(t, { quantity: 2 });

async function orderRow(t: TestApp, id: string) {
  const [row] = await t.db.select().from(orders).where(eq(orders.id, id));
  return row;
}

async function orderCount(t: TestApp, productId: string) {
  const [row] = await t.db.select().from(products).where(eq(products.id, productId));
  return row?.orderCount;
}

const statusPage = (ref: string) => `/checkout/payment-status?ref=${ref}`;

describe('payments with Razorpay (stand-in)', () => {
  let standIn: RazorpayStandIn;
  let t: TestApp;
  useTestApp(buildRazorpayTestApp, (built) => ({ t, standIn } = built));

  const callback = (orderId: string, fields: Record<string, string>) =>
    t.app.inject({
      method: 'POST',
      url: `/api/transaction/${orderId}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(fields).toString(),
    });
  const signedFields = (ref: string, paymentId = `pay_${Date.now()}`) => ({
    razorpay_payment_id: paymentId,
    razorpay_order_id: ref,
    razorpay_signature: hmac(standIn.keySecret, `${ref}|${paymentId}`),
  });
  /** A payment Razorpay holds for the order (captured, of its total, unless told) and its signed fields. */
  const paidFields = (ref: string, payment: Partial<StandInPayment> = {}) =>
    signedFields(ref, standIn.addPayment(ref, payment).id);
  const statusOf = async (t: TestApp, placed: PlacedOrder) =>
    (
      await t.app.inject({
        method: 'GET',
        url: `/api/order/razorpay/${placed.order.razorpayOrderId}`,
        headers: { cookie: placed.cookie },
      })
    ).json().order.status as string;

  describe('POST /api/transaction/:id (checkout callback)', () => {
    it('marks the order paid on a valid signature, empties the bought lines and counts once; a replay changes nothing', async () => {
      const placed = await placeOrder(t);
      // Added after the order was placed: not bought, so it stays in the cart.
      const later = await createProduct(t.db);
      await fillCart(t.db, placed.userId, [{ product: later }]);
      const fields = paidFields(placed.order.razorpayOrderId, { id: 'pay_first' });

      const response = await callback(placed.order.id, fields);
      expect(response.statusCode).toBe(303);
      expect(response.headers.location).toBe(statusPage(placed.order.razorpayOrderId));
      const row = await orderRow(t, placed.order.id);
      expect(row).toMatchObject({ paymentStatus: 'success', razorpayPaymentId: 'pay_first' });
      expect(row?.paidAt).toBeInstanceOf(Date);
      expect(await orderCount(t, placed.product.id)).toBe(2);
      const cart = await t.db.select().from(cartLines).where(eq(cartLines.userId, placed.userId));
      expect(cart.map((line) => line.productId)).toEqual([later.id]);

      const replay = await callback(placed.order.id, fields);
      expect(replay.statusCode).toBe(303);
      expect(await orderCount(t, placed.product.id)).toBe(2);
      expect((await orderRow(t, placed.order.id))?.paidAt).toEqual(row?.paidAt);
    });

    it('also takes the fields as JSON', async () => {
      const placed = await placeOrder(t);
      const response = await t.app.inject({
        method: 'POST',
        url: `/api/transaction/${placed.order.id}`,
        payload: paidFields(placed.order.razorpayOrderId),
      });
      expect(response.statusCode).toBe(303);
      expect((await orderRow(t, placed.order.id))?.paymentStatus).toBe('success');
    });

    it('changes nothing for a forged signature, one made for another order, or none', async () => {
      const placed = await placeOrder(t);
      const other = await placeOrder(t);
      const ref = placed.order.razorpayOrderId;
      const attempts = [
        { ...signedFields(ref), razorpay_signature: hmac('guessed-secret', `${ref}|pay_x`) },
        { ...signedFields(ref), razorpay_signature: 'a'.repeat(64) },
        // A valid signature of the other order, posted with the other order's id: we check
        // against the id stored with THIS order, never the posted one.
        signedFields(other.order.razorpayOrderId),
        { razorpay_payment_id: 'pay_x', razorpay_order_id: ref },
        { razorpay_payment_id: 'pay_x', razorpay_order_id: ref, razorpay_signature: '' },
      ];
      for (const fields of attempts) {
        const response = await callback(placed.order.id, fields);
        expect(response.statusCode).toBe(303);
        expect(response.headers.location).toBe(statusPage(ref));
      }
      expect((await orderRow(t, placed.order.id))?.paymentStatus).toBe('pending');
      expect((await orderRow(t, other.order.id))?.paymentStatus).toBe('pending');
      expect(await orderCount(t, placed.product.id)).toBe(0);
    });

    it("marks a pending order failed on Razorpay's error form when Razorpay says so, unless it names another order", async () => {
      const placed = await placeOrder(t);
      const ref = placed.order.razorpayOrderId;
      standIn.addPayment(ref, { status: 'failed' });
      const wrong = await callback(placed.order.id, {
        'error[code]': 'BAD_REQUEST_ERROR',
        'error[metadata][order_id]': 'order_someoneelse',
      });
      expect(wrong.statusCode).toBe(303);
      expect((await orderRow(t, placed.order.id))?.paymentStatus).toBe('pending');

      const failed = await callback(placed.order.id, {
        'error[code]': 'BAD_REQUEST_ERROR',
        'error[description]': 'Payment failed',
        'error[metadata]': JSON.stringify({ order_id: ref, payment_id: 'pay_failed' }),
      });
      expect(failed.headers.location).toBe(statusPage(ref));
      expect((await orderRow(t, placed.order.id))?.paymentStatus).toBe('failed');
    });

    it('never undoes a success with a later error form', async () => {
      const placed = await placeOrder(t);
      await callback(placed.order.id, paidFields(placed.order.razorpayOrderId));
      await callback(placed.order.id, { 'error[code]': 'BAD_REQUEST_ERROR' });
      expect((await orderRow(t, placed.order.id))?.paymentStatus).toBe('success');
    });

    it('captures a signed payment that is only authorised, then marks the order paid', async () => {
      const placed = await placeOrder(t);
      const ref = placed.order.razorpayOrderId;
      const payment = standIn.addPayment(ref, { status: 'authorized' });
      await callback(placed.order.id, signedFields(ref, payment.id));
      expect(standIn.requests.at(-1)).toMatchObject({
        method: 'POST',
        path: `/v1/payments/${payment.id}/capture`,
        body: { amount: Math.round(placed.order.pay * 100), currency: 'INR' },
      });
      expect(payment.status).toBe('captured');
      expect(await orderRow(t, placed.order.id)).toMatchObject({
        paymentStatus: 'success',
        razorpayPaymentId: payment.id,
      });
      expect(await orderCount(t, placed.product.id)).toBe(2);
    });

    it('leaves the order pending when the captured amount or currency is not the order total', async () => {
      for (const payment of [
        { amount: Math.round((await placeOrder(t)).order.pay * 100) - 100 },
        { currency: 'USD' },
      ]) {
        const placed = await placeOrder(t);
        const response = await callback(
          placed.order.id,
          paidFields(placed.order.razorpayOrderId, {
            amount: Math.round(placed.order.pay * 100),
            ...payment,
          }),
        );
        expect(response.statusCode).toBe(303);
        expect((await orderRow(t, placed.order.id))?.paymentStatus).toBe('pending');
        expect(await orderCount(t, placed.product.id)).toBe(0);
      }
    });

    it('leaves a signed order pending while Razorpay fails; the re-check pays it later', async () => {
      const placed = await placeOrder(t);
      const fields = paidFields(placed.order.razorpayOrderId);
      standIn.failNext(500);
      const response = await callback(placed.order.id, fields);
      expect(response.statusCode).toBe(303);
      expect(response.headers.location).toBe(statusPage(placed.order.razorpayOrderId));
      expect((await orderRow(t, placed.order.id))?.paymentStatus).toBe('pending');

      expect(await statusOf(t, placed)).toBe('success');
      expect(await orderCount(t, placed.product.id)).toBe(2);
    });

    it('does not fail an order on the unsigned error form when Razorpay holds a captured payment', async () => {
      const placed = await placeOrder(t);
      const ref = placed.order.razorpayOrderId;
      standIn.addPayment(ref, { status: 'captured' });
      const response = await callback(placed.order.id, {
        'error[code]': 'BAD_REQUEST_ERROR',
        'error[metadata][order_id]': ref,
      });
      expect(response.statusCode).toBe(303);
      expect((await orderRow(t, placed.order.id))?.paymentStatus).not.toBe('failed');
      expect(await statusOf(t, placed)).toBe('success');
    });

    it('leaves the order pending on an error form while Razorpay has no payment for it', async () => {
      const placed = await placeOrder(t);
      await callback(placed.order.id, {
        'error[code]': 'BAD_REQUEST_ERROR',
        'error[metadata][order_id]': placed.order.razorpayOrderId,
      });
      expect((await orderRow(t, placed.order.id))?.paymentStatus).toBe('pending');
    });

    it('sends an unknown or malformed order id to the status page without a ref', async () => {
      for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
        const response = await callback(id, { razorpay_payment_id: 'pay_x' });
        expect(response.statusCode).toBe(303);
        expect(response.headers.location).toBe('/checkout/payment-status');
      }
    });

    it('answers 303 and changes nothing for an empty or oversized form', async () => {
      const placed = await placeOrder(t);
      const empty = await t.app.inject({
        method: 'POST',
        url: `/api/transaction/${placed.order.id}`,
      });
      expect(empty.statusCode).toBe(303);
      const huge = await callback(placed.order.id, { razorpay_payment_id: 'p'.repeat(500) });
      expect(huge.statusCode).toBe(303);
      expect((await orderRow(t, placed.order.id))?.paymentStatus).toBe('pending');
    });
  });

  describe('POST /api/webhooks/razorpay', () => {
    const capturedEvent = (
      ref: string,
      amount: number,
      paymentId = `pay_${Date.now()}`,
      currency = 'INR',
    ) =>
      JSON.stringify({
        entity: 'event',
        event: 'payment.captured',
        payload: {
          payment: {
            entity: {
              id: paymentId,
              entity: 'payment',
              amount,
              currency,
              status: 'captured',
              order_id: ref,
            },
          },
        },
      });
    const failedEvent = (ref: string) =>
      JSON.stringify({
        event: 'payment.failed',
        payload: { payment: { entity: { id: 'pay_f', status: 'failed', order_id: ref } } },
      });
    const webhook = (raw: string, eventId: string, signature = hmac(WEBHOOK_SECRET, raw)) =>
      t.app.inject({
        method: 'POST',
        url: '/api/webhooks/razorpay',
        headers: {
          'content-type': 'application/json',
          'x-razorpay-signature': signature,
          'x-razorpay-event-id': eventId,
        },
        payload: raw,
      });
    const pay = (placed: PlacedOrder) => Math.round(placed.order.pay * 100);

    it('marks the order paid on payment.captured signed over the raw body', async () => {
      const placed = await placeOrder(t);
      // Unusual spacing and key order: the signature is over these exact bytes.
      const raw = capturedEvent(placed.order.razorpayOrderId, pay(placed)).replace(/,/g, ' ,  ');
      const response = await webhook(raw, 'evt_captured_1');
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ status: 'processed' });
      expect((await orderRow(t, placed.order.id))?.paymentStatus).toBe('success');
      expect(await orderCount(t, placed.product.id)).toBe(2);
    });

    it('refuses the same JSON re-serialised, a wrong or missing signature; nothing changes', async () => {
      const placed = await placeOrder(t);
      const raw = capturedEvent(placed.order.razorpayOrderId, pay(placed));
      const respaced = JSON.stringify(JSON.parse(raw), null, 2);
      for (const response of [
        await webhook(respaced, 'evt_a', hmac(WEBHOOK_SECRET, raw)),
        await webhook(raw, 'evt_b', hmac('another-secret', raw)),
        await webhook(raw, 'evt_c', ''),
      ]) {
        expect(response.statusCode).toBe(400);
        expect(response.json().message).toBe(orderMessages.webhookSignatureInvalid);
      }
      expect((await orderRow(t, placed.order.id))?.paymentStatus).toBe('pending');
      const events = await t.db
        .select()
        .from(paymentEvents)
        .where(eq(paymentEvents.orderId, placed.order.id));
      expect(events).toEqual([]);
    });

    it('de-duplicates by event id: a replay answers 200 and does nothing', async () => {
      const placed = await placeOrder(t);
      const raw = failedEvent(placed.order.razorpayOrderId);
      expect((await webhook(raw, 'evt_dup')).json()).toEqual({ status: 'processed' });
      expect((await orderRow(t, placed.order.id))?.paymentStatus).toBe('failed');
      // Reset by hand: had the replay been applied, it would fail the order again.
      await t.db
        .update(orders)
        .set({ paymentStatus: 'pending' })
        .where(eq(orders.id, placed.order.id));
      const replay = await webhook(raw, 'evt_dup');
      expect(replay.statusCode).toBe(200);
      expect(replay.json()).toEqual({ status: 'duplicate' });
      expect((await orderRow(t, placed.order.id))?.paymentStatus).toBe('pending');
      const events = await t.db
        .select()
        .from(paymentEvents)
        .where(eq(paymentEvents.eventId, 'evt_dup'));
      expect(events).toHaveLength(1);
    });

    it('takes a late success after payment.failed, and never undoes a success', async () => {
      const placed = await placeOrder(t);
      const ref = placed.order.razorpayOrderId;
      await webhook(failedEvent(ref), 'evt_late_1');
      expect((await orderRow(t, placed.order.id))?.paymentStatus).toBe('failed');

      const orderPaid = JSON.stringify({
        event: 'order.paid',
        payload: {
          order: { entity: { id: ref, status: 'paid', amount_paid: pay(placed) } },
          payment: {
            entity: {
              id: 'pay_late',
              amount: pay(placed),
              currency: 'INR',
              status: 'captured',
              order_id: ref,
            },
          },
        },
      });
      expect((await webhook(orderPaid, 'evt_late_2')).json()).toEqual({ status: 'processed' });
      expect(await orderRow(t, placed.order.id)).toMatchObject({
        paymentStatus: 'success',
        razorpayPaymentId: 'pay_late',
      });

      await webhook(failedEvent(ref), 'evt_late_3');
      await webhook(capturedEvent(ref, pay(placed)), 'evt_late_4');
      expect((await orderRow(t, placed.order.id))?.paymentStatus).toBe('success');
      expect(await orderCount(t, placed.product.id)).toBe(2);
    });

    it('finds the order by the id in the notes, ignores a wrong amount and other events', async () => {
      const placed = await placeOrder(t);
      const wrongAmount = capturedEvent(placed.order.razorpayOrderId, 100);
      expect((await webhook(wrongAmount, 'evt_amount')).json()).toEqual({ status: 'ignored' });
      const authorized = JSON.stringify({
        event: 'payment.authorized',
        payload: { payment: { entity: { id: 'p', order_id: placed.order.razorpayOrderId } } },
      });
      expect((await webhook(authorized, 'evt_auth')).json()).toEqual({ status: 'ignored' });
      expect((await orderRow(t, placed.order.id))?.paymentStatus).toBe('pending');

      const byNotes = JSON.stringify({
        event: 'order.paid',
        payload: {
          order: { entity: { id: 'order_unknown', notes: { orderId: placed.order.id } } },
          payment: { entity: { id: 'pay_notes', amount: pay(placed), currency: 'INR' } },
        },
      });
      expect((await webhook(byNotes, 'evt_notes')).json()).toEqual({ status: 'processed' });
      expect((await orderRow(t, placed.order.id))?.paymentStatus).toBe('success');
    });

    it('does not mark the order paid for a captured payment in another currency', async () => {
      const placed = await placeOrder(t);
      const ref = placed.order.razorpayOrderId;
      for (const [eventId, currency] of [
        ['evt_usd', 'USD'],
        ['evt_nocurrency', undefined],
      ] as const) {
        const raw = JSON.stringify({
          event: 'payment.captured',
          payload: {
            payment: {
              entity: {
                id: 'pay_usd',
                amount: pay(placed),
                currency,
                status: 'captured',
                order_id: ref,
              },
            },
          },
        });
        expect((await webhook(raw, eventId)).json()).toEqual({ status: 'ignored' });
      }
      expect((await orderRow(t, placed.order.id))?.paymentStatus).toBe('pending');
      expect(await orderCount(t, placed.product.id)).toBe(0);
    });

    it('answers 400 for a signed body that is not JSON', async () => {
      const response = await webhook('not json', 'evt_bad');
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(orderMessages.webhookBodyInvalid);
    });
  });

  it('has no test payment window with real keys', async () => {
    const placed = await placeOrder(t);
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/payments/test/${placed.order.id}`,
      headers: { cookie: placed.cookie },
      payload: { outcome: 'success' },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe(orderMessages.testModeOnly);
  });
});

describe('webhook without a configured secret', () => {
  let t: TestApp;
  useTestApp(buildTestApp, (built) => (t = built));

  it('answers 400 whatever the signature', async () => {
    const raw = JSON.stringify({ event: 'payment.captured', payload: {} });
    for (const signature of [hmac('', raw), hmac('undefined', raw)]) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/webhooks/razorpay',
        headers: { 'content-type': 'application/json', 'x-razorpay-signature': signature },
        payload: raw,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(orderMessages.webhookSignatureInvalid);
    }
  });
});

describe('test mode (no keys): the same callback, signature check and state machine', () => {
  let t: TestApp;
  useTestApp(buildTestApp, (built) => (t = built));

  const testWindow = (orderId: string, cookie: string | undefined, outcome: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/payments/test/${orderId}`,
      headers: cookie ? { cookie } : {},
      payload: { outcome },
    });
  const postForm = (url: string, fields: Record<string, string>) =>
    t.app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(fields).toString(),
    });

  it('creates an order, pays it in the test window and posts the fields to the callback', async () => {
    const placed = await placeOrder(t);
    expect(placed.order.razorpayOrderId).toMatch(/^order_test/);

    const window = await testWindow(placed.order.id, placed.cookie, 'success');
    expect(window.statusCode).toBe(200);
    const { callbackUrl, fields } = window.json() as {
      callbackUrl: string;
      fields: Record<string, string>;
    };
    expect(callbackUrl).toBe(`/api/transaction/${placed.order.id}`);
    expect(Object.keys(fields).sort()).toEqual([
      'razorpay_order_id',
      'razorpay_payment_id',
      'razorpay_signature',
    ]);

    const done = await postForm(callbackUrl, fields);
    expect(done.statusCode).toBe(303);
    expect(done.headers.location).toBe(statusPage(placed.order.razorpayOrderId));
    const status = await t.app.inject({
      method: 'GET',
      url: `/api/order/razorpay/${placed.order.razorpayOrderId}`,
      headers: { cookie: placed.cookie },
    });
    expect(status.json().order).toMatchObject({ status: 'success', provider: 'test' });
    expect(await orderCount(t, placed.product.id)).toBe(2);

    const again = await testWindow(placed.order.id, placed.cookie, 'success');
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(orderMessages.orderAlreadyPaid);
  });

  it("answers Razorpay's failure form, which fails the order through the callback", async () => {
    const placed = await placeOrder(t);
    const window = await testWindow(placed.order.id, placed.cookie, 'failure');
    const { fields } = window.json() as { fields: Record<string, string> };
    expect(fields).toMatchObject({
      'error[code]': 'BAD_REQUEST_ERROR',
      'error[metadata][order_id]': placed.order.razorpayOrderId,
    });
    expect(fields.razorpay_signature).toBeUndefined();
    await postForm(`/api/transaction/${placed.order.id}`, fields);
    expect((await orderRow(t, placed.order.id))?.paymentStatus).toBe('failed');
  });

  it('a forged test signature changes nothing', async () => {
    const placed = await placeOrder(t);
    await postForm(`/api/transaction/${placed.order.id}`, {
      razorpay_payment_id: 'pay_testforged',
      razorpay_order_id: placed.order.razorpayOrderId,
      razorpay_signature: hmac(
        'not-the-test-secret',
        `${placed.order.razorpayOrderId}|pay_testforged`,
      ),
    });
    expect((await orderRow(t, placed.order.id))?.paymentStatus).toBe('pending');
  });

  it('re-checks from the database: paid in the window, tab closed before the callback', async () => {
    const placed = await placeOrder(t);
    await testWindow(placed.order.id, placed.cookie, 'success');
    const status = await t.app.inject({
      method: 'GET',
      url: `/api/order/razorpay/${placed.order.razorpayOrderId}`,
      headers: { cookie: placed.cookie },
    });
    expect(status.json().order.status).toBe('success');
    expect(await orderCount(t, placed.product.id)).toBe(2);
  });

  it('lets only the owner use the test window', async () => {
    const placed = await placeOrder(t);
    const other = await createSignedInCustomer(t.db);
    expect((await testWindow(placed.order.id, undefined, 'success')).statusCode).toBe(401);
    const foreign = await testWindow(placed.order.id, other.cookie, 'success');
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe(orderMessages.orderNotFound);
    expect((await testWindow('nope', placed.cookie, 'success')).statusCode).toBe(404);
    expect((await testWindow(placed.order.id, placed.cookie, 'maybe')).statusCode).toBe(400);
    expect((await orderRow(t, placed.order.id))?.paymentStatus).toBe('pending');
  });
});
