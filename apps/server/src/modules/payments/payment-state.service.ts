import { and, eq, ne, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { orders } from '../../db/schema';
import type { PaymentProviderAdapter } from '../../payment-providers/provider';
import type { NotificationSettings } from '../mail/notifications/notification-settings';
import type { AfterPayment, AfterPaymentContext } from './after-payment';

export interface PaymentOutcome {
  orderId: string;
  outcome: 'success' | 'failed';
  paymentId: string | null;
}

/**
 * The first success of an order, in the caller's transaction. The conditional update is the
 * guard: of any number of callbacks, webhooks and re-checks, concurrent or not, exactly one finds
 * the order not yet paid (PostgreSQL re-evaluates the condition after a concurrent writer commits),
 * and only that one runs the after-payment steps, in their order, in the same transaction: what
 * they write (the painting sold, the counts, the cart, the invoice, the confirmation in the outbox)
 * commits with the payment or not at all (decisions 0026, 0044, 0069).
 * A failed order may still become paid: Razorpay can capture a payment after a late authorisation
 * (docs/decisions/0026-payment-state-machine.md).
 */
async function markPaid(
  tx: Db,
  input: PaymentOutcome,
  settings: NotificationSettings,
  afterPayment: AfterPayment,
): Promise<boolean> {
  const [order] = await tx
    .update(orders)
    .set({
      paymentStatus: 'success',
      razorpayPaymentId: input.paymentId ?? sql`${orders.razorpayPaymentId}`,
      paidAt: sql`now()`,
      updatedAt: sql`now()`,
    })
    .where(and(eq(orders.id, input.orderId), ne(orders.paymentStatus, 'success')))
    .returning({
      id: orders.id,
      userId: orders.userId,
      offerId: orders.offerId,
      createdAt: orders.createdAt,
      totalPaise: orders.totalPaise,
      razorpayPaymentId: orders.razorpayPaymentId,
    });
  if (!order) return false;

  const ctx: AfterPaymentContext = { settings, sale: 'sold' };
  for (const step of afterPayment.inTransaction) await step(tx, order, ctx);
  return true;
}

/** Only a pending order fails: a paid one stays paid, a failed one stays failed. */
async function markFailed(tx: Db, input: PaymentOutcome): Promise<boolean> {
  const updated = await tx
    .update(orders)
    .set({
      paymentStatus: 'failed',
      razorpayPaymentId: sql`coalesce(${orders.razorpayPaymentId}, ${input.paymentId})`,
      updatedAt: sql`now()`,
    })
    .where(and(eq(orders.id, input.orderId), eq(orders.paymentStatus, 'pending')))
    .returning({ id: orders.id });
  return updated.length > 0;
}

/**
 * The state machine inside a transaction the caller owns (the webhook records its event in it).
 * `settings` are what a paid order's messages need (links, the shop's address); `afterPayment` is
 * what follows a payment (after-payment.ts).
 */
export function applyPaymentOutcomeInTransaction(
  tx: Db,
  input: PaymentOutcome,
  settings: NotificationSettings,
  afterPayment: AfterPayment,
): Promise<boolean> {
  return input.outcome === 'success'
    ? markPaid(tx, input, settings, afterPayment)
    : markFailed(tx, input);
}

/** A failure only (a superseded checkout): pending -> failed, which sends no message. */
export function applyPaymentFailureInTransaction(
  tx: Db,
  input: Omit<PaymentOutcome, 'outcome'>,
): Promise<boolean> {
  return markFailed(tx, { ...input, outcome: 'failed' });
}

/** What the work after a payment's commit needs. */
export interface AfterPaymentDeps {
  db: Db;
  settings: NotificationSettings;
  afterPayment: AfterPayment;
  /**
   * The provider, for after-commit steps that call it (a late sale's refund, decision 0052); without
   * it that work, recorded with the payment, waits for its sweep.
   */
  payments?: PaymentProviderAdapter;
  log?: FastifyBaseLogger;
}

/**
 * Call after a transaction that applied an outcome has committed: a newly paid order's after-commit
 * steps run, in their order (the catalogue's cached answers go, a late sale's refund goes to the
 * provider), outside any transaction.
 */
export async function afterPaymentOutcome(
  deps: AfterPaymentDeps,
  input: PaymentOutcome,
  changed: boolean,
): Promise<void> {
  if (!changed || input.outcome !== 'success') return;
  const { db, afterPayment, ...ctx } = deps;
  for (const step of afterPayment.afterCommit) await step(db, input.orderId, ctx);
}

/**
 * The one payment state machine (DESIGN section 4 'Orders'): pending -> success or failed,
 * failed -> success, never back from success. Callback, webhook and re-check all come through here.
 * Returns whether the order changed.
 */
export async function applyPaymentOutcome(
  db: Db,
  input: PaymentOutcome,
  settings: NotificationSettings,
  afterPayment: AfterPayment,
  after: Pick<AfterPaymentDeps, 'payments' | 'log'> = {},
): Promise<boolean> {
  const changed = await db.transaction((tx) =>
    applyPaymentOutcomeInTransaction(tx, input, settings, afterPayment),
  );
  await afterPaymentOutcome({ db, settings, afterPayment, ...after }, input, changed);
  return changed;
}
