import { eq, sql } from 'drizzle-orm';
import { orders } from '../../db/schema';
import { countPaidOrder } from '../catalog/order-counts';
import { issueInvoiceInTransaction } from '../invoices/invoices.service';
import { issueCertificates } from './after-payment-steps';
import type { AfterFulfilmentStep } from '../orders/after-fulfilment';
import { whenSold, type AfterPayment } from '../payments/after-payment';
import { applyPaymentOutcomeInTransaction } from '../payments/payment-state.service';

/**
 * What follows the cash collected at the door (decision 0101): the sale counts for the top sellers
 * and the GST invoice is issued, dated then, with cash on delivery as the mode of payment. The
 * cart's lines left it when the order was placed, and the order confirmation went when the
 * customer confirmed it, so neither happens again here.
 */
export const afterCashCollected: AfterPayment = {
  inTransaction: [
    whenSold(countPaidOrder),
    (tx, paidOrder, { settings }) => issueInvoiceInTransaction(tx, settings, paidOrder.id),
    // Paid at the door: the certificates come with the payment, as for a payment online (0119).
    whenSold(issueCertificates),
  ],
  afterCommit: [],
};

/**
 * An after-fulfilment step: a cash on delivery order delivered (the courier's 'Delivered', the
 * admin's 'delivered' or 'Cash received') had its cash collected, so it becomes paid through the
 * one payment state machine, in the delivery's transaction.
 */
export const collectCashOnDelivery: AfterFulfilmentStep = async (tx, order, ctx) => {
  if (ctx.change.status !== 'delivered' || !ctx.newStep) return;
  if (order.paymentMethod !== 'cod' || order.paymentStatus !== 'pending') return;
  await tx
    .update(orders)
    .set({ cashCollectedAt: sql`coalesce(${orders.cashCollectedAt}, now())` })
    .where(eq(orders.id, order.id));
  await applyPaymentOutcomeInTransaction(
    tx,
    { orderId: order.id, outcome: 'success', paymentId: null },
    ctx.settings,
    afterCashCollected,
  );
};
