import type { Availability } from './offer.schema';

/**
 * The 'Sold' / 'Reserved' badge of a painting (decision 0052), the same words as
 * `offerMessages.soldBadge` and `reservedBadge`. Kept in a module of their own so the home page's
 * product cards load these two words and not every offer message.
 */
export const availabilityBadgeLabels = {
  sold: 'Sold',
  reserved: 'Reserved',
} as const satisfies Record<Exclude<Availability, 'available'>, string>;
