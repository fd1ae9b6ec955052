import { formatINR, toRupees, WELCOME_OFFER_PERCENT, type Totals } from '@artshop/shared';

interface OrderSummaryProps {
  totals: Totals;
  couponCode: string | null;
}

const rupees = (paise: number) => formatINR(toRupees(paise));

function Row({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex justify-between py-1">
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}

/** The order summary, every figure from the shared `computeTotals` (DESIGN section 4 'Totals'). */
export function OrderSummary({ totals, couponCode }: OrderSummaryProps) {
  return (
    <section aria-labelledby="order-summary-title">
      <h2 id="order-summary-title" className="mb-2 text-lg font-semibold">
        Order Summary
      </h2>
      <dl aria-label="Order summary">
        <Row label="Subtotal" value={rupees(totals.subtotalPaise)} />
        {totals.discountPaise > 0 && (
          <Row label="Discount" value={`-${rupees(totals.discountPaise)}`} />
        )}
        {totals.welcomeOfferPaise > 0 && (
          <Row
            label={`Welcome offer (${WELCOME_OFFER_PERCENT}%)`}
            value={`-${rupees(totals.welcomeOfferPaise)}`}
          />
        )}
        {couponCode && (
          <Row label={`Coupon (${couponCode})`} value={`-${rupees(totals.couponPaise)}`} />
        )}
        <Row label="Delivery" value={rupees(totals.deliveryPaise)} />
        <div className="mt-2 flex justify-between border-t pt-2 font-semibold">
          <dt>Total</dt>
          <dd>{rupees(totals.totalPaise)}</dd>
        </div>
      </dl>
      {totals.discountPaise > 0 && (
        <p className="mt-1 text-xs text-gray-500">The discount is already in the subtotal.</p>
      )}
    </section>
  );
}
