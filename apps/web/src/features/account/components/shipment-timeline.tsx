import { fillMessage, shipmentTrackingMessages as t, type Shipment } from '@artshop/shared';
import { CheckCircle2, Circle } from 'lucide-react';
import { formatAccountDate } from '../lib/display';

/** A scan's words as a sentence: couriers often shout ('OUT FOR DELIVERY' -> 'Out for delivery'). */
export function scanText(status: string): string {
  if (status !== status.toUpperCase()) return status;
  const lower = status.toLowerCase();
  // RTO and NDR stay as the initials they are.
  return (lower.charAt(0).toUpperCase() + lower.slice(1)).replace(/\b(rto|ndr)\b/g, (w) =>
    w.toUpperCase(),
  );
}

/** '27 Nov, 4:05 pm' in India time, the moment of a scan. */
export function scanTime(value: string): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  return date.toLocaleString('en-IN', {
    timeZone: 'Asia/Kolkata',
    day: 'numeric',
    month: 'short',
    hour: 'numeric',
    minute: '2-digit',
  });
}

/** The parcel's stage in a line: 'Delivered on 27 November 2026', 'Out for delivery'. */
export function stageLine(shipment: Shipment): string | null {
  if (shipment.stage === 'delivered' && shipment.deliveredAt) {
    return fillMessage(t.deliveredOn, { date: formatAccountDate(shipment.deliveredAt) });
  }
  return shipment.stage ? t.stage[shipment.stage] : null;
}

/**
 * The courier's scans of the parcel, oldest first, the latest marked (decision 0096): what the
 * customer would otherwise look up on the courier's site.
 */
export function ShipmentTimeline({ shipment }: { shipment: Shipment }) {
  const line = stageLine(shipment);
  if (shipment.events.length === 0 && !line) return null;
  const last = shipment.events.length - 1;
  return (
    <div className="space-y-1">
      {line && <p className="font-semibold text-ink">{line}</p>}
      {shipment.events.length > 0 && (
        <ol aria-label={t.timelineHeading} className="ml-1 border-l border-clay-200 pl-4">
          {shipment.events.map((event, index) => (
            <li key={`${event.at}|${event.status}`} className="relative py-1">
              {index === last ? (
                <CheckCircle2
                  aria-hidden="true"
                  className="absolute top-1.5 -left-[1.45rem] h-3.5 w-3.5 bg-white text-clay-700"
                />
              ) : (
                <Circle
                  aria-hidden="true"
                  className="absolute top-1.5 -left-[1.45rem] h-3.5 w-3.5 bg-white text-clay-300"
                />
              )}
              <span className={index === last ? 'font-semibold text-ink' : 'text-ink'}>
                {scanText(event.status)}
              </span>
              <span className="block text-xs text-ink-soft">
                <time dateTime={event.at}>{scanTime(event.at)}</time>
                {event.location && <span> · {event.location}</span>}
              </span>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
