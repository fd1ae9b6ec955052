import { z } from 'zod';

/**
 * Tracking to the door (decision 0096): the courier's stage of a shipped order, as the tracking
 * webhook and the poll of silent shipments report it. A stage never moves backwards; 'delivered'
 * and 'rto_delivered' are final.
 */
export const trackingStageValues = [
  'in_transit',
  'out_for_delivery',
  'undelivered',
  'delivered',
  'rto_initiated',
  'rto_delivered',
] as const;
export const trackingStageSchema = z.enum(trackingStageValues);
export type TrackingStage = z.infer<typeof trackingStageSchema>;

/** One courier scan, oldest first on the order (`at` an ISO instant). */
export const shipmentEventSchema = z.object({
  status: z.string(),
  at: z.string(),
  location: z.string().nullable(),
});
export type ShipmentEvent = z.infer<typeof shipmentEventSchema>;

/** What tracking adds to an order's shipment. */
export const shipmentTrackingShape = {
  /** The courier's stage; null until the first tracking update (or for a parcel never tracked). */
  stage: trackingStageSchema.nullable(),
  events: z.array(shipmentEventSchema),
  deliveredAt: z.string().nullable(),
  returnedAt: z.string().nullable(),
  /** The courier's words for the last failed delivery, while the parcel is undelivered. */
  undeliveredReason: z.string().nullable(),
  /** When the admin asked for another delivery attempt after the last failed one. */
  reattemptRequestedAt: z.string().nullable(),
};

/** The words of tracking, for the customer and the admin. */
export const shipmentTrackingMessages = {
  stage: {
    in_transit: 'In transit',
    out_for_delivery: 'Out for delivery',
    undelivered: 'Delivery attempt failed',
    delivered: 'Delivered',
    rto_initiated: 'Returning to the shop',
    rto_delivered: 'Returned to the shop',
  } satisfies Record<TrackingStage, string>,
  timelineHeading: 'Tracking',
  /** `{date}`: the day the parcel was delivered. */
  deliveredOn: 'Delivered on {date}',
  /** `{reason}`: the courier's words. */
  undelivered: 'Delivery failed: {reason}',
  undeliveredNoReason: 'The courier could not deliver the parcel.',
  reattempt: 'Re-attempt',
  reattemptBusy: 'Requesting...',
  /** `{date}`: when the admin asked. */
  reattemptRequested: 'Re-attempt requested on {date}',
  // Shiprocket documents no re-attempt call (decision 0097): the request is recorded here and made
  // in its panel.
  reattemptHint: "Also ask for it in Shiprocket's panel (NDR): the shop records the request only.",
  reattemptDone: 'Re-attempt recorded',
  reattemptFailed: 'Failed to record the re-attempt:',
  reattemptNotUndelivered: 'A re-attempt can be asked for only after a failed delivery.',
  returnedNote:
    'The parcel came back to the shop. Nothing is refunded automatically: refund, cancel or ship it again.',
  webhookTokenInvalid: 'Missing or wrong x-api-key',
} as const;

/**
 * `POST /api/shipping/courier-updates` answers 200 to every authenticated call: what it did with
 * it ('unknown': no order has the AWB; 'ignored': a body without an AWB).
 */
export const courierUpdateResponseSchema = z.object({
  status: z.enum(['updated', 'unchanged', 'unknown', 'ignored']),
});
export type CourierUpdateResponse = z.infer<typeof courierUpdateResponseSchema>;
