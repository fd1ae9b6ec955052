import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import type { OrderRow } from '../../db/schema';
import type { PaymentProviderAdapter } from '../../payment-providers/provider';
import type { NotificationSettings } from '../mail/notifications/notification-settings';

/**
 * What follows a payment (decision 0069): an ordered list of steps that the payment state machine
 * runs and never names. The shop composes the list once (modules/commerce/after-payment-steps.ts)
 * and app.ts hands it down, so the payments module imports none of the modules that react to a
 * payment, and a new consequence is one more entry in that list.
 */

/** The order as the state machine's guard marked it paid (its row is locked until the commit). */
export type PaidOrder = Pick<
  OrderRow,
  'id' | 'userId' | 'offerId' | 'createdAt' | 'totalPaise' | 'razorpayPaymentId'
>;

export interface AfterPaymentContext {
  /** What the messages and the invoice need (links, the shop's address, the seller). */
  settings: NotificationSettings;
  /**
   * 'sold' unless a step found the piece sold to another payment first: a late sale (decision
   * 0052), paid and refunded, so the steps of a sale (`whenSold`) pass it by.
   */
  sale: 'sold' | 'late';
}

/** One consequence of a payment, in the payment's transaction: it commits with it or not at all. */
export type AfterPaymentStep = (
  tx: Db,
  paidOrder: PaidOrder,
  ctx: AfterPaymentContext,
) => Promise<void>;

export interface AfterCommitContext {
  settings: NotificationSettings;
  /** The provider, for work it must be asked for; without it that work waits for its sweep. */
  payments?: PaymentProviderAdapter;
  log?: FastifyBaseLogger;
}

/**
 * One consequence of a payment once its transaction has committed (a cache to drop, a provider to
 * call). The payment is recorded whatever happens here, so a step that may fail on its own (a
 * provider call) catches and logs its failure and leaves the rest to a sweep.
 */
export type AfterCommitStep = (db: Db, orderId: string, ctx: AfterCommitContext) => Promise<void>;

/** The whole list, in the order the steps run. */
export interface AfterPayment {
  inTransaction: readonly AfterPaymentStep[];
  afterCommit: readonly AfterCommitStep[];
}

/** A step of a sale only: a late sale passes it by. */
export function whenSold(step: AfterPaymentStep): AfterPaymentStep {
  return async (tx, paidOrder, ctx) => {
    if (ctx.sale === 'sold') await step(tx, paidOrder, ctx);
  };
}
