/** Business constants of the cart (spec sections 5 and 9, DESIGN section 4). */

/** The flat delivery fee, always added (spec section 9: 50 rupees). */
export const DELIVERY_FEE_PAISE = 5000;

/** The sign-up offer on a customer's first order (DESIGN section 4 'Welcome offer'). */
export const WELCOME_OFFER_PERCENT = 20;

/** Quantity bounds of one cart line; adding beyond the maximum caps the line there. */
export const CART_QUANTITY_MIN = 1;
export const CART_QUANTITY_MAX = 99;

/**
 * The '+' limit's hint. Here with the limit rather than among the cart's messages: the
 * product page's first view needs this one line, and a bundle takes a module whole once two pages
 * share it.
 */
export const QUANTITY_MAX_HINT = `Maximum ${CART_QUANTITY_MAX} per order`;

export const COUPON_CODE_MAX = 64;

/** The largest value of a PostgreSQL `integer`: every `*_paise` column is one. */
export const INT4_MAX = 2_147_483_647;

/**
 * The most one order may come to before any discount (Σ price × quantity), in paise: ₹2,00,00,000.
 * Every amount stored on the order (subtotal, the 'Discount' line, total) is at most this, so it
 * fits the integer columns with room to spare; a larger cart is refused with a clear message
 * instead of failing in the database (docs/decisions/0037-orders-outside-transactions-and-offer-limits.md).
 */
export const ORDER_AMOUNT_MAX_PAISE = 2_000_000_000;
