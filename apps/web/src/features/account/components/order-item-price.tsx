import { formatINR, toPaise, toRupees, type Order, type Totals } from '@artshop/shared';

/**
 * An ordered item's price: the unit price, and for more than one the line's total beside it
 * ('₹1,200 × 2' over '₹2,400'), so the lines add up to the order (decision 0083).
 */
export function OrderItemPrice({ unitPrice, quantity }: { unitPrice: number; quantity: number }) {
  if (quantity <= 1) return <p className="font-medium text-ink">{formatINR(unitPrice)}</p>;
  return (
    <div className="text-right">
      <p className="font-medium text-ink">{formatINR(toRupees(toPaise(unitPrice) * quantity))}</p>
      <p className="text-sm text-ink-soft">
        {formatINR(unitPrice)} × {quantity}
      </p>
    </div>
  );
}

/** An order's stored amounts as the shared summary rows read them, in paise. */
export function orderTotals(order: Order): Totals {
  return {
    subtotalPaise: toPaise(order.subtotal),
    discountPaise: toPaise(order.discount),
    welcomeOfferPaise: toPaise(order.welcomeOffer),
    couponPaise: toPaise(order.couponDiscount),
    deliveryPaise: toPaise(order.delivery),
    totalPaise: toPaise(order.pay),
  };
}
