import { capitaliseStatus, formatINR, type AdminOrder, type OrderItem } from '@artshop/shared';
import type { ReactNode } from 'react';
import { itemPriceText } from './order-format';
import { OrderStatusControl } from './order-status-control';

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

/**
 * The expansion of one order (spec section 2 'Admin all orders'): the delivery contact and address,
 * the payment, the items, and the status control for a paid order.
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
          {otherAccount && (
            <Field label="Account">
              {order.user.name} ({order.user.email})
            </Field>
          )}
        </dl>
      </Section>
      <Section title="Payment Details">
        <dl className="space-y-1 text-sm">
          <Field label="Order ID">{order.id}</Field>
          <Field label="Razorpay Order ID">{order.razorpayOrderId ?? 'N/A'}</Field>
          <Field label="Total">{formatINR(order.pay)}</Field>
          <Field label="Payment Status">{capitaliseStatus(order.status)}</Field>
        </dl>
        <div className="mt-4">
          <OrderStatusControl key={order.fulfilmentStatus ?? 'none'} order={order} />
        </div>
      </Section>
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
