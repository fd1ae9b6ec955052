import { and, asc, eq, isNotNull, lt, sql } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { orders } from '../../db/schema';
import { startRepeatingTask, type RepeatingTask } from '../../lib/repeating-task';
import type { ShiprocketClient } from '../../shipping-providers/shiprocket';
import type { NotificationSettings } from '../mail/notifications/notification-settings';
import type { AfterFulfilmentStep } from '../orders/after-fulfilment';
import { applyTrackingUpdate } from './shipment-events.service';

/** A shipped parcel the courier has not reported on for this long is asked about (decision 0096). */
export const SHIPMENT_SILENCE_MS = 24 * 60 * 60 * 1000;
export const SHIPMENT_POLL_INTERVAL_MS = 30 * 60 * 1000;
// Shiprocket rate-limits without saying how much (docs/shipping.md): a few parcels per run.
const SHIPMENT_POLL_LIMIT = 20;

export interface ShipmentPollDeps {
  db: Db;
  client: ShiprocketClient;
  settings: NotificationSettings;
  afterFulfilment: readonly AfterFulfilmentStep[];
  log?: FastifyBaseLogger;
}

/**
 * One poll of silent shipments: shipped orders (not yet delivered or returned) with an AWB whose
 * courier was last heard from, or that shipped, over 24 hours ago, least recently heard first.
 * Each is asked about with `GET /courier/track/awb/{awb}` and the answer goes through the
 * webhook's path (`applyTrackingUpdate`), which also marks it heard. A parcel Shiprocket cannot
 * answer for (typed by hand with another courier, Shiprocket down) is marked asked, so the next
 * run takes the others first and it is asked again a day later. Returns how many orders changed.
 */
export async function pollSilentShipments(
  deps: ShipmentPollDeps,
  options: { now?: Date; limit?: number } = {},
): Promise<number> {
  const now = options.now ?? new Date();
  const lastHeard = sql`coalesce(${orders.trackingCheckedAt}, ${orders.shippedAt})`;
  const due = await deps.db
    .select({ id: orders.id, awb: orders.trackingNumber })
    .from(orders)
    .where(
      and(
        eq(orders.fulfilmentStatus, 'shipped'),
        isNotNull(orders.trackingNumber),
        lt(lastHeard, new Date(now.getTime() - SHIPMENT_SILENCE_MS)),
      ),
    )
    .orderBy(asc(lastHeard))
    .limit(options.limit ?? SHIPMENT_POLL_LIMIT);

  let changed = 0;
  for (const { id, awb } of due) {
    if (!awb) continue;
    try {
      const answer = await deps.client.trackAwb(awb);
      const outcome = await applyTrackingUpdate(
        deps.db,
        deps.settings,
        deps.afterFulfilment,
        {
          awb,
          current: { statusId: answer.statusId, status: answer.status || null, at: null },
          scans: answer.scans.map((scan) => ({
            status: scan.status,
            at: new Date(scan.at),
            location: scan.location,
          })),
        },
        { now },
      );
      if (outcome.result === 'updated') changed += 1;
    } catch (error) {
      deps.log?.warn({ err: error, orderId: id }, 'shipment poll could not track a parcel');
      await deps.db.update(orders).set({ trackingCheckedAt: now }).where(eq(orders.id, id));
    }
  }
  return changed;
}

export type ShipmentPoll = RepeatingTask;

/** Polls every `intervalMs` (`startRepeatingTask`), like the refund sweep. */
export function startShipmentPoll(
  deps: ShipmentPollDeps & { log: FastifyBaseLogger; intervalMs?: number },
): ShipmentPoll {
  return startRepeatingTask(
    'shipment poll',
    async () => {
      const changed = await pollSilentShipments(deps);
      if (changed > 0) deps.log.info({ changed }, 'shipment poll heard from couriers');
    },
    { intervalMs: deps.intervalMs ?? SHIPMENT_POLL_INTERVAL_MS, log: deps.log },
  );
}

/**
 * Runs the poll while the app listens, when Shiprocket is configured (started by `listen()`,
 * stopped by `close()` before the database closes), as the refund sweep does. Apps that are only
 * injected into (the tests) never start it.
 */
export function registerShipmentPoll(
  app: FastifyInstance,
  client: ShiprocketClient | null,
  afterFulfilment: readonly AfterFulfilmentStep[],
): void {
  if (!client) return;
  let poll: ShipmentPoll | undefined;
  app.addHook('onListen', async () => {
    poll ??= startShipmentPoll({
      db: app.db,
      client,
      settings: app.config,
      afterFulfilment,
      log: app.log,
    });
  });
  app.addHook('onClose', async () => {
    await poll?.stop();
  });
}
