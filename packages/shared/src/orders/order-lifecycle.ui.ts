import { orderLifecycleMessages } from './order-lifecycle.schema';

/**
 * The words of the screens around an order's life after payment (decisions 0047 to 0049, 0051): the
 * admin's shipping form, cancel and refund dialogs, the refunds list, the back-office Invoices page
 * and the product form's tax fields. The server's answers stay in `orderLifecycleMessages`.
 */
export const orderLifecycleUi = {
  // Shipping form (admin order details).
  courierLabel: 'Courier',
  courierPlaceholder: 'e.g. Blue Dart',
  trackingNumberLabel: 'Tracking number',
  trackingUrlLabel: 'Tracking link (optional)',
  trackingUrlPlaceholder: 'https://',
  shipmentHeading: 'Shipment',
  /** `{date}`: the day the parcel left. */
  shippedOn: 'Shipped on {date}',
  // Cancelling (admin).
  cancelOrder: 'Cancel order',
  cancelTitle: 'Cancel this order?',
  /** `{amount}`: what is still to refund, formatted. */
  cancelMessage: 'The order will be cancelled and its payment of {amount} refunded in full.',
  cancelMessageNothingLeft: 'The order will be cancelled; its payment has already been refunded.',
  cancelReasonLabel: 'Reason (optional)',
  cancelReasonPlaceholder: 'e.g. Out of stock',
  cancelKeep: 'Keep order',
  cancelBusy: 'Cancelling...',
  cancelDone: 'Order cancelled',
  cancelFailed: 'Failed to cancel the order:',
  /** `{date}` the day cancelled. */
  cancelledOn: 'Cancelled on {date}',
  // Refunding (admin).
  refund: 'Refund',
  refundTitle: 'Refund payment',
  /** `{amount}`: what is still to refund, formatted. */
  refundLeft: 'Left to refund: {amount}',
  refundAmountLabel: 'Amount (₹)',
  // The field starts empty: the admin types the amount rather than confirm the whole (decision 0086).
  refundAmountPlaceholder: 'Up to {amount}',
  refundReasonLabel: 'Reason',
  refundReasonPlaceholder: 'e.g. Frame damaged in transit',
  refundBusy: 'Refunding...',
  refundFailedNoReason:
    'The payment service could not make the refund; the order lists it as failed.',
  refundsHeading: 'Refunds',
  refundCancellation: 'Cancellation',
  refundStatus: { pending: 'Pending', processed: 'Refunded', failed: 'Failed' },
  // The admin's payment details.
  refundedSoFar: 'Refunded so far',
  refundInProgressLabel: 'Refund in progress',
  // Downloads.
  billOfSupply: 'Bill of supply',
  // Back-office › Invoices.
  invoicesTitle: 'Invoices',
  sellerHeading: 'Seller on invoices',
  sellerIntro:
    'Printed on every invoice and credit note issued from now on; documents already issued keep the details they were issued with.',
  sellerNotSaved: 'Not saved yet: the details below come from the server settings.',
  legalNameLabel: 'Legal name',
  addressLabel: 'Address',
  stateLabel: 'State',
  statePlaceholder: 'Choose a state',
  gstinLabel: 'GSTIN (optional)',
  gstinHint:
    'Leave empty if the business is not registered under GST: invoices are then bills of supply without tax.',
  saveSettings: 'Save settings',
  saving: 'Saving...',
  settingsLoading: 'Loading invoice settings...',
  settingsLoadFailed: 'Failed to load the invoice settings. Please try again.',
  settingsSaveFailed: 'Failed to save the invoice settings:',
  exportsHeading: 'Monthly GST exports',
  exportsIntro:
    'A calendar month in India time; credit notes count against the month they are issued.',
  monthLabel: 'Month',
  downloadRegister: 'Download invoice register (CSV)',
  downloadHsnSummary: 'Download HSN summary (CSV)',
  // Product form.
  hsnCodeLabel: 'HSN code',
  gstRateLabel: 'GST rate (%)',
  /** `{painting}`, `{stone}`: the default HSN codes; `{rate}` the default rate. */
  taxDefaultsHint:
    'Leave empty for the defaults: HSN {painting} for paintings, {stone} for stone art, GST {rate}%.',
} as const;

/** 'Shipped with Blue Dart · BD123456789IN', the line both the admin and the customer see. */
export function shippedWithText(shipment: { courier: string; trackingNumber: string }): string {
  return `${orderLifecycleMessages.shippedWith} ${shipment.courier} · ${shipment.trackingNumber}`;
}
