import {
  capitaliseStatus,
  codMessages,
  formatINR,
  invoiceUrl,
  offerMessages,
  orderLifecycleMessages as m,
  orderLifecycleUi as ui,
  type AdminOrder,
  type OrderItem,
} from '@artshop/shared';
import { FileDown } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { CashReceivedForm } from './cash-received-form';
import { OrderFulfilment } from './order-fulfilment';
import { itemPriceText, refundLeft } from './order-format';
import { RefundDialog } from './refund-dialog';
import { downloadLinkClass, RefundsList } from './refunds-list';

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-wrap gap-x-2">
      <dt className="font-medium text-ink-soft">{label}:</dt>
      <dd className="min-w-0 wrap-anywhere text-ink">{children}</dd>
    </div>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-label={title} className="rounded-lg bg-white p-4 shadow-sm">
      <h3 className="mb-2 font-semibold text-clay-900">{title}</h3>
      {children}
    </section>
  );
}

function ItemRow({ item }: { item: OrderItem }) {
  return (
    <li className="flex gap-3 py-3 first:pt-0 last:pb-0">
      {item.mainImageUrl ? (
        <img
          src={item.mainImageUrl}
          alt={item.title}
          width={64}
          height={64}
          loading="lazy"
          className="h-16 w-16 shrink-0 rounded-md object-cover"
        />
      ) : (
        <div aria-hidden="true" className="h-16 w-16 shrink-0 rounded-md bg-clay-100" />
      )}
      <div className="min-w-0 flex-1 text-sm">
        <p className="font-semibold text-ink">{item.title}</p>
        <p className="line-clamp-2 text-ink-soft">{item.description}</p>
        <p className="mt-1 text-ink">
          Quantity: {item.quantity}
          {item.size ? ` · Size: ${item.size}` : ''}
        </p>
        <p className="text-ink">Price: {itemPriceText(item)}</p>
      </div>
    </li>
  );
}

/** The refund button and its dialog, on a paid order with something left to give back. */
function RefundAction({ order }: { order: AdminOrder }) {
  const [open, setOpen] = useState(false);
  if (order.status !== 'success' || refundLeft(order) <= 0) return null;
  // A COD order's refund is paid by the shop and recorded here with its reference (0102).
  return (
    <>
      <Button variant="secondary" shape="rounded" onClick={() => setOpen(true)}>
        {ui.refund}
      </Button>
      <RefundDialog order={order} open={open} onClose={() => setOpen(false)} />
    </>
  );
}

/**
 * The expansion of one order (spec section 2 'Admin all orders'): the delivery contact and address,
 * the payment with its refunds and invoice, the way to the customer (status, parcel, cancelling)
 * for a paid order, and the items.
 */
export function OrderDetails({ order }: { order: AdminOrder }) {
  const otherAccount =
    order.user.email.toLowerCase() !== order.email.toLowerCase() || order.user.name !== order.name;
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <Section title="Customer Details">
        <dl className="space-y-1 text-sm">
          <Field label="Name">{order.name}</Field>
          <Field label="Email">{order.email}</Field>
          <Field label="Phone">{order.phone}</Field>
          <Field label="Address">{order.address}</Field>
          {/* The parts the checkout sent (decision 0058): the PIN code and state for shipping. */}
          {order.addressParts && (
            <>
              <Field label="State">{order.addressParts.state}</Field>
              <Field label="PIN code">{order.addressParts.zip}</Field>
            </>
          )}
          {otherAccount && (
            <Field label="Account">
              {order.user.name} ({order.user.email})
            </Field>
          )}
        </dl>
      </Section>
      <Section title="Payment Details">
        {order.attention && (
          <p role="note" className="mb-3 rounded-md bg-amber-50 p-3 text-sm text-amber-900">
            {offerMessages[order.attention]}
          </p>
        )}
        <dl className="space-y-1 text-sm">
          <Field label="Order number">{order.number}</Field>
          <Field label="Order ID">{order.id}</Field>
          <Field label="Razorpay Order ID">{order.razorpayOrderId ?? 'N/A'}</Field>
          <Field label="Total">{formatINR(order.pay)}</Field>
          {/* Cash on delivery (decisions 0099 to 0101): its fee and whether it was confirmed. */}
          {order.paymentMethod === 'cod' && (
            <>
              <Field label="Payment method">{codMessages.label}</Field>
              {order.codFee ? (
                <Field label={codMessages.feeLine}>{formatINR(order.codFee)}</Field>
              ) : null}
              {order.status === 'pending' && (
                <Field label="Confirmed by the customer">
                  {order.codConfirmed ? 'Yes' : 'Not yet'}
                </Field>
              )}
            </>
          )}
          <Field label="Payment Status">{capitaliseStatus(order.status)}</Field>
          {order.refunded > 0 && (
            <Field label={ui.refundedSoFar}>{formatINR(order.refunded)}</Field>
          )}
          {order.refundPending > 0 && (
            <Field label={ui.refundInProgressLabel}>{formatINR(order.refundPending)}</Field>
          )}
        </dl>
        <div className="mt-4">
          <CashReceivedForm order={order} />
        </div>
        <div className="mt-4 flex flex-wrap items-center gap-3">
          <RefundAction order={order} />
          {order.invoice && (
            <a href={invoiceUrl(order.id)} download className={downloadLinkClass}>
              <FileDown aria-hidden="true" className="h-4 w-4" />
              {order.invoice.kind === 'bill_of_supply' ? ui.billOfSupply : m.downloadInvoice}{' '}
              {order.invoice.number}
            </a>
          )}
        </div>
      </Section>
      <Section title="Fulfilment">
        <OrderFulfilment order={order} />
      </Section>
      {order.refunds.length > 0 && (
        <Section title={ui.refundsHeading}>
          <RefundsList orderId={order.id} refunds={order.refunds} />
        </Section>
      )}
      <div className="lg:col-span-2">
        <Section title="Order Items">
          <ul className="divide-y divide-clay-100">
            {order.orderItems.map((item, index) => (
              <ItemRow key={`${item.productId ?? 'gone'}-${item.size}-${index}`} item={item} />
            ))}
          </ul>
        </Section>
      </div>
    </div>
  );
}
