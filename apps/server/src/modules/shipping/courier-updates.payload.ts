import { shiprocketTimeToIso } from '../../shipping-providers/shiprocket';
import type { TrackingScan, TrackingUpdate } from './shipment-events.service';

type Json = Record<string, unknown>;

const asObject = (value: unknown): Json =>
  value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Json) : {};

const asText = (value: unknown): string | null => {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
};

const asId = (value: unknown): number | null => {
  const text = asText(value);
  return text !== null && /^\d+$/.test(text) ? Number(text) : null;
};

/** Shiprocket's India-time stamps as instants (decision 0096); null when unreadable. */
const instantOf = (value: unknown): Date | null => {
  const iso = shiprocketTimeToIso(value);
  return iso ? new Date(iso) : null;
};

function scanOf(value: unknown): TrackingScan | null {
  const scan = asObject(value);
  const label = asText(scan['sr-status-label']);
  const activity = asText(scan.activity);
  // The same words the poll stores (the adapter's trackAwb), so a scan heard twice is kept once.
  const status = label ?? activity ?? asText(scan.status);
  const at = instantOf(scan.date);
  if (!status || !at) return null;
  return {
    status,
    at,
    location: asText(scan.location),
    statusId: asId(scan['sr-status']),
    detail: activity,
  };
}

/**
 * Shiprocket's tracking webhook body (docs/shipping.md, 'Tracking webhook') as an update; null
 * when it names no AWB. Fields it cannot read are left out rather than refused: the webhook
 * answers 200 to every authenticated call.
 */
export function readCourierUpdate(body: unknown): TrackingUpdate | null {
  const payload = asObject(body);
  const awb = asText(payload.awb);
  if (!awb) return null;
  const scans = (Array.isArray(payload.scans) ? payload.scans : [])
    .map(scanOf)
    .filter((scan): scan is TrackingScan => scan !== null);
  return {
    awb,
    current: {
      // shipment_status_id is the shipment's status; current_status_id is sometimes a scan code.
      statusId: asId(payload.shipment_status_id) ?? asId(payload.current_status_id),
      status: asText(payload.current_status) ?? asText(payload.shipment_status),
      at: instantOf(payload.current_timestamp),
    },
    scans,
  };
}
