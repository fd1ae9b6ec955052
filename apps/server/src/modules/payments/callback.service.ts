import { transactionCallbackSchema } from '@artshop/shared';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { orders } from '../../db/schema';
import { isUuid } from '../../lib/pg-errors';
import type { PaymentProviderAdapter } from '../../payment-providers/provider';
import type { NotificationSettings } from '../mail/notifications/notification-settings';
import type { AfterPayment } from './after-payment';
import { confirmSignedPayment, recheckPendingOrder } from './recheck.service';

export const PAYMENT_STATUS_PATH = '/checkout/payment-status';

export type CallbackResult =
  | 'paid'
  | 'failed'
  | 'unchanged'
  | 'pending'
  | 'rejected'
  // Success fields whose signature does not match: forged or tampered (a security event).
  | 'bad-signature'
  | 'unknown-order';

export interface CallbackAnswer {
  /** Where the browser goes next: the payment status page of the order. */
  location: string;
  result: CallbackResult;
}

/** The order id Razorpay names in a failure form: `error[metadata][order_id]`, or `error[metadata]` as JSON. */
function failureOrderId(fields: Record<string, unknown>): string | undefined {
  const flat = fields['error[metadata][order_id]'];
  if (typeof flat === 'string') return flat;
  const metadata = fields['error[metadata]'];
  if (typeof metadata === 'string') {
    try {
      const parsed = JSON.parse(metadata) as { order_id?: unknown };
      if (typeof parsed.order_id === 'string') return parsed.order_id;
    } catch {
      return undefined;
    }
  }
  // A JSON body: { error: { metadata: { order_id } } }.
  const nested = (fields.error as { metadata?: { order_id?: unknown } } | undefined)?.metadata;
  return typeof nested?.order_id === 'string' ? nested.order_id : undefined;
}

function isFailureForm(fields: Record<string, unknown>): boolean {
  return (
    Object.keys(fields).some((key) => key.startsWith('error[')) ||
    (typeof fields.error === 'object' && fields.error !== null)
  );
}

/**
 * `POST /transaction/{id}`, the payment window's callback (docs/decisions/0025-payment-flow.md):
 * - success fields count only with a signature over the order id WE stored (never the posted one)
 *   and the payment id, compared in constant time; anything else changes nothing. Even then the
 *   order is paid only once the provider confirms the payment captured, of the order's total, in
 *   INR (docs/decisions/0036-paid-means-captured.md);
 * - Razorpay's failure form is not signed, so by itself it changes nothing: when it names this
 *   order (if it names one), the pending order is re-checked with the provider, whose payments
 *   decide (failed only when all failed; a captured one pays it).
 * The answer is always a redirect to the status page.
 */
export async function handleCheckoutCallback(
  db: Db,
  payments: PaymentProviderAdapter,
  settings: NotificationSettings,
  afterPayment: AfterPayment,
  orderId: string,
  body: unknown,
  log?: FastifyBaseLogger,
): Promise<CallbackAnswer> {
  const order = isUuid(orderId)
    ? (await db.select().from(orders).where(eq(orders.id, orderId)))[0]
    : undefined;
  if (!order?.razorpayOrderId) return { location: PAYMENT_STATUS_PATH, result: 'unknown-order' };
  const storedRef = order.razorpayOrderId;
  const location = `${PAYMENT_STATUS_PATH}?ref=${encodeURIComponent(storedRef)}`;

  const parsed = transactionCallbackSchema.safeParse(body ?? {});
  if (!parsed.success) return { location, result: 'rejected' };
  const fields = parsed.data;

  if (fields.razorpay_payment_id !== undefined || fields.razorpay_signature !== undefined) {
    const paymentId = fields.razorpay_payment_id ?? '';
    const valid =
      order.provider === payments.name &&
      payments.verifyCheckoutSignature(storedRef, paymentId, fields.razorpay_signature ?? '');
    if (!valid) return { location, result: 'bad-signature' };
    const confirmed = await confirmSignedPayment(
      db,
      payments,
      settings,
      afterPayment,
      order,
      paymentId,
      log,
    );
    return { location, result: confirmed === 'mismatch' ? 'rejected' : confirmed };
  }

  if (isFailureForm(fields)) {
    const named = failureOrderId(fields);
    if (named !== undefined && named !== storedRef) return { location, result: 'rejected' };
    const after = await recheckPendingOrder(db, payments, settings, afterPayment, order, log);
    if (after.paymentStatus === order.paymentStatus) return { location, result: 'unchanged' };
    return { location, result: after.paymentStatus === 'success' ? 'paid' : 'failed' };
  }
  return { location, result: 'unchanged' };
}
