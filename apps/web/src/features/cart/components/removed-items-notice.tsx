import type { RemovedCartItem } from '@artshop/shared';

/** Why products left the cart (decision 0073): one sentence each, from the server. */
export function RemovedItemsNotice({ items }: { items: readonly RemovedCartItem[] }) {
  if (items.length === 0) return null;
  return (
    <div
      role="status"
      aria-label="Removed from your cart"
      className="mb-6 flex flex-col gap-1 rounded bg-amber-50 px-4 py-3 text-sm text-amber-900 ring-1 ring-amber-200"
    >
      {items.map((item) => (
        <p key={item.productId}>{item.notice}</p>
      ))}
    </div>
  );
}
