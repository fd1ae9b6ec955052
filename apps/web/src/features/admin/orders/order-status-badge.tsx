import { adminOrderDisplayStatus, adminStatusTone, type Order } from '@artshop/shared';
import { statusText } from './order-format';

const toneClass = {
  green: 'bg-green-100 text-green-800',
  red: 'bg-red-100 text-red-800',
  yellow: 'bg-yellow-100 text-yellow-800',
} as const;

/** An order's status, capitalised, in the spec's colours. */
export function OrderStatusBadge({ order }: { order: Pick<Order, 'status' | 'fulfilmentStatus'> }) {
  const tone = adminStatusTone(adminOrderDisplayStatus(order));
  return (
    <span
      data-tone={tone}
      className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold ${toneClass[tone]}`}
    >
      {statusText(order)}
    </span>
  );
}
