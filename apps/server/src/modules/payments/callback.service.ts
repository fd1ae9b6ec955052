import { transactionCallbackSchema } from '@artshop/shared';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orders } from '../../db/schema';
import { isUuid } from '../../lib/pg-errors';
import type { PaymentProviderAdapter } from '../../payment-providers/provider';
import { applyPaymentOutcome } from './payment-state.service';

export const PAYMENT_STATUS_PATH = '/checkout/payment-status';

export type CallbackResult = 'paid' | 'failed' | 'unchanged' | 'rejected' | 'unknown-order';

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

function failurePaymentId(fields: Record<string, unknown>): string | null {
  const flat = fields['error[metadata][payment_id]'];
  return typeof flat === 'string' && flat.length <= 100 ? flat : null;
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
 *   and the payment id, compared in constant time; anything else changes nothing;
 * - Razorpay's failure form is not signed, so it may only move a pending order to failed (which a
 *   later capture can still turn into paid), and only when it names this order, if it names one.
 * The answer is always a redirect to the status page.
 */
export async function handleCheckoutCallback(
  db: Db,
  payments: PaymentProviderAdapter,
  orderId: string,
  body: unknown,
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
    if (!valid) return { location, result: 'rejected' };
    const changed = await applyPaymentOutcome(db, {
      orderId: order.id,
      outcome: 'success',
      paymentId,
    });
    return { location, result: changed ? 'paid' : 'unchanged' };
  }

  if (isFailureForm(fields)) {
    const named = failureOrderId(fields);
    if (named !== undefined && named !== storedRef) return { location, result: 'rejected' };
    const changed = await applyPaymentOutcome(db, {
      orderId: order.id,
      outcome: 'failed',
      paymentId: failurePaymentId(fields),
    });
    return { location, result: changed ? 'failed' : 'unchanged' };
  }
  return { location, result: 'unchanged' };
}
