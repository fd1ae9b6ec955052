import { roundToRupeePaise } from '../money';
import { DELIVERY_FEE_PAISE, WELCOME_OFFER_PERCENT } from './cart.constants';

/** One cart line as the totals need it: prices in paise, `effectivePricePaise` the discounted price. */
export interface TotalsLine {
  pricePaise: number;
  effectivePricePaise: number;
  quantity: number;
}

export interface TotalsInput {
  lines: readonly TotalsLine[];
  /** The customer has no paid order yet: the 20% welcome offer applies. */
  isFirstOrder: boolean;
  /** The valid coupon's amount, or null without one (an expired coupon counts as none). */
  couponPaise: number | null;
}

export interface Totals {
  subtotalPaise: number;
  /** The 'Discount' line: what the product discounts saved; already inside the subtotal. */
  discountPaise: number;
  welcomeOfferPaise: number;
  /** The coupon as applied: never more than what is left after the welcome offer. */
  couponPaise: number;
  deliveryPaise: number;
  totalPaise: number;
}

/**
 * The one totals function (DESIGN section 4 'Totals') for the cart page, the checkout summary and
 * the server, which alone decides what is charged. All amounts are integer paise.
 */
export function computeTotals(input: TotalsInput): Totals {
  let subtotalPaise = 0;
  let discountPaise = 0;
  for (const line of input.lines) {
    subtotalPaise += line.effectivePricePaise * line.quantity;
    discountPaise += (line.pricePaise - line.effectivePricePaise) * line.quantity;
  }
  // Whole rupees, like the discounted prices it is taken from (decision 0083).
  const welcomeOfferPaise = input.isFirstOrder
    ? roundToRupeePaise((subtotalPaise * WELCOME_OFFER_PERCENT) / 100)
    : 0;
  const left = Math.max(0, subtotalPaise - welcomeOfferPaise);
  const couponPaise = Math.min(Math.max(0, input.couponPaise ?? 0), left);
  const deliveryPaise = DELIVERY_FEE_PAISE;
  return {
    subtotalPaise,
    discountPaise,
    welcomeOfferPaise,
    couponPaise,
    deliveryPaise,
    totalPaise: left - couponPaise + deliveryPaise,
  };
}

// India has kept UTC+05:30 without daylight saving since 1945.
const INDIA_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;

/** The calendar date in India (Asia/Kolkata) at `now`, as 'YYYY-MM-DD'. */
export function indiaDate(now: Date): string {
  return new Date(now.getTime() + INDIA_OFFSET_MS).toISOString().slice(0, 10);
}

/**
 * A coupon is valid through its whole expiry day in India time (DESIGN section 4): it has expired
 * once India's date is after `expiryDate` ('YYYY-MM-DD').
 */
export function isCouponExpired(expiryDate: string, now: Date): boolean {
  return indiaDate(now) > expiryDate;
}

/** One row of an order summary; `sign` says how it enters the total. */
export interface SummaryRow {
  key: 'mrp' | 'discount' | 'welcomeOffer' | 'coupon' | 'delivery';
  label: string;
  paise: number;
  sign: 1 | -1;
}

/**
 * The cart's and the checkout's summary rows in one order that adds up (decision 0083): the MRP
 * (list prices × quantity), each saving taken off it, then delivery; the rows' signed sum is the
 * total. Rows that take nothing off are left out.
 */
export function summaryRows(totals: Totals, couponCode: string | null): SummaryRow[] {
  const rows: SummaryRow[] = [
    { key: 'mrp', label: 'MRP', paise: totals.subtotalPaise + totals.discountPaise, sign: 1 },
  ];
  if (totals.discountPaise > 0) {
    rows.push({ key: 'discount', label: 'Discount', paise: totals.discountPaise, sign: -1 });
  }
  if (totals.welcomeOfferPaise > 0) {
    rows.push({
      key: 'welcomeOffer',
      label: `Welcome offer (${WELCOME_OFFER_PERCENT}%)`,
      paise: totals.welcomeOfferPaise,
      sign: -1,
    });
  }
  if (couponCode) {
    rows.push({
      key: 'coupon',
      label: `Coupon (${couponCode})`,
      paise: totals.couponPaise,
      sign: -1,
    });
  }
  rows.push({ key: 'delivery', label: 'Delivery', paise: totals.deliveryPaise, sign: 1 });
  return rows;
}
