import { SHOP_CURRENCY } from '@artshop/shared';
import { and, asc, eq, gt, inArray, isNotNull, lt, or, isNull, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { orders, type OrderRow } from '../../db/schema';
import type { PaymentProviderAdapter, ProviderPayment } from '../../payment-providers/provider';
import type { NotificationSettings } from '../mail/notifications/notification-settings';
import type { AfterPayment } from './after-payment';
import { applyPaymentOutcome, type PaymentOutcome } from './payment-state.service';

/** The status page polls every few seconds; the provider is asked at most this often per order. */
export const RECHECK_THROTTLE_MS = 5_000;

/** Whether a payment is of the order's whole total, in rupees (docs/decisions/0036-paid-means-captured.md). */
export function paysInFull(
  payment: Pick<ProviderPayment, 'amountPaise' | 'currency'>,
  totalPaise: number,
): boolean {
  return payment.amountPaise === totalPaise && payment.currency === SHOP_CURRENCY;
}

/**
 * What the provider's payments say about an order (docs/decisions/0027-payment-recheck.md): a
 * captured payment of the full amount in INR means paid; payments that all failed mean failed;
 * anything else (none yet, created, authorised and not yet captured) leaves the order as it is.
 */
export function outcomeFromPayments(
  payments: readonly ProviderPayment[],
  totalPaise: number,
): Omit<PaymentOutcome, 'orderId'> | null {
  const captured = payments.find((p) => p.status === 'captured' && paysInFull(p, totalPaise));
  if (captured) return { outcome: 'success', paymentId: captured.id };
  if (payments.length > 0 && payments.every((p) => p.status === 'failed')) {
    return { outcome: 'failed', paymentId: payments.at(-1)?.id ?? null };
  }
  return null;
}

/**
 * Asks the provider about one order and applies what it says through the state machine. Only for
 * orders of the provider now in use (an order made in test mode cannot be looked up at Razorpay).
 * Returns whether the order changed; a provider failure propagates (callers decide to log it).
 */
export async function recheckOrder(
  db: Db,
  payments: PaymentProviderAdapter,
  settings: NotificationSettings,
  afterPayment: AfterPayment,
  order: OrderRow,
  log?: FastifyBaseLogger,
): Promise<boolean> {
  if (!order.razorpayOrderId || order.provider !== payments.name) return false;
  if (order.paymentStatus === 'success') return false;
  const found = outcomeFromPayments(
    await payments.fetchOrderPayments(order.razorpayOrderId),
    order.totalPaise,
  );
  if (!found) return false;
  return applyPaymentOutcome(db, { orderId: order.id, ...found }, settings, afterPayment, {
    payments,
    log,
  });
}

export type SignedPaymentResult = 'paid' | 'unchanged' | 'pending' | 'mismatch';

/** Captures an authorised payment; if that fails because it was captured meanwhile, says so. */
async function capture(
  payments: PaymentProviderAdapter,
  payment: ProviderPayment,
  totalPaise: number,
): Promise<ProviderPayment> {
  try {
    return await payments.capturePayment(payment.id, totalPaise, SHOP_CURRENCY);
  } catch (error) {
    // Auto-capture (or another request) may have captured it between our two calls.
    const now = await payments.fetchPayment(payment.id);
    if (now.status === 'authorized') throw error;
    return now;
  }
}

/**
 * A correctly signed checkout callback proves an authorisation, not money received
 * (docs/decisions/0036-paid-means-captured.md). The provider decides, as for the re-check: the
 * payment must belong to the order's stored provider order, be captured (an authorised one is
 * captured here with the order's total, for accounts without auto-capture) and be of the order's
 * total in INR. Anything else leaves the order as it is; a provider that cannot be reached too (the
 * status page re-check and the sweep settle it later).
 */
export async function confirmSignedPayment(
  db: Db,
  payments: PaymentProviderAdapter,
  settings: NotificationSettings,
  afterPayment: AfterPayment,
  order: OrderRow,
  paymentId: string,
  log?: FastifyBaseLogger,
): Promise<SignedPaymentResult> {
  if (!order.razorpayOrderId || order.provider !== payments.name) return 'unchanged';
  if (order.paymentStatus === 'success') return 'unchanged';
  let payment: ProviderPayment;
  try {
    payment = await payments.fetchPayment(paymentId);
    const mismatch =
      payment.orderId !== order.razorpayOrderId || !paysInFull(payment, order.totalPaise);
    if (mismatch) {
      log?.warn(
        {
          orderId: order.id,
          paymentId: payment.id,
          paymentOrderId: payment.orderId,
          amountPaise: payment.amountPaise,
          currency: payment.currency,
          totalPaise: order.totalPaise,
        },
        'signed payment does not match the order: not marked paid',
      );
      return 'mismatch';
    }
    if (payment.status === 'authorized')
      payment = await capture(payments, payment, order.totalPaise);
  } catch (error) {
    log?.warn(
      { err: error, orderId: order.id, paymentId },
      'payment confirmation failed: the order stays pending until a re-check',
    );
    return 'pending';
  }
  const found = outcomeFromPayments([payment], order.totalPaise);
  if (found?.outcome !== 'success') return 'pending';
  const paid = await applyPaymentOutcome(
    db,
    { orderId: order.id, ...found },
    settings,
    afterPayment,
    { payments, log },
  );
  return paid ? 'paid' : 'unchanged';
}

/**
 * The status page's re-check of a pending order: throttled per order through the database (one
 * conditional update claims the check, so several server processes and quick polls ask once), and
 * never failing the page: a provider that cannot be reached leaves the order pending for now.
 * Returns the order as it is afterwards.
 */
export async function recheckPendingOrder(
  db: Db,
  payments: PaymentProviderAdapter,
  settings: NotificationSettings,
  afterPayment: AfterPayment,
  order: OrderRow,
  log?: FastifyBaseLogger,
): Promise<OrderRow> {
  if (order.paymentStatus !== 'pending' || order.provider !== payments.name) return order;
  // Cash on delivery is paid at the door: there is no provider to ask (decision 0099).
  if (order.paymentMethod === 'cod') return order;
  const claimed = await db
    .update(orders)
    .set({ paymentCheckedAt: sql`now()` })
    .where(
      and(
        eq(orders.id, order.id),
        eq(orders.paymentStatus, 'pending'),
        or(
          isNull(orders.paymentCheckedAt),
          lt(
            orders.paymentCheckedAt,
            sql`now() - make_interval(secs => ${RECHECK_THROTTLE_MS / 1000})`,
          ),
        ),
      ),
    )
    .returning({ id: orders.id });
  if (claimed.length === 0) return order;
  try {
    if (!(await recheckOrder(db, payments, settings, afterPayment, order, log))) return order;
  } catch (error) {
    log?.warn({ err: error, orderId: order.id }, 'payment re-check failed');
    return order;
  }
  const [fresh] = await db.select().from(orders).where(eq(orders.id, order.id));
  return fresh ?? order;
}

export interface SweepOptions {
  now?: Date;
  /** Orders younger than this may still be in the customer's payment window. */
  minAgeMs?: number;
  /** Older orders are left alone (Razorpay refunds authorised payments after 3 days). */
  maxAgeMs?: number;
  /** A small batch per run; the least recently checked go first, so every order gets its turn. */
  limit?: number;
  log?: FastifyBaseLogger;
}

export const SWEEP_DEFAULTS = {
  minAgeMs: 60_000,
  maxAgeMs: 3 * 24 * 60 * 60 * 1000,
  limit: 20,
} as const;

/**
 * One sweep over unpaid orders (pending, and failed ones a late capture may still turn into paid):
 * claims a batch by stamping `payment_checked_at` (SKIP LOCKED, so parallel sweeps of several
 * processes take different orders), then re-checks each. Returns how many orders changed.
 */
export async function sweepUnpaidOrders(
  db: Db,
  payments: PaymentProviderAdapter,
  settings: NotificationSettings,
  afterPayment: AfterPayment,
  options: SweepOptions = {},
): Promise<number> {
  const now = options.now ?? new Date();
  const minAgeMs = options.minAgeMs ?? SWEEP_DEFAULTS.minAgeMs;
  const maxAgeMs = options.maxAgeMs ?? SWEEP_DEFAULTS.maxAgeMs;
  const limit = options.limit ?? SWEEP_DEFAULTS.limit;
  const checkedBefore = new Date(now.getTime() - minAgeMs);

  const due = db
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        inArray(orders.paymentStatus, ['pending', 'failed']),
        eq(orders.provider, payments.name),
        isNotNull(orders.razorpayOrderId),
        lt(orders.createdAt, new Date(now.getTime() - minAgeMs)),
        gt(orders.createdAt, new Date(now.getTime() - maxAgeMs)),
        or(isNull(orders.paymentCheckedAt), lt(orders.paymentCheckedAt, checkedBefore)),
      ),
    )
    .orderBy(sql`${orders.paymentCheckedAt} asc nulls first`, asc(orders.createdAt))
    .limit(limit)
    .for('update', { skipLocked: true });
  const batch = await db
    .update(orders)
    .set({ paymentCheckedAt: now })
    .where(inArray(orders.id, due))
    .returning();

  let changed = 0;
  for (const order of batch) {
    try {
      if (await recheckOrder(db, payments, settings, afterPayment, order, options.log)) {
        changed += 1;
      }
    } catch (error) {
      options.log?.warn({ err: error, orderId: order.id }, 'payment sweep: re-check failed');
    }
  }
  return changed;
}
