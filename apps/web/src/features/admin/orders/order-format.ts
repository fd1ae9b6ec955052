import {
  adminOrderDisplayStatus,
  capitaliseStatus,
  formatINR,
  type Order,
  type OrderItem,
} from '@artshop/shared';

const dateFormat = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'Asia/Kolkata',
});

/** The Date column: short month, day and year in India time, e.g. '23 Nov 2026'. */
export function formatOrderDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? 'Invalid Date' : dateFormat.format(date);
}

/** The Items column counts pieces to pack, so 2 of one product are '2 items'. */
export function itemCountText(items: readonly Pick<OrderItem, 'quantity'>[]): string {
  const count = items.reduce((sum, item) => sum + item.quantity, 0);
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
