import {
  capitaliseStatus,
  formatINR,
  orderItemCount,
  orderMessages,
  type Order,
} from '@artshop/shared';
import type { ReactNode } from 'react';

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5 py-2 sm:flex-row sm:justify-between sm:gap-4">
      <dt className="text-ink-soft">{label}</dt>
      {/* Long words may wrap, never a number in the middle (decision 0085). */}
      <dd className="font-medium break-words text-ink sm:text-right">{children}</dd>
    </div>
  );
}

/** A six-digit PIN code, kept on one line wherever the address wraps. */
const PIN_IN_TEXT = /(\b[1-9]\d{5}\b)/;

function WithWholePin({ text }: { text: string }) {
  return text.split(PIN_IN_TEXT).map((part, index) =>
    PIN_IN_TEXT.test(part) ? (
      <span key={index} className="whitespace-nowrap">
        {part}
      </span>
    ) : (
      part
    ),
  );
}

/**
 * The address as lines when the order has its parts, else the joined text, the PIN kept whole.
 * Each line but the last ends with ', ' so it also reads (and copies) as one address.
 */
function DeliveryAddress({ order }: { order: Order }) {
  const parts = order.addressParts;
  if (!parts) return <WithWholePin text={order.address} />;
  const lines: ReactNode[] = [parts.street, parts.line2, `${parts.city}, ${parts.state}`].filter(
    (line) => line !== '',
  );
  // The PIN code and the country on one line, and the PIN never split (decision 0085).
  lines.push(
    <>
      <span className="whitespace-nowrap">{parts.zip}</span>, {parts.country}
    </>,
  );
  return lines.map((line, index) => (
    <span key={index} className="block">
      {line}
      {index < lines.length - 1 && ', '}
    </span>
  ));
}

/**
 * The payment status page's facts (spec section 2 'Payment status'): the order by its number,
 * not its UUID nor the provider's id (decision 0085).
 */
export function OrderStatusDetails({ order }: { order: Order }) {
  return (
    <dl aria-label="Order details" className="divide-y divide-clay-100">
      <Detail label={orderMessages.orderNumberLabel}>
        <span className="whitespace-nowrap">{order.number}</span>
      </Detail>
      <Detail label="Status">{capitaliseStatus(order.status)}</Detail>
      <Detail label="Amount">{formatINR(order.pay)}</Detail>
      <Detail label="Delivery Address">
        <DeliveryAddress order={order} />
      </Detail>
      {/* Pieces, as My Orders and the admin list count them. */}
      <Detail label="Items">{String(orderItemCount(order.orderItems))}</Detail>
    </dl>
  );
}
