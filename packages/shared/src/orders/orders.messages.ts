import { cartMessages, listOfTitles } from '../cart/cart.messages';
import { nameAndPhoneMessages } from '../people/names-and-phones';
import { ADDRESS_FIELD_MAX } from '../auth/auth.schema';
import { addressRuleMessages } from './address-book';

/** The checkout form's field labels (spec section 5 'Checkout'; India's address, decision 0084). */
export const checkoutLabels = {
  name: 'Full Name',
  email: 'Email',
  phone: 'Phone',
  street: 'Address line 1',
  line2: 'Address line 2 (optional)',
  city: 'City',
  state: 'State',
  zip: 'PIN code',
  country: 'Country',
} as const;

/** The checkout, payment and order words of the spec (sections 2, 5, 8) and the server's answers. */
export const orderMessages = {
  // Spec section 8, 'Checkout and payment'.
  checkoutFailed: 'Payment processing failed. Please try again.',
  statusFetchFailed: 'Failed to fetch order details',
  // Spec section 2, 'Checkout' and 'Payment status'.
  processing: 'Processing Payment...',
  backToCart: 'Back to Cart',
  statusTitle: 'Order Status',
  noOrderData: 'No order data found',
  successTitle: 'Payment Successful',
  successText: 'Your order has been completed successfully.',
  pendingTitle: 'Payment Pending',
  pendingText: 'Your payment is being processed.',
  pendingNote: 'Please wait while we confirm your payment. This page will automatically update.',
  failedTitle: 'Payment Failed',
  failedText: "We couldn't process your payment. Please try again.",
  returnHome: 'Return to Home',
  // After paying (decision 0085): the order by its number, and where to go next.
  orderNumberLabel: 'Order number',
  viewOrder: 'View order',
  continueShopping: 'Continue shopping',
  noOrders: 'No orders yet',
  // DESIGN section 4, test mode.
  testModeLabel: 'Test mode: no money moves',
  // Server answers.
  cartEmpty: 'Your cart is empty',
  orderNotFound: 'Order not found',
  couponInvalid: 'Invalid coupon code',
  couponExpired: 'This coupon has expired',
  // The same sentences as the cart's coupon lookup: the shopper sees one answer for one coupon.
  couponLimitReached: cartMessages.couponLimitReached,
  couponAlreadyUsed: cartMessages.couponAlreadyUsed,
  amountTooSmall: 'The order total must be at least ₹1.00',
  amountTooLarge:
    'This order is too large to pay online (over ₹2,00,00,000). Please reduce the quantities in your cart.',
  checkoutInProgress: 'Your previous checkout is still being prepared, please try again',
  checkoutReplaced:
    'This checkout was replaced by a newer one from your account. Please try again.',
  tooManyCheckouts: 'Too many checkout attempts. Please wait a few minutes and try again.',
  providerUnavailable: 'The payment service is not reachable. Please try again in a moment.',
  signatureInvalid: 'The payment could not be verified.',
  webhookSignatureInvalid: 'Invalid webhook signature',
  testModeOnly: 'The test payment window exists only in test mode.',
  orderAlreadyPaid: 'This order has already been paid.',
  // Decision 0073: refused before any payment call; the lines leave the cart with the refusal.
  itemsUnavailable: (titles: readonly string[]) =>
    `${listOfTitles(titles)} ${titles.length === 1 ? 'is' : 'are'} no longer available and ` +
    `${titles.length === 1 ? 'was' : 'were'} removed from your cart. Please check your cart and try again.`,
  webhookBodyInvalid: 'The webhook body is not valid JSON',
  fulfilmentNeedsPayment: 'Only a paid order can be processed, shipped, delivered or cancelled.',
  statusInvalid: 'Status must be one of: processing, shipped, delivered, cancelled',
  // Checkout form (spec section 5 'Checkout').
  nameRequired: 'Full name is required',
  nameShort: 'Name must be at least 3 characters',
  emailRequired: 'Email is required',
  emailInvalid: 'Invalid email address',
  phoneRequired: 'Phone number is required',
  // Ours, not the spec's 'Enter a valid 10-digit phone number' (decision 0078).
  phoneInvalid: nameAndPhoneMessages.phoneInvalid,
  streetRequired: 'Street address is required',
  streetInvalid: 'Please enter a valid street address',
  cityRequired: 'City is required',
  cityInvalid: 'Please enter a valid city name',
  stateRequired: 'State is required',
  // A choice among India's states and union territories, and India's 'PIN code' (decision 0084).
  stateInvalid: addressRuleMessages.stateInvalid,
  zipRequired: 'PIN code is required',
  zipInvalid: addressRuleMessages.zipInvalid,
  zipLeadingZero: addressRuleMessages.zipLeadingZero,
  line2TooLong: `Address line 2 must be at most ${ADDRESS_FIELD_MAX} characters`,
  countryRequired: 'Country is required',
  orderBody: 'Please send the delivery address, name, email and phone',
  // Beside a disabled Pay button: why it waits (decision 0078).
  completeDetails: 'Please complete the contact and shipping details to pay.',
  // The address book at checkout (decision 0084).
  savedAddresses: 'Saved addresses',
  newAddress: 'A new address',
  addressBookFailed: 'Your saved addresses could not be loaded; please enter the address.',
  statePlaceholder: 'Select a state',
} as const;
