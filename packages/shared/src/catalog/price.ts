/**
 * The one rule for what a product costs now, used by the server's order pricing, the cart, the
 * product pages and My Orders. Units are the caller's (paise on the server, rupees in the API's
 * JSON): the rule only compares, it never converts.
 */
export interface DiscountedPriceFields {
  price: number;
  discountPrice: number;
  discountPercentage: number;
  /** The API's flag; rows read on the server have none, their percentage says it. */
  discount?: boolean;
}

/** A discount counts only when flagged (where a flag exists), positive, and actually lowers the price. */
export function hasDiscount(item: DiscountedPriceFields): boolean {
  return (
    item.discount !== false &&
    item.discountPercentage > 0 &&
    item.discountPrice >= 0 &&
    item.discountPrice < item.price
  );
}

/** The price the customer pays for one unit: the discount price when a discount counts. */
export function effectivePrice(item: DiscountedPriceFields): number {
  return hasDiscount(item) ? item.discountPrice : item.price;
}

/** A public answer's price fields: no amounts for a 'Price on request' painting (decision 0089). */
export interface ShownPriceFields {
  price: number | null;
  discountPrice: number | null;
  discountPercentage: number;
  discount?: boolean;
}

/** The price a public answer shows, or null where the owner put it on request (decision 0089). */
export function shownPrice(item: ShownPriceFields): DiscountedPriceFields | null {
  if (item.price === null || item.discountPrice === null) return null;
  return {
    price: item.price,
    discountPrice: item.discountPrice,
    discountPercentage: item.discountPercentage,
    ...(item.discount === undefined ? {} : { discount: item.discount }),
  };
}
