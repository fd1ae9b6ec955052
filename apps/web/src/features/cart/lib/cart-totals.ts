import {
  computeTotals,
  isCouponExpired,
  toPaise,
  type CartItem,
  type Coupon,
  type Totals,
  type TotalsLine,
} from '@artshop/shared';

/**
 * There is no orders API on the web side yet, so the cart shows every customer the 20% welcome
 * offer as if this were their first order. The server alone decides at checkout what is charged.
 */
export const SHOW_WELCOME_OFFER_TO_EVERY_CUSTOMER = true;

/** A product discount counts only when flagged and actually lowers the price. */
export function effectivePrice(item: CartItem): number {
  return item.discount && item.discountPercentage > 0 && item.discountPrice < item.price
    ? item.discountPrice
    : item.price;
}

export function totalsLine(item: CartItem): TotalsLine {
  return {
    pricePaise: toPaise(item.price),
    effectivePricePaise: toPaise(effectivePrice(item)),
    quantity: item.quantity,
  };
}

/** A coupon counts while valid; past its expiry day (India time) it counts as none. */
export function liveCoupon(coupon: Coupon | null, now: Date): Coupon | null {
  return coupon && !isCouponExpired(coupon.expiryDate, now) ? coupon : null;
}

export function cartTotals(items: readonly CartItem[], coupon: Coupon | null, now: Date): Totals {
  const live = liveCoupon(coupon, now);
  return computeTotals({
    lines: items.map(totalsLine),
    isFirstOrder: SHOW_WELCOME_OFFER_TO_EVERY_CUSTOMER,
    couponPaise: live ? toPaise(live.discount) : null,
  });
}
