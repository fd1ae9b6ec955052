/** Business constants of the cart (spec sections 5 and 9, DESIGN section 4). */

/** The four size choices (spec section 5); the first is the default. */
export const SIZES = ['5 x 3 inches', '4 x 3 inches', '6 x 4 inches', '6 x 5 inches'] as const;
export type CartSize = (typeof SIZES)[number];
export const DEFAULT_SIZE: CartSize = SIZES[0];

/** The flat delivery fee, always added (spec section 9: 50 rupees). */
export const DELIVERY_FEE_PAISE = 5000;

/** The sign-up offer on a customer's first order (DESIGN section 4 'Welcome offer'). */
export const WELCOME_OFFER_PERCENT = 20;

/** Quantity bounds of one cart line; adding beyond the maximum caps the line there. */
export const CART_QUANTITY_MIN = 1;
export const CART_QUANTITY_MAX = 99;

export const COUPON_CODE_MAX = 64;

export function isCartSize(value: string): value is CartSize {
  return (SIZES as readonly string[]).includes(value);
}
