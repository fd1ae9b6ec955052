import { offerUi, type OfferStatus } from '@artshop/shared';

const statusClass: Record<OfferStatus, string> = {
  open: 'bg-green-100 text-green-900',
  accepted: 'bg-amber-100 text-amber-900',
  paid: 'bg-blue-100 text-blue-900',
  declined: 'bg-stone-200 text-stone-800',
  withdrawn: 'bg-stone-200 text-stone-800',
  expired: 'bg-red-100 text-red-900',
};

/** An offer's state as a coloured pill (the status at the moment the card last ticked). */
export function OfferStatusBadge({ status }: { status: OfferStatus }) {
  return (
    <span
      className={`shrink-0 rounded-full px-2.5 py-0.5 text-sm font-medium ${statusClass[status]}`}
    >
      {offerUi.status[status]}
    </span>
  );
}
