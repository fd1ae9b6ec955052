/**
 * Email verification at sign-up (docs/decisions/0076-verify-email-at-sign-up.md): a new account
 * proves it owns its address with an emailed link before anything found by that address alone
 * (custom art requests sent signed out, their photos and quotes) is shown to it.
 */

/** How long a confirmation link works once its email is sent. */
export const EMAIL_VERIFICATION_LINK_HOURS = 24;
/** New links a signed-in account may ask for per hour; more are answered alike and not sent. */
export const EMAIL_VERIFICATION_RESENDS_PER_HOUR = 3;

export const emailVerificationMessages = {
  /** The banner on every shopper page of a signed-in account that has not confirmed yet. */
  banner: (email: string) => `Please confirm your email address: we sent a link to ${email}.`,
  resend: 'Resend',
  resending: 'Sending...',
  // The one answer to every resend (sent, over the hourly limit, already confirmed).
  resent: 'Please check your email for the newest link. We send at most 3 links an hour.',
  resendFailed: 'Could not send a new link. Please try again.',
  pageTitle: 'Confirm your email address',
  question: 'Please confirm that this email address is yours.',
  confirm: 'Confirm email address',
  confirming: 'Confirming...',
  verified: 'Thank you! Your email address is confirmed.',
  alreadyVerified: 'Your email address is already confirmed.',
  missingToken: 'This confirmation link is incomplete. Please use the link from the email.',
  invalidToken:
    'This confirmation link is invalid or has expired. Sign in and choose Resend for a new one.',
  failed: 'Could not confirm your email address. Please try again.',
  badBody: 'Please send the token from the confirmation link',
} as const;

/**
 * The token as the link carries it: 32 random bytes in base64url (43 characters). Anything else
 * reads like an unknown or used link, so a cut-off link says the same as an old one.
 */
export const EMAIL_VERIFICATION_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
