import { z } from 'zod';
import { shipmentTrackingShape } from './shipment-tracking.schema';

/**
 * An order's life after payment (decisions 0047 to 0049): shipping, refunds, cancellation, invoice
 * and credit notes. Money over the wire in rupees, as everywhere in the API.
 */

export const refundStatusValues = ['pending', 'processed', 'failed'] as const;
export const refundStatusSchema = z.enum(refundStatusValues);
export type RefundStatusValue = z.infer<typeof refundStatusSchema>;

/** Longest courier name, tracking number and reason the forms and the server accept. */
export const COURIER_MAX = 60;
export const TRACKING_NUMBER_MAX = 60;
export const TRACKING_URL_MAX = 500;
export const REFUND_REASON_MAX = 300;

export const orderLifecycleMessages = {
  // Shipping.
  courierRequired: 'Courier is required',
  courierTooLong: `Courier must be at most ${COURIER_MAX} characters`,
  trackingNumberRequired: 'Tracking number is required',
  trackingNumberTooLong: `Tracking number must be at most ${TRACKING_NUMBER_MAX} characters`,
  trackingUrlInvalid: 'Tracking link must be a web address starting with https:// or http://',
  trackingLink: 'Track parcel',
  shippedWith: 'Shipped with',
  // Refunds (admin).
  refundAmountInvalid: 'Refund amount must be more than ₹0 with at most 2 decimals',
  refundReasonRequired: 'Reason is required',
  refundReasonTooLong: `Reason must be at most ${REFUND_REASON_MAX} characters`,
  /** `{left}` is the refundable amount in rupees, formatted (₹1,250). */
  refundTooLarge: 'The refund is more than what is left to refund ({left}).',
  refundNeedsPayment: 'Only a paid order can be refunded.',
  refundNothingLeft: 'This order has been refunded in full.',
  refundProviderFailed: 'The payment service refused the refund: {reason}',
  /** `{provider}` paid the order and the shop now runs another (a test-mode order after going live). */
  refundOtherProvider:
    'This order was paid through {provider}, not the payment service the shop uses now, so it cannot be refunded here.',
  idempotencyKeyTooLong: 'Idempotency-Key must be at most 200 characters',
  refundMethodInvalid: 'Choose bank transfer or UPI',
  refundReferenceTooLong: 'The reference must be at most 100 characters',
  refundPaidBy: 'Paid by',
  refundCreated: 'Refund started',
  refundFailedToast: 'Failed to refund:',
  // Cancellation.
  cancelShipped: 'A shipped or delivered order cannot be cancelled; refund it instead.',
  cancelledFinal: 'A cancelled order cannot be reopened.',
  cancelReasonDefault: 'Order cancelled by the shop',
  // The customer's view.
  refunded: 'Refunded {amount}',
  refundInProgress: 'Refund of {amount} in progress',
  // The link says what it does (decision 0085).
  downloadInvoice: 'Download invoice',
  downloadCreditNote: 'Credit note',
  invoiceNotFound: 'This order has no invoice yet',
  creditNoteNotFound: 'Credit note not found',
} as const;

const m = orderLifecycleMessages;

/** Fills `{name}` placeholders of a message. */
export function fillMessage(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);
}

const trimmed = (max: number, required: string, tooLong: string) =>
  z.string({ error: required }).trim().min(1, required).max(max, tooLong);

export const trackingUrlSchema = z
  .string({ error: m.trackingUrlInvalid })
  .trim()
  .max(TRACKING_URL_MAX, m.trackingUrlInvalid)
  // A host with a dot and no spaces or quotes: what a courier's tracking page address looks like.
  .regex(/^https?:\/\/[a-z0-9-]+(\.[a-z0-9-]+)+(:\d+)?([/?#][^\s"'<>]*)?$/i, m.trackingUrlInvalid);

/** The shipment the admin records when marking an order shipped. */
export const shipmentInputSchema = z.object({
  courier: trimmed(COURIER_MAX, m.courierRequired, m.courierTooLong),
  trackingNumber: trimmed(TRACKING_NUMBER_MAX, m.trackingNumberRequired, m.trackingNumberTooLong),
  /** Blank means none. */
  trackingUrl: z
    .union([z.literal(''), trackingUrlSchema])
    .optional()
    .nullable()
    .transform((value) => value || null),
});
export type ShipmentInput = z.input<typeof shipmentInputSchema>;

/** `POST /api/order/{id}/refunds` (admin): rupees, at most 2 decimals; header Idempotency-Key optional. */
export const refundInputSchema = z.object(
  {
    amount: z
      .number({ error: m.refundAmountInvalid })
      .positive(m.refundAmountInvalid)
      .max(2_00_00_000, m.refundAmountInvalid)
      .refine(
        (value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6,
        m.refundAmountInvalid,
      ),
    reason: trimmed(REFUND_REASON_MAX, m.refundReasonRequired, m.refundReasonTooLong),
    /**
     * A cash on delivery order's refund (decision 0102): paid by the shop by bank transfer or UPI,
     * with its reference; absent for an order paid online (back through its provider).
     */
    method: z.enum(['bank_transfer', 'upi'], { error: m.refundMethodInvalid }).optional(),
    reference: z
      .string({ error: m.refundReferenceTooLong })
      .trim()
      .max(100, m.refundReferenceTooLong)
      .optional()
      .transform((value) => value || undefined),
  },
  { error: m.refundAmountInvalid },
);
export type RefundInput = z.infer<typeof refundInputSchema>;

/** A refund as the order shows it (owner and admin). */
export const refundSchema = z.object({
  id: z.string(),
  amount: z.number(),
  reason: z.string(),
  status: refundStatusSchema,
  /** The refund a cancellation made. */
  cancellation: z.boolean(),
  /** How it reached the customer (decision 0102); optional in the type only. */
  method: z.enum(['provider', 'bank_transfer', 'upi']).optional(),
  payoutReference: z.string().nullable().optional(),
  createdAt: z.string(),
  processedAt: z.string().nullable(),
  /** Set once the refund is processed: its credit note (download at `creditNoteUrl`). */
  creditNote: z.object({ id: z.string(), number: z.string() }).nullable(),
});
export type Refund = z.infer<typeof refundSchema>;

export const refundResponseSchema = z.object({ refund: refundSchema });
export type RefundResponse = z.infer<typeof refundResponseSchema>;

export const shipmentSchema = z.object({
  courier: z.string(),
  trackingNumber: z.string(),
  trackingUrl: z.string().nullable(),
  shippedAt: z.string().nullable(),
  // The courier's tracking (decision 0096).
  ...shipmentTrackingShape,
});
export type Shipment = z.infer<typeof shipmentSchema>;

export const invoiceRefSchema = z.object({
  number: z.string(),
  kind: z.enum(['tax_invoice', 'bill_of_supply']),
  issuedAt: z.string(),
});
export type InvoiceRef = z.infer<typeof invoiceRefSchema>;

/** What `GET /api/order/user` and the admin list add to every order. */
export const orderLifecycleShape = {
  shipment: shipmentSchema.nullable(),
  refunds: z.array(refundSchema),
  /** Sum of processed refunds, rupees. */
  refunded: z.number(),
  /** Sum of pending refunds, rupees. */
  refundPending: z.number(),
  cancelledAt: z.string().nullable(),
  cancelReason: z.string().nullable(),
  invoice: invoiceRefSchema.nullable(),
};

export const creditNoteParamsSchema = z.object({ id: z.string(), creditNoteId: z.string() });

/** Download addresses (the server's routes), one place for the web and the emails. */
export const invoiceUrl = (orderId: string) => `/api/order/${orderId}/invoice`;
export const creditNoteUrl = (orderId: string, creditNoteId: string) =>
  `/api/order/${orderId}/credit-notes/${creditNoteId}`;
