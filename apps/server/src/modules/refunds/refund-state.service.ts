import { and, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { refunds } from '../../db/schema';
import type { ProviderRefund } from '../../payment-providers/provider';
import { issueCreditNoteInTransaction } from '../invoices/credit-notes.service';
import type { NotificationSettings } from '../mail/notifications/notification-settings';
import { queueOrderRefundedMessage } from '../mail/notifications/refunds';

/** What the provider said about one of our refunds (API answer, webhook, or a later fetch). */
export interface RefundOutcome {
  refundId: string;
  status: ProviderRefund['status'];
  /** The provider's refund id, when it said one: kept on the row the first time. */
  providerRefundId: string | null;
  /** Why it failed, in the provider's words (failed only). */
  failureReason?: string;
}

/**
 * The one refund state machine (docs/decisions, refunds): pending -> processed or failed, never
 * back. Every caller (the API answer, a `refund.*` webhook, the sweep) comes through here, in a
 * transaction it owns. The conditional update is the guard: of any number of concurrent callers,
 * exactly one finds the refund pending, and only that one issues the credit note and queues the
 * customer's 'refunded' message, which commit with the status or not at all. A 'pending' answer
 * only records the provider's id. Returns whether the refund changed status.
 */
export async function applyRefundOutcomeInTransaction(
  tx: Db,
  outcome: RefundOutcome,
  settings: NotificationSettings,
  log?: FastifyBaseLogger,
): Promise<boolean> {
  const pending = and(eq(refunds.id, outcome.refundId), eq(refunds.status, 'pending'));
  const providerRefundId = outcome.providerRefundId
    ? sql`coalesce(${refunds.providerRefundId}, ${outcome.providerRefundId})`
    : sql`${refunds.providerRefundId}`;

  if (outcome.status === 'pending') {
    if (outcome.providerRefundId) {
      await tx
        .update(refunds)
        .set({ providerRefundId: outcome.providerRefundId, updatedAt: sql`now()` })
        .where(and(pending, isNull(refunds.providerRefundId)));
    }
    return false;
  }

  if (outcome.status === 'failed') {
    const [failed] = await tx
      .update(refunds)
      .set({
        status: 'failed',
        providerRefundId,
        failureReason: outcome.failureReason ?? 'The payment service reported the refund failed',
        updatedAt: sql`now()`,
      })
      .where(pending)
      .returning({ id: refunds.id, orderId: refunds.orderId, amountPaise: refunds.amountPaise });
    // The customer was never told it went through; the admin sees 'failed' on the order.
    if (failed) log?.warn({ ...failed, reason: outcome.failureReason }, 'refund failed');
    return failed !== undefined;
  }

  const [processed] = await tx
    .update(refunds)
    .set({ status: 'processed', providerRefundId, processedAt: sql`now()`, updatedAt: sql`now()` })
    .where(pending)
    .returning({ id: refunds.id });
  if (!processed) return false;
  await issueCreditNoteInTransaction(tx, outcome.refundId, log);
  await queueOrderRefundedMessage(tx, settings, outcome.refundId);
  return true;
}

/** The same in a transaction of its own. */
export function applyRefundOutcome(
  db: Db,
  outcome: RefundOutcome,
  settings: NotificationSettings,
  log?: FastifyBaseLogger,
): Promise<boolean> {
  return db.transaction((tx) => applyRefundOutcomeInTransaction(tx, outcome, settings, log));
}
