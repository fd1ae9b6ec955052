import { createHash } from 'node:crypto';
import { orderMessages, type WebhookResponse } from '@artshop/shared';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { orders, paymentEvents, type OrderRow } from '../../db/schema';
import { httpError } from '../../lib/http-error';
import { isUuid } from '../../lib/pg-errors';
import type { PaymentProviderAdapter } from '../../payment-providers/provider';
import { verifyWebhookSignature } from '../../payment-providers/signature';
import type { NotificationSettings } from '../mail/notifications/notification-settings';
import type { AfterPayment } from './after-payment';
import {
  afterPaymentOutcome,
  applyPaymentOutcomeInTransaction,
  type PaymentOutcome,
} from './payment-state.service';
import { paysInFull } from './recheck.service';
import { applyRefundOutcomeInTransaction } from '../refunds/refund-state.service';
import { isRefundEvent, readRefundWebhook } from '../refunds/refund-webhook';

const SUCCESS_EVENTS = new Set(['order.paid', 'payment.captured']);
const FAILURE_EVENTS = new Set(['payment.failed']);

interface Entity {
  id?: unknown;
  order_id?: unknown;
  amount?: unknown;
  currency?: unknown;
  status?: unknown;
  receipt?: unknown;
  notes?: unknown;
}

interface WebhookBody {
  event?: unknown;
  payload?: { payment?: { entity?: Entity }; order?: { entity?: Entity } };
}

const str = (value: unknown): string | undefined =>
  typeof value === 'string' && value.length > 0 && value.length <= 100 ? value : undefined;

/** Our order: by the Razorpay order id, else by the id we put in the order's notes. */
async function findOrder(db: Db, body: WebhookBody): Promise<OrderRow | undefined> {
  const payment = body.payload?.payment?.entity;
  const order = body.payload?.order?.entity;
  const ref = str(order?.id) ?? str(payment?.order_id);
  if (ref) {
    const [row] = await db.select().from(orders).where(eq(orders.razorpayOrderId, ref));
    if (row) return row;
  }
  for (const notes of [order?.notes, payment?.notes]) {
    const id = str((notes as { orderId?: unknown } | undefined)?.orderId);
    if (id && isUuid(id)) {
      const [row] = await db.select().from(orders).where(eq(orders.id, id));
      if (row) return row;
    }
  }
  return undefined;
}

/** What the event means for the order, or null when it does not move it. */
function outcomeOf(
  eventType: string,
  body: WebhookBody,
  order: OrderRow,
  log?: FastifyBaseLogger,
): PaymentOutcome | null {
  const payment = body.payload?.payment?.entity;
  const paymentId = str(payment?.id) ?? null;
  if (SUCCESS_EVENTS.has(eventType)) {
    // The captured payment must be the order's total in rupees (docs/decisions/0036): Razorpay
    // enforces it for orders, so a mismatch (or no payment to check) means something is wrong, and
    // paying out goods for it is not the answer.
    const amountPaise = typeof payment?.amount === 'number' ? payment.amount : Number.NaN;
    if (!paysInFull({ amountPaise, currency: str(payment?.currency) ?? null }, order.totalPaise)) {
      log?.warn(
        {
          orderId: order.id,
          paymentId,
          amount: payment?.amount,
          currency: payment?.currency,
          totalPaise: order.totalPaise,
        },
        'webhook payment does not match the order: not marked paid',
      );
      return null;
    }
    return { orderId: order.id, outcome: 'success', paymentId };
  }
  if (FAILURE_EVENTS.has(eventType)) return { orderId: order.id, outcome: 'failed', paymentId };
  return null;
}

/**
 * `POST /webhooks/razorpay` (docs/razorpay-notes.md 'Webhooks'): the signature over the raw bytes first
 * (no secret configured counts as a bad signature); then the event is recorded under its
 * `x-razorpay-event-id` and applied in ONE transaction, so a replay (the unique event id) answers
 * 'duplicate' and changes nothing, and a crash between the two never loses the event.
 */
export async function handleRazorpayWebhook(
  db: Db,
  payments: PaymentProviderAdapter,
  settings: NotificationSettings,
  afterPayment: AfterPayment,
  webhookSecret: string | undefined,
  rawBody: Buffer,
  signature: unknown,
  eventIdHeader: unknown,
  log?: FastifyBaseLogger,
): Promise<WebhookResponse> {
  if (!verifyWebhookSignature(webhookSecret, rawBody, signature)) {
    throw httpError(400, orderMessages.webhookSignatureInvalid);
  }
  let body: WebhookBody;
  try {
    body = JSON.parse(rawBody.toString('utf8')) as WebhookBody;
  } catch {
    throw httpError(400, orderMessages.webhookBodyInvalid);
  }
  if (typeof body !== 'object' || body === null)
    throw httpError(400, orderMessages.webhookBodyInvalid);

  const eventType = str(body.event) ?? 'unknown';
  // Razorpay always sends the id; without one, the body's hash identifies the delivery.
  const eventId =
    (typeof eventIdHeader === 'string' && eventIdHeader.length <= 200 && eventIdHeader) ||
    `sha256:${createHash('sha256').update(rawBody).digest('hex')}`;
  // Refund events belong to the refunds module (decision 0049); the rest move orders.
  const refund = isRefundEvent(eventType)
    ? await readRefundWebhook(db, eventType, body, log)
    : null;
  const order = refund ? undefined : await findOrder(db, body);
  const outcome = order ? outcomeOf(eventType, body, order, log) : null;
  const payment = body.payload?.payment?.entity;

  const result = await db.transaction(async (tx) => {
    const inserted = await tx
      .insert(paymentEvents)
      .values({
        eventId,
        orderId: refund?.orderId ?? order?.id ?? null,
        type: eventType,
        // A summary, not the whole body: no customer card or contact details kept twice.
        payload: refund?.summary ?? {
          event: eventType,
          orderRef: str(body.payload?.order?.entity?.id) ?? str(payment?.order_id) ?? null,
          paymentId: str(payment?.id) ?? null,
          paymentStatus: str(payment?.status) ?? null,
          amount: typeof payment?.amount === 'number' ? payment.amount : null,
          currency: str(payment?.currency) ?? null,
        },
      })
      .onConflictDoNothing({ target: paymentEvents.eventId })
      .returning({ id: paymentEvents.id });
    if (inserted.length === 0) return { status: 'duplicate' as const, changed: false };
    if (refund?.outcome) {
      await applyRefundOutcomeInTransaction(tx, refund.outcome, settings, log);
      return { status: 'processed' as const, changed: false };
    }
    if (!outcome) return { status: 'ignored' as const, changed: false };
    const changed = await applyPaymentOutcomeInTransaction(tx, outcome, settings, afterPayment);
    return { status: 'processed' as const, changed };
  });
  if (outcome) {
    await afterPaymentOutcome(
      { db, settings, afterPayment, payments, log },
      outcome,
      result.changed,
    );
  }
  return { status: result.status };
}
