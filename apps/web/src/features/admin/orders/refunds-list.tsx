import {
  creditNoteUrl,
  formatINR,
  orderLifecycleMessages as m,
  orderLifecycleUi as ui,
  type Refund,
  type RefundStatusValue,
} from '@artshop/shared';
import { FileDown } from 'lucide-react';
import { formatIndiaDateTime } from '../../../lib/dates';

const toneClass: Record<RefundStatusValue, string> = {
  pending: 'bg-yellow-100 text-yellow-800',
  processed: 'bg-green-100 text-green-800',
  failed: 'bg-red-100 text-red-800',
};

export const downloadLinkClass =
  'inline-flex items-center gap-1 font-medium text-clay-700 underline-offset-2 hover:underline';

/** The order's refunds, oldest first as the server lists them, each with its credit note. */
export function RefundsList({ orderId, refunds }: { orderId: string; refunds: readonly Refund[] }) {
  return (
    <ul aria-label={ui.refundsHeading} className="divide-y divide-clay-100 text-sm">
      {refunds.map((refund) => (
        <li key={refund.id} className="flex flex-wrap items-baseline gap-x-3 gap-y-1 py-2">
          <span className="font-semibold text-ink">{formatINR(refund.amount)}</span>
          <span
            data-status={refund.status}
            className={`rounded-full px-2 py-0.5 text-xs font-semibold ${toneClass[refund.status]}`}
          >
            {ui.refundStatus[refund.status]}
          </span>
          {refund.cancellation && (
            <span className="rounded-full bg-clay-100 px-2 py-0.5 text-xs font-semibold text-clay-900">
              {ui.refundCancellation}
            </span>
          )}
          <span className="text-ink-soft">{formatIndiaDateTime(refund.createdAt)}</span>
          <span className="w-full min-w-0 wrap-anywhere text-ink">{refund.reason}</span>
          {/* Paid by the shop after cash on delivery (decision 0102): how, and its reference. */}
          {refund.method && refund.method !== 'provider' && (
            <span className="w-full text-ink-soft">
              {refund.method === 'upi' ? 'UPI' : 'Bank transfer'}: {refund.payoutReference}
            </span>
          )}
          {refund.creditNote && (
            <a
              href={creditNoteUrl(orderId, refund.creditNote.id)}
              download
              className={downloadLinkClass}
            >
              <FileDown aria-hidden="true" className="h-4 w-4" />
              {m.downloadCreditNote} {refund.creditNote.number}
            </a>
          )}
        </li>
      ))}
    </ul>
  );
}
