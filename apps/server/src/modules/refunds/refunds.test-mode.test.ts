import { fillMessage, orderLifecycleMessages as m, type AdminOrder } from '@artshop/shared';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { paymentEvents } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { useTestApp } from '../../test/use-test-app';
import { createRazorpayProvider } from '../../payment-providers/razorpay';
import { createSignedInAdmin } from '../../test/factories/users';
import {
  mailWithKey,
  orderCountOf,
  placePaidTestOrder,
  postRefund,
  putStatus,
  refundOf,
  refundRow,
  refundRows,
} from '../../test/factories/refunds';
import { createRefund } from './refunds.service';

// Test mode (no Razorpay keys): the same refund path, with a provider that processes a refund at
// once, so the refund, its credit note and the customer's message all happen in the request.

describe('refunds in test mode', () => {
  let t: TestApp;
  let admin: string;
  useTestApp(buildTestApp, (built) => (t = built));
  beforeAll(async () => {
    admin = (await createSignedInAdmin(t.db)).cookie;
  });

  const testRefunds = (orderId: string) =>
    t.db
      .select()
      .from(paymentEvents)
      .where(
        and(eq(paymentEvents.orderId, orderId), eq(paymentEvents.type, 'test.refund.processed')),
      );

  it('processes a refund at once: credit note, message, and the test provider keeps it', async () => {
    const paid = await placePaidTestOrder(t);
    expect(paid.paymentId).toMatch(/^pay_test/);
    const response = await postRefund(
      t,
      admin,
      paid.order.id,
      { amount: 99.99, reason: 'Test' },
      'k1',
    );
    expect(response.statusCode).toBe(201);
    const refund = refundOf(response);
    expect(refund).toMatchObject({ amount: 99.99, status: 'processed' });
    expect(refund.creditNote).not.toBeNull();
    expect((await refundRow(t, refund.id))?.providerRefundId).toMatch(/^test_rfnd_/);
    expect(await mailWithKey(t, `refund:${refund.id}:customer`)).toHaveLength(1);
    const recorded = await testRefunds(paid.order.id);
    expect(recorded).toHaveLength(1);
    expect(recorded[0]?.payload).toMatchObject({ amount: 99_99, payment_id: paid.paymentId });

    // The same key: the same refund, nothing more recorded.
    const again = await postRefund(
      t,
      admin,
      paid.order.id,
      { amount: 99.99, reason: 'Test' },
      'k1',
    );
    expect(refundOf(again).id).toBe(refund.id);
    expect(await testRefunds(paid.order.id)).toHaveLength(1);
  });

  it('cancels with a full refund of the rest', async () => {
    const paid = await placePaidTestOrder(t, { quantity: 3 });
    expect(await orderCountOf(t, paid.product.id)).toBe(3);
    await postRefund(t, admin, paid.order.id, { amount: 10, reason: 'Part' });
    const response = await putStatus(t, admin, paid.order.id, { status: 'cancelled' });
    expect(response.statusCode).toBe(200);
    const order = (response.json() as { order: AdminOrder }).order;
    expect(order.refunded).toBe(paid.totalPaise / 100);
    expect(order.refunds.map((r) => r.status)).toEqual(['processed', 'processed']);
    expect(await orderCountOf(t, paid.product.id)).toBe(0);
    expect(await testRefunds(paid.order.id)).toHaveLength(2);
  });

  it('will not refund a test-mode order once the shop runs on Razorpay (409, no call)', async () => {
    const paid = await placePaidTestOrder(t);
    // Razorpay keys set after the order was paid in test mode; nothing listens at this address.
    const razorpay = createRazorpayProvider({
      keyId: 'rzp_test_x',
      keySecret: 'secret_x',
      apiBase: 'http://127.0.0.1:1',
    });
    const input = {
      orderId: paid.order.id,
      amountPaise: 100_00,
      reason: 'Part',
      requestKey: null,
      adminId: null,
    };
    const refused = await createRefund(t.db, razorpay, t.config, input).catch((e: unknown) => e);
    expect(refused).toMatchObject({
      statusCode: 409,
      message: fillMessage(m.refundOtherProvider, { provider: 'test mode' }),
    });
    expect(await refundRows(t, paid.order.id)).toHaveLength(0);
  });
});
