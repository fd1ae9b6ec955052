import { z } from 'zod';
import {
  searchInvalidMessage,
  searchTextField,
  searchTooLongMessage,
} from '../paging/paging.schema';

/**
 * Offers (decision 0052): the admin offers a painting to an interested buyer, or a quote for a
 * custom stone art request, at a price; the customer accepts (and pays through the usual checkout)
 * or declines. Money over the wire in rupees.
 */

/**
 * Stored states. 'accepted' means an order was made and is being paid (the painting is reserved
 * for `OFFER_RESERVATION_MINUTES`); 'expired' is never stored: an open or accepted offer past its
 * `expiresAt` answers as expired (`effectiveOfferStatus`).
 */
export const offerStoredStatusValues = [
  'open',
  'accepted',
  'paid',
  'declined',
  'withdrawn',
] as const;
export const offerStatusValues = [...offerStoredStatusValues, 'expired'] as const;
export const offerStatusSchema = z.enum(offerStatusValues);
export type OfferStatus = z.infer<typeof offerStatusSchema>;

export const offerKindValues = ['painting', 'customArt'] as const;
export type OfferKind = (typeof offerKindValues)[number];

/** A painting's state in every product answer; stone art is always 'available'. */
export const availabilityValues = ['available', 'reserved', 'sold'] as const;
export const availabilitySchema = z.enum(availabilityValues);
export type Availability = z.infer<typeof availabilitySchema>;

export const OFFER_RESERVATION_MINUTES = 30;
export const OFFER_DEFAULT_VALID_HOURS = 72;
export const OFFER_MAX_VALID_HOURS = 720;
export const OFFER_DEFAULT_DELIVERY = 50;
export const OFFER_NOTE_MAX = 500;

/** The longest search text of the back-office's offers list. */
const ADMIN_OFFER_SEARCH_MAX = 100;

export const offerMessages = {
  // Admin: making and withdrawing.
  offerTargetRequired: 'Choose the interested buyer or the custom art request to make the offer to',
  priceInvalid: 'Price must be more than ₹0 with at most 2 decimals',
  deliveryInvalid: 'Delivery fee must be ₹0 or more with at most 2 decimals',
  noteTooLong: `Note must be at most ${OFFER_NOTE_MAX} characters`,
  validHoursInvalid: `Validity must be a whole number of hours from 1 to ${OFFER_MAX_VALID_HOURS}`,
  interestNotFound: 'Interested buyer not found',
  customArtNotFound: 'Custom art request not found',
  requesterHasNoAccount:
    'The requester has no account with this email yet: ask them to sign up with it first.',
  // An account found by the request's email alone gets nothing until it proves the address (0076).
  requesterNotVerified:
    'The requester’s account has not confirmed this email address yet: ask them to follow the link we emailed them (or choose Resend on the shop).',
  notAPainting: 'Offers are made for paintings; stone art is bought from the cart.',
  alreadySold: 'This painting has been sold.',
  offerCreated: 'Offer sent',
  offerWithdrawn: 'Offer withdrawn',
  withdrawnBecauseSold: 'The painting was sold to another buyer.',
  cannotWithdraw: 'Only an open or accepted offer that has not been paid can be withdrawn.',
  // Customer.
  offerNotFound: 'Offer not found',
  offerLapsed: 'This offer has expired.',
  offerWithdrawnByShop: 'This offer was withdrawn by the shop.',
  offerDeclined: 'You declined this offer.',
  offerPaid: 'This offer has already been paid.',
  pieceReserved:
    'Someone is paying for this painting right now. Please try again in a little while.',
  pieceSold: 'Sorry, this painting has just been sold.',
  declineConfirm: 'Decline this offer?',
  declined: 'Offer declined',
  tabTitle: 'Offers',
  noOffers: 'No offers yet',
  accept: 'Accept and pay',
  decline: 'Decline',
  validUntil: 'Valid until',
  soldBadge: 'Sold',
  reservedBadge: 'Reserved',
  // Orders: a payment for a piece sold meanwhile.
  paidAfterSold: 'Paid after the painting was sold to another buyer: refunded automatically.',
  paidAfterSoldRefundReason: 'The painting was sold to another buyer before this payment arrived',
  // Orders: a second payment for an offer another order of it had already paid (a custom art quote).
  paidTwice: 'Paid for an offer another order had already paid: refunded automatically.',
  paidTwiceRefundReason: 'This offer had already been paid by another order',
  // Admin list: a bad search or status (the other admin lists' words).
  searchTooLong: searchTooLongMessage(ADMIN_OFFER_SEARCH_MAX),
  searchInvalid: searchInvalidMessage,
  statusInvalid: `status must be one of: ${offerStatusValues.join(', ')}`,
} as const;

/**
 * Why a paid order needs the shop's attention (`orders.attention`, decision 0052), each a key of
 * `offerMessages` that says it: a late payment for a piece sold meanwhile, refunded in full.
 */
export const orderAttentionValues = ['paidAfterSold', 'paidTwice'] as const;
export type OrderAttention = (typeof orderAttentionValues)[number];

const m = offerMessages;

const rupeesWithPaise = (message: string, min: 'positive' | 'nonnegative') =>
  z
    .number({ error: message })
    .refine((value) => (min === 'positive' ? value > 0 : value >= 0), message)
    .refine((value) => value <= 2_00_00_000, message)
    .refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, message);

/** `POST /api/admin/offers`: to an interested buyer (`interestId`) or a custom art request (`customArtId`). */
export const createOfferInputSchema = z
  .object(
    {
      interestId: z.string().optional(),
      customArtId: z.string().optional(),
      price: rupeesWithPaise(m.priceInvalid, 'positive'),
      deliveryFee: rupeesWithPaise(m.deliveryInvalid, 'nonnegative').optional(),
      note: z
        .string({ error: m.noteTooLong })
        .trim()
        .max(OFFER_NOTE_MAX, m.noteTooLong)
        .optional()
        .transform((value) => value || null),
      validHours: z
        .number({ error: m.validHoursInvalid })
        .int(m.validHoursInvalid)
        .min(1, m.validHoursInvalid)
        .max(OFFER_MAX_VALID_HOURS, m.validHoursInvalid)
        .optional(),
    },
    { error: m.offerTargetRequired },
  )
  .refine((body) => Boolean(body.interestId) !== Boolean(body.customArtId), {
    message: m.offerTargetRequired,
  });
export type CreateOfferInput = z.input<typeof createOfferInputSchema>;

/** An offer as its customer sees it (`GET /api/offers`). */
export const offerSchema = z.object({
  id: z.string(),
  kind: z.enum(offerKindValues),
  productId: z.string().nullable(),
  customArtId: z.string().nullable(),
  /** The painting's title, or 'Custom stone art' with the request's first words. */
  title: z.string(),
  imageUrl: z.string().nullable(),
  price: z.number(),
  deliveryFee: z.number(),
  note: z.string().nullable(),
  status: offerStatusSchema,
  expiresAt: z.string(),
  createdAt: z.string(),
  /** The order an acceptance made (pending while it is paid), or null. */
  orderId: z.string().nullable(),
  /** Why the shop withdrew it (for example the painting was sold), or null. */
  withdrawnReason: z.string().nullable(),
});
export type Offer = z.infer<typeof offerSchema>;

/** An offer in the back-office: with its customer. */
export const adminOfferSchema = offerSchema.extend({
  customer: z.object({ id: z.string(), name: z.string(), email: z.string() }),
});
export type AdminOffer = z.infer<typeof adminOfferSchema>;

export const offerResponseSchema = z.object({ offer: offerSchema });
export const adminOfferResponseSchema = z.object({ offer: adminOfferSchema });
export const offerListResponseSchema = z.object({ offers: z.array(offerSchema) });
export const adminOfferListQuerySchema = z.object({
  q: searchTextField(ADMIN_OFFER_SEARCH_MAX),
  status: z
    .union([z.literal(''), offerStatusSchema], { error: m.statusInvalid })
    .optional()
    .transform((value) => value || undefined),
});
export const adminOfferListResponseSchema = z.object({ offers: z.array(adminOfferSchema) });
export const offerIdParamsSchema = z.object({ id: z.string() });

/** What an open or accepted offer past its time, or an accepted one whose order lapsed, reads as. */
export function effectiveOfferStatus(
  stored: (typeof offerStoredStatusValues)[number],
  expiresAt: Date,
  now: Date = new Date(),
): OfferStatus {
  if ((stored === 'open' || stored === 'accepted') && expiresAt.getTime() <= now.getTime()) {
    return 'expired';
  }
  return stored;
}
