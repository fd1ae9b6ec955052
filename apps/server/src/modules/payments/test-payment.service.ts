import { orderMessages, type TestPaymentInput, type TestPaymentResponse } from '@artshop/shared';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orders } from '../../db/schema';
import { httpError } from '../../lib/http-error';
import { isUuid } from '../../lib/pg-errors';
import type { PaymentProviderAdapter } from '../../payment-providers/provider';
import { recordTestPayment } from '../../payment-providers/test-provider';

/**
 * `POST /payments/test/{orderId}`: the test window's choice for the owner's order. It answers what
 * Razorpay's redirect would post, and the browser posts it to the same callback, so test mode goes
 * through the same signature check and state machine as real payments.
 */
export async function makeTestPayment(
  db: Db,
  payments: PaymentProviderAdapter,
  userId: string,
  orderId: string,
  input: TestPaymentInput,
): Promise<TestPaymentResponse> {
  if (payments.name !== 'test') throw httpError(404, orderMessages.testModeOnly);
  const [order] = isUuid(orderId)
    ? await db.select().from(orders).where(eq(orders.id, orderId))
    : [];
  if (!order || order.userId !== userId) throw httpError(404, orderMessages.orderNotFound);
  if (order.provider !== 'test' || !order.razorpayOrderId) {
    throw httpError(400, orderMessages.testModeOnly);
  }
  if (order.paymentStatus === 'success') throw httpError(409, orderMessages.orderAlreadyPaid);
  const fields = await recordTestPayment(
    db,
    { ...order, razorpayOrderId: order.razorpayOrderId },
    input.outcome,
  );
  return { callbackUrl: `/api/transaction/${order.id}`, fields };
}
