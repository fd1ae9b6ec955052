import { orderMessages, type Order } from '@artshop/shared';
import { and, desc, eq, isNotNull, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orders, type OrderRow } from '../../db/schema';
import { httpError } from '../../lib/http-error';
import { isUuid } from '../../lib/pg-errors';
import { toOrderDtos } from './order-dto';

/**
 * `GET /order/user`: the customer's own orders, newest first. A reservation (no provider order yet)
 * is not a checkout the customer can act on, so it is not listed; a cash on delivery order has no
 * provider order and is listed from the start (decision 0099).
 */
export async function listCustomerOrders(db: Db, userId: string): Promise<Order[]> {
  const rows = await db
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.userId, userId),
        or(
          isNotNull(orders.razorpayOrderId),
          eq(orders.paymentStatus, 'success'),
          eq(orders.paymentMethod, 'cod'),
        ),
      ),
    )
    .orderBy(desc(orders.createdAt), desc(orders.id));
  return toOrderDtos(db, rows);
}

/** The order with this provider order id, or null (an over-long ref cannot exist). */
export async function findOrderByProviderRef(db: Db, ref: string): Promise<OrderRow | null> {
  if (!ref || ref.length > 100) return null;
  const [row] = await db.select().from(orders).where(eq(orders.razorpayOrderId, ref));
  return row ?? null;
}

/** One order with its items, as its owner and the payment status page see it. */
export async function orderDto(db: Db, order: OrderRow): Promise<Order> {
  const [dto] = await toOrderDtos(db, [order]);
  return dto!;
}

/** One of the customer's own orders; 404 for another's or none. */
export async function getCustomerOrder(db: Db, userId: string, id: string): Promise<Order> {
  if (!isUuid(id)) throw httpError(404, orderMessages.orderNotFound);
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, id), eq(orders.userId, userId)));
  if (!row) throw httpError(404, orderMessages.orderNotFound);
  return orderDto(db, row);
}
