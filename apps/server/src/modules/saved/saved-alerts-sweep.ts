import type { FastifyInstance } from 'fastify';
import { startRepeatingTask, type RepeatingTask } from '../../lib/repeating-task';
import { SAVED_ALERTS_SWEEP_INTERVAL_MS, sweepSavedAlerts } from './saved-alerts.service';

/**
 * Collects the saved pieces' alerts while the app listens (decision 0122), as the session sweep
 * does: started by `listen()`, stopped by `close()` before the database closes. Apps that are only
 * injected into (the tests) never start it; they call `sweepSavedAlerts`.
 */
export function registerSavedAlertsSweep(app: FastifyInstance, intervalMs?: number): void {
  let sweep: RepeatingTask | undefined;
  app.addHook('onListen', async () => {
    sweep ??= startRepeatingTask(
      'saved alerts sweep',
      async () => {
        const sent = await sweepSavedAlerts(app.db, { siteUrl: app.config.siteUrl });
        if (sent > 0) app.log.info({ sent }, 'saved alerts sweep queued emails');
        return sent;
      },
      { intervalMs: intervalMs ?? SAVED_ALERTS_SWEEP_INTERVAL_MS, log: app.log },
    );
  });
  app.addHook('onClose', async () => {
    await sweep?.stop();
  });
}
