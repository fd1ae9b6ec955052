import {
  adminOrderDisplayStatus,
  capitaliseStatus,
  formatINR,
  orderItemCount,
  toPaise,
  toRupees,
  type Order,
  type OrderItem,
} from '@artshop/shared';

/** The Items column counts pieces to pack, so 2 of one product are '2 items'. */
export function itemCountText(items: readonly Pick<OrderItem, 'quantity'>[]): string {
  const count = orderItemCount(items);
  return count === 1 ? '1 item' : `${count} items`;
}

/**
 * Spec: the discount price if discounted, followed by '% off (Original: price)', e.g.
 * '₹1,500 25% off (Original: ₹2,000)'; otherwise just the price.
 */
export function itemPriceText(
  item: Pick<OrderItem, 'price' | 'discount' | 'discountPrice' | 'discountPercentage'>,
): string {
  if (!item.discount) return formatINR(item.price);
  return `${formatINR(item.discountPrice)} ${item.discountPercentage}% off (Original: ${formatINR(item.price)})`;
}

/** The Status column's text: capitalised, the fulfilment step once paid (see adminOrderDisplayStatus). */
export function statusText(order: Pick<Order, 'status' | 'fulfilmentStatus'>): string {
  return capitaliseStatus(adminOrderDisplayStatus(order));
}

/**
 * What may still be refunded, in rupees: the payment less the processed and pending refunds (the
 * server counts both, so two admins cannot refund the same rupee twice). Never below zero.
 */
export function refundLeft(order: Pick<Order, 'pay' | 'refunded' | 'refundPending'>): number {
  const left = toPaise(order.pay) - toPaise(order.refunded) - toPaise(order.refundPending);
  return toRupees(Math.max(0, left));
}

/**
 * A paid order that has not left the shop can be cancelled (a shipped one is refunded instead); so
 * can an open cash on delivery order, with nothing to refund (decision 0101).
 */
export function canCancel(
  order: Pick<Order, 'status' | 'fulfilmentStatus'> & Partial<Pick<Order, 'paymentMethod'>>,
): boolean {
  const openCod = order.paymentMethod === 'cod' && order.status === 'pending';
  return (
    (order.status === 'success' || openCod) &&
    (order.fulfilmentStatus === null || order.fulfilmentStatus === 'processing')
  );
}
