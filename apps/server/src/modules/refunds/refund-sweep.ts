import { and, asc, eq, lt, sql } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { orders, refunds } from '../../db/schema';
import { startRepeatingTask, type RepeatingTask } from '../../lib/repeating-task';
import type { PaymentProviderAdapter } from '../../payment-providers/provider';
import type { NotificationSettings } from '../mail/notifications/notification-settings';
import { applyRefundOutcome } from './refund-state.service';
import { sendRefund } from './refunds.service';

export const REFUND_SWEEP_INTERVAL_MS = 2 * 60 * 1000;
/** A refund younger than this may still have its first call in flight. */
export const REFUND_SWEEP_MIN_AGE_MS = 60 * 1000;
const REFUND_SWEEP_LIMIT = 20;

/**
 * One sweep over refunds still pending after a minute (the provider's answer was lost, a webhook
 * missed, or Razorpay said pending): least recently asked first, each asked about once: fetched
 * when we know the provider's id, else asked for again with the same idempotency key (so a refund
 * already made is answered, never made twice). The answer goes through the refund state machine.
 * Safe to run in several processes at once. Returns how many refunds changed status.
 */
export async function sweepPendingRefunds(
  db: Db,
  provider: PaymentProviderAdapter,
  settings: NotificationSettings,
  options: { log?: FastifyBaseLogger; now?: Date; limit?: number } = {},
): Promise<number> {
  const now = options.now ?? new Date();
  const due = await db
    .select({
      refund: refunds,
      paymentId: orders.razorpayPaymentId,
      provider: orders.provider,
    })
    .from(refunds)
    .innerJoin(orders, eq(orders.id, refunds.orderId))
    .where(
      and(
        eq(refunds.status, 'pending'),
        lt(refunds.updatedAt, new Date(now.getTime() - REFUND_SWEEP_MIN_AGE_MS)),
      ),
    )
    .orderBy(asc(refunds.updatedAt))
    .limit(options.limit ?? REFUND_SWEEP_LIMIT);

  let changed = 0;
  for (const { refund, paymentId, provider: paidWith } of due) {
    // Asked now: the next sweep takes the others first, whatever happens below.
    await db
      .update(refunds)
      .set({ updatedAt: sql`now()` })
      .where(and(eq(refunds.id, refund.id), eq(refunds.status, 'pending')));
    if (!paymentId || paidWith !== provider.name) {
      options.log?.warn({ refundId: refund.id }, 'pending refund this provider cannot follow');
      continue;
    }
    try {
      if (refund.providerRefundId) {
        const answer = await provider.fetchRefund(paymentId, refund.providerRefundId);
        const moved = await applyRefundOutcome(
          db,
          { refundId: refund.id, status: answer.status, providerRefundId: answer.id },
          settings,
          options.log,
        );
        if (moved) changed += 1;
      } else {
        const sent = await sendRefund(db, provider, settings, refund, paymentId, options.log);
        if (sent.settled) changed += 1;
      }
    } catch (error) {
      // Razorpay down or a refund it does not know: still pending, asked again next time.
      options.log?.warn(
        { err: error, refundId: refund.id },
        'refund sweep could not ask about a refund',
      );
    }
  }
  return changed;
}

export type RefundSweep = RepeatingTask;

/** Sweeps every `intervalMs` (`startRepeatingTask`), like the payment sweep. */
export function startRefundSweep(deps: {
  db: Db;
  payments: PaymentProviderAdapter;
  settings: NotificationSettings;
  log: FastifyBaseLogger;
  intervalMs?: number;
}): RefundSweep {
  return startRepeatingTask(
    'refund sweep',
    async () => {
      const changed = await sweepPendingRefunds(deps.db, deps.payments, deps.settings, {
        log: deps.log,
      });
      if (changed > 0) deps.log.info({ changed }, 'refund sweep settled refunds');
      return changed;
    },
    { intervalMs: deps.intervalMs ?? REFUND_SWEEP_INTERVAL_MS, log: deps.log },
  );
}

/**
 * Runs the sweep while the app listens (started by `listen()`, stopped by `close()` before the
 * database closes), as the session sweep does. Apps that are only injected into (the tests) never
 * start it.
 */
export function registerRefundSweep(app: FastifyInstance, intervalMs?: number): void {
  let sweep: RefundSweep | undefined;
  app.addHook('onListen', async () => {
    sweep ??= startRefundSweep({
      db: app.db,
      payments: app.payments,
      settings: app.config,
      log: app.log,
      intervalMs,
    });
  });
  app.addHook('onClose', async () => {
    await sweep?.stop();
  });
}
