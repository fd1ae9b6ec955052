import { SHOP_CURRENCY } from '@artshop/shared';
import { randomBytes } from 'node:crypto';
import { and, asc, eq, like, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { orders, paymentEvents, type OrderRow } from '../db/schema';
import { toProviderPayment, toProviderRefund } from './razorpay';
import { hmacSha256Hex, verifyCheckoutSignature } from './signature';
import {
  PaymentProviderError,
  type PaymentProviderAdapter,
  type ProviderPayment,
  type ProviderRefund,
} from './provider';

/**
 * The test mode secret (docs/decisions/0025-payment-flow.md). It is fixed, not random per process,
 * so a signature made by one server process verifies in another; in test mode no money moves and
 * the order's owner can pay through the test window anyway, so knowing it grants nothing more.
 */
export const TEST_PROVIDER_SECRET = 'artshop-test-mode-no-money-moves';
export const TEST_PROVIDER_KEY_ID = 'test';

/** Test payments are stored as payment events of these types; `fetchOrderPayments` reads them back. */
const TEST_PAYMENT_TYPE_PREFIX = 'test.payment.';

/**
 * Test refunds are payment events too, under `test:refund:<idempotency key>`: asking again with the
 * same key finds the refund already made, as Razorpay's `X-Refund-Idempotency` does.
 */
const TEST_REFUND_TYPE = 'test.refund.processed';

const randomId = (prefix: string) => `${prefix}${randomBytes(7).toString('hex')}`;

/** A recorded test payment; test mode takes rupees only (rows from before currency was stored). */
function testPayment(payload: unknown): ProviderPayment | null {
  const payment = toProviderPayment(payload);
  return payment && { ...payment, currency: payment.currency ?? SHOP_CURRENCY };
}

/**
 * Test mode (no Razorpay keys): the same interface as Razorpay, with no network. What the test
 * window did lives in the database (payment_events), never in this process's memory, so the re-check
 * path works in test mode too and across several server processes.
 */
export function createTestProvider(db: Db): PaymentProviderAdapter {
  const refused = (description: string) => new PaymentProviderError(description, 400, description);

  async function paymentRow(paymentId: string) {
    const [row] = await db
      .select({ payload: paymentEvents.payload, orderId: paymentEvents.orderId })
      .from(paymentEvents)
      .where(
        and(
          eq(paymentEvents.eventId, `test:${paymentId}`),
          like(paymentEvents.type, `${TEST_PAYMENT_TYPE_PREFIX}%`),
        ),
      );
    const payment = row && testPayment(row.payload);
    if (!payment) throw refused('The id provided does not exist');
    return { payment, orderId: row.orderId };
  }

  const fetchPayment = async (paymentId: string) => (await paymentRow(paymentId)).payment;

  /** The test refunds of a payment (or the one with `refundId`), as Razorpay would list them. */
  async function testRefunds(paymentId: string, refundId?: string): Promise<ProviderRefund[]> {
    const rows = await db
      .select({ payload: paymentEvents.payload })
      .from(paymentEvents)
      .where(
        and(
          eq(paymentEvents.type, TEST_REFUND_TYPE),
          sql`${paymentEvents.payload}->>'payment_id' = ${paymentId}`,
          refundId ? sql`${paymentEvents.payload}->>'id' = ${refundId}` : undefined,
        ),
      );
    return rows.map((row) => toProviderRefund(row.payload)).filter((r) => r !== null);
  }

  async function refundByKey(idempotencyKey: string): Promise<ProviderRefund | null> {
    const [row] = await db
      .select({ payload: paymentEvents.payload })
      .from(paymentEvents)
      .where(eq(paymentEvents.eventId, `test:refund:${idempotencyKey}`));
    return (row && toProviderRefund(row.payload)) ?? null;
  }

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
      return rows.map((row) => testPayment(row.payload)).filter((p) => p !== null);
    },

    fetchPayment,

    async capturePayment(paymentId, amountPaise, currency): Promise<ProviderPayment> {
      // The test window records payments captured or failed, so this only answers like Razorpay.
      const payment = await fetchPayment(paymentId);
      if (payment.status !== 'authorized') {
        throw new PaymentProviderError('This payment has already been captured', 400);
      }
      if (payment.amountPaise !== amountPaise || payment.currency !== currency) {
        throw new PaymentProviderError(
          'Capture amount must be equal to the amount authorized',
          400,
        );
      }
      const captured = { ...payment, status: 'captured' as const };
      await db
        .update(paymentEvents)
        .set({
          type: `${TEST_PAYMENT_TYPE_PREFIX}captured`,
          payload: {
            id: captured.id,
            status: captured.status,
            amount: captured.amountPaise,
            currency: captured.currency,
            order_id: captured.orderId,
          },
        })
        .where(eq(paymentEvents.eventId, `test:${paymentId}`));
      return captured;
    },

    /**
     * Processed at once (no money moves), with Razorpay's checks: a captured payment, never more
     * than what is left of it, and the same idempotency key answering the same refund.
     */
    async refundPayment(paymentId, input): Promise<ProviderRefund> {
      const earlier = await refundByKey(input.idempotencyKey);
      if (earlier) return earlier;
      const { payment, orderId } = await paymentRow(paymentId);
      if (payment.status !== 'captured') throw refused('The payment has not been captured yet');
      const refunded = (await testRefunds(paymentId)).reduce((sum, r) => sum + r.amountPaise, 0);
      if (input.amountPaise > payment.amountPaise - refunded) {
        throw refused('The refund amount provided is greater than amount captured');
      }
      await db
        .insert(paymentEvents)
        .values({
          eventId: `test:refund:${input.idempotencyKey}`,
          orderId,
          type: TEST_REFUND_TYPE,
          payload: {
            id: randomId('test_rfnd_'),
            entity: 'refund',
            amount: input.amountPaise,
            currency: payment.currency,
            payment_id: paymentId,
            notes: input.notes,
            receipt: input.receipt,
            status: 'processed',
          },
        })
        .onConflictDoNothing({ target: paymentEvents.eventId });
      // A concurrent call with the same key may have written first: both answer that refund.
      const made = await refundByKey(input.idempotencyKey);
      if (!made) throw new PaymentProviderError('The test refund was not recorded');
      return made;
    },

    async fetchRefund(paymentId, refundId): Promise<ProviderRefund> {
      const [refund] = await testRefunds(paymentId, refundId);
      if (!refund) throw refused('The id provided does not exist');
      return refund;
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
    payload: {
      id: paymentId,
      status,
      amount: order.totalPaise,
      currency: SHOP_CURRENCY,
      order_id: order.razorpayOrderId,
    },
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
