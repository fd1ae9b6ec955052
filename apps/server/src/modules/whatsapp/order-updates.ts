import { formatINR, formatOrderNumber, toRupees } from '@artshop/shared';
import type { Db } from '../../db/client';
import { queueWhatsapp } from './whatsapp-outbox.service';

/**
 * The order updates on WhatsApp, one approved template each (docs/whatsapp.md lists their names'
 * variables and parameters in this order). Each is queued beside its email, in the same
 * transaction, under the email's key with `:whatsapp`, and only for a customer who asked for
 * WhatsApp updates (decision 0116). The email goes as before: WhatsApp is in addition.
 */

interface OrderRef {
  id: string;
  userId: string | null;
  number: number;
  totalPaise: number;
}

const money = (paise: number) => formatINR(toRupees(paise));

async function forOrder(
  tx: Db,
  order: OrderRef,
  key: string,
  kind: Parameters<typeof queueWhatsapp>[1]['kind'],
  parameters: string[],
  secretRef?: string,
): Promise<void> {
  if (!order.userId) return;
  await queueWhatsapp(tx, {
    dedupeKey: `${key}:whatsapp`,
    kind,
    userId: order.userId,
    parameters,
    ...(secretRef ? { secretRef } : {}),
  });
}

/** Order confirmed: order number, amount. */
export const queueOrderConfirmedWhatsapp = (tx: Db, order: OrderRef) =>
  forOrder(tx, order, `order-paid:${order.id}:customer`, 'order-confirmed', [
    formatOrderNumber(order.number),
    money(order.totalPaise),
  ]);

/** Shipped: order number, courier, AWB, tracking link (the shop's order page without one). */
export const queueShippedWhatsapp = (
  tx: Db,
  order: OrderRef,
  key: string,
  parcel: { courier: string; trackingNumber: string; trackingUrl: string | null },
  fallbackLink: string,
) =>
  forOrder(tx, order, key, 'order-shipped', [
    formatOrderNumber(order.number),
    parcel.courier,
    parcel.trackingNumber,
    parcel.trackingUrl ?? fallbackLink,
  ]);

/** Out for delivery (from the courier's tracking): order number. */
export const queueOutForDeliveryWhatsapp = (tx: Db, order: OrderRef) =>
  forOrder(tx, order, `tracking:${order.id}:out_for_delivery:customer`, 'order-out-for-delivery', [
    formatOrderNumber(order.number),
  ]);

/** Delivered: order number. */
export const queueDeliveredWhatsapp = (tx: Db, order: OrderRef) =>
  forOrder(tx, order, `fulfilment:${order.id}:delivered:customer`, 'order-delivered', [
    formatOrderNumber(order.number),
  ]);

/**
 * The COD confirmation code: order number, amount to pay at the door, code. The code is the
 * email's, put in when that email is sent (decision 0118): `placeholder` stands for it here.
 */
export const queueCodCodeWhatsapp = (tx: Db, order: OrderRef, key: string, placeholder: string) =>
  forOrder(
    tx,
    order,
    key,
    'cod-code',
    [formatOrderNumber(order.number), money(order.totalPaise), placeholder],
    order.id,
  );

/** An offer for a painting: title, price (with delivery), valid until. */
export const queueOfferWhatsapp = (
  tx: Db,
  offer: { id: string; userId: string; title: string; pricePaise: number; deliveryPaise: number },
  validUntil: string,
) =>
  queueWhatsapp(tx, {
    dedupeKey: `offer:${offer.id}:made:whatsapp`,
    kind: 'offer-made',
    userId: offer.userId,
    parameters: [offer.title, money(offer.pricePaise + offer.deliveryPaise), validUntil],
  });

/** Refund processed: order number, amount refunded. */
export const queueRefundWhatsapp = (
  tx: Db,
  order: OrderRef,
  refund: { id: string; amountPaise: number },
) =>
  forOrder(tx, order, `refund:${refund.id}:customer`, 'refund-processed', [
    formatOrderNumber(order.number),
    money(refund.amountPaise),
  ]);
