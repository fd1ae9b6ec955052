import { catalogUi, effectivePrice, formatINR, hasDiscount, type Product } from '@artshop/shared';
import { formatPercent } from '../lib/product-view';

/**
 * A painting's price on its page (decision 0089): what a buyer pays, the MRP struck through beside
 * a discount, or 'Price on request' when the owner hides it.
 */
export function PaintingPrice({ product }: { product: Product }) {
  if (product.priceOnRequest) {
    return <p className="text-2xl font-semibold text-ink">{catalogUi.priceOnRequest}</p>;
  }
  const discounted = hasDiscount(product);
  return (
    <p className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
      <span className="text-2xl font-semibold text-ink">{formatINR(effectivePrice(product))}</span>
      {discounted && (
        <>
          <s
            className="text-base text-stone-600"
            aria-label={`Original price ${formatINR(product.price)}`}
          >
            {formatINR(product.price)}
          </s>
          <span className="rounded bg-green-100 px-1.5 py-0.5 text-xs font-semibold text-green-800">
            {formatPercent(product.discountPercentage)}% OFF
          </span>
        </>
      )}
    </p>
  );
}
