import {
  catalogUi,
  effectivePrice,
  formatINR,
  hasDiscount,
  shownPrice,
  type ShownPriceFields,
} from '@artshop/shared';
import { formatPercent } from '../lib/product-view';

const LOOKS = {
  page: { amount: 'text-2xl font-semibold text-ink', mrp: 'text-base', onRequest: 'text-2xl' },
  card: { amount: 'text-lg font-semibold text-ink', mrp: 'text-sm', onRequest: 'text-base' },
} as const;

interface PriceWithDiscountProps {
  item: ShownPriceFields & { priceOnRequest?: boolean };
  /** A product page's large figures or a card's. */
  look: keyof typeof LOOKS;
}

/**
 * What a buyer pays, the MRP struck through and '% OFF' beside a discount, or 'Price on request'
 * where the owner hides the price (decision 0089: the public answer then carries none). Inline
 * parts: the caller's row lays them out.
 */
export function PriceWithDiscount({ item, look }: PriceWithDiscountProps) {
  const classes = LOOKS[look];
  const price = shownPrice(item);
  if (item.priceOnRequest || !price) {
    return (
      <span className={`${classes.onRequest} font-semibold text-ink`}>
        {catalogUi.priceOnRequest}
      </span>
    );
  }
  if (!hasDiscount(price)) {
    return <span className={classes.amount}>{formatINR(price.price)}</span>;
  }
  return (
    <>
      <span className={classes.amount}>{formatINR(effectivePrice(price))}</span>
      <s
        className={`${classes.mrp} text-stone-600`}
        aria-label={`Original price ${formatINR(price.price)}`}
      >
        {formatINR(price.price)}
      </s>
      <span className="rounded bg-green-100 px-1.5 py-0.5 text-xs font-semibold text-green-800">
        {formatPercent(price.discountPercentage)}% OFF
      </span>
    </>
  );
}
