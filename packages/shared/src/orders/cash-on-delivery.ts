import { formatINR } from '../money';

/**
 * Cash on delivery for stone art (decisions 0099 to 0102): when it is offered, its fee, the
 * customer's emailed confirmation code, the cash collected at the door and its remittance. No Zod
 * here: shopper pages import these words at start (decision 0112); the schemas are in
 * cash-on-delivery.schema.ts.
 */

/** How an order is paid: online (Razorpay, the test window) or in cash at the door. */
export const paymentMethodValues = ['online', 'cod'] as const;
export type PaymentMethod = (typeof paymentMethodValues)[number];

/** How a refund reaches the customer: back through the payment service, or paid by the shop. */
export const refundMethodValues = ['provider', 'bank_transfer', 'upi'] as const;
export type RefundMethod = (typeof refundMethodValues)[number];

/** The configuration's defaults for the back-office's two COD settings (README). */
export const COD_MAX_RUPEES_DEFAULT = 5000;
export const COD_FEE_RUPEES_DEFAULT = 49;
/** The highest COD limit and fee the back-office accepts. */
export const COD_MAX_RUPEES_LIMIT = 100_000;
export const COD_FEE_RUPEES_LIMIT = 1000;
/** The confirmation code: 6 digits, 5 tries, within 24 hours of ordering (decision 0100). */
export const COD_CODE_LENGTH = 6;
export const COD_CODE_TRIES = 5;
export const COD_CONFIRM_HOURS = 24;
/** A COD parcel refused and returned in this many days means: pay online (decision 0099). */
export const COD_RETURN_LOOKBACK_DAYS = 180;
export const COD_REFERENCE_MAX = 100;

export const codMessages = {
  label: 'Cash on delivery',
  payOnline: 'Pay online',
  paymentHeading: 'Payment',
  feeLine: 'Cash on delivery fee',
  placeOrder: 'Place order',
  /** Spec'd refusals (the words), each naming its reason. */
  overLimit: (maxRupees: number) =>
    `Cash on delivery is available for orders up to ${formatINR(maxRupees)}`,
  paintings: 'Cash on delivery is not available for paintings',
  offers: 'Cash on delivery is not available for offers and commissions: please pay online',
  pinCode: 'Cash on delivery is not available for this PIN code',
  openOrder: 'Please pay online: you have a cash on delivery order on its way',
  recentReturn:
    'Please pay online: a cash on delivery parcel of yours came back to us in the last 180 days',
  enterPin: 'Enter your PIN code to see if cash on delivery is available',
  // Confirmation.
  codeInvalid: `Enter the ${COD_CODE_LENGTH}-digit code from your email`,
  codeWrong: 'That code is not right. Check the email we sent you and try again.',
  codeTooManyTries: 'Too many wrong codes: this order has been cancelled. Please order again.',
  codeExpired: 'This order was not confirmed within 24 hours and has been cancelled.',
  codeNotSent: 'Your code is on its way: please wait for the email.',
  alreadyConfirmed: 'This order is already confirmed.',
  notCod: 'This order is not a cash on delivery order.',
  confirmTitle: 'Confirm your order',
  codeSent: (email: string) =>
    `We have emailed a ${COD_CODE_LENGTH}-digit code to ${email}. Enter it within ${COD_CONFIRM_HOURS} hours to confirm your cash on delivery order.`,
  codeLabel: 'Confirmation code',
  confirmButton: 'Confirm order',
  confirmed: 'Order confirmed. Please keep the cash ready when it arrives.',
  awaitingConfirmation: 'Awaiting your confirmation',
  enterCode: 'Enter the code from your email',
  paidInCash: 'Cash on delivery: paid',
  // The admin.
  notConfirmed: 'The customer has not confirmed this cash on delivery order yet.',
  cancelledUnconfirmed: 'Not confirmed by the customer within 24 hours',
  cancelledWrongCodes: 'Too many wrong confirmation codes',
  cancelledReturned: 'Returned to the shop: the cash was not collected',
  cancelNothingPaid:
    'Cancel this cash on delivery order? Nothing was paid, so nothing is refunded; the customer is told.',
  cashReceived: 'Cash received',
  cashReferenceRequired: 'Enter a reference for the cash received (receipt or courier slip)',
  cashReferenceTooLong: `The reference must be at most ${COD_REFERENCE_MAX} characters`,
  cashNotCod: 'Only a cash on delivery order takes cash.',
  cashAlreadyCollected: 'The cash for this order is already recorded.',
  remittanceNotCollected: 'Only an order whose cash was collected can be marked remitted.',
  remittedOnInvalid: 'Enter the remittance date as YYYY-MM-DD',
  settingsTitle: 'Cash on delivery',
  settingsSaved: 'Cash on delivery settings saved',
  maxLabel: 'Largest cash on delivery order (₹)',
  feeLabel: 'Cash on delivery fee (₹)',
  maxInvalid: `The largest COD order must be a whole number of rupees from 1 to ${COD_MAX_RUPEES_LIMIT}`,
  feeInvalid: `The COD fee must be a whole number of rupees from 0 to ${COD_FEE_RUPEES_LIMIT}`,
  remittancesTitle: 'COD remittances',
  refundMethodRequired: 'A cash on delivery order is refunded by bank transfer or UPI',
  refundReferenceRequired: 'Enter the bank transfer or UPI reference of the refund',
} as const;

/**
 * The order may be shipped and delivered: paid, or a cash on delivery order its customer
 * confirmed, paid at the door (decision 0100). The server's rule, for the back-office's buttons.
 */
export function readyToFulfil(order: {
  status: 'pending' | 'success' | 'failed';
  paymentMethod?: PaymentMethod | undefined;
  codConfirmed?: boolean | undefined;
  cancelledAt: string | null;
}): boolean {
  if (order.status === 'success') return true;
  return (
    order.status === 'pending' &&
    order.paymentMethod === 'cod' &&
    order.codConfirmed === true &&
    order.cancelledAt === null
  );
}

/** A cash on delivery order confirmed, shipped by hand, its cash not yet recorded (decision 0101). */
export function awaitsCash(order: {
  status: 'pending' | 'success' | 'failed';
  paymentMethod?: PaymentMethod | undefined;
  codConfirmed?: boolean | undefined;
  cancelledAt: string | null;
}): boolean {
  return order.status === 'pending' && readyToFulfil(order);
}
