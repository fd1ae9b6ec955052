import { randomBytes } from 'node:crypto';
import { and, asc, eq, like } from 'drizzle-orm';
import type { Db } from '../db/client';
import { orders, paymentEvents, type OrderRow } from '../db/schema';
import { toProviderPayment } from './razorpay';
import { hmacSha256Hex, verifyCheckoutSignature } from './signature';
import type { PaymentProviderAdapter, ProviderPayment } from './provider';

/**
 * The test mode secret (docs/decisions/0025-payment-flow.md). It is fixed, not random per process,
 * so a signature made by one server process verifies in another; in test mode no money moves and
 * the order's owner can pay through the test window anyway, so knowing it grants nothing more.
 */
export const TEST_PROVIDER_SECRET = 'artshop-test-mode-no-money-moves';
export const TEST_PROVIDER_KEY_ID = 'test';

/** Test payments are stored as payment events of these types; `fetchOrderPayments` reads them back. */
const TEST_PAYMENT_TYPE_PREFIX = 'test.payment.';

const randomId = (prefix: string) => `${prefix}${randomBytes(7).toString('hex')}`;

/**
 * Test mode (no Razorpay keys): the same interface as Razorpay, with no network. What the test
 * window did lives in the database (payment_events), never in this process's memory, so the re-check
 * path works in test mode too and across several server processes.
 */
export function createTestProvider(db: Db): PaymentProviderAdapter {
  return {
    name: 'test',
    keyId: TEST_PROVIDER_KEY_ID,

    async createOrder(input) {
      return { id: randomId('order_test'), amountPaise: input.amountPaise, status: 'created' };
    },

    async fetchOrderPayments(providerOrderId): Promise<ProviderPayment[]> {
      const rows = await db
        .select({ payload: paymentEvents.payload })
        .from(paymentEvents)
        .innerJoin(orders, eq(orders.id, paymentEvents.orderId))
        .where(
          and(
            eq(orders.razorpayOrderId, providerOrderId),
            like(paymentEvents.type, `${TEST_PAYMENT_TYPE_PREFIX}%`),
          ),
        )
        .orderBy(asc(paymentEvents.createdAt));
      return rows.map((row) => toProviderPayment(row.payload)).filter((p) => p !== null);
    },

    verifyCheckoutSignature(providerOrderId, paymentId, signature) {
      return verifyCheckoutSignature(TEST_PROVIDER_SECRET, providerOrderId, paymentId, signature);
    },
  };
}

/**
 * What the test payment window does when the shopper picks an outcome: records the payment (captured
 * or failed, as Razorpay would hold it) and returns the form fields Razorpay's redirect would post
 * to the callback: the three `razorpay_*` fields with a valid signature, or Razorpay's error set.
 */
export async function recordTestPayment(
  db: Db,
  order: Pick<OrderRow, 'id' | 'razorpayOrderId' | 'totalPaise'> & { razorpayOrderId: string },
  outcome: 'success' | 'failure',
): Promise<Record<string, string>> {
  const paymentId = randomId('pay_test');
  const status = outcome === 'success' ? 'captured' : 'failed';
  await db.insert(paymentEvents).values({
    eventId: `test:${paymentId}`,
    orderId: order.id,
    type: `${TEST_PAYMENT_TYPE_PREFIX}${status}`,
    payload: { id: paymentId, status, amount: order.totalPaise, order_id: order.razorpayOrderId },
  });
  if (outcome === 'success') {
    return {
      razorpay_payment_id: paymentId,
      razorpay_order_id: order.razorpayOrderId,
      razorpay_signature: hmacSha256Hex(
        TEST_PROVIDER_SECRET,
        `${order.razorpayOrderId}|${paymentId}`,
      ),
    };
  }
  return {
    'error[code]': 'BAD_REQUEST_ERROR',
    'error[description]': 'Payment failed (test mode: no money moved)',
    'error[source]': 'customer',
    'error[step]': 'payment_authorization',
    'error[reason]': 'payment_failed',
    'error[metadata][order_id]': order.razorpayOrderId,
    'error[metadata][payment_id]': paymentId,
  };
}
