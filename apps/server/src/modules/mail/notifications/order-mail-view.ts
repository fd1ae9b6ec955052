import { formatOrderNumber } from '@artshop/shared';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { orderItems, orders, type OrderRow } from '../../../db/schema';
import type { OrderMailView } from '../templates/order-details';

/** The order number as every message writes it, e.g. 'AS-1001' (decision 0085). */
export const orderNumber = (order: Pick<OrderRow, 'number'>) => formatOrderNumber(order.number);

/**
 * An order and the titles of its items, which the short messages (fulfilment steps, cancellation)
 * name to say which order they are about; undefined for an unknown id.
 */
export async function loadOrderWithTitles(
  tx: Db,
  orderId: string,
): Promise<{ order: OrderRow; itemTitles: string[] } | undefined> {
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId));
  if (!order) return undefined;
  const items = await tx
    .select({ title: orderItems.title })
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId))
    .orderBy(asc(orderItems.id));
  return { order, itemTitles: items.map((item) => item.title) };
}

/** An order and its item snapshots as the messages show them; undefined for an unknown id. */
export async function loadOrderMailView(
  tx: Db,
  orderId: string,
): Promise<{ row: OrderRow; view: OrderMailView } | undefined> {
  const [row] = await tx.select().from(orders).where(eq(orders.id, orderId));
  if (!row) return undefined;
  const items = await tx
    .select()
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId))
    .orderBy(asc(orderItems.id));
  return {
    row,
    view: {
      number: orderNumber(row),
      name: row.name,
      email: row.email,
      phone: row.phone,
      address: row.address,
      // The snapshot's discount price is what was paid for one piece (checkout.service createOrder).
      items: items.map((item) => ({
        title: item.title,
        size: item.size,
        quantity: item.quantity,
        unitPaise: item.discountPricePaise,
      })),
      subtotalPaise: row.subtotalPaise,
      discountPaise: row.discountPaise,
      welcomeOfferPaise: row.welcomeOfferPaise,
      couponCode: row.couponCode,
      couponPaise: row.couponPaise,
      deliveryPaise: row.deliveryPaise,
      totalPaise: row.totalPaise,
      codFeePaise: row.codFeePaise,
      cashOnDelivery: row.paymentMethod === 'cod',
    },
  };
}
