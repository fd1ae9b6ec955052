import { and, eq } from 'drizzle-orm';
import { createElement } from 'react';
import type { Db } from '../../../db/client';
import { creditNotes, orders, refunds } from '../../../db/schema';
import { enqueueMail } from '../outbox.service';
import { renderMail } from '../render';
import { OrderCancelledMail, orderCancelledSubject } from '../templates/order-cancelled';
import { OrderRefundedMail, orderRefundedSubject } from '../templates/order-refunded';
import { mailLinks, type NotificationSettings } from './notification-settings';
import { loadOrderWithTitles, orderNumber } from './order-mail-view';
import { queueRefundWhatsapp } from '../../whatsapp/order-updates';

/**
 * The shop cancelled a paid order, in the cancellation's transaction: to the customer, with the
 * reason and the refund it started. One message per order (the same key the fulfilment messages
 * would use for 'cancelled', so the order never gets two).
 */
export async function queueOrderCancelledMessage(
  tx: Db,
  settings: NotificationSettings,
  orderId: string,
  refundPaise: number,
): Promise<void> {
  const loaded = await loadOrderWithTitles(tx, orderId);
  if (!loaded) return;
  const { order, itemTitles } = loaded;
  const number = orderNumber(order);
  const shopUrl = settings.siteUrl;
  await enqueueMail(tx, {
    dedupeKey: `fulfilment:${order.id}:cancelled:customer`,
    kind: 'order-cancelled',
    to: order.email,
    subject: orderCancelledSubject(number),
    ...(await renderMail(
      createElement(OrderCancelledMail, {
        name: order.name,
        orderNumber: number,
        itemTitles,
        reason: order.cancelReason ?? '',
        refundPaise,
        cashOnDelivery: order.paymentMethod === 'cod' && order.paymentStatus !== 'success',
        myOrdersUrl: mailLinks.myOrders(shopUrl),
        contactUrl: mailLinks.contact(shopUrl),
        shopUrl,
      }),
    )),
  });
}

/**
 * A refund has just become processed, in that transaction (after its credit note, which it names):
 * to the customer. One message per refund; a failed refund tells the shop's log, not the customer.
 */
export async function queueOrderRefundedMessage(
  tx: Db,
  settings: NotificationSettings,
  refundId: string,
): Promise<void> {
  const [row] = await tx
    .select({ refund: refunds, order: orders })
    .from(refunds)
    .innerJoin(orders, eq(orders.id, refunds.orderId))
    .where(eq(refunds.id, refundId));
  if (!row || row.refund.status !== 'processed') return;
  const { refund, order } = row;
  const [note] = await tx
    .select({ number: creditNotes.number })
    .from(creditNotes)
    .where(eq(creditNotes.refundId, refundId));
  const processed = await tx
    .select({ amountPaise: refunds.amountPaise })
    .from(refunds)
    .where(and(eq(refunds.orderId, order.id), eq(refunds.status, 'processed')));
  const refundedPaise = processed.reduce((sum, r) => sum + r.amountPaise, 0);
  const number = orderNumber(order);
  const shopUrl = settings.siteUrl;
  await enqueueMail(tx, {
    dedupeKey: `refund:${refund.id}:customer`,
    kind: 'order-refunded',
    to: order.email,
    subject: orderRefundedSubject(number, refund.amountPaise),
    ...(await renderMail(
      createElement(OrderRefundedMail, {
        name: order.name,
        orderNumber: number,
        amountPaise: refund.amountPaise,
        reason: refund.reason,
        refundedInFull: refundedPaise >= order.totalPaise,
        creditNoteNumber: note?.number ?? null,
        myOrdersUrl: mailLinks.myOrders(shopUrl),
        contactUrl: mailLinks.contact(shopUrl),
        shopUrl,
      }),
    )),
  });
  // And on WhatsApp, for a customer who asked for it (decision 0116).
  await queueRefundWhatsapp(tx, order, refund);
}
