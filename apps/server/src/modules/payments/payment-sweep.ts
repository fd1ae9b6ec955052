import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import type { PaymentProviderAdapter } from '../../payment-providers/provider';
import type { NotificationSettings } from '../mail/notifications/notification-settings';
import type { AfterPayment } from './after-payment';
import { startRepeatingTask, type RepeatingTask } from '../../lib/repeating-task';
import { sweepUnpaidOrders } from './recheck.service';

export const SWEEP_INTERVAL_MS = 2 * 60 * 1000;

export type PaymentSweep = RepeatingTask;

/**
 * Re-checks unpaid orders every `intervalMs` (docs/razorpay-notes.md: the re-check is what makes a shop
 * without webhooks, or one that missed a webhook, end up right), as a `startRepeatingTask`.
 */
export function startPaymentSweep(deps: {
  db: Db;
  payments: PaymentProviderAdapter;
  /** What a newly paid order's messages need (the config). */
  settings: NotificationSettings;
  /** What follows a payment (after-payment.ts), as app.ts hands it to the routes. */
  afterPayment: AfterPayment;
  log: FastifyBaseLogger;
  intervalMs?: number;
}): PaymentSweep {
  return startRepeatingTask(
    'payment sweep',
    async () => {
      const changed = await sweepUnpaidOrders(
        deps.db,
        deps.payments,
        deps.settings,
        deps.afterPayment,
        { log: deps.log },
      );
      if (changed > 0) deps.log.info({ changed }, 'payment sweep updated orders');
      return changed;
    },
    { intervalMs: deps.intervalMs ?? SWEEP_INTERVAL_MS, log: deps.log },
  );
}
