import {
  computeTotals,
  effectivePrice,
  isCouponExpired,
  toPaise,
  type CartItem,
  type Coupon,
  type Totals,
  type TotalsLine,
} from '@artshop/shared';

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

/**
 * The cart page's and the checkout's figures. `isFirstOrder` is the server's word (the cart
 * response), so the welcome offer shows exactly when the server will grant it.
 */
export function cartTotals(
  items: readonly CartItem[],
  coupon: Coupon | null,
  now: Date,
  isFirstOrder: boolean,
): Totals {
  const live = liveCoupon(coupon, now);
  return computeTotals({
    lines: items.map(totalsLine),
    isFirstOrder,
    couponPaise: live ? toPaise(live.discount) : null,
  });
}
