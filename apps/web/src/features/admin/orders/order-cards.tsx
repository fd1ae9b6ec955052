import { formatINR, shiprocketShipmentMessages } from '@artshop/shared';
import { ChevronDown } from 'lucide-react';
import { formatIndiaDate } from '../../../lib/dates';
import { SelectOrderBox } from './bulk-ship';
import { OrderDetails } from './order-details';
import { itemCountText } from './order-format';
import { OrderStatusBadge } from './order-status-badge';
import type { OrderListProps } from './orders-table';

/** The phone layout: one card per order; its summary is the button that expands it. */
export function OrderCards({ orders, expandedId, onToggle, selection }: OrderListProps) {
  return (
    <ul aria-label="Orders" className="space-y-3">
      {orders.map((order) => {
        const open = order.id === expandedId;
        const detailsId = `order-card-details-${order.id}`;
        return (
          <li key={order.id} className="rounded-xl bg-white shadow-sm">
            {selection?.selectable(order) && (
              <label className="flex items-center gap-2 px-4 pt-3 text-sm text-ink">
                <SelectOrderBox order={order} selection={selection} />
                {shiprocketShipmentMessages.shipWithShiprocket}
              </label>
            )}
            <button
              type="button"
              aria-expanded={open}
              aria-controls={open ? detailsId : undefined}
              onClick={() => onToggle(order.id)}
              className="flex w-full flex-col gap-2 p-4 text-left"
            >
              <span className="flex w-full items-center justify-between gap-2">
                <span className="font-mono font-semibold text-clay-700">{order.number}</span>
                <OrderStatusBadge order={order} />
              </span>
              <span className="block min-w-0">
                <span className="block font-medium text-ink">{order.user.name}</span>
                <span className="block truncate text-sm text-ink-soft">{order.user.email}</span>
              </span>
              <span className="flex w-full items-center justify-between text-sm text-ink-soft">
                <span>
                  {formatIndiaDate(order.createdAt)} · {itemCountText(order.orderItems)}
                </span>
                <span className="flex items-center gap-1 font-semibold text-ink">
                  {formatINR(order.pay)}
                  <ChevronDown
                    aria-hidden="true"
                    className={`h-4 w-4 transition-transform ${open ? 'rotate-180' : ''}`}
                  />
                </span>
              </span>
            </button>
            {open && (
              <div id={detailsId} className="border-t border-clay-100 bg-sand/60 p-3">
                <OrderDetails order={order} />
              </div>
            )}
          </li>
        );
      })}
    </ul>
  );
}
