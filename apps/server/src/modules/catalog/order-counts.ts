import { and, asc, eq, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orderItems, products } from '../../db/schema';

/**
 * Adds an order's quantities to its products' order counts (the top sellers) when it is paid, or
 * takes them back (never below 0) when it is cancelled. One update per product in id order, so a
 * payment and a cancellation touching the same products at once never deadlock.
 */
export async function changeOrderCounts(
  tx: Db,
  items: readonly { productId: string | null; quantity: number }[],
  direction: 'add' | 'remove',
): Promise<void> {
  const quantities = new Map<string, number>();
  for (const { productId, quantity } of items) {
    if (productId) quantities.set(productId, (quantities.get(productId) ?? 0) + quantity);
  }
  const ids = [...quantities.keys()].sort();
  for (const productId of ids) {
    const quantity = quantities.get(productId) ?? 0;
    const orderCount =
      direction === 'add'
        ? sql`${products.orderCount} + ${quantity}`
        : sql`greatest(${products.orderCount} - ${quantity}, 0)`;
    await tx.update(products).set({ orderCount }).where(eq(products.id, productId));
  }
}

/**
 * An after-payment step of a sale (decision 0069): the paid order's quantities go onto its
 * products' order counts, which order the top sellers.
 */
export async function countPaidOrder(tx: Db, order: { id: string }): Promise<void> {
  const items = await tx
    .select({ productId: orderItems.productId, quantity: orderItems.quantity })
    .from(orderItems)
    .where(and(eq(orderItems.orderId, order.id), isNotNull(orderItems.productId)))
    .orderBy(asc(orderItems.productId));
  await changeOrderCounts(tx, items, 'add');
}
