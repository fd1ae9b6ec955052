import { computeTotals, toPaise, type Coupon, type Offer, type Totals } from '@artshop/shared';
import { liveCoupon } from './cart-totals';

/**
 * An offer's figures before it is accepted: its one line at the offer's price, the welcome offer
 * and coupon as for a cart, and the offer's own delivery fee instead of the usual one. The server
 * alone decides what is charged; the payment window shows its amount.
 */
export function offerTotals(
  offer: Pick<Offer, 'price' | 'deliveryFee'>,
  coupon: Coupon | null,
  now: Date,
  isFirstOrder: boolean,
): Totals {
  const live = liveCoupon(coupon, now);
  const pricePaise = toPaise(offer.price);
  const totals = computeTotals({
    lines: [{ pricePaise, effectivePricePaise: pricePaise, quantity: 1 }],
    isFirstOrder,
    couponPaise: live ? toPaise(live.discount) : null,
  });
  const deliveryPaise = toPaise(offer.deliveryFee);
  return {
    ...totals,
    deliveryPaise,
    totalPaise: totals.totalPaise - totals.deliveryPaise + deliveryPaise,
  };
}
