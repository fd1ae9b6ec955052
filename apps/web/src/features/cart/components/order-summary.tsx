import { codMessages, formatINR, summaryRows, toRupees, type Totals } from '@artshop/shared';

interface OrderSummaryProps {
  totals: Totals;
  couponCode: string | null;
  /** Cash on delivery's fee when it is chosen (decision 0099): a line of its own, in the total. */
  codFeePaise?: number;
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

/**
 * The order summary, every figure from the shared `computeTotals` (DESIGN section 4 'Totals'), in
 * one order that adds up: the MRP, each saving taken off it, delivery, then what is paid (decision
 * 0083).
 */
export function OrderSummary({ totals, couponCode, codFeePaise = 0 }: OrderSummaryProps) {
  return (
    <section aria-labelledby="order-summary-title">
      <h2 id="order-summary-title" className="mb-2 text-lg font-semibold">
        Order Summary
      </h2>
      <dl aria-label="Order summary">
        {summaryRows(totals, couponCode).map((row) => (
          <Row
            key={row.key}
            label={row.label}
            value={`${row.sign < 0 ? '-' : ''}${rupees(row.paise)}`}
          />
        ))}
        {codFeePaise > 0 && <Row label={codMessages.feeLine} value={rupees(codFeePaise)} />}
        <div className="mt-2 flex justify-between border-t pt-2 font-semibold">
          <dt>Total</dt>
          <dd>{rupees(totals.totalPaise + codFeePaise)}</dd>
        </div>
      </dl>
    </section>
  );
}
