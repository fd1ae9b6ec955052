import { z } from 'zod';

/**
 * Double opt-in for the newsletter (docs/decisions/0074-newsletter-double-opt-in.md): a sign-up
 * is only a request; the address joins the list when its owner follows the emailed link.
 */

/** How long a confirmation link works once its email is sent. */
export const NEWSLETTER_CONFIRM_LINK_DAYS = 7;

/**
 * At most one sign-up email (the confirmation, or the note that the address is on the list
 * already) reaches an address this often, however many sign-ups name it.
 */
export const NEWSLETTER_SIGNUP_EMAIL_MINUTES = 60;

export const newsletterConfirmMessages = {
  missingToken: 'This confirmation link is incomplete. Please use the link from the email.',
  invalidToken: 'This confirmation link is invalid or has expired. Please subscribe again.',
  question: 'Please confirm that you want to get our newsletter at this address.',
  confirmed: 'Thank you! Your subscription is confirmed.',
  failed: 'Could not confirm your subscription. Please try again.',
  badBody: 'Please send the token from the confirmation link',
} as const;

/**
 * The token as the link carries it: 32 random bytes in base64url (43 characters). Anything else
 * reads like an unknown or used link, so a cut-off link says the same as an old one.
 */
export const NEWSLETTER_CONFIRM_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** `POST /api/newsletter/confirm` body: the token of the link in the confirmation email. */
export const confirmSubscriptionSchema = z.object(
  {
    token: z
      .string({ error: newsletterConfirmMessages.invalidToken })
      .regex(NEWSLETTER_CONFIRM_TOKEN_PATTERN, newsletterConfirmMessages.invalidToken),
  },
  { error: newsletterConfirmMessages.badBody },
);
export type ConfirmSubscriptionInput = z.infer<typeof confirmSubscriptionSchema>;
