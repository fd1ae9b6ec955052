/**
 * What a visitor reads when a shop action needs an account first, and what the page says once the
 * action was completed after signing in (decision 0080).
 */
export const pendingActionMessages = {
  /** Shown on the sign-in (and sign-up) page while an 'Add to Cart' waits for the account. */
  addToCartSignIn: 'Please log in to add this to your cart.',
  /** Spec section 6: 'Interested to buy' without a session. */
  interestSignIn: 'Please log in to express your interest.',
  /** The toast once the waiting 'Add to Cart' went through after signing in. */
  addedToCart: 'Added to your cart.',
  /** What stays on a painting's page once its interest is recorded (or was already). */
  interestSent: 'Interest sent. We will get in touch with you about this painting.',
} as const;
