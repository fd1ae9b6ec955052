import { effectivePrice, formatINR, type CartItem } from '@artshop/shared';

/** The checkout summary's item lines: what is being bought, at the price the cart shows. */
export function CheckoutItems({ items }: { items: readonly CartItem[] }) {
  return (
    <ul aria-label="Items in your order" className="divide-y divide-clay-100">
      {items.map((item) => (
        <li key={`${item.id}|${item.size}`} className="flex items-center gap-3 py-3">
          {item.mainImageUrl ? (
            <img
              src={item.mainImageUrl}
              alt=""
              className="h-14 w-14 shrink-0 rounded object-cover"
              loading="lazy"
            />
          ) : (
            <div className="h-14 w-14 shrink-0 rounded bg-clay-100" aria-hidden="true" />
          )}
          <div className="min-w-0 flex-1">
            <p className="truncate font-medium text-ink">{item.title}</p>
            <p className="text-sm text-ink-soft">
              {item.size} × {item.quantity}
            </p>
          </div>
          <p className="font-medium text-ink">{formatINR(effectivePrice(item) * item.quantity)}</p>
        </li>
      ))}
    </ul>
  );
}
