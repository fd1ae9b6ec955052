import { SHOP_CURRENCY } from './shop';

/**
 * Money helpers. Inside the system money is integer paise; the API speaks rupees as numbers with at
 * most 2 decimals (DESIGN section 3). Every conversion goes through these functions so that no
 * float arithmetic is done twice on the way.
 */

/** Rupees (as sent over the wire, at most 2 decimals) to integer paise. */
export function toPaise(rupees: number): number {
  // Round on the string form to avoid 1.005 * 100 = 100.49999 style errors.
  return Math.round(Number(`${rupees}e2`));
}

/** Integer paise to rupees for JSON. */
export function toRupees(paise: number): number {
  return paise / 100;
}

/** One rupee in paise. */
export const PAISE_PER_RUPEE = 100;

/** Paise rounded to the nearest whole rupee (half a rupee up). */
export function roundToRupeePaise(paise: number): number {
  return Math.round(paise / PAISE_PER_RUPEE) * PAISE_PER_RUPEE;
}

/**
 * price x (1 - percentage/100), in paise, rounded to the nearest whole rupee: a selling price after
 * a percentage discount is whole rupees, never ₹1,349.10
 * (docs/decisions/0083-whole-rupee-prices-and-one-money-format.md).
 */
export function discountedPaise(pricePaise: number, discountPercentage: number): number {
  if (!(discountPercentage > 0)) return pricePaise;
  return roundToRupeePaise((pricePaise * (100 - discountPercentage)) / 100);
}

const formatters = new Map<number, Intl.NumberFormat>();

/**
 * The shop's one money format (decision 0083): en-IN with the rupee sign and Indian grouping,
 * 125000 -> '₹1,25,000'; whole rupees show no decimals and any paise show both digits (₹809.10,
 * never ₹809.1), on every page alike. `decimals` is only for a column that must line up (the
 * invoice PDF's table).
 */
export function formatINR(rupees: number, decimals?: number): string {
  const digits = decimals ?? (Number.isInteger(rupees) ? 0 : 2);
  let f = formatters.get(digits);
  if (!f) {
    f = new Intl.NumberFormat('en-IN', {
      style: 'currency',
      currency: SHOP_CURRENCY,
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    });
    formatters.set(digits, f);
  }
  return f.format(rupees);
}

const LAKH = 100_000;
const CRORE = 10_000_000;
const oneDecimal = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 1 });
const roundToTenth = (value: number) => Math.round(value * 10) / 10;

/**
 * Rupees as a short figure for tight spaces (admin stat cards), in lakh and crore as Indian readers
 * expect: 1240000 -> '₹12.4L', 12000000 -> '₹1.2Cr', 1941.84 -> '₹1,942' (whole rupees below a
 * lakh). One decimal at most, none when it is 0. Show the exact `formatINR` figure with it (a
 * tooltip), since this one rounds.
 */
export function formatCompactINR(rupees: number): string {
  const sign = rupees < 0 ? '-' : '';
  const amount = Math.abs(rupees);
  if (Math.round(amount) < LAKH) return `${sign}${formatINR(Math.round(amount), 0)}`;
  if (amount >= CRORE) return `${sign}₹${oneDecimal.format(roundToTenth(amount / CRORE))}Cr`;
  const lakhs = roundToTenth(amount / LAKH);
  // 99.96 lakh rounds up to a crore: say so, never '₹100L'.
  return lakhs >= 100 ? `${sign}₹1Cr` : `${sign}₹${oneDecimal.format(lakhs)}L`;
}
