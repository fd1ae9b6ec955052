/**
 * The shop's name, the one place it is written: titles, the header and footer, link previews,
 * the payment window (Razorpay Checkout's `name`) and the built index.html's title all read it.
 */
export const SHOP_NAME = 'Shilpa Art Studio';

/** The one currency the shop prices, charges and refunds in (ISO 4217). */
export const SHOP_CURRENCY = 'INR';

/** The home page's title and the default for any page without its own. */
export const SHOP_TAGLINE = 'Hand-painted stone art and paintings';

/** The shop in one sentence: meta description of pages without their own, and link previews. */
export const SHOP_DESCRIPTION =
  'Hand-painted stone art and paintings by Indian artists. Custom stone art made to order, shipped across India.';
