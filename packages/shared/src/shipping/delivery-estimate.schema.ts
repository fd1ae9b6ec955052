import { z } from 'zod';
import { PIN_CODE_PATTERN } from '../orders/pin-code';
import { deliveryMessages } from './delivery-estimate';

// Apart from the rules and words: shopper pages import those at start, and a Zod schema in the same
// module would bring Zod into their first JavaScript (docs/benchmarks.md, the front end).

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
