import { fillMessage, offerUi } from '@artshop/shared';

/** '1 open offer', '3 open offers': what the badge's number means, for screen readers. */
export function openOffersText(count: number): string {
  return count === 1
    ? offerUi.openOfferCount
    : fillMessage(offerUi.openOffersCount, { count: String(count) });
}

/** The small count of open offers beside the Offers tab and on the phone's menu button. */
export function OpenOffersBadge({ count }: { count: number }) {
  return (
    <span
      aria-hidden="true"
      data-testid="open-offers-badge"
      className="flex h-5 min-w-5 items-center justify-center rounded-full bg-clay-600 px-1.5 text-xs font-bold text-white ring-1 ring-white"
    >
      {count}
    </span>
  );
}
