import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { orders, refunds } from '../../db/schema';
import { isUuid } from '../../lib/pg-errors';
import { toProviderRefund } from '../../payment-providers/razorpay';
import type { RefundOutcome } from './refund-state.service';

/** The refund events that move a refund; `refund.created` says nothing the API answer did not. */
const OUTCOMES: Partial<Record<string, RefundOutcome['status']>> = {
  'refund.processed': 'processed',
  'refund.failed': 'failed',
};

export const isRefundEvent = (eventType: string) => eventType.startsWith('refund.');

/** What a `refund.*` webhook means for us, read before the webhook's transaction. */
export interface RefundWebhook {
  /** The order of the refund, for the event's record; null for a refund that is not ours. */
  orderId: string | null;
  /** What to apply in the webhook's transaction; null when the event changes nothing. */
  outcome: RefundOutcome | null;
  /** What the event record keeps: ids, status and amount, nothing about the customer. */
  summary: Record<string, unknown>;
}

const str = (value: unknown): string | undefined =>
  typeof value === 'string' && value.length > 0 && value.length <= 100 ? value : undefined;

/** Our refund row with its order's payment id, by our id or else by the provider's refund id. */
async function findRefund(db: Db, ourId: string | undefined, providerId: string) {
  const columns = { refund: refunds, paymentId: orders.razorpayPaymentId };
  if (ourId && isUuid(ourId)) {
    const [row] = await db
      .select(columns)
      .from(refunds)
      .innerJoin(orders, eq(orders.id, refunds.orderId))
      .where(eq(refunds.id, ourId));
    if (row) return row;
  }
  const [row] = await db
    .select(columns)
    .from(refunds)
    .innerJoin(orders, eq(orders.id, refunds.orderId))
    .where(eq(refunds.providerRefundId, providerId));
  return row;
}

/**
 * Reads a signed `refund.*` webhook (`payload.refund.entity`). Our refund is found by the
 * `refundId` we put in its notes first: the webhook may come before the API answer, while we do
 * not know Razorpay's id yet; else by that id. A refund that is not ours (made in Razorpay's
 * dashboard), or one whose id, payment or amount disagree with our record, is left alone (logged).
 */
export async function readRefundWebhook(
  db: Db,
  eventType: string,
  body: unknown,
  log?: FastifyBaseLogger,
): Promise<RefundWebhook> {
  const raw = (body as { payload?: { refund?: { entity?: unknown } } }).payload?.refund?.entity;
  const entity = toProviderRefund(raw);
  const ourId = str((raw as { notes?: { refundId?: unknown } } | undefined)?.notes?.refundId);
  const summary = {
    event: eventType,
    providerRefundId: entity?.id ?? null,
    refundId: ourId ?? null,
    refundStatus: entity?.status ?? null,
    paymentId: entity?.paymentId ?? null,
    amount: entity?.amountPaise ?? null,
  };
  if (!entity) return { orderId: null, outcome: null, summary };
  const found = await findRefund(db, ourId, entity.id);
  if (!found) {
    log?.info({ providerRefundId: entity.id, event: eventType }, 'webhook for a refund not ours');
    return { orderId: null, outcome: null, summary };
  }
  const { refund, paymentId } = found;
  const mismatch =
    (refund.providerRefundId !== null && refund.providerRefundId !== entity.id) ||
    entity.paymentId !== paymentId ||
    entity.amountPaise !== refund.amountPaise;
  if (mismatch) {
    log?.warn(
      { refundId: refund.id, providerRefundId: entity.id, amount: entity.amountPaise },
      'refund webhook does not match our refund: ignored',
    );
    return { orderId: refund.orderId, outcome: null, summary };
  }
  const status = OUTCOMES[eventType];
  return {
    orderId: refund.orderId,
    outcome: status
      ? {
          refundId: refund.id,
          status,
          providerRefundId: entity.id,
          ...(status === 'failed'
            ? { failureReason: 'The payment service reported the refund failed' }
            : {}),
        }
      : null,
    summary,
  };
}
