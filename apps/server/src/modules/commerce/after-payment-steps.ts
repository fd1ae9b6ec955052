import { countPaidOrder } from '../catalog/order-counts';
import { invalidateCatalogCache } from '../catalog/response-cache';
import { removeBoughtLines } from '../cart/bought-lines';
import { issueCertificatesInTransaction } from '../certificates/certificates.service';
import { markCommissionPaid } from '../custom-art/commission-stage.service';
import { issueInvoiceInTransaction } from '../invoices/invoices.service';
import { queueOrderPaidMessages } from '../mail/notifications/order-paid';
import { refundLateSale } from '../offers/late-sale';
import { sellOfferedPiece } from '../offers/one-of-a-kind';
import { whenSold, type AfterPayment, type AfterPaymentStep } from '../payments/after-payment';

/**
 * The invoice's number and tax split are fixed with the payment (decision 0048): both or neither.
 * A late sale's too: money was received, and its refund's credit note answers the invoice.
 */
const issueInvoice: AfterPaymentStep = (tx, paidOrder, { settings }) =>
  issueInvoiceInTransaction(tx, settings, paidOrder.id);

/**
 * Each painting sold, and each signed stone art piece, gets its certificate of authenticity with
 * the payment (decision 0119). A late sale's piece went to another buyer: no certificate.
 */
export const issueCertificates: AfterPaymentStep = (tx, paidOrder) =>
  issueCertificatesInTransaction(tx, paidOrder.id);

/** The order confirmation to the customer and 'new paid order' to the shop, through the outbox (decision 0044). */
const confirmOrder: AfterPaymentStep = (tx, paidOrder, { settings }) =>
  queueOrderPaidMessages(tx, settings, paidOrder.id);

/**
 * What follows a payment, in order (decision 0069): the one place that says it. The payment state
 * machine runs `inTransaction` in the payment's transaction, once per order (its guard), and
 * `afterCommit` once that has committed; app.ts hands this to the payment routes and main.ts to the
 * payment sweep. A new consequence (shipping, a WhatsApp message) is one more entry here.
 */
export const afterPayment: AfterPayment = {
  inTransaction: [
    // An offer's painting is sold, its other offers withdrawn; or a late sale (decision 0052).
    sellOfferedPiece,
    // A paid custom art quote moves its commission on to 'paid' (decision 0053).
    whenSold(markCommissionPaid),
    // The top sellers count the sale.
    whenSold(countPaidOrder),
    // The bought lines and the cart's coupon of that moment leave the cart (decisions 0026, 0058).
    whenSold(removeBoughtLines),
    issueInvoice,
    whenSold(issueCertificates),
    whenSold(confirmOrder),
  ],
  afterCommit: [
    // Top sellers and a painting's availability changed: this process's cached answers go.
    invalidateCatalogCache,
    // A late sale's refund goes to the provider now, outside any transaction.
    refundLateSale,
  ],
};
