import {
  fillMessage,
  shipmentTrackingMessages as t,
  type AdminOrder,
  type Shipment,
} from '@artshop/shared';
import { Button } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/api-error';
import { formatIndiaDate, formatIndiaDateTime } from '../../../lib/dates';
import { toast } from '../../../lib/toast';
import { useRequestReattemptMutation } from './shipment-tracking.api';

/** The failed delivery, in the courier's words, and the admin's 'Re-attempt' (decision 0097). */
function UndeliveredNotice({ orderId, shipment }: { orderId: string; shipment: Shipment }) {
  const [requestReattempt, { isLoading }] = useRequestReattemptMutation();
  const ask = async () => {
    try {
      await requestReattempt({ id: orderId }).unwrap();
      toast.success(t.reattemptDone);
    } catch (error) {
      toast.error(`${t.reattemptFailed} ${errorMessage(error, 'Please try again.')}`);
    }
  };
  return (
    <div role="status" className="space-y-2 rounded-lg bg-amber-50 p-3 text-amber-950">
      <p className="font-medium wrap-anywhere">
        {shipment.undeliveredReason
          ? fillMessage(t.undelivered, { reason: shipment.undeliveredReason })
          : t.undeliveredNoReason}
      </p>
      {shipment.reattemptRequestedAt ? (
        <p>
          {fillMessage(t.reattemptRequested, {
            date: formatIndiaDateTime(shipment.reattemptRequestedAt),
          })}
        </p>
      ) : (
        <Button variant="secondary" shape="rounded" disabled={isLoading} onClick={() => void ask()}>
          {isLoading ? t.reattemptBusy : t.reattempt}
        </Button>
      )}
      <p className="text-xs">{t.reattemptHint}</p>
    </div>
  );
}

/**
 * What the courier reported about the parcel (decision 0096): its stage, a failed delivery with
 * 'Re-attempt', a parcel back at the shop, and the scans, latest first.
 */
export function ShipmentTracking({ order }: { order: AdminOrder }) {
  const shipment = order.shipment;
  if (!shipment || (!shipment.stage && shipment.events.length === 0)) return null;
  return (
    <div className="space-y-2 text-sm" aria-label={t.timelineHeading} role="group">
      {shipment.stage && (
        <p className="font-medium text-ink">
          {shipment.stage === 'delivered' && shipment.deliveredAt
            ? fillMessage(t.deliveredOn, { date: formatIndiaDate(shipment.deliveredAt) })
            : t.stage[shipment.stage]}
        </p>
      )}
      {shipment.stage === 'undelivered' && (
        <UndeliveredNotice orderId={order.id} shipment={shipment} />
      )}
      {order.fulfilmentStatus === 'returned' && (
        <p className="rounded-lg bg-amber-50 p-3 text-amber-950">{t.returnedNote}</p>
      )}
      {shipment.events.length > 0 && (
        <ol className="space-y-1 text-ink-soft">
          {[...shipment.events].reverse().map((event) => (
            <li key={`${event.at}|${event.status}`}>
              <span className="text-ink">{event.status}</span> · {formatIndiaDateTime(event.at)}
              {event.location && <> · {event.location}</>}
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
