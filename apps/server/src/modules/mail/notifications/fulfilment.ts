import type { FulfilmentStatusValue } from '@artshop/shared';
import { createElement } from 'react';
import type { Db } from '../../../db/client';
import { enqueueMail } from '../outbox.service';
import { renderMail } from '../render';
import { FulfilmentUpdateMail, fulfilmentSubject } from '../templates/fulfilment-update';
import { OrderDeliveredMail, deliveredSubject } from '../templates/order-delivered';
import { mailLinks, type NotificationSettings } from './notification-settings';
import { indiaDateTime } from './offers';
import { loadOrderWithTitles, orderNumber } from './order-mail-view';
import { queueDeliveredWhatsapp, queueShippedWhatsapp } from '../../whatsapp/order-updates';

/**
 * A fulfilment step the admin set on a paid order, to the customer, in the transaction of the
 * change. One message per order and step: setting the same step again, or going back to a step
 * already announced, sends nothing more. The shipped message carries the courier and tracking
 * number; a `correction` of them (the step unchanged) sends the new details once per tracking
 * number.
 */
export async function queueFulfilmentUpdate(
  tx: Db,
  settings: NotificationSettings,
  orderId: string,
  status: FulfilmentStatusValue,
  { correction = false }: { correction?: boolean } = {},
): Promise<void> {
  const loaded = await loadOrderWithTitles(tx, orderId);
  if (!loaded) return;
  const { order, itemTitles } = loaded;
  const number = orderNumber(order);
  const shopUrl = settings.siteUrl;
  const parcel =
    status === 'shipped' && order.courier && order.trackingNumber
      ? {
          courier: order.courier,
          trackingNumber: order.trackingNumber,
          trackingUrl: order.trackingUrl,
        }
      : null;
  const corrected = correction && parcel !== null;
  if (status === 'delivered') {
    // Its own message (decision 0096), under the same key: one 'Delivered' per order, whether the
    // courier's tracking or the admin said it first.
    await enqueueMail(tx, {
      dedupeKey: `fulfilment:${order.id}:delivered:customer`,
      kind: 'order-delivered',
      to: order.email,
      subject: deliveredSubject(number),
      ...(await renderMail(
        createElement(OrderDeliveredMail, {
          name: order.name,
          orderNumber: number,
          itemTitles,
          deliveredAt: order.deliveredAt ? indiaDateTime(order.deliveredAt) : null,
          courier: order.courier,
          trackingNumber: order.trackingNumber,
          myOrdersUrl: mailLinks.myOrders(shopUrl),
          contactUrl: mailLinks.contact(shopUrl),
          shopUrl,
        }),
      )),
    });
    // And on WhatsApp, for a customer who asked for it (decision 0116).
    await queueDeliveredWhatsapp(tx, order);
    return;
  }
  const dedupeKey = corrected
    ? `fulfilment:${order.id}:shipped:${parcel.trackingNumber}:customer`
    : `fulfilment:${order.id}:${status}:customer`;
  // The shipped message on WhatsApp names the courier and AWB, so it waits for them.
  if (parcel) {
    await queueShippedWhatsapp(tx, order, dedupeKey, parcel, mailLinks.myOrders(shopUrl));
  }
  await enqueueMail(tx, {
    dedupeKey,
    kind: `order-${status}`,
    to: order.email,
    subject: fulfilmentSubject(number, status, corrected),
    ...(await renderMail(
      createElement(FulfilmentUpdateMail, {
        name: order.name,
        orderNumber: number,
        status,
        parcel,
        corrected,
        itemTitles,
        myOrdersUrl: mailLinks.myOrders(shopUrl),
        contactUrl: mailLinks.contact(shopUrl),
        shopUrl,
      }),
    )),
  });
}
