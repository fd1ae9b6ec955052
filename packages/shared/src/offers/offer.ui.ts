import type { OfferStatus } from './offer.schema';

/**
 * The shopper's words around offers and one-of-a-kind paintings (decision 0052): My Account ›
 * Offers and My requests, the offer's checkout, and the Sold / Reserved state of a painting. The
 * server's answers stay in `offerMessages` (`offer.schema.ts`).
 */
export const offerUi = {
  // A painting's availability.
  reservedLine: 'Someone is buying this painting right now',
  soldLine: 'This painting has found its home. It stays here as part of the artist’s portfolio.',
  availableFilter: 'For sale',
  /** The label of the paintings collection's filter group. */
  filterGroup: 'Show paintings',
  noSoldPaintings: 'No sold paintings yet',
  // My Account › Offers.
  offersIntro: 'Offers the shop made to you for a painting or a custom art request.',
  offersLoading: 'Loading offers...',
  offersLoadFailed: 'Failed to load your offers.',
  /** `{count}`: how many offers wait for an answer. */
  openOffersCount: '{count} open offers',
  openOfferCount: '1 open offer',
  price: 'Price',
  delivery: 'Delivery',
  /** `{time}`: what is left, e.g. '2d 04h 10m'. */
  timeLeft: '{time} left',
  payment: 'Payment in progress: finish it or accept again to reopen the payment window.',
  viewOrders: 'View my orders',
  viewPainting: 'View painting',
  declineKeep: 'Keep offer',
  declineYes: 'Yes, decline',
  declining: 'Declining...',
  declineFailed: 'Failed to decline the offer. Please try again.',
  /** `{title}` the piece, `{price}` the offer price. */
  declineMessage: 'You will not be able to accept the offer for {title} at {price} afterwards.',
  status: {
    open: 'Open',
    accepted: 'Awaiting payment',
    paid: 'Paid',
    declined: 'Declined',
    withdrawn: 'Withdrawn',
    expired: 'Expired',
  } satisfies Record<OfferStatus, string>,
  // The offer's checkout.
  checkoutTitle: 'Checkout',
  offerLoading: 'Loading your offer...',
  offerLoadFailed: 'Failed to load your offer.',
  backToOffers: 'Back to my offers',
  serverDecides: 'The amount to pay is confirmed in the payment window.',
  // My Account › My requests.
  requestsLoading: 'Loading requests...',
  requestsLoadFailed: 'Failed to load your requests.',
  requestedOn: 'Requested on {date}',
  referencePhoto: 'Your reference photo',
  stageLine: 'Progress',
  stageDone: 'done',
  stageCurrent: 'current stage',
  requestOffers: 'Quotes',
  photoAlt: 'Progress photo',
  /** `{date}` the day a progress photo was added. */
  photoAdded: 'Added on {date}',
} as const;

/**
 * An offer's status at `now` as the page shows it: the server's answer was right when it was sent,
 * but an open or accepted offer left on screen lapses by itself at `expiresAt`.
 */
export function offerStatusAt(
  offer: { status: OfferStatus; expiresAt: string },
  now: Date,
): OfferStatus {
  const lapsed = new Date(offer.expiresAt).getTime() <= now.getTime();
  return (offer.status === 'open' || offer.status === 'accepted') && lapsed
    ? 'expired'
    : offer.status;
}

/** Whether the customer can still pay the offer: open, or accepted and waiting for its payment. */
export function isOfferPayable(offer: { status: OfferStatus; expiresAt: string }, now: Date) {
  const status = offerStatusAt(offer, now);
  return status === 'open' || status === 'accepted';
}
