import { formatINR, type Offer } from '@artshop/shared';

/** The offer's one line in the checkout summary: the piece at the offered price. */
export function OfferCheckoutLine({ offer }: { offer: Offer }) {
  return (
    <ul aria-label="Items in your order" className="divide-y divide-clay-100">
      <li className="flex items-center gap-3 py-3">
        {offer.imageUrl ? (
          <img
            src={offer.imageUrl}
            alt=""
            className="h-14 w-14 shrink-0 rounded object-cover"
            loading="lazy"
          />
        ) : (
          <div className="h-14 w-14 shrink-0 rounded bg-clay-100" aria-hidden="true" />
        )}
        <div className="min-w-0 flex-1">
          <p className="font-medium text-ink wrap-anywhere">{offer.title}</p>
          <p className="text-sm text-ink-soft">
            {offer.kind === 'painting' ? 'Original painting' : 'Custom stone art'} × 1
          </p>
        </div>
        <p className="font-medium text-ink">{formatINR(offer.price)}</p>
      </li>
    </ul>
  );
}
