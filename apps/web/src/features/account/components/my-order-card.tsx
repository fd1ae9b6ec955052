import {
  capitaliseStatus,
  certificateUi,
  certificateUrl,
  codMessages,
  effectivePrice,
  formatINR,
  orderDisplayStatus,
  orderItemCount,
  summaryRows,
  toRupees,
  type Order,
  type OrderDisplayStatus,
} from '@artshop/shared';
import { BadgeCheck, ChevronDown, FileDown } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from '../../../lib/router';
import { formatAccountDate } from '../lib/display';
import { hasAfterSale, OrderAfterSale } from './order-after-sale';
import { OrderItemPrice, orderTotals } from './order-item-price';

const certificateLinkClass =
  'inline-flex items-center gap-1 font-medium text-clay-700 underline-offset-2 hover:underline';

/** Customer status colours (docs/decisions/0031-customer-order-status-colours.md). */
const statusClass: Record<OrderDisplayStatus, string> = {
  pending: 'bg-amber-100 text-amber-900',
  processing: 'bg-blue-100 text-blue-900',
  shipped: 'bg-indigo-100 text-indigo-900',
  delivered: 'bg-green-100 text-green-900',
  cancelled: 'bg-red-100 text-red-900',
  // Back at the shop after a failed delivery (decision 0097): the shop gets in touch.
  returned: 'bg-amber-100 text-amber-900',
  failed: 'bg-red-100 text-red-900',
};

function Amount({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex justify-between py-0.5">
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}

/**
 * One order of My Orders: a summary row that expands to the parcel, refunds and documents, the
 * items, address and amounts.
 */
export function MyOrderCard({ order, opened = false }: { order: Order; opened?: boolean }) {
  // Opened when the address names it (the payment status page's 'View order', decision 0085).
  const [open, setOpen] = useState(opened);
  const detailsId = useId();
  const status = orderDisplayStatus(order);
  const itemCount = orderItemCount(order.orderItems);
  // Cash on delivery (decision 0099): said on the order, and its code asked for until confirmed.
  const cod = order.paymentMethod === 'cod';
  const awaitingCode = cod && order.status === 'pending' && !order.codConfirmed;

  return (
    <li className="rounded-2xl bg-white shadow-sm">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={detailsId}
        onClick={() => setOpen((value) => !value)}
        className="flex w-full flex-wrap items-center gap-x-4 gap-y-1 p-4 text-left"
      >
        <span className="font-semibold text-ink">Order {order.number}</span>
        <span className="text-sm text-ink-soft">{formatAccountDate(order.createdAt)}</span>
        <span className="text-sm text-ink-soft">
          {itemCount} item{itemCount === 1 ? '' : 's'}
        </span>
        {cod && (
          <span className="text-sm text-ink-soft">
            {order.status === 'success' ? codMessages.paidInCash : codMessages.label}
          </span>
        )}
        <span className="ml-auto font-semibold text-ink">{formatINR(order.pay)}</span>
        <span className={`rounded-full px-2.5 py-0.5 text-sm font-medium ${statusClass[status]}`}>
          {capitaliseStatus(status)}
        </span>
        <ChevronDown
          aria-hidden="true"
          className={`h-5 w-5 text-ink-soft transition-transform ${open ? 'rotate-180' : ''}`}
        />
      </button>
      {awaitingCode && (
        <p className="px-4 pb-3 text-sm text-amber-900">
          {codMessages.awaitingConfirmation}:{' '}
          <Link
            to={`/checkout/confirm/${encodeURIComponent(order.id)}`}
            className="font-medium underline"
          >
            {codMessages.enterCode}
          </Link>
        </p>
      )}
      {open && (
        <div id={detailsId} className="border-t border-clay-100 p-4">
          {hasAfterSale(order) && (
            <div className="mb-2 rounded-xl bg-sand/60 p-3">
              <OrderAfterSale order={order} />
            </div>
          )}
          <ul aria-label="Ordered items" className="divide-y divide-clay-100">
            {order.orderItems.map((item, index) => (
              <li key={`${item.productId ?? index}|${item.size}`} className="flex gap-3 py-3">
                {item.mainImageUrl ? (
                  <img
                    src={item.mainImageUrl}
                    alt={item.title}
                    className="h-16 w-16 shrink-0 rounded object-cover"
                    loading="lazy"
                  />
                ) : (
                  <div className="h-16 w-16 shrink-0 rounded bg-clay-100" aria-hidden="true" />
                )}
                <div className="flex-1">
                  <p className="font-medium text-ink">{item.title}</p>
                  <p className="text-sm text-ink-soft">Size: {item.size}</p>
                  <p className="text-sm text-ink-soft">Quantity: {item.quantity}</p>
                  {item.certificate && (
                    // The item's certificate of authenticity (decision 0119).
                    <p className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-sm">
                      <a
                        href={certificateUrl(order.id, item.certificate.number)}
                        download
                        aria-label={certificateUi.downloadFor(item.title)}
                        className={certificateLinkClass}
                      >
                        <FileDown aria-hidden="true" className="h-4 w-4" />
                        {certificateUi.download}
                      </a>
                      <a
                        href={item.certificate.verifyUrl}
                        aria-label={certificateUi.verifyOnlineFor(item.title)}
                        className={certificateLinkClass}
                      >
                        <BadgeCheck aria-hidden="true" className="h-4 w-4" />
                        {certificateUi.verifyOnline}
                      </a>
                    </p>
                  )}
                </div>
                <OrderItemPrice unitPrice={effectivePrice(item)} quantity={item.quantity} />
              </li>
            ))}
          </ul>
          <div className="mt-4 grid gap-4 sm:grid-cols-2">
            <div>
              <h3 className="font-semibold text-clay-900">Delivery Address</h3>
              <p className="mt-1 text-ink">{order.address}</p>
            </div>
            <dl aria-label="Order amounts" className="text-sm text-ink">
              {/* The cart's rows, in the same order that adds up (decision 0083). */}
              {summaryRows(orderTotals(order), order.couponCode).map((row) => (
                <Amount
                  key={row.key}
                  label={row.label}
                  value={`${row.sign < 0 ? '-' : ''}${formatINR(toRupees(row.paise))}`}
                />
              ))}
              {order.codFee ? (
                <Amount label={codMessages.feeLine} value={formatINR(order.codFee)} />
              ) : null}
              <div className="mt-1 flex justify-between border-t pt-1 font-semibold">
                <dt>Total</dt>
                <dd>{formatINR(order.pay)}</dd>
              </div>
            </dl>
          </div>
        </div>
      )}
    </li>
  );
}
