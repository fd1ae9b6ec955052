import {
  codMessages,
  orderMessages,
  shipmentTrackingMessages,
  type TrackingStage,
} from '@artshop/shared';
import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orders, shipmentEvents, type OrderRow } from '../../db/schema';
import { httpError } from '../../lib/http-error';
import { isUuid } from '../../lib/pg-errors';
import type { NotificationSettings } from '../mail/notifications/notification-settings';
import type { AfterFulfilmentStep } from '../orders/after-fulfilment';
import { invalidateCatalogCache } from '../catalog/response-cache';
import { movesForward, stageOf } from './shipment-events.stages';
import { queueOutForDeliveryWhatsapp } from '../whatsapp/order-updates';

/** One courier scan, its time already an instant (India time read as such: decision 0096). */
export interface TrackingScan {
  /** The courier's words: Shiprocket's status label, else the activity. */
  status: string;
  at: Date;
  location: string | null;
  /** Shiprocket's status id of the scan, when it sent one. */
  statusId?: number | null;
  /** The courier's longer words ('Consignee not available'): a failed delivery's reason. */
  detail?: string | null;
}

/** What the webhook or the poll learnt about one AWB. */
export interface TrackingUpdate {
  awb: string;
  /** The shipment's current status; `at` null when the courier gave no time. */
  current: { statusId: number | null; status: string | null; at: Date | null };
  scans: readonly TrackingScan[];
}

export interface TrackingOutcome {
  /** 'unknown': no order has this AWB; 'unchanged': nothing new (a repeat or an older scan). */
  result: 'unknown' | 'unchanged' | 'updated';
  orderId: string | null;
  /** The update delivered the order: its message is in the outbox. */
  delivered: boolean;
}

const TEXT_MAX = 300;
const clip = (text: string) => text.trim().slice(0, TEXT_MAX);

interface Candidate {
  stage: TrackingStage;
  at: Date;
  reason: string;
}

/** The stages an update reports, oldest first; the current status last among equal times. */
function candidatesOf(update: TrackingUpdate, now: Date): Candidate[] {
  const fromScans: Candidate[] = [];
  for (const scan of update.scans) {
    const stage = stageOf(scan.statusId ?? null, scan.status);
    if (stage) fromScans.push({ stage, at: scan.at, reason: scan.detail ?? scan.status });
  }
  const currentStage = stageOf(update.current.statusId, update.current.status);
  const latestScan = update.scans.reduce<TrackingScan | null>(
    (latest, scan) => (!latest || scan.at > latest.at ? scan : latest),
    null,
  );
  const fromCurrent: Candidate[] = currentStage
    ? [
        {
          stage: currentStage,
          at: update.current.at ?? latestScan?.at ?? now,
          reason:
            [...fromScans].reverse().find((c) => c.stage === currentStage)?.reason ??
            update.current.status ??
            '',
        },
      ]
    : [];
  return [...fromScans, ...fromCurrent]
    .map((candidate, index) => ({ candidate, index }))
    .sort((a, b) => a.candidate.at.getTime() - b.candidate.at.getTime() || a.index - b.index)
    .map(({ candidate }) => candidate);
}

/** The order a courier's AWB belongs to: typed by the admin or from Shiprocket, the latest shipped. */
async function lockOrderByAwb(tx: Db, awb: string): Promise<OrderRow | undefined> {
  const [order] = await tx
    .select()
    .from(orders)
    .where(eq(orders.trackingNumber, awb))
    .orderBy(desc(orders.shippedAt), desc(orders.createdAt))
    .limit(1)
    .for('update');
  return order;
}

/**
 * Applies what the courier reported about one AWB (decision 0096), in one transaction under the
 * order's row lock: every scan is stored once (unique by order, status and instant), and the
 * stage moves only forward. Delivered makes a shipped order 'delivered' and runs the shop's
 * after-fulfilment steps (the 'Delivered' message); back at the shop makes it 'returned', with no
 * refund (decision 0097). Every update also marks the courier as heard from, for the poll.
 */
export async function applyTrackingUpdate(
  db: Db,
  settings: NotificationSettings,
  afterFulfilment: readonly AfterFulfilmentStep[],
  update: TrackingUpdate,
  options: { now?: Date } = {},
): Promise<TrackingOutcome> {
  const now = options.now ?? new Date();
  const outcome = await db.transaction(async (tx): Promise<TrackingOutcome & { sold: boolean }> => {
    const order = await lockOrderByAwb(tx, update.awb);
    if (!order) return { result: 'unknown', orderId: null, delivered: false, sold: false };

    const rows = update.scans.map((scan) => ({
      orderId: order.id,
      status: clip(scan.status),
      at: scan.at,
      location: scan.location ? clip(scan.location) : null,
      stage: stageOf(scan.statusId ?? null, scan.status),
    }));
    // A webhook without scans still tells its current status: that is the scan to keep.
    if (rows.length === 0 && update.current.status && update.current.at) {
      rows.push({
        orderId: order.id,
        status: clip(update.current.status),
        at: update.current.at,
        location: null,
        stage: stageOf(update.current.statusId, update.current.status),
      });
    }
    const stored =
      rows.length === 0
        ? []
        : await tx
            .insert(shipmentEvents)
            .values(rows)
            .onConflictDoNothing()
            .returning({ id: shipmentEvents.id });

    let state: { stage: TrackingStage | null; at: Date | null; reason: string | null } = {
      stage: order.trackingStage,
      at: order.trackingStageAt,
      reason: null,
    };
    let moved = false;
    for (const candidate of candidatesOf(update, now)) {
      if (!movesForward(state, candidate)) continue;
      state = candidate;
      moved = true;
    }
    const delivers = moved && state.stage === 'delivered' && order.fulfilmentStatus === 'shipped';
    const returns =
      moved && state.stage === 'rto_delivered' && order.fulfilmentStatus === 'shipped';

    await tx
      .update(orders)
      .set({
        trackingCheckedAt: now,
        ...(moved
          ? {
              trackingStage: state.stage,
              trackingStageAt: state.at,
              updatedAt: now,
              ...(state.stage === 'undelivered'
                ? {
                    undeliveredReason: state.reason ? clip(state.reason) : null,
                    reattemptRequestedAt: null,
                  }
                : {}),
              ...(state.stage === 'delivered' ? { deliveredAt: state.at } : {}),
              ...(state.stage === 'rto_delivered' ? { returnedAt: state.at } : {}),
              ...(delivers ? { fulfilmentStatus: 'delivered' as const } : {}),
              ...(returns ? { fulfilmentStatus: 'returned' as const } : {}),
              // A COD parcel back at the shop: no cash was taken, nothing to refund; the order
              // is cancelled and the return counts against the customer's COD (decision 0101).
              ...(returns && order.paymentMethod === 'cod' && order.paymentStatus === 'pending'
                ? {
                    paymentStatus: 'failed' as const,
                    cancelledAt: now,
                    cancelReason: codMessages.cancelledReturned,
                  }
                : {}),
            }
          : {}),
      })
      .where(eq(orders.id, order.id));
    // Out for delivery: a word on WhatsApp for a customer who asked for it (decision 0116).
    if (moved && state.stage === 'out_for_delivery' && order.fulfilmentStatus === 'shipped') {
      await queueOutForDeliveryWhatsapp(tx, order);
    }
    // The same steps as the admin's 'delivered' (decision 0069): the customer's message, once.
    if (delivers) {
      for (const step of afterFulfilment) {
        await step(tx, order, { settings, change: { status: 'delivered' }, newStep: true });
      }
    }
    return {
      result: moved || stored.length > 0 ? 'updated' : 'unchanged',
      orderId: order.id,
      delivered: delivers,
      // A COD order delivered was paid by the steps above: the top sellers changed (0101).
      sold: delivers && order.paymentMethod === 'cod' && order.paymentStatus === 'pending',
    };
  });
  const { sold, ...answer } = outcome;
  if (sold) await invalidateCatalogCache(db);
  return answer;
}

/**
 * The admin's 'Re-attempt' after a failed delivery (decision 0097): recorded on the order, since
 * Shiprocket documents no call to ask for one; the admin asks in its panel. Only while the parcel
 * is undelivered.
 */
export async function requestReattempt(db: Db, orderId: string, now = new Date()): Promise<void> {
  if (!isUuid(orderId)) throw httpError(404, orderMessages.orderNotFound);
  await db.transaction(async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
    if (!order) throw httpError(404, orderMessages.orderNotFound);
    if (order.trackingStage !== 'undelivered') {
      throw httpError(409, shipmentTrackingMessages.reattemptNotUndelivered);
    }
    await tx
      .update(orders)
      .set({ reattemptRequestedAt: now, updatedAt: now })
      .where(eq(orders.id, orderId));
  });
}
