import { toRupees, type Order, type OrderItem } from '@artshop/shared';
import { asc, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orderItems, type OrderItemRow, type OrderRow } from '../../db/schema';

/** One ordered item as the API shows it: the snapshot taken at order time, money in rupees. */
export function toOrderItemDto(row: OrderItemRow): OrderItem {
  return {
    productId: row.productId,
    title: row.title,
    description: row.description,
    type: row.type,
    mainImageUrl: row.mainImageUrl,
    size: row.size,
    quantity: row.quantity,
    price: toRupees(row.pricePaise),
    discount: row.discountPercentage > 0,
    discountPrice: toRupees(row.discountPricePaise),
    discountPercentage: row.discountPercentage,
  };
}

/** An order with its items as its owner, the payment status page and the admin see it. */
export function toOrderDto(order: OrderRow, items: readonly OrderItemRow[]): Order {
  return {
    id: order.id,
    razorpayOrderId: order.razorpayOrderId,
    status: order.paymentStatus,
    fulfilmentStatus: order.fulfilmentStatus,
    pay: toRupees(order.totalPaise),
    subtotal: toRupees(order.subtotalPaise),
    discount: toRupees(order.discountPaise),
    welcomeOffer: toRupees(order.welcomeOfferPaise),
    couponCode: order.couponCode,
    couponDiscount: toRupees(order.couponPaise),
    delivery: toRupees(order.deliveryPaise),
    address: order.address,
    name: order.name,
    email: order.email,
    phone: order.phone,
    provider: order.provider,
    createdAt: order.createdAt.toISOString(),
    paidAt: order.paidAt?.toISOString() ?? null,
    orderItems: items.map(toOrderItemDto),
  };
}

/** The items of several orders in one query, grouped by order id (every id present, maybe empty). */
export async function loadOrderItems(
  db: Db,
  orderIds: readonly string[],
): Promise<Map<string, OrderItemRow[]>> {
  const byOrder = new Map<string, OrderItemRow[]>(orderIds.map((id) => [id, []]));
  if (orderIds.length === 0) return byOrder;
  const rows = await db
    .select()
    .from(orderItems)
    .where(inArray(orderItems.orderId, [...orderIds]))
    .orderBy(asc(orderItems.id));
  for (const row of rows) byOrder.get(row.orderId)?.push(row);
  return byOrder;
}

/** Orders with their items, in the order given. */
export async function toOrderDtos(db: Db, rows: readonly OrderRow[]): Promise<Order[]> {
  const items = await loadOrderItems(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => toOrderDto(row, items.get(row.id) ?? []));
}
