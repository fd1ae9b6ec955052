import { createElement } from 'react';
import type { Db } from '../../../db/client';
import { enqueueMail } from '../outbox.service';
import { renderMail } from '../render';
import { OrderConfirmationMail, orderConfirmationSubject } from '../templates/order-confirmation';
import {
  NewPaidOrderMail,
  newCodOrderSubject,
  newPaidOrderSubject,
} from '../templates/shop-notices';
import { mailLinks, type NotificationSettings } from './notification-settings';
import { loadOrderMailView } from './order-mail-view';
import { resolveShopEmail } from '../shop-email';
import { queueOrderConfirmedWhatsapp } from '../../whatsapp/order-updates';

/**
 * The first success of an order (the payment state machine's markPaid, in its transaction): the
 * order confirmation to the customer and 'new paid order' to the shop. The keys make a second call
 * for the same order a no-op, though markPaid's guard already calls this once per order.
 */
export async function queueOrderPaidMessages(
  tx: Db,
  settings: NotificationSettings,
  orderId: string,
): Promise<void> {
  const loaded = await loadOrderMailView(tx, orderId);
  if (!loaded) return;
  const { row, view } = loaded;
  const shopUrl = settings.siteUrl;

  await enqueueMail(tx, {
    dedupeKey: `order-paid:${row.id}:customer`,
    kind: 'order-confirmation',
    to: row.email,
    subject: orderConfirmationSubject(view.number),
    ...(await renderMail(
      createElement(OrderConfirmationMail, {
        order: view,
        myOrdersUrl: mailLinks.myOrders(shopUrl),
        shopUrl,
      }),
    )),
  });
  // And on WhatsApp, for a customer who asked for it (decision 0116).
  await queueOrderConfirmedWhatsapp(tx, row);

  // SHOP_EMAIL, ADMIN_EMAIL or the first admin (decision 0086); without any, nobody to tell.
  const shopEmail = await resolveShopEmail(tx, settings.mail.shopEmail);
  if (!shopEmail) return;
  await enqueueMail(tx, {
    dedupeKey: `order-paid:${row.id}:shop`,
    kind: 'shop-new-order',
    to: shopEmail,
    subject: (view.cashOnDelivery ? newCodOrderSubject : newPaidOrderSubject)(
      view.number,
      view.totalPaise,
    ),
    ...(await renderMail(
      createElement(NewPaidOrderMail, {
        order: view,
        adminOrderUrl: mailLinks.adminOrder(shopUrl, view.number),
        shopUrl,
      }),
    )),
  });
}
