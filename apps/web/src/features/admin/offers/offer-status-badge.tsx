import { offerAdminUi as ui, type OfferStatus } from '@artshop/shared';

const TONES: Record<OfferStatus, string> = {
  open: 'bg-sky-100 text-sky-900',
  accepted: 'bg-amber-100 text-amber-900',
  paid: 'bg-green-100 text-green-800',
  declined: 'bg-stone-200 text-stone-800',
  withdrawn: 'bg-stone-200 text-stone-800',
  expired: 'bg-red-100 text-red-800',
};

/** An offer's status as a pill: open blue, accepted (being paid) amber, paid green, lapsed red. */
export function OfferStatusBadge({ status }: { status: OfferStatus }) {
  return (
    <span
      className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ${TONES[status]}`}
    >
      {ui.status[status]}
    </span>
  );
}
