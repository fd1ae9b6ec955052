import {
  creditNoteUrl,
  fillMessage,
  formatINR,
  invoiceUrl,
  offerMessages,
  orderLifecycleMessages as m,
  orderLifecycleUi as ui,
  shippedWithText,
  type Order,
} from '@artshop/shared';
import {
  AlertTriangle,
  ExternalLink,
  FileDown,
  PackageCheck,
  RotateCcw,
  XCircle,
} from 'lucide-react';
import { formatAccountDate } from '../lib/display';
import { ShipmentTimeline } from './shipment-timeline';

const linkClass =
  'inline-flex items-center gap-1 font-medium text-clay-700 underline-offset-2 hover:underline';

/**
 * Whether the order has anything to show after payment (a late payment's refund, parcel, refund,
 * cancellation, documents).
 */
export function hasAfterSale(order: Order): boolean {
  return Boolean(
    order.attention ||
    order.shipment ||
    order.cancelledAt ||
    order.refunded > 0 ||
    order.refundPending > 0 ||
    order.invoice ||
    order.refunds.some((refund) => refund.creditNote),
  );
}

/**
 * What happened to a paid order (decisions 0047 to 0049): its parcel with a 'Track parcel' link, a
 * cancellation and why, money refunded or on its way back, and the invoice and credit notes to
 * download.
 */
export function OrderAfterSale({ order }: { order: Order }) {
  const creditNotes = order.refunds.flatMap((refund) =>
    refund.creditNote ? [refund.creditNote] : [],
  );
  return (
    <div aria-label="Order updates" role="group" className="space-y-2 text-sm text-ink">
      {order.attention && (
        // A payment for a one-of-a-kind piece that another buyer had already paid (decision 0052).
        <p className="flex items-start gap-2 font-semibold">
          <AlertTriangle aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 text-amber-700" />
          {offerMessages[order.attention]}
        </p>
      )}
      {order.cancelledAt && (
        <p className="flex items-start gap-2">
          <XCircle aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 text-red-700" />
          <span className="wrap-anywhere">
            <span className="font-semibold">
              {fillMessage(ui.cancelledOn, { date: formatAccountDate(order.cancelledAt) })}
            </span>
            {order.cancelReason && <span>: {order.cancelReason}</span>}
          </span>
        </p>
      )}
      {order.shipment && (
        <p className="flex flex-wrap items-start gap-x-3 gap-y-1">
          <span className="flex items-start gap-2">
            <PackageCheck aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 text-clay-700" />
            <span className="font-semibold wrap-anywhere">{shippedWithText(order.shipment)}</span>
          </span>
          {order.shipment.trackingUrl && (
            <a
              href={order.shipment.trackingUrl}
              target="_blank"
              rel="noopener noreferrer"
              className={linkClass}
            >
              {m.trackingLink}
              <ExternalLink aria-hidden="true" className="h-3.5 w-3.5" />
            </a>
          )}
        </p>
      )}
      {order.shipment && <ShipmentTimeline shipment={order.shipment} />}
      {order.refunded > 0 && (
        <p className="flex items-center gap-2 font-semibold text-green-800">
          <RotateCcw aria-hidden="true" className="h-4 w-4 shrink-0" />
          {fillMessage(m.refunded, { amount: formatINR(order.refunded) })}
        </p>
      )}
      {order.refundPending > 0 && (
        <p className="flex items-center gap-2 text-ink-soft">
          <RotateCcw aria-hidden="true" className="h-4 w-4 shrink-0" />
          {fillMessage(m.refundInProgress, { amount: formatINR(order.refundPending) })}
        </p>
      )}
      {(order.invoice || creditNotes.length > 0) && (
        <p className="flex flex-wrap gap-x-4 gap-y-1">
          {order.invoice && (
            <a href={invoiceUrl(order.id)} download className={linkClass}>
              <FileDown aria-hidden="true" className="h-4 w-4" />
              {order.invoice.kind === 'bill_of_supply' ? ui.billOfSupply : m.downloadInvoice}{' '}
              {order.invoice.number}
            </a>
          )}
          {creditNotes.map((note) => (
            <a key={note.id} href={creditNoteUrl(order.id, note.id)} download className={linkClass}>
              <FileDown aria-hidden="true" className="h-4 w-4" />
              {m.downloadCreditNote} {note.number}
            </a>
          ))}
        </p>
      )}
    </div>
  );
}
