import { z } from 'zod';
import { PIN_CODE_PATTERN } from '../orders/address-book';

/** The delivery estimate's words (product page, checkout, the server's refusals; docs/shipping.md). */
export const deliveryMessages = {
  pinInvalid: 'Enter a valid 6-digit postal code',
  checkDelivery: 'Check delivery',
  pinLabel: 'PIN code',
  check: 'Check',
  checking: 'Checking...',
  undeliverable: 'We do not deliver to this PIN code yet',
  tooManyChecks: 'Too many delivery checks. Please try again in a few minutes.',
  estimateFailed: 'Could not check delivery right now. Please try again.',
  /** 'Delivery in 3–5 days to 560001'; one figure when both ends agree. */
  deliveryIn: (minDays: number, maxDays: number, pin: string) =>
    `Delivery in ${minDays === maxDays ? minDays : `${minDays}–${maxDays}`} ${
      maxDays === 1 ? 'day' : 'days'
    } to ${pin}`,
  /** `POST /api/order` (and an offer's checkout) to a PIN code the shop does not deliver to. */
  orderUndeliverable: (pin: string) =>
    `We do not deliver to PIN code ${pin} yet. Please choose another delivery address.`,
} as const;

/** A PIN code as an estimate takes it: six digits, never starting with 0 (decision 0084). */
export const deliveryPinSchema = z
  .string({ error: deliveryMessages.pinInvalid })
  .trim()
  .regex(PIN_CODE_PATTERN, deliveryMessages.pinInvalid);

/** `GET /api/delivery/estimate?pin=`. */
export const deliveryEstimateQuerySchema = z.object(
  { pin: deliveryPinSchema },
  { error: deliveryMessages.pinInvalid },
);

/** The estimate: days are null when the PIN code is not served. */
export const deliveryEstimateSchema = z.object({
  pin: z.string(),
  serviceable: z.boolean(),
  codAvailable: z.boolean(),
  minDays: z.number().int().nullable(),
  maxDays: z.number().int().nullable(),
});
export type DeliveryEstimate = z.infer<typeof deliveryEstimateSchema>;

/** The one text an estimate shows a shopper. */
export function deliveryEstimateText(estimate: DeliveryEstimate): string {
  if (!estimate.serviceable) return deliveryMessages.undeliverable;
  const min = estimate.minDays ?? estimate.maxDays;
  const max = estimate.maxDays ?? estimate.minDays;
  if (min === null || max === null) return deliveryMessages.deliveryIn(3, 7, estimate.pin);
  return deliveryMessages.deliveryIn(min, max, estimate.pin);
}

/** The first PIN code in a joined address ('7 Park Street, Kolkata, 700016, India'), or null. */
export function pinInAddress(address: string): string | null {
  const found = address.match(/(?<!\d)[1-9]\d{5}(?!\d)/g);
  return found?.at(-1) ?? null;
}
