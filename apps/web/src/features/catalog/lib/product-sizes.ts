import {
  catalogUi,
  effectivePrice,
  formatINR,
  ownSizeLabel,
  shownPrice,
  type Product,
  type ShownProductSize,
} from '@artshop/shared';

/**
 * The sizes a product page offers, its own first (decision 0082). An answer from before sizes
 * (a page cached across the upgrade) offers the product's own size at its price.
 */
export function sizesOfProduct(product: Product): ShownProductSize[] {
  if (product.sizes?.length) return product.sizes;
  return [
    {
      id: product.id,
      label: ownSizeLabel(product.type, product.size),
      price: product.price,
      discount: product.discount,
      discountPercentage: product.discountPercentage,
      discountPrice: product.discountPrice,
      weightGrams: null,
    },
  ];
}

/** A size as the size choice lists it: its name and what it costs now, '6 x 5 inches · ₹2,699'. */
export function sizeOptionText(size: ShownProductSize): string {
  const price = shownPrice(size);
  return `${size.label} · ${price ? formatINR(effectivePrice(price)) : catalogUi.priceOnRequest}`;
}
