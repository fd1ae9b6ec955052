import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import type { PaymentProviderAdapter } from '../../payment-providers/provider';
import type { NotificationSettings } from '../mail/notifications/notification-settings';
import { sweepUnpaidOrders } from './recheck.service';

export const SWEEP_INTERVAL_MS = 2 * 60 * 1000;

export interface PaymentSweep {
  /** Stops the timer and waits for a run in progress, so the database can be closed after it. */
  stop: () => Promise<void>;
}

/**
 * Re-checks unpaid orders every `intervalMs` (docs/razorpay-notes.md: the re-check is what makes a shop
 * without webhooks, or one that missed a webhook, end up right). Runs never overlap; a failing run
 * is logged and the next one tries again. The timer does not keep the process alive.
 */
export function startPaymentSweep(deps: {
  db: Db;
  payments: PaymentProviderAdapter;
  /** What a newly paid order's messages need (the config). */
  settings: NotificationSettings;
  log: FastifyBaseLogger;
  intervalMs?: number;
}): PaymentSweep {
  let running: Promise<void> | null = null;
  let stopped = false;

  const run = () => {
    if (running || stopped) return;
    running = sweepUnpaidOrders(deps.db, deps.payments, deps.settings, { log: deps.log })
      .then((changed) => {
        if (changed > 0) deps.log.info({ changed }, 'payment sweep updated orders');
      })
      .catch((error: unknown) => deps.log.warn({ err: error }, 'payment sweep failed'))
      .finally(() => {
        running = null;
      });
  };

  const timer = setInterval(run, deps.intervalMs ?? SWEEP_INTERVAL_MS);
  timer.unref();

  return {
    stop: async () => {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
