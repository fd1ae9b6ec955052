import { offerMessages, type OrderAttention } from '@artshop/shared';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { orders, refunds } from '../../db/schema';
import type { PaymentProviderAdapter } from '../../payment-providers/provider';
import type { NotificationSettings } from '../mail/notifications/notification-settings';
import type { AfterCommitStep } from '../payments/after-payment';
import { sendRefund } from '../refunds/refunds.service';

/**
 * A payment that arrives for a piece already sold to another order (a late capture after the
 * reservation lapsed, or an offer withdrawn meanwhile: decision 0052). The money was received, so
 * the order stays paid (a payment never moves back); it is flagged for the shop and refunded in
 * full. The refund is recorded pending in the payment's own transaction, so it is never lost
 * between the commit and the call to the provider: `sendLateSaleRefund` sends it right after the
 * commit (an after-commit step of the payment: `refundLateSale`), and the refund sweep finishes it
 * if that call never happens or gets no answer.
 */

/** The refund's fixed request key: one late-sale refund per order, however often it is replayed. */
export const lateSaleRequestKey = (orderId: string) => `late-sale:${orderId}`;

const REFUND_REASONS: Record<OrderAttention, string> = {
  paidAfterSold: offerMessages.paidAfterSoldRefundReason,
  paidTwice: offerMessages.paidTwiceRefundReason,
};

/**
 * In the payment's transaction: flags the order with `attention` and records its full refund
 * (pending, by no admin). Without a payment id there is nothing to refund against: the flag tells
 * the shop to settle it by hand.
 */
export async function recordLateSale(
  tx: Db,
  order: { id: string; totalPaise: number; razorpayPaymentId: string | null },
  attention: OrderAttention,
  log?: FastifyBaseLogger,
): Promise<void> {
  await tx
    .update(orders)
    .set({ attention, updatedAt: sql`now()` })
    .where(eq(orders.id, order.id));
  if (!order.razorpayPaymentId) {
    log?.error({ orderId: order.id }, 'late sale without a payment id: refund it by hand');
    return;
  }
  await tx
    .insert(refunds)
    .values({
      orderId: order.id,
      amountPaise: order.totalPaise,
      reason: REFUND_REASONS[attention],
      requestKey: lateSaleRequestKey(order.id),
      createdBy: null,
    })
    .onConflictDoNothing();
}

/**
 * After the payment's transaction committed: asks the provider for the late sale's refund, if the
 * order has one still unsent. Never throws: the payment is recorded whatever happens here, and a
 * refund left pending is the sweep's (same idempotency key, so the money goes back once).
 */
export async function sendLateSaleRefund(
  db: Db,
  provider: PaymentProviderAdapter,
  settings: NotificationSettings,
  orderId: string,
  log?: FastifyBaseLogger,
): Promise<void> {
  try {
    const [due] = await db
      .select({ refund: refunds, paymentId: orders.razorpayPaymentId, paidWith: orders.provider })
      .from(refunds)
      .innerJoin(orders, eq(orders.id, refunds.orderId))
      .where(
        and(
          eq(refunds.orderId, orderId),
          eq(refunds.requestKey, lateSaleRequestKey(orderId)),
          eq(refunds.status, 'pending'),
          isNull(refunds.providerRefundId),
        ),
      );
    if (!due?.paymentId || due.paidWith !== provider.name) return;
    const sent = await sendRefund(db, provider, settings, due.refund, due.paymentId, log);
    if (sent.refusal !== null) {
      log?.error({ orderId, refusal: sent.refusal }, 'late sale refund refused by the provider');
    }
  } catch (error) {
    log?.error({ err: error, orderId }, 'late sale refund not sent; the refund sweep retries');
  }
}

/** The after-commit step of a payment (decision 0069): without the provider, the sweep sends it. */
export const refundLateSale: AfterCommitStep = async (db, orderId, { payments, settings, log }) => {
  if (payments) await sendLateSaleRefund(db, payments, settings, orderId, log);
};
