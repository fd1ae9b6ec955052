import { and, asc, eq, isNotNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { cartLines, orderItems } from '../../db/schema';
import { clearCartCouponOfOrder } from './cart-coupon.service';

/**
 * An after-payment step of a sale (decision 0069): the bought lines leave the customer's cart;
 * anything added since the order was placed stays (docs/decisions/0026-payment-state-machine.md).
 * The cart's coupon of that moment leaves with them, used or no longer valid (decision 0058).
 */
export async function removeBoughtLines(
  tx: Db,
  order: { id: string; userId: string; createdAt: Date },
): Promise<void> {
  const items = await tx
    .select({ productId: orderItems.productId, sizeId: orderItems.sizeId })
    .from(orderItems)
    .where(and(eq(orderItems.orderId, order.id), isNotNull(orderItems.productId)))
    .orderBy(asc(orderItems.productId));
  for (const item of items) {
    if (!item.productId) continue;
    await tx.delete(cartLines).where(
      and(
        eq(cartLines.userId, order.userId),
        eq(cartLines.productId, item.productId),
        // An order placed before sizes had ids (decision 0082) bought the product's one line.
        ...(item.sizeId ? [eq(cartLines.sizeId, item.sizeId)] : []),
      ),
    );
  }
  await clearCartCouponOfOrder(tx, order.userId, order.createdAt);
}
