import { CART_QUANTITY_MAX, CART_QUANTITY_MIN, SIZES } from './cart.constants';

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
} as const;
