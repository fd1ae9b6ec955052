import {
  fillMessage,
  orderLifecycleMessages as m,
  orderLifecycleUi as ui,
  shippedWithText,
  type AdminOrder,
} from '@artshop/shared';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { formatIndiaDate } from '../../../lib/dates';
import { CancelOrderDialog } from './cancel-order-dialog';
import { canCancel } from './order-format';
import { OrderStatusControl } from './order-status-control';
import { ShiprocketDocuments, ShiprocketPanel } from './shiprocket-panel';
import { ShipmentTracking } from './shipment-tracking';

/** The parcel as recorded: courier and number, the day it left, and the courier's tracking page. */
function ShipmentSummary({ shipment }: { shipment: NonNullable<AdminOrder['shipment']> }) {
  return (
    <div className="text-sm">
      <p className="font-medium wrap-anywhere text-ink">{shippedWithText(shipment)}</p>
      <p className="flex flex-wrap gap-x-3 text-ink-soft">
        {shipment.shippedAt && (
          <span>{fillMessage(ui.shippedOn, { date: formatIndiaDate(shipment.shippedAt) })}</span>
        )}
        {shipment.trackingUrl && (
          <a
            href={shipment.trackingUrl}
            target="_blank"
            rel="noopener noreferrer"
            className="font-medium text-clay-700 underline-offset-2 hover:underline"
          >
            {m.trackingLink}
          </a>
        )}
      </p>
    </div>
  );
}

/**
 * The order's way to the customer: the parcel, a cancellation and its reason, the step control,
 * and 'Cancel order' while the order has not shipped.
 */
export function OrderFulfilment({ order }: { order: AdminOrder }) {
  const [cancelling, setCancelling] = useState(false);
  return (
    <div className="space-y-4">
      {order.shipment && <ShipmentSummary shipment={order.shipment} />}
      {/* Shipped with Shiprocket: its label and manifest (decision 0095). */}
      <ShiprocketDocuments order={order} />
      <ShipmentTracking order={order} />
      {order.cancelledAt && (
        <div className="text-sm">
          <p className="font-medium text-red-800">
            {fillMessage(ui.cancelledOn, { date: formatIndiaDate(order.cancelledAt) })}
          </p>
          {order.cancelReason && <p className="wrap-anywhere text-ink">{order.cancelReason}</p>}
        </div>
      )}
      <ShiprocketPanel order={order} />
      {/* Keyed by what it starts from, so a change saved elsewhere resets the form to it. */}
      <OrderStatusControl
        key={`${order.fulfilmentStatus ?? 'none'}|${order.shipment?.trackingNumber ?? ''}|${order.shipment?.courier ?? ''}|${order.shipment?.trackingUrl ?? ''}`}
        order={order}
      />
      {canCancel(order) && (
        <>
          <Button variant="danger-outline" shape="rounded" onClick={() => setCancelling(true)}>
            {ui.cancelOrder}
          </Button>
          <CancelOrderDialog order={order} open={cancelling} onClose={() => setCancelling(false)} />
        </>
      )}
    </div>
  );
}
