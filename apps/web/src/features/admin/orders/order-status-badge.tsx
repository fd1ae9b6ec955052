import { adminOrderDisplayStatus, adminStatusTone, codMessages, type Order } from '@artshop/shared';
import { statusText } from './order-format';

const toneClass = {
  green: 'bg-green-100 text-green-800',
  red: 'bg-red-100 text-red-800',
  yellow: 'bg-yellow-100 text-yellow-800',
} as const;

/** An order's status, capitalised, in the spec's colours; 'Cash on delivery' under it (0099). */
export function OrderStatusBadge({
  order,
}: {
  order: Pick<Order, 'status' | 'fulfilmentStatus' | 'paymentMethod'>;
}) {
  const tone = adminStatusTone(adminOrderDisplayStatus(order));
  return (
    <>
      <span
        data-tone={tone}
        className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold ${toneClass[tone]}`}
      >
        {statusText(order)}
      </span>
      {order.paymentMethod === 'cod' && (
        <span className="block text-xs text-ink-soft">{codMessages.label}</span>
      )}
    </>
  );
}
