import { DELIVERY_FEE_PAISE, effectivePrice } from '@artshop/shared';
import type { Db } from '../../db/client';
import {
  orderItems,
  orders,
  type NewOrderRow,
  type OrderItemRow,
  type OrderRow,
  type ProductRow,
} from '../../db/schema';

/** Test data factories: small, valid rows with overridable fields. Not used by production code. */

let sequence = 0;

export interface OrderFactoryItem {
  product: Pick<ProductRow, 'id' | 'title' | 'description' | 'type' | 'pricePaise'> &
    Partial<Pick<ProductRow, 'discountPricePaise' | 'discountPercentage'>>;
  quantity?: number;
  size?: string;
}

export type OrderOverrides = Partial<Omit<NewOrderRow, 'userId'>>;

/**
 * Inserts an order for `userId` with snapshots of `items` (at least one needed for a real order;
 * none is allowed for tests that only look at the order row). Amounts are derived from the items
 * unless overridden; payment is pending in test mode unless overridden.
 */
export async function createOrder(
  db: Db,
  userId: string,
  items: readonly OrderFactoryItem[] = [],
  overrides: OrderOverrides = {},
): Promise<{ order: OrderRow; items: OrderItemRow[] }> {
  const n = ++sequence;
  const lines = items.map(({ product, quantity = 1, size = '5 x 3 inches' }) => {
    const discountPercentage = product.discountPercentage ?? 0;
    // The snapshot's discount price is what was paid, by the same rule as createOrder.
    const discountPricePaise = effectivePrice({
      price: product.pricePaise,
      discountPrice: product.discountPricePaise ?? product.pricePaise,
      discountPercentage,
    });
    return {
      productId: product.id,
      title: product.title,
      description: product.description,
      type: product.type,
      mainImageUrl: null,
      size,
      quantity,
      pricePaise: product.pricePaise,
      discountPricePaise,
      discountPercentage,
    };
  });
  const subtotalPaise = lines.reduce((sum, l) => sum + l.discountPricePaise * l.quantity, 0);
  const discountPaise = lines.reduce(
    (sum, l) => sum + (l.pricePaise - l.discountPricePaise) * l.quantity,
    0,
  );
  const [order] = await db
    .insert(orders)
    .values({
      userId,
      name: `Customer ${n}`,
      email: `customer${n}@example.com`,
      phone: '9876543210',
      address: '12 MG Road, Bengaluru, Karnataka, 560001, India',
      subtotalPaise,
      discountPaise,
      deliveryPaise: DELIVERY_FEE_PAISE,
      totalPaise: subtotalPaise + DELIVERY_FEE_PAISE,
      provider: 'test',
      razorpayOrderId: `order_test${n}${Date.now().toString(36)}`,
      ...overrides,
    })
    .returning();
  if (!order) throw new Error('createOrder inserted no row');
  const itemRows =
    lines.length === 0
      ? []
      : await db
          .insert(orderItems)
          .values(lines.map((line) => ({ ...line, orderId: order.id })))
          .returning();
  return { order, items: itemRows };
}
