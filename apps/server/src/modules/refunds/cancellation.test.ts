import {
  fillMessage,
  formatINR,
  orderLifecycleMessages as m,
  orderMessages,
  type AdminOrder,
  type Product,
} from '@artshop/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/build-test-app';
import type { RazorpayStandIn } from '../../test/razorpay-stand-in';
import { useTestApp } from '../../test/use-test-app';
import { createProduct } from '../../test/factories/catalog';
import { buildRazorpayTestApp, placePendingOrder } from '../../test/factories/checkout';
import { createSignedInAdmin } from '../../test/factories/users';
import {
  mailWithKey,
  orderCountOf,
  placePaidOrder,
  postRefund,
  putStatus,
  refundCallsFor,
  refundRows,
  standInRefundsOf,
} from '../../test/factories/refunds';

// Cancelling a paid, unshipped order (PUT /api/order/{id}/status { status: 'cancelled' }): the
// rest of the payment refunded through the same path as any refund, the order out of the top
// sellers, the customer told; shipped orders and reopening refused.

describe('cancelling an order (stand-in)', () => {
  let t: TestApp;
  let standIn: RazorpayStandIn;
  let admin: string;
  useTestApp(buildRazorpayTestApp, (built) => ({ t, standIn } = built));
  beforeAll(async () => {
    admin = (await createSignedInAdmin(t.db)).cookie;
  });

  const cancel = (orderId: string, reason?: string) =>
    putStatus(t, admin, orderId, { status: 'cancelled', ...(reason ? { reason } : {}) });
  const orderOf = (response: { json: () => unknown }) =>
    (response.json() as { order: AdminOrder }).order;
  const topSellerCount = async (productId: string) => {
    const response = await t.app.inject({ method: 'GET', url: '/api/topsellers' });
    const products = (response.json() as { products: Product[] }).products;
    return products.find((product) => product.id === productId)?.orderCount;
  };

  it('cancels, refunds the whole payment, uncounts the order and tells the customer', async () => {
    const product = await createProduct(t.db, { title: 'Peacock on slate' });
    const paid = await placePaidOrder(t, standIn, { product, quantity: 2 });
    // Another customer's order of the same product keeps counting.
    await placePaidOrder(t, standIn, { product, quantity: 1 });
    expect(await orderCountOf(t, product.id)).toBe(3);
    // Read (and cached) before the cancellation.
    expect(await topSellerCount(product.id)).toBe(3);

    const response = await cancel(paid.order.id, 'Out of stock');
    expect(response.statusCode).toBe(200);
    const order = orderOf(response);
    expect(order).toMatchObject({
      fulfilmentStatus: 'cancelled',
      cancelReason: 'Out of stock',
      refunded: paid.totalPaise / 100,
      refundPending: 0,
    });
    expect(order.cancelledAt).not.toBeNull();
    expect(order.refunds).toHaveLength(1);
    expect(order.refunds[0]).toMatchObject({
      amount: paid.totalPaise / 100,
      reason: 'Out of stock',
      status: 'processed',
      cancellation: true,
    });
    expect(order.refunds[0]?.creditNote).not.toBeNull();
    const [made] = standInRefundsOf(standIn, paid.paymentId);
    expect(made).toMatchObject({ amount: paid.totalPaise, idempotencyKey: order.refunds[0]!.id });

    // Only the cancelled order's two leave the count, and the top sellers show it at once.
    expect(await orderCountOf(t, product.id)).toBe(1);
    expect(await topSellerCount(product.id)).toBe(1);

    const [cancelledMail] = await mailWithKey(t, `fulfilment:${paid.order.id}:cancelled:customer`);
    expect(cancelledMail?.kind).toBe('order-cancelled');
    const text = cancelledMail!.textBody.replace(/\s+/g, ' ');
    expect(text).toContain('Out of stock');
    expect(text).toContain(`refund of ${formatINR(paid.totalPaise / 100)}`);
    expect(await mailWithKey(t, `refund:${order.refunds[0]!.id}:customer`)).toHaveLength(1);

    // Again: nothing more happens (no second refund, no second uncounting, no second message).
    const again = await cancel(paid.order.id, 'Out of stock');
    expect(again.statusCode).toBe(200);
    expect(orderOf(again).refunds).toHaveLength(1);
    expect(refundCallsFor(standIn, paid.paymentId)).toBe(1);
    expect(await orderCountOf(t, product.id)).toBe(1);

    // A cancelled order cannot be reopened (the lead's fulfilment check).
    const reopen = await putStatus(t, admin, paid.order.id, { status: 'processing' });
    expect(reopen.statusCode).toBe(409);
    expect(reopen.json().message).toBe(m.cancelledFinal);
  });

  it('refunds only what is left after earlier refunds, and nothing when all went back', async () => {
    const partly = await placePaidOrder(t, standIn);
    await postRefund(t, admin, partly.order.id, { amount: 250, reason: 'Frame' });
    const response = await cancel(partly.order.id);
    expect(response.statusCode).toBe(200);
    const order = orderOf(response);
    // No reason given: the default wording.
    expect(order.cancelReason).toBe(m.cancelReasonDefault);
    expect(order.refunds.map((r) => [r.amount, r.cancellation])).toEqual([
      [250, false],
      [(partly.totalPaise - 250_00) / 100, true],
    ]);
    expect(order.refunded).toBe(partly.totalPaise / 100);

    const whole = await placePaidOrder(t, standIn);
    await postRefund(t, admin, whole.order.id, { amount: whole.totalPaise / 100, reason: 'All' });
    const cancelled = await cancel(whole.order.id);
    expect(orderOf(cancelled).refunds).toHaveLength(1);
    expect(refundCallsFor(standIn, whole.paymentId)).toBe(1);
    const [mail] = await mailWithKey(t, `fulfilment:${whole.order.id}:cancelled:customer`);
    expect(mail?.textBody).toContain('already been refunded in full');
  });

  it('refuses a shipped or delivered order (409), which is refunded instead', async () => {
    for (const step of ['shipped', 'delivered'] as const) {
      const paid = await placePaidOrder(t, standIn);
      const shipped = await putStatus(t, admin, paid.order.id, {
        status: 'shipped',
        courier: 'DTDC',
        trackingNumber: 'D1234',
      });
      expect(shipped.statusCode).toBe(200);
      if (step === 'delivered') await putStatus(t, admin, paid.order.id, { status: 'delivered' });
      const response = await cancel(paid.order.id);
      expect(response.statusCode).toBe(409);
      expect(response.json().message).toBe(m.cancelShipped);
      expect(await refundRows(t, paid.order.id)).toHaveLength(0);
      expect(await orderCountOf(t, paid.product.id)).toBe(1);
    }
  });

  it('refuses an unpaid order (409) and an unknown one (404)', async () => {
    const pending = await placePendingOrder(t);
    const unpaid = await cancel(pending.order.id);
    expect(unpaid.statusCode).toBe(409);
    expect(unpaid.json().message).toBe(orderMessages.fulfilmentNeedsPayment);
    const unknown = await cancel('00000000-0000-4000-8000-000000000000');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(orderMessages.orderNotFound);
  });

  it('keeps the order cancelled with a failed refund when Razorpay refuses (502 with the reason)', async () => {
    const paid = await placePaidOrder(t, standIn);
    const description = 'Refunds are not allowed on this payment';
    standIn.failNext(400, { error: { code: 'BAD_REQUEST_ERROR', description } });
    const response = await cancel(paid.order.id, 'Customer asked');
    expect(response.statusCode).toBe(502);
    expect(response.json().message).toBe(
      fillMessage(m.refundProviderFailed, { reason: description }),
    );
    const [refund] = await refundRows(t, paid.order.id);
    expect(refund).toMatchObject({ status: 'failed', cancellation: true });
    // The admin refunds the payment by hand once the cause is fixed.
    const retry = await postRefund(t, admin, paid.order.id, {
      amount: paid.totalPaise / 100,
      reason: 'Cancelled order',
    });
    expect(retry.statusCode).toBe(201);
  });

  it('is for the admin only', async () => {
    const paid = await placePaidOrder(t, standIn);
    const body = { status: 'cancelled' };
    const url = `/api/order/${paid.order.id}/status`;
    expect((await t.app.inject({ method: 'PUT', url, payload: body })).statusCode).toBe(401);
    const asOwner = await t.app.inject({
      method: 'PUT',
      url,
      payload: body,
      headers: { cookie: paid.cookie },
    });
    expect(asOwner.statusCode).toBe(403);
    expect(await refundRows(t, paid.order.id)).toHaveLength(0);
  });
});
