import { orderLifecycleMessages, orderMessages } from '@artshop/shared';
import { and, asc, eq, isNotNull, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { orderItems, orders, refunds } from '../../db/schema';
import { httpError } from '../../lib/http-error';
import { isUuid } from '../../lib/pg-errors';
import type { PaymentProviderAdapter } from '../../payment-providers/provider';
import { changeOrderCounts } from '../catalog/order-counts';
import { invalidateCatalogCache } from '../catalog/response-cache';
import type { NotificationSettings } from '../mail/notifications/notification-settings';
import { queueOrderCancelledMessage } from '../mail/notifications/refunds';
import {
  assertRefundable,
  lockOrder,
  providerRefused,
  refundableLeftPaise,
  sendRefund,
} from './refunds.service';

export interface CancelOrderInput {
  orderId: string;
  reason: string | undefined;
  adminId: string | null;
}

/**
 * Takes a cancelled order's quantities back off the products' order counts (top sellers).
 */
async function uncountOrder(tx: Db, orderId: string): Promise<void> {
  const items = await tx
    .select({ productId: orderItems.productId, quantity: orderItems.quantity })
    .from(orderItems)
    .where(and(eq(orderItems.orderId, orderId), isNotNull(orderItems.productId)))
    .orderBy(asc(orderItems.productId));
  await changeOrderCounts(tx, items, 'remove');
}

/**
 * `PUT /api/order/{id}/status { status: 'cancelled', reason? }` (admin): cancels a paid order that
 * has not shipped and refunds what is left of its payment. One transaction, under the order's row
 * lock, marks it cancelled, takes it out of the top sellers, records the refund pending (marked as
 * the cancellation's) and queues the customer's message; then the refund goes to the provider
 * through the same path as any refund. Cancelling a cancelled order changes nothing. When the
 * provider refuses, the order stays cancelled with the refund failed, and the answer is 502 with
 * the reason (the admin can refund the rest by hand).
 */
export async function cancelOrder(
  db: Db,
  provider: PaymentProviderAdapter,
  settings: NotificationSettings,
  input: CancelOrderInput,
  log?: FastifyBaseLogger,
): Promise<void> {
  if (!isUuid(input.orderId)) throw httpError(404, orderMessages.orderNotFound);
  const cancelled = await db.transaction(async (tx) => {
    const order = await lockOrder(tx, input.orderId);
    // An open cash on delivery order: cancelled with nothing to refund (decision 0101).
    if (order.paymentMethod === 'cod' && order.paymentStatus === 'pending') {
      if (order.cancelledAt) return null;
      if (order.fulfilmentStatus === 'shipped' || order.fulfilmentStatus === 'delivered') {
        throw httpError(409, orderLifecycleMessages.cancelShipped);
      }
      await tx
        .update(orders)
        .set({
          paymentStatus: 'failed',
          fulfilmentStatus: 'cancelled',
          cancelledAt: sql`now()`,
          cancelReason: input.reason?.trim() || orderLifecycleMessages.cancelReasonDefault,
          codCodeHash: null,
          updatedAt: sql`now()`,
        })
        .where(eq(orders.id, order.id));
      await queueOrderCancelledMessage(tx, settings, order.id, 0);
      return { refund: undefined, paymentId: null };
    }
    if (order.paymentStatus !== 'success') {
      throw httpError(409, orderMessages.fulfilmentNeedsPayment);
    }
    if (order.cancelledAt) return null;
    if (order.fulfilmentStatus === 'shipped' || order.fulfilmentStatus === 'delivered') {
      throw httpError(409, orderLifecycleMessages.cancelShipped);
    }
    const left = await refundableLeftPaise(tx, order);
    // Checked before anything changes: a refund that cannot be sent must not be promised.
    const paymentId = left > 0 ? assertRefundable(order, provider, log) : null;
    const reason = input.reason?.trim() || orderLifecycleMessages.cancelReasonDefault;
    await tx
      .update(orders)
      .set({
        fulfilmentStatus: 'cancelled',
        cancelledAt: sql`now()`,
        cancelReason: reason,
        updatedAt: sql`now()`,
      })
      .where(eq(orders.id, order.id));
    await uncountOrder(tx, order.id);
    const [refund] =
      left > 0
        ? await tx
            .insert(refunds)
            .values({
              orderId: order.id,
              amountPaise: left,
              reason,
              cancellation: true,
              createdBy: input.adminId,
            })
            .returning()
        : [];
    await queueOrderCancelledMessage(tx, settings, order.id, Math.max(left, 0));
    return { refund, paymentId };
  });
  if (!cancelled) return;
  // Top sellers are ordered by the counts just lowered: this process's cached answers must go.
  await invalidateCatalogCache(db);
  if (cancelled.refund && cancelled.paymentId) {
    const sent = await sendRefund(
      db,
      provider,
      settings,
      cancelled.refund,
      cancelled.paymentId,
      log,
    );
    if (sent.refusal !== null) throw providerRefused(sent.refusal);
  }
}
