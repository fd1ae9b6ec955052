import {
  readyToFulfil,
  fillMessage,
  formatINR,
  shiprocketShipmentMessages as m,
  type AdminOrder,
  type ShiprocketCouriersResponse,
} from '@artshop/shared';
import { FileDown } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/api-error';
import { toast } from '../../../lib/toast';
import {
  useGetShiprocketOnQuery,
  useLazyGetShiprocketCouriersQuery,
  useShipWithShiprocketMutation,
} from './orders.api';
import { downloadLinkClass } from './refunds-list';

/** A paid order still to ship, with a PIN code: what Shiprocket can take (decision 0095). */
export function canShipWithShiprocket(order: AdminOrder): boolean {
  return (
    // Paid, or a confirmed cash on delivery order (decision 0100).
    readyToFulfil(order) &&
    !order.cancelledAt &&
    (order.fulfilmentStatus === null || order.fulfilmentStatus === 'processing') &&
    order.addressParts !== null
  );
}

function courierText(courier: ShiprocketCouriersResponse['couriers'][number]): string {
  return fillMessage(m.courierOption, {
    name: courier.name,
    rate: formatINR(courier.rate),
    days:
      courier.etdDays === null ? '' : fillMessage(m.courierDays, { days: String(courier.etdDays) }),
  }).replace(/, $/, '');
}

function DocumentLink({ href, text }: { href: string; text: string }) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={downloadLinkClass}>
      <FileDown aria-hidden="true" className="h-4 w-4" />
      {text}
    </a>
  );
}

/** The label and manifest of an order shipped with Shiprocket: Shiprocket's own PDF links. */
export function ShiprocketDocuments({ order }: { order: AdminOrder }) {
  const refs = order.shiprocket;
  if (!refs?.labelUrl && !refs?.manifestUrl) return null;
  return (
    <p className="flex flex-wrap gap-x-4 text-sm">
      {refs.labelUrl && <DocumentLink href={refs.labelUrl} text={m.downloadLabel} />}
      {refs.manifestUrl && <DocumentLink href={refs.manifestUrl} text={m.manifest} />}
    </p>
  );
}

/**
 * 'Ship with Shiprocket' on a paid order still to ship: Shiprocket's recommended courier, or one
 * the admin picks from the rates to the order's PIN code. Shown only when the shop has Shiprocket;
 * the manual courier and AWB form stays below it.
 */
export function ShiprocketPanel({ order }: { order: AdminOrder }) {
  const selectId = useId();
  const { data: on } = useGetShiprocketOnQuery();
  const [loadCouriers, couriers] = useLazyGetShiprocketCouriersQuery();
  const [ship, { isLoading }] = useShipWithShiprocketMutation();
  const [courierId, setCourierId] = useState('');

  if (!on || !canShipWithShiprocket(order)) return null;

  const submit = async () => {
    try {
      const { shipment } = await ship({
        id: order.id,
        ...(courierId ? { courierId: Number(courierId) } : {}),
      }).unwrap();
      toast.success(fillMessage(m.shippedWith, { courier: shipment.courier, awb: shipment.awb }));
    } catch (error) {
      toast.error(`${m.failed} ${errorMessage(error, 'Please try again.')}`);
    }
  };

  const rates = couriers.data;
  return (
    <div className="space-y-2 rounded-lg border border-clay-100 p-3">
      {rates ? (
        <div>
          <label htmlFor={selectId} className="block text-sm font-medium text-ink">
            {m.courierLabel}
          </label>
          <select
            id={selectId}
            value={courierId}
            onChange={(event) => setCourierId(event.target.value)}
            className="mt-1 w-full rounded-lg border border-clay-300 bg-white px-3 py-2 text-ink focus:border-clay-700 focus:outline-none"
          >
            <option value="">{m.recommendedCourier}</option>
            {rates.couriers.map((courier) => (
              <option key={courier.id} value={String(courier.id)}>
                {courierText(courier)}
              </option>
            ))}
          </select>
        </div>
      ) : couriers.isFetching ? (
        <p className="text-sm text-ink-soft">{m.couriersLoading}</p>
      ) : couriers.error ? (
        <p role="alert" className="text-sm text-red-800">
          {m.couriersFailed} {errorMessage(couriers.error, 'Please try again.')}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button shape="rounded" disabled={isLoading} onClick={() => void submit()}>
          {isLoading ? m.shipping : m.shipWithShiprocket}
        </Button>
        {!rates && (
          <Button
            variant="secondary"
            shape="rounded"
            disabled={couriers.isFetching}
            onClick={() => void loadCouriers(order.id)}
          >
            {m.loadCouriers}
          </Button>
        )}
      </div>
    </div>
  );
}
