import { PRODUCT_SIZE_LABEL_MAX } from '../catalog/product-size';
import { CART_QUANTITY_MAX, CART_QUANTITY_MIN, QUANTITY_MAX_HINT } from './cart.constants';

/** The cart and coupon words of spec section 8 and the server's answers, shared by web, server and tests. */
export const cartMessages = {
  // Spec section 8, 'Cart'.
  addFailed: 'Failed to add product to cart. Please try again.',
  quantityFailed: 'Failed to update quantity. Please try again.',
  removeFailed: 'Failed to remove item from cart. Please try again.',
  couponEmpty: 'Please enter a coupon code',
  // Shown beside the coupon box only: the spec's extra failure toast is dropped (decision 0081).
  couponApplyFailed: 'Failed to apply coupon',
  couponInvalid: 'Invalid coupon code',
  couponApplied: 'Coupon applied successfully!',
  // Spec section 2, 'Cart'.
  loginPrompt: 'Please login to view your cart!',
  loginRedirect: 'Redirecting to login page...',
  emptyTitle: 'Your cart is empty',
  emptyText: "Looks like you haven't added anything yet.",
  // Server answers (DESIGN section 3).
  couponExpired: 'This coupon has expired',
  couponLimitReached: 'This coupon has reached its usage limit',
  couponAlreadyUsed: 'You have already used this coupon',
  couponTooManyLookups: 'Too many coupon attempts. Please wait a few minutes and try again.',
  paintingNotAllowed: 'Paintings cannot be added to the cart.',
  // Decision 0073: the admin hid the product (its page answers 404 too).
  productUnavailable: 'This product is no longer available.',
  productNotFound: 'Product not found',
  lineNotFound: 'This item is not in your cart.',
  productIdRequired: 'productId is required',
  quantityInvalid: `Quantity must be a whole number from ${CART_QUANTITY_MIN} to ${CART_QUANTITY_MAX}`,
  // A size is one of the product's own (decision 0082), named by its id or its name.
  sizeInvalid: `Please choose a size (its id, or its name of at most ${PRODUCT_SIZE_LABEL_MAX} characters)`,
  addBody: 'Please send a productId and a quantity (and a sizeId for a size other than its own)',
  updateBody: 'Please send a quantity',
  couponBody: 'Please send a coupon code',
  // Ours: one limit for the product page's and the cart's '+'.
  quantityMaxHint: QUANTITY_MAX_HINT,
  couponRemoveFailed: 'Failed to remove coupon. Please try again.',
} as const;

/**
 * Why the cart's applied coupon was taken off when the cart was read again (decision 0058): the
 * customer is told once, in the cart answer's `couponNotice`, instead of the coupon vanishing.
 */
export const cartCouponNotices = {
  expired: (code: string) => `Coupon ${code} has expired and was removed`,
  invalid: (code: string) => `Coupon ${code} is no longer available and was removed`,
  limitReached: (code: string) => `Coupon ${code} has reached its usage limit and was removed`,
  alreadyUsed: (code: string) => `You have already used coupon ${code}, so it was removed`,
} as const;

/**
 * Why a line left the cart when the cart was read (decision 0073): the product was hidden by the
 * shop, a painting was sold, or the product became a painting (paintings go through 'Interested to
 * buy', spec section 1). The cart answer's `removedItems` carries one per product.
 */
export const cartItemNotices = {
  unavailable: (title: string) => `${title} is no longer available and was removed from your cart`,
  sold: (title: string) => `${title} has been sold and was removed from your cart`,
  painting: (title: string) =>
    `${title} can now only be bought through 'Interested to buy' and was removed from your cart`,
} as const;

/** 'A', 'A and B', 'A, B and C': the titles a message names. */
export function listOfTitles(titles: readonly string[]): string {
  if (titles.length <= 1) return titles[0] ?? '';
  return `${titles.slice(0, -1).join(', ')} and ${titles[titles.length - 1]}`;
}
