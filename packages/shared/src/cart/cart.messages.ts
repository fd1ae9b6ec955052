import { CART_QUANTITY_MAX, CART_QUANTITY_MIN, QUANTITY_MAX_HINT, SIZES } from './cart.constants';

/** The cart and coupon words of spec section 8 and the server's answers, shared by web, server and tests. */
export const cartMessages = {
  // Spec section 8, 'Cart'.
  addFailed: 'Failed to add product to cart. Please try again.',
  quantityFailed: 'Failed to update quantity. Please try again.',
  removeFailed: 'Failed to remove item from cart. Please try again.',
  couponEmpty: 'Please enter a coupon code',
  couponApplyFailed: 'Failed to apply coupon',
  couponApplyFailedToast: 'Failed to apply coupon. Please try again.',
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
  productNotFound: 'Product not found',
  lineNotFound: 'This item is not in your cart.',
  productIdRequired: 'productId is required',
  quantityInvalid: `Quantity must be a whole number from ${CART_QUANTITY_MIN} to ${CART_QUANTITY_MAX}`,
  sizeInvalid: `Size must be one of: ${SIZES.join(', ')}`,
  addBody: 'Please send a productId, a quantity and a size',
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
