import {
  codMessages,
  fillMessage,
  formatINR,
  orderLifecycleMessages,
  orderMessages,
  toRupees,
  type Refund,
} from '@artshop/shared';
import { and, eq, inArray, sum } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { orders, refunds, type OrderRow, type RefundRow } from '../../db/schema';
import { httpError } from '../../lib/http-error';
import { isUuid } from '../../lib/pg-errors';
import {
  PaymentProviderError,
  type PaymentProviderAdapter,
  type ProviderRefund,
} from '../../payment-providers/provider';
import type { NotificationSettings } from '../mail/notifications/notification-settings';
import { toOrderDtos } from '../orders/order-dto';
import { applyRefundOutcome, applyRefundOutcomeInTransaction } from './refund-state.service';

const m = orderLifecycleMessages;

export interface CreateRefundInput {
  orderId: string;
  amountPaise: number;
  reason: string;
  /** The admin's Idempotency-Key header: the same key on the same order answers the same refund. */
  requestKey: string | null;
  adminId: string | null;
  cancellation?: boolean;
  /** A cash on delivery order's refund, paid by the shop (decision 0102). */
  payout?: { method: 'bank_transfer' | 'upi' | undefined; reference: string | undefined };
}

const PROVIDER_LABELS: Record<OrderRow['provider'], string> = {
  razorpay: 'Razorpay',
  test: 'test mode',
};

/**
 * Whether this shop can refund the order's payment: through the provider that took it, and with
 * its payment id on record (Razorpay refunds a payment, not an order). 409 otherwise.
 */
export function assertRefundable(
  order: OrderRow,
  provider: PaymentProviderAdapter,
  log?: FastifyBaseLogger,
): string {
  if (order.paymentStatus !== 'success') throw httpError(409, m.refundNeedsPayment);
  if (order.provider !== provider.name) {
    throw httpError(
      409,
      fillMessage(m.refundOtherProvider, { provider: PROVIDER_LABELS[order.provider] }),
    );
  }
  if (!order.razorpayPaymentId) {
    log?.error({ orderId: order.id }, 'paid order without a payment id: cannot refund');
    throw httpError(409, m.refundNeedsPayment);
  }
  return order.razorpayPaymentId;
}

/** Paid total minus the pending and processed refunds (failed ones gave nothing back), in paise. */
export async function refundableLeftPaise(tx: Db, order: OrderRow): Promise<number> {
  const [row] = await tx
    .select({ taken: sum(refunds.amountPaise).mapWith(Number) })
    .from(refunds)
    .where(and(eq(refunds.orderId, order.id), inArray(refunds.status, ['pending', 'processed'])));
  return order.totalPaise - (row?.taken ?? 0);
}

/** The order's row, locked until the transaction ends; 404 when there is none. */
export async function lockOrder(tx: Db, orderId: string): Promise<OrderRow> {
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
  if (!order) throw httpError(404, orderMessages.orderNotFound);
  return order;
}

/** What became of a refund sent to the provider. */
export interface SentRefund {
  /** Whether the answer moved it out of pending (processed or failed). */
  settled: boolean;
  /** The provider's reason when it refused (the refund is failed), else null. */
  refusal: string | null;
}

/**
 * Asks the provider for a refund that is recorded pending, with NO transaction open (a slow
 * provider must not hold the order's lock), the refund row's id as the idempotency key, and records
 * its answer through the state machine. A refusal (4xx: nothing was made) marks it failed with the
 * provider's reason; no answer, or a 5xx, leaves it pending for the sweep, which asks again with
 * the same key, so the money goes back once.
 */
export async function sendRefund(
  db: Db,
  provider: PaymentProviderAdapter,
  settings: NotificationSettings,
  refund: Pick<RefundRow, 'id' | 'orderId' | 'amountPaise'>,
  paymentId: string,
  log?: FastifyBaseLogger,
): Promise<SentRefund> {
  let answer: ProviderRefund;
  try {
    answer = await provider.refundPayment(paymentId, {
      amountPaise: refund.amountPaise,
      idempotencyKey: refund.id,
      notes: { orderId: refund.orderId, refundId: refund.id },
      receipt: refund.id,
    });
  } catch (error) {
    if (!(error instanceof PaymentProviderError)) throw error;
    if (!error.isRefusal) {
      log?.warn({ err: error, refundId: refund.id }, 'refund not confirmed; the sweep asks again');
      return { settled: false, refusal: null };
    }
    const reason = error.description ?? error.message;
    const settled = await applyRefundOutcome(
      db,
      { refundId: refund.id, status: 'failed', providerRefundId: null, failureReason: reason },
      settings,
      log,
    );
    return { settled, refusal: reason };
  }
  if (answer.amountPaise !== refund.amountPaise) {
    log?.error({ refundId: refund.id, answer }, 'provider refunded another amount than asked');
  }
  const settled = await applyRefundOutcome(
    db,
    { refundId: refund.id, status: answer.status, providerRefundId: answer.id },
    settings,
    log,
  );
  return { settled, refusal: null };
}

/** 502 with the provider's reason: our request was fine, the payment service said no. */
export const providerRefused = (reason: string) =>
  httpError(502, fillMessage(m.refundProviderFailed, { reason }));

/** One refund as the order shows it (with its credit note once processed). */
export async function loadRefund(db: Db, orderId: string, refundId: string): Promise<Refund> {
  const rows = await db.select().from(orders).where(eq(orders.id, orderId));
  const [order] = await toOrderDtos(db, rows);
  const refund = order?.refunds.find((r) => r.id === refundId);
  if (!refund) throw new Error(`refund ${refundId} of order ${orderId} vanished`);
  return refund;
}

/**
 * Checks the amount against what is left to refund (under the order's row lock, so admins clicking
 * at once never pass what was paid) and records the refund; `payout` is how the shop paid a cash on
 * delivery refund itself.
 */
async function reserveRefund(
  tx: Db,
  order: OrderRow,
  input: CreateRefundInput,
  payout?: { method: 'bank_transfer' | 'upi'; payoutReference: string },
): Promise<RefundRow> {
  const left = await refundableLeftPaise(tx, order);
  if (left <= 0) throw httpError(400, m.refundNothingLeft);
  if (input.amountPaise > left) {
    throw httpError(400, fillMessage(m.refundTooLarge, { left: formatINR(toRupees(left)) }));
  }
  const [refund] = await tx
    .insert(refunds)
    .values({
      orderId: order.id,
      amountPaise: input.amountPaise,
      reason: input.reason,
      requestKey: input.requestKey,
      createdBy: input.adminId,
      cancellation: input.cancellation ?? false,
      ...payout,
    })
    .returning();
  return refund!;
}

/**
 * A refund of a cash on delivery order (decision 0102): the shop has paid it by bank transfer or
 * UPI, so it is recorded processed at once with its reference, through the refund state machine,
 * which issues the credit note and tells the customer, as for an online refund.
 */
async function recordCodRefund(
  tx: Db,
  order: OrderRow,
  input: CreateRefundInput,
  settings: NotificationSettings,
  log?: FastifyBaseLogger,
): Promise<{ refund: RefundRow; paymentId: null }> {
  const method = input.payout?.method;
  if (!method) throw httpError(400, codMessages.refundMethodRequired);
  const reference = input.payout?.reference;
  if (!reference) throw httpError(400, codMessages.refundReferenceRequired);
  const refund = await reserveRefund(tx, order, input, { method, payoutReference: reference });
  await applyRefundOutcomeInTransaction(
    tx,
    { refundId: refund.id, status: 'processed', providerRefundId: null },
    settings,
    log,
  );
  return { refund, paymentId: null };
}

/**
 * `POST /api/order/{id}/refunds` (admin): refunds part or all of a paid order through its payment
 * provider. One short transaction, under the order's row lock, answers a repeated Idempotency-Key
 * with the refund it made, checks the amount against what is left (pending and processed refunds
 * never pass what was paid, however many admins click at once) and records the refund pending;
 * then the provider is asked outside it (`sendRefund`).
 */
export async function createRefund(
  db: Db,
  provider: PaymentProviderAdapter,
  settings: NotificationSettings,
  input: CreateRefundInput,
  log?: FastifyBaseLogger,
): Promise<Refund> {
  if (!isUuid(input.orderId)) throw httpError(404, orderMessages.orderNotFound);
  const reserved = await db.transaction(async (tx) => {
    const order = await lockOrder(tx, input.orderId);
    if (order.paymentStatus !== 'success') throw httpError(409, m.refundNeedsPayment);
    if (input.requestKey) {
      const [earlier] = await tx
        .select()
        .from(refunds)
        .where(and(eq(refunds.orderId, order.id), eq(refunds.requestKey, input.requestKey)));
      if (earlier) return { refund: earlier, paymentId: null };
    }
    // Cash on delivery: no card to refund to; the shop paid it and records how (decision 0102).
    if (order.paymentMethod === 'cod') return recordCodRefund(tx, order, input, settings, log);
    const paymentId = assertRefundable(order, provider, log);
    return { refund: await reserveRefund(tx, order, input), paymentId };
  });
  // A repeated click answers the refund as it stands; a pending one is the sweep's to finish.
  if (reserved.paymentId) {
    const sent = await sendRefund(db, provider, settings, reserved.refund, reserved.paymentId, log);
    if (sent.refusal !== null) throw providerRefused(sent.refusal);
  }
  return loadRefund(db, reserved.refund.orderId, reserved.refund.id);
}
