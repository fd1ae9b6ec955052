import { offerAdminUi as ui, type AdminProduct, type Availability } from '@artshop/shared';

const TONES: Record<Availability, string> = {
  available: 'bg-green-100 text-green-800',
  reserved: 'bg-amber-100 text-amber-900',
  sold: 'bg-clay-700 text-white',
};

const pill = 'inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap';

/**
 * A painting's availability (Available / Reserved / Sold; stone art is never one of a kind, so it
 * shows none) and 'Hidden' when the product is kept out of the shop (decision 0052).
 */
export function AvailabilityBadges({
  product,
}: {
  product: Pick<AdminProduct, 'type' | 'availability' | 'hidden'>;
}) {
  const painting = product.type === 'painting';
  if (!painting && !product.hidden) return null;
  return (
    <span className="inline-flex flex-wrap gap-1">
      {painting && (
        <span className={`${pill} ${TONES[product.availability]}`}>
          {ui.availability[product.availability]}
        </span>
      )}
      {product.hidden && (
        <span className={`${pill} bg-stone-200 text-stone-800`}>{ui.hiddenBadge}</span>
      )}
    </span>
  );
}
