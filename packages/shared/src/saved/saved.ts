import { heartMessages } from './heart';

/**
 * Saved pieces (docs/decisions/0122-saved-pieces-and-their-alerts.md): the heart on cards and
 * product pages, My Account > Saved and the weekly alert. Words only, no Zod (decision 0112): the
 * answers' schemas are in `saved.schema.ts`, the heart's own words in `heart.ts`.
 */

/** At most this many saved pieces a customer: a list, not a second catalogue. */
export const SAVED_PIECES_MAX = 200;

/** The alert's cap: one email a week per customer at most. */
export const SAVED_ALERT_MIN_INTERVAL_MS = 7 * 24 * 60 * 60 * 1000;

/** The account's Saved tab. */
export const SAVED_PATH = '/my-account?tab=saved';

/** The page an alert's unsubscribe link opens (a GET of it changes nothing). */
export const SAVED_ALERTS_UNSUBSCRIBE_PATH = '/saved-alerts/unsubscribe';

export const savedMessages = {
  ...heartMessages,
  tooMany: `You can save up to ${SAVED_PIECES_MAX} pieces. Please remove one first.`,
  notFound: 'Product not found',
  tabTitle: 'Saved',
  heading: 'Saved pieces',
  empty: 'Nothing saved yet. Tap the heart on a piece to keep it here.',
  alertsOn:
    "We email you at most once a week when a saved piece's price drops or its artist adds a new work.",
  alertsOff:
    "Turn on 'Offers by email' in Privacy to hear, at most once a week, when a saved piece's price drops or its artist adds a new work.",
  // The unsubscribe page and its answers (like the newsletter's, decision 0046).
  unsubscribeQuestion: 'Stop the emails about your saved pieces?',
  unsubscribeButton: 'Stop these emails',
  unsubscribed:
    "Done: no more emails about your saved pieces or offers. You can turn 'Offers by email' on again in My Account > Privacy.",
  alreadyUnsubscribed: 'These emails are already off for this address.',
  unsubscribeMissingToken:
    'This unsubscribe link is incomplete. Please use the link from the email.',
  unsubscribeUnknownToken:
    'This unsubscribe link is not valid. Please use the link from a recent email.',
  unsubscribeFailed: 'Could not unsubscribe. Please try again.',
  // The email.
  mailSubject: 'News about the pieces you saved',
  priceDropped: 'Price dropped',
  newWorkBy: (artist: string) => `New work by ${artist}`,
} as const;
