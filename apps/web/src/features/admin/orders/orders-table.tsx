import { formatINR, type AdminOrder } from '@artshop/shared';
import { Fragment } from 'react';
import { AdminTable } from '../components/admin-table';
import { formatIndiaDate } from '../../../lib/dates';
import { SelectOrderBox, type OrderSelection } from './bulk-ship';
import { OrderDetails } from './order-details';
import { itemCountText } from './order-format';
import { OrderStatusBadge } from './order-status-badge';

export interface OrderListProps {
  orders: readonly AdminOrder[];
  expandedId: string | null;
  onToggle: (id: string) => void;
  /** Tick boxes for shipping several orders with Shiprocket at once; none without Shiprocket. */
  selection?: OrderSelection | undefined;
}

const detailsId = (id: string) => `order-details-${id}`;
const COLUMNS = ['Order ID', 'Customer', 'Date', 'Items', 'Amount', 'Status'] as const;

/**
 * The wide-screen table. A click anywhere on a row toggles it; the Order ID is also a button so
 * keyboard and screen reader users can do the same (its click reaches the row's handler).
 */
export function OrdersTable({ orders, expandedId, onToggle, selection }: OrderListProps) {
  const columns = selection
    ? [{ label: <span className="sr-only">Select to ship</span>, className: 'w-10' }, ...COLUMNS]
    : COLUMNS;
  return (
    <AdminTable columns={columns} always>
      {orders.map((order) => {
        const open = order.id === expandedId;
        return (
          <Fragment key={order.id}>
            <tr
              onClick={() => onToggle(order.id)}
              className={`cursor-pointer border-b border-clay-100 hover:bg-clay-100/40 ${
                open ? 'bg-clay-100/40' : ''
              }`}
            >
              {selection && (
                <td className="px-4 py-3">
                  <SelectOrderBox order={order} selection={selection} />
                </td>
              )}
              <td className="px-4 py-3">
                <button
                  type="button"
                  aria-expanded={open}
                  aria-controls={open ? detailsId(order.id) : undefined}
                  className="font-mono font-semibold text-clay-700 hover:underline"
                >
                  {order.number}
                </button>
              </td>
              <td className="px-4 py-3">
                <p className="font-medium text-ink">{order.user.name}</p>
                <p className="text-ink-soft">{order.user.email}</p>
              </td>
              <td className="px-4 py-3 whitespace-nowrap text-ink">
                {formatIndiaDate(order.createdAt)}
              </td>
              <td className="px-4 py-3 whitespace-nowrap text-ink">
                {itemCountText(order.orderItems)}
              </td>
              <td className="px-4 py-3 whitespace-nowrap text-ink">{formatINR(order.pay)}</td>
              <td className="px-4 py-3">
                <OrderStatusBadge order={order} />
              </td>
            </tr>
            {open && (
              <tr className="border-b border-clay-100 bg-sand/60">
                <td id={detailsId(order.id)} colSpan={columns.length} className="p-4">
                  <OrderDetails order={order} />
                </td>
              </tr>
            )}
          </Fragment>
        );
      })}
    </AdminTable>
  );
}
