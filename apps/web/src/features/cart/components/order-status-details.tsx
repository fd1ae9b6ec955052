import { capitaliseStatus, formatINR, orderItemCount, type Order } from '@artshop/shared';

function Detail({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex flex-col gap-0.5 py-2 sm:flex-row sm:justify-between sm:gap-4">
      <dt className="text-ink-soft">{label}</dt>
      <dd className="font-medium break-all text-ink sm:text-right">{value}</dd>
    </div>
  );
}

/** The payment status page's facts (spec section 2 'Payment status'). */
export function OrderStatusDetails({ order }: { order: Order }) {
  return (
    <dl aria-label="Order details" className="divide-y divide-clay-100">
      <Detail label="Order ID" value={order.id} />
      <Detail label="Razorpay Order ID" value={order.razorpayOrderId ?? '-'} />
      <Detail label="Status" value={capitaliseStatus(order.status)} />
      <Detail label="Amount" value={formatINR(order.pay, 2)} />
      <Detail label="Delivery Address" value={order.address} />
      {/* Pieces, as My Orders and the admin list count them. */}
      <Detail label="Items" value={String(orderItemCount(order.orderItems))} />
    </dl>
  );
}
