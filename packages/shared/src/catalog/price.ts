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
