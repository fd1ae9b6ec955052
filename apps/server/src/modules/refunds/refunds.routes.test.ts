import {
  fillMessage,
  formatINR,
  orderLifecycleMessages as m,
  orderMessages,
  refundResponseSchema,
  type Order,
} from '@artshop/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/build-test-app';
import type { RazorpayStandIn } from '../../test/razorpay-stand-in';
import { useTestApp } from '../../test/use-test-app';
import { buildRazorpayTestApp, placePendingOrder } from '../../test/factories/checkout';
import { createSignedInAdmin } from '../../test/factories/users';
import {
  mailWithKey,
  placePaidOrder,
  postRefund,
  refundCallsFor,
  refundOf,
  refundRow,
  refundRows,
  standInRefundsOf,
} from '../../test/factories/refunds';

// Refunds through Razorpay (the local stand-in), end to end through the admin route: the amount
// checks under the order's lock, the call with our idempotency key, the answer recorded.

describe('POST /api/order/{id}/refunds with Razorpay (stand-in)', () => {
  let t: TestApp;
  let standIn: RazorpayStandIn;
  let admin: string;
  useTestApp(buildRazorpayTestApp, (built) => ({ t, standIn } = built));
  beforeAll(async () => {
    admin = (await createSignedInAdmin(t.db)).cookie;
  });

  const myOrder = async (cookie: string, id: string) => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/order/user',
      headers: { cookie },
    });
    return (response.json() as { orders: Order[] }).orders.find((order) => order.id === id)!;
  };

  it('refunds the whole order: processed, with a credit note, the customer told and shown', async () => {
    const paid = await placePaidOrder(t, standIn, { quantity: 2 });
    const response = await postRefund(t, admin, paid.order.id, {
      amount: paid.totalPaise / 100,
      reason: 'Damaged in transit',
    });
    expect(response.statusCode).toBe(201);
    const refund = refundOf(response);
    expect(refundResponseSchema.parse(response.json())).toEqual(response.json());
    expect(refund).toMatchObject({
      amount: paid.totalPaise / 100,
      reason: 'Damaged in transit',
      status: 'processed',
      cancellation: false,
    });
    expect(refund.processedAt).not.toBeNull();
    expect(refund.creditNote?.number).toBeTruthy();

    // Razorpay got one call: amount in paise, normal speed, our ids in the notes, our row id as key.
    const [made] = standInRefundsOf(standIn, paid.paymentId);
    expect(standInRefundsOf(standIn, paid.paymentId)).toHaveLength(1);
    expect(made).toMatchObject({
      amount: paid.totalPaise,
      notes: { orderId: paid.order.id, refundId: refund.id },
      receipt: refund.id,
      idempotencyKey: refund.id,
    });
    expect(standIn.requests.findLast((r) => r.path.endsWith('/refund'))?.body).toMatchObject({
      amount: paid.totalPaise,
      speed: 'normal',
    });
    expect((await refundRow(t, refund.id))?.providerRefundId).toBe(made!.id);

    const [mail] = await mailWithKey(t, `refund:${refund.id}:customer`);
    expect(mail?.kind).toBe('order-refunded');
    expect(mail?.subject).toContain(formatINR(paid.totalPaise / 100));
    expect(mail?.textBody).toContain(refund.creditNote!.number);

    const mine = await myOrder(paid.cookie, paid.order.id);
    expect(mine).toMatchObject({ refunded: paid.totalPaise / 100, refundPending: 0 });
    expect(mine.refunds.map((r) => r.id)).toEqual([refund.id]);

    // Nothing is left to refund.
    const more = await postRefund(t, admin, paid.order.id, { amount: 1, reason: 'Again' });
    expect(more.statusCode).toBe(400);
    expect(more.json().message).toBe(m.refundNothingLeft);
    expect(refundCallsFor(standIn, paid.paymentId)).toBe(1);
  });

  it('refunds in parts, each against what is left, never past it', async () => {
    const paid = await placePaidOrder(t, standIn);
    const first = await postRefund(t, admin, paid.order.id, { amount: 100.5, reason: 'Frame' });
    expect(first.statusCode).toBe(201);
    expect(refundOf(first)).toMatchObject({ amount: 100.5, status: 'processed' });
    const leftPaise = paid.totalPaise - 100_50;

    const tooMuch = await postRefund(t, admin, paid.order.id, {
      amount: leftPaise / 100 + 0.01,
      reason: 'Rest',
    });
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json().message).toBe(
      fillMessage(m.refundTooLarge, { left: formatINR(leftPaise / 100) }),
    );
    // The refusal is ours: Razorpay never heard of it.
    expect(refundCallsFor(standIn, paid.paymentId)).toBe(1);

    const rest = await postRefund(t, admin, paid.order.id, {
      amount: leftPaise / 100,
      reason: 'Rest',
    });
    expect(rest.statusCode).toBe(201);
    expect(standInRefundsOf(standIn, paid.paymentId).map((r) => r.amount)).toEqual([
      100_50,
      leftPaise,
    ]);
    const mine = await myOrder(paid.cookie, paid.order.id);
    expect(mine.refunded).toBe(paid.totalPaise / 100);
    // Each refund has its own credit note.
    expect(new Set(mine.refunds.map((r) => r.creditNote?.number)).size).toBe(2);
  });

  it('answers a repeated Idempotency-Key with the same refund and no second call', async () => {
    const paid = await placePaidOrder(t, standIn);
    const body = { amount: 200, reason: 'Late delivery' };
    const first = await postRefund(t, admin, paid.order.id, body, 'click-1');
    const again = await postRefund(t, admin, paid.order.id, body, 'click-1');
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(refundOf(again)).toEqual(refundOf(first));
    expect(refundCallsFor(standIn, paid.paymentId)).toBe(1);
    expect(await refundRows(t, paid.order.id)).toHaveLength(1);

    // Another key is another refund; the key is per order.
    const other = await postRefund(t, admin, paid.order.id, body, 'click-2');
    expect(refundOf(other).id).not.toBe(refundOf(first).id);
    const elsewhere = await placePaidOrder(t, standIn);
    const sameKey = await postRefund(t, admin, elsewhere.order.id, body, 'click-1');
    expect(refundOf(sameKey).id).not.toBe(refundOf(first).id);
    expect(await mailWithKey(t, `refund:${refundOf(first).id}:customer`)).toHaveLength(1);
  });

  it('answers a full refund repeated with its key even though nothing is left', async () => {
    const paid = await placePaidOrder(t, standIn);
    const body = { amount: paid.totalPaise / 100, reason: 'Out of stock' };
    const first = await postRefund(t, admin, paid.order.id, body, 'full-1');
    const again = await postRefund(t, admin, paid.order.id, body, 'full-1');
    expect(again.statusCode).toBe(201);
    expect(refundOf(again).id).toBe(refundOf(first).id);
  });

  it('records a refusal as failed with the reason (502); the amount can be refunded later', async () => {
    const paid = await placePaidOrder(t, standIn);
    const description =
      'Your account does not have enough balance to carry out the refund operation.';
    standIn.failNext(400, { error: { code: 'BAD_REQUEST_ERROR', description } });
    const refused = await postRefund(t, admin, paid.order.id, {
      amount: paid.totalPaise / 100,
      reason: 'Customer changed their mind',
    });
    expect(refused.statusCode).toBe(502);
    expect(refused.json().message).toBe(
      fillMessage(m.refundProviderFailed, { reason: description }),
    );
    const [failed] = await refundRows(t, paid.order.id);
    expect(failed).toMatchObject({ status: 'failed', failureReason: description });
    expect(failed?.providerRefundId).toBeNull();
    expect(await mailWithKey(t, `refund:${failed!.id}:customer`)).toHaveLength(0);

    // A failed refund gave nothing back: the whole amount is still refundable.
    const retry = await postRefund(t, admin, paid.order.id, {
      amount: paid.totalPaise / 100,
      reason: 'Customer changed their mind',
    });
    expect(retry.statusCode).toBe(201);
    expect(refundOf(retry).status).toBe('processed');
    const mine = await myOrder(paid.cookie, paid.order.id);
    expect(mine.refunds.map((r) => r.status)).toEqual(['failed', 'processed']);
    expect(mine.refunded).toBe(paid.totalPaise / 100);
  });

  it("turns Razorpay's own over-limit refusal into a failed refund with its words", async () => {
    const paid = await placePaidOrder(t, standIn);
    // A refund made in Razorpay's dashboard, which the shop does not know about.
    standIn.refunds.set('rfnd_dashboard', {
      id: 'rfnd_dashboard',
      amount: paid.totalPaise - 100_00,
      currency: 'INR',
      payment_id: paid.paymentId,
      notes: {},
      receipt: null,
      status: 'processed',
      idempotencyKey: null,
    });
    const response = await postRefund(t, admin, paid.order.id, { amount: 500, reason: 'Part' });
    expect(response.statusCode).toBe(502);
    expect(response.json().message).toBe(
      fillMessage(m.refundProviderFailed, {
        reason: 'The refund amount provided is greater than amount captured',
      }),
    );
  });

  it('keeps a refund pending while Razorpay is down or says pending; it counts against the rest', async () => {
    const paid = await placePaidOrder(t, standIn);
    standIn.failNext(503);
    const down = await postRefund(t, admin, paid.order.id, { amount: 300, reason: 'Part' });
    expect(down.statusCode).toBe(201);
    expect(refundOf(down)).toMatchObject({
      status: 'pending',
      processedAt: null,
      creditNote: null,
    });
    expect((await refundRow(t, refundOf(down).id))?.providerRefundId).toBeNull();

    standIn.nextRefundStatus('pending');
    const slow = await postRefund(t, admin, paid.order.id, { amount: 200, reason: 'Part' });
    expect(refundOf(slow).status).toBe('pending');
    const [atRazorpay] = standInRefundsOf(standIn, paid.paymentId);
    expect((await refundRow(t, refundOf(slow).id))?.providerRefundId).toBe(atRazorpay!.id);

    const mine = await myOrder(paid.cookie, paid.order.id);
    expect(mine).toMatchObject({ refunded: 0, refundPending: 500 });
    const left = paid.totalPaise - 500_00;
    const over = await postRefund(t, admin, paid.order.id, {
      amount: left / 100 + 1,
      reason: 'Rest',
    });
    expect(over.json().message).toBe(
      fillMessage(m.refundTooLarge, { left: formatINR(left / 100) }),
    );
  });

  it('refuses an unpaid order (409) and an unknown one (404)', async () => {
    const pending = await placePendingOrder(t);
    const unpaid = await postRefund(t, admin, pending.order.id, { amount: 10, reason: 'x' });
    expect(unpaid.statusCode).toBe(409);
    expect(unpaid.json().message).toBe(m.refundNeedsPayment);
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      const unknown = await postRefund(t, admin, id, { amount: 10, reason: 'x' });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json().message).toBe(orderMessages.orderNotFound);
    }
    expect(await refundRows(t, pending.order.id)).toHaveLength(0);
  });

  it('answers bad input with 400 and the message, before anything happens', async () => {
    const paid = await placePaidOrder(t, standIn);
    const cases: [unknown, string][] = [
      [{ amount: 0, reason: 'x' }, m.refundAmountInvalid],
      [{ amount: -5, reason: 'x' }, m.refundAmountInvalid],
      [{ amount: 10.005, reason: 'x' }, m.refundAmountInvalid],
      [{ amount: '10', reason: 'x' }, m.refundAmountInvalid],
      [{ amount: 10 }, m.refundReasonRequired],
      [{ amount: 10, reason: '   ' }, m.refundReasonRequired],
      [{ amount: 10, reason: 'x'.repeat(301) }, m.refundReasonTooLong],
    ];
    for (const [body, message] of cases) {
      const response = await postRefund(t, admin, paid.order.id, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().message).toBe(message);
    }
    const longKey = await postRefund(
      t,
      admin,
      paid.order.id,
      { amount: 10, reason: 'x' },
      'k'.repeat(201),
    );
    expect(longKey.statusCode).toBe(400);
    expect(longKey.json().message).toBe(m.idempotencyKeyTooLong);
    expect(await refundRows(t, paid.order.id)).toHaveLength(0);
    expect(refundCallsFor(standIn, paid.paymentId)).toBe(0);
  });

  it('is for the admin only: 401 signed out, 403 for a customer (even the owner)', async () => {
    const paid = await placePaidOrder(t, standIn);
    const body = { amount: 10, reason: 'x' };
    expect((await postRefund(t, null, paid.order.id, body)).statusCode).toBe(401);
    expect((await postRefund(t, paid.cookie, paid.order.id, body)).statusCode).toBe(403);
    expect(await refundRows(t, paid.order.id)).toHaveLength(0);
  });
});
