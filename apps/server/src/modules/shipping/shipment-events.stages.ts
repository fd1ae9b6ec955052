import type { TrackingStage } from '@artshop/shared';

/**
 * Shiprocket's shipment status ids (docs/shipping.md, 'Tracking') as our stages (decision 0096).
 * Statuses before the pickup, cancellations, a lost parcel and the like are stored as scans but
 * move no stage: the admin reads them on the order.
 */
const STAGE_BY_ID: Record<number, TrackingStage> = {
  6: 'in_transit', // SHIPPED
  18: 'in_transit', // IN TRANSIT
  22: 'in_transit', // DELAYED
  38: 'in_transit', // REACHED AT DESTINATION HUB
  42: 'in_transit', // PICKED UP
  17: 'out_for_delivery',
  21: 'undelivered',
  7: 'delivered',
  9: 'rto_initiated',
  14: 'rto_initiated', // RTO ACKNOWLEDGED
  10: 'rto_delivered',
};

const STAGE_BY_TEXT: Record<string, TrackingStage> = {
  SHIPPED: 'in_transit',
  'IN TRANSIT': 'in_transit',
  DELAYED: 'in_transit',
  'REACHED AT DESTINATION HUB': 'in_transit',
  'PICKED UP': 'in_transit',
  'OUT FOR DELIVERY': 'out_for_delivery',
  UNDELIVERED: 'undelivered',
  DELIVERED: 'delivered',
  'RTO INITIATED': 'rto_initiated',
  'RTO ACKNOWLEDGED': 'rto_initiated',
  'RTO DELIVERED': 'rto_delivered',
};

/** A status text in upper case with single spaces ('In Transit ' -> 'IN TRANSIT'). */
const normalise = (text: string) => text.trim().replace(/\s+/g, ' ').toUpperCase();

/** Our stage for a Shiprocket status id or text; null when the status moves no stage. */
export function stageOf(id: number | null, text: string | null): TrackingStage | null {
  if (id !== null && STAGE_BY_ID[id]) return STAGE_BY_ID[id];
  if (!text) return null;
  const upper = normalise(text);
  const exact = STAGE_BY_TEXT[upper];
  if (exact) return exact;
  // Couriers add their own RTO steps ('RTO IN TRANSIT', 'RTO OUT FOR DELIVERY'): still on the way back.
  if (upper.startsWith('RTO '))
    return upper.includes('DELIVERED') ? 'rto_delivered' : 'rto_initiated';
  return null;
}

/**
 * How far along each stage is. A stage never moves to a lower rank; at the same rank only a later
 * scan wins (another failed attempt after 'out for delivery', or the other way round).
 */
const RANK: Record<TrackingStage, number> = {
  in_transit: 1,
  out_for_delivery: 2,
  undelivered: 2,
  rto_initiated: 3,
  delivered: 4,
  rto_delivered: 4,
};

/** Delivered or back at the shop: nothing moves the parcel after these. */
export const isFinalStage = (stage: TrackingStage | null) =>
  stage === 'delivered' || stage === 'rto_delivered';

/** Whether a scan of `next` at `at` moves a parcel that is at `current` since `currentAt`. */
export function movesForward(
  current: { stage: TrackingStage | null; at: Date | null },
  next: { stage: TrackingStage; at: Date },
): boolean {
  if (current.stage === null) return true;
  if (isFinalStage(current.stage)) return false;
  const from = RANK[current.stage];
  const to = RANK[next.stage];
  if (to !== from) return to > from;
  return current.at === null || next.at.getTime() > current.at.getTime();
}
