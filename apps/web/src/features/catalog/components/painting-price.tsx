import type { Product } from '@artshop/shared';
import { PriceWithDiscount } from './price-with-discount';

/**
 * A painting's price on its page (decision 0089): what a buyer pays, the MRP struck through beside
 * a discount, or 'Price on request' when the owner hides it.
 */
export function PaintingPrice({ product }: { product: Product }) {
  return (
    <p className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
      <PriceWithDiscount item={product} look="page" />
    </p>
  );
}
