/** The newsletter form's messages (spec section 8, 'Newsletter'). */
export const NEWSLETTER_MESSAGES = {
  invalidEmail: 'Please enter a valid email address',
  failed: 'Failed to subscribe. Please try again.',
  connectionError: 'Connection error. Please try again later.',
  // The one answer to every sign-up, whatever the address's state, so it tells a stranger nothing
  // (docs/decisions/0074-newsletter-double-opt-in.md).
  checkEmail: 'Please check your email to confirm your subscription.',
  tooManyRequests: 'Too many sign-ups from here. Please wait a minute and try again.',
} as const;

/** The client-side email check of the newsletter form (the server validates again). */
export const NEWSLETTER_EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
