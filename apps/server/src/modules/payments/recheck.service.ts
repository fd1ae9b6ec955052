import { and, asc, eq, gt, inArray, isNotNull, lt, or, isNull, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { orders, type OrderRow } from '../../db/schema';
import type { PaymentProviderAdapter, ProviderPayment } from '../../payment-providers/provider';
import { applyPaymentOutcome, type PaymentOutcome } from './payment-state.service';

/** The status page polls every few seconds; the provider is asked at most this often per order. */
export const RECHECK_THROTTLE_MS = 5_000;

/**
 * What the provider's payments say about an order (docs/decisions/0027-payment-recheck.md): a
 * captured payment of the full amount means paid; payments that all failed mean failed; anything
 * else (none yet, created, authorised and not yet captured) leaves the order as it is.
 */
export function outcomeFromPayments(
  payments: readonly ProviderPayment[],
  totalPaise: number,
): Omit<PaymentOutcome, 'orderId'> | null {
  const captured = payments.find((p) => p.status === 'captured' && p.amountPaise === totalPaise);
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
  order: OrderRow,
): Promise<boolean> {
  if (!order.razorpayOrderId || order.provider !== payments.name) return false;
  if (order.paymentStatus === 'success') return false;
  const found = outcomeFromPayments(
    await payments.fetchOrderPayments(order.razorpayOrderId),
    order.totalPaise,
  );
  if (!found) return false;
  return applyPaymentOutcome(db, { orderId: order.id, ...found });
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
  order: OrderRow,
  log?: FastifyBaseLogger,
): Promise<OrderRow> {
  if (order.paymentStatus !== 'pending' || order.provider !== payments.name) return order;
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
    if (!(await recheckOrder(db, payments, order))) return order;
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
      if (await recheckOrder(db, payments, order)) changed += 1;
    } catch (error) {
      options.log?.warn({ err: error, orderId: order.id }, 'payment sweep: re-check failed');
    }
  }
  return changed;
}
