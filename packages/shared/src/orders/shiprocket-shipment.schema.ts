import { z } from 'zod';

/**
 * Shipping an order with Shiprocket in one click (docs/shipping.md 'Ship in one click', decision
 * 0095): the admin's calls, what they answer, and every word the back-office shows about it.
 */
export const shiprocketShipmentMessages = {
  // Server answers.
  notConfigured:
    'Shiprocket is not set up on this shop (SHIPROCKET_EMAIL, SHIPROCKET_PASSWORD, SHIPROCKET_PICKUP_LOCATION, SHIPROCKET_PICKUP_PIN). Ship it by hand with the courier and AWB.',
  alreadyShipped: 'This order has already been shipped.',
  inProgress: 'This order is being shipped with Shiprocket right now. Wait a moment and reload.',
  noPinCode:
    'This order has no PIN code on record, so Shiprocket cannot take it. Ship it by hand with the courier and AWB.',
  refused: 'Shiprocket refused: {message}',
  timedOut:
    'Shiprocket did not answer in time. Try again: the order will not be made twice at Shiprocket.',
  courierInvalid: 'Choose a courier from the list.',
  // The back-office.
  shipWithShiprocket: 'Ship with Shiprocket',
  shipping: 'Shipping with Shiprocket...',
  shippedWith: 'Shipped with Shiprocket: {courier}, AWB {awb}',
  courierLabel: 'Courier',
  recommendedCourier: 'Recommended by Shiprocket',
  loadCouriers: 'Choose a courier',
  couriersLoading: 'Loading couriers...',
  couriersFailed: 'Could not load the couriers:',
  courierOption: '{name}: {rate}, {days}',
  courierDays: '{days} days',
  downloadLabel: 'Download label',
  manifest: 'Manifest',
  failed: 'Shipping with Shiprocket failed:',
  shipSelected: 'Ship selected with Shiprocket',
  selectOrder: 'Select order {number} to ship',
  selectedCount: '{count} selected',
  bulkShipped: '{number}: shipped, AWB {awb}',
  bulkFailed: '{number}: {message}',
  bulkHeading: 'Shiprocket results',
} as const;

/** `POST /api/order/{id}/shiprocket` (admin): optionally a courier from the rates; else Shiprocket's pick. */
export const shiprocketShipInputSchema = z
  .object(
    {
      courierId: z
        .number({ error: shiprocketShipmentMessages.courierInvalid })
        .int(shiprocketShipmentMessages.courierInvalid)
        .positive(shiprocketShipmentMessages.courierInvalid)
        .optional(),
    },
    { error: shiprocketShipmentMessages.courierInvalid },
  )
  .nullish();
export type ShiprocketShipInput = z.input<typeof shiprocketShipInputSchema>;

/** The parcel as shipped: what the 201 answer adds beside the order. */
export const shiprocketShipmentSchema = z.object({
  awb: z.string(),
  courier: z.string(),
  labelUrl: z.string(),
});
export type ShiprocketShipment = z.infer<typeof shiprocketShipmentSchema>;

/** What the admin's order carries of its Shiprocket shipment (null when shipped by hand or not yet). */
export const shiprocketRefsSchema = z.object({
  orderId: z.number().int(),
  shipmentId: z.number().int().nullable(),
  labelUrl: z.string().nullable(),
  manifestUrl: z.string().nullable(),
});
export type ShiprocketRefs = z.infer<typeof shiprocketRefsSchema>;

/** `GET /api/order/{id}/shiprocket/couriers` (admin): the couriers to the order's PIN code, with rates. */
export const shiprocketCouriersResponseSchema = z.object({
  serviceable: z.boolean(),
  recommendedCourierId: z.number().int().nullable(),
  couriers: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      /** Rupees. */
      rate: z.number(),
      etdDays: z.number().int().nullable(),
    }),
  ),
});
export type ShiprocketCouriersResponse = z.infer<typeof shiprocketCouriersResponseSchema>;
