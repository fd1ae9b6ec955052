import type { Shipment, ShipmentEvent } from '@artshop/shared';
import { asc, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { shipmentEvents, type OrderRow } from '../../db/schema';

/** The courier's scans of several orders in one query, oldest first, grouped by order id. */
export async function loadShipmentEvents(
  db: Db,
  rows: readonly OrderRow[],
): Promise<Map<string, ShipmentEvent[]>> {
  const byOrder = new Map<string, ShipmentEvent[]>();
  // Only a parcel with an AWB is tracked: other orders cost no query.
  const tracked = rows.filter((row) => row.trackingNumber).map((row) => row.id);
  if (tracked.length === 0) return byOrder;
  const events = await db
    .select()
    .from(shipmentEvents)
    .where(inArray(shipmentEvents.orderId, tracked))
    .orderBy(asc(shipmentEvents.at), asc(shipmentEvents.createdAt), asc(shipmentEvents.id));
  for (const event of events) {
    const list = byOrder.get(event.orderId) ?? [];
    list.push({ status: event.status, at: event.at.toISOString(), location: event.location });
    byOrder.set(event.orderId, list);
  }
  return byOrder;
}

/** What tracking adds to an order's shipment (decision 0096). */
export function shipmentTrackingOf(
  order: OrderRow,
  events: readonly ShipmentEvent[] = [],
): Pick<
  Shipment,
  'stage' | 'events' | 'deliveredAt' | 'returnedAt' | 'undeliveredReason' | 'reattemptRequestedAt'
> {
  return {
    stage: order.trackingStage,
    events: [...events],
    deliveredAt: order.deliveredAt?.toISOString() ?? null,
    returnedAt: order.returnedAt?.toISOString() ?? null,
    undeliveredReason: order.trackingStage === 'undelivered' ? order.undeliveredReason : null,
    reattemptRequestedAt:
      order.trackingStage === 'undelivered'
        ? (order.reattemptRequestedAt?.toISOString() ?? null)
        : null,
  };
}
