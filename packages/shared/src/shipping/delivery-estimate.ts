import { PIN_CODE_PATTERN } from '../orders/pin-code';

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

/** The PIN code as `deliveryPinSchema` takes it (trimmed, six digits, decision 0084), or null. */
export function deliveryPinOf(text: string): string | null {
  const pin = text.trim();
  return PIN_CODE_PATTERN.test(pin) ? pin : null;
}

/** What the estimate's text reads of an answer (the whole answer: `DeliveryEstimate`). */
interface EstimateForText {
  pin: string;
  serviceable: boolean;
  minDays: number | null;
  maxDays: number | null;
}

/** The one text an estimate shows a shopper. */
export function deliveryEstimateText(estimate: EstimateForText): string {
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
