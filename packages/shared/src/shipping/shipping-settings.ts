import { z } from 'zod';

/** The shop's own delivery promise: what estimates answer without Shiprocket (decision 0092). */
export const DEFAULT_SHIPPING_SETTINGS = {
  minDays: 3,
  maxDays: 7,
  codAvailable: false,
  blockedPinPrefixes: [] as string[],
};

export const SHIPPING_DAYS_MAX = 60;
export const BLOCKED_PREFIXES_MAX = 200;

export const shippingSettingsMessages = {
  daysInvalid: `Days must be whole numbers from 1 to ${SHIPPING_DAYS_MAX}`,
  daysOrder: 'The longest delivery cannot be shorter than the quickest',
  prefixInvalid: 'Each blocked PIN prefix is 1 to 6 digits and does not start with 0',
  tooManyPrefixes: `At most ${BLOCKED_PREFIXES_MAX} blocked PIN prefixes`,
  saved: 'Shipping settings saved',
  title: 'Shipping',
  minDaysLabel: 'Quickest delivery (days)',
  maxDaysLabel: 'Longest delivery (days)',
  codLabel: 'Cash on delivery available',
  prefixesLabel: 'PIN codes we do not deliver to (prefixes, e.g. 744 or 194101)',
  prefixesHint:
    'Separate with commas, spaces or new lines. 744 blocks every PIN code starting 744.',
  shiprocketOn:
    'Shiprocket answers delivery estimates. These settings apply when Shiprocket cannot be reached, and blocked PIN codes always apply.',
  shiprocketOff: 'Shiprocket is not configured: every estimate comes from these settings.',
} as const;

const days = z
  .number({ error: shippingSettingsMessages.daysInvalid })
  .int(shippingSettingsMessages.daysInvalid)
  .min(1, shippingSettingsMessages.daysInvalid)
  .max(SHIPPING_DAYS_MAX, shippingSettingsMessages.daysInvalid);

/** Prefixes typed in one box: split on commas, spaces and new lines. */
export function splitPinPrefixes(text: string): string[] {
  return text
    .split(/[\s,;]+/)
    .map((p) => p.trim())
    .filter(Boolean);
}

/** `PUT /api/admin/shipping-settings`. */
export const shippingSettingsSchema = z
  .object({
    minDays: days,
    maxDays: days,
    codAvailable: z.boolean({ error: 'codAvailable must be true or false' }),
    blockedPinPrefixes: z
      .array(
        z
          .string({ error: shippingSettingsMessages.prefixInvalid })
          .trim()
          .regex(/^[1-9]\d{0,5}$/, shippingSettingsMessages.prefixInvalid),
        { error: shippingSettingsMessages.prefixInvalid },
      )
      .max(BLOCKED_PREFIXES_MAX, shippingSettingsMessages.tooManyPrefixes)
      // Kept once each, in order: a repeat in the box is not an error.
      .transform((list) => [...new Set(list)]),
  })
  .refine((s) => s.maxDays >= s.minDays, {
    message: shippingSettingsMessages.daysOrder,
    path: ['maxDays'],
  });
export type ShippingSettings = z.infer<typeof shippingSettingsSchema>;

/** `GET/PUT /api/admin/shipping-settings`: the settings and whether Shiprocket answers first. */
export const shippingSettingsResponseSchema = z.object({
  settings: z.object({
    minDays: z.number().int(),
    maxDays: z.number().int(),
    codAvailable: z.boolean(),
    blockedPinPrefixes: z.array(z.string()),
  }),
  shiprocket: z.boolean(),
});
export type ShippingSettingsResponse = z.infer<typeof shippingSettingsResponseSchema>;

/** Whether one of the blocked prefixes starts this PIN code. */
export function pinBlocked(pin: string, prefixes: readonly string[]): boolean {
  return prefixes.some((prefix) => pin.startsWith(prefix));
}
