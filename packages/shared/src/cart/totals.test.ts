import { describe, expect, it } from 'vitest';
import { ADMIN_COUPON_DISCOUNT_MAX } from '../admin/admin-coupons.schema';
import { ADMIN_PRODUCT_PRICE_MAX } from '../admin/admin-products.schema';
import { formatINR, toPaise, toRupees } from '../money';
import { orderMessages } from '../orders/orders.messages';
import {
  CART_QUANTITY_MAX,
  DELIVERY_FEE_PAISE,
  INT4_MAX,
  ORDER_AMOUNT_MAX_PAISE,
} from './cart.constants';
import { computeTotals, indiaDate, isCouponExpired, summaryRows } from './totals';

const line = (pricePaise: number, effectivePricePaise: number, quantity: number) => ({
  pricePaise,
  effectivePricePaise,
  quantity,
});

describe('computeTotals', () => {
  it('charges only the delivery fee for an empty cart, whatever the offers', () => {
    expect(computeTotals({ lines: [], isFirstOrder: true, couponPaise: 10_000 })).toEqual({
      subtotalPaise: 0,
      discountPaise: 0,
      welcomeOfferPaise: 0,
      couponPaise: 0,
      deliveryPaise: 5000,
      totalPaise: 5000,
    });
  });

  it('sums effective prices times quantity and the Discount line separately', () => {
    const totals = computeTotals({
      lines: [line(150_000, 135_000, 2), line(80_000, 80_000, 1)],
      isFirstOrder: false,
      couponPaise: null,
    });
    expect(totals).toEqual({
      subtotalPaise: 350_000,
      discountPaise: 30_000,
      welcomeOfferPaise: 0,
      couponPaise: 0,
      deliveryPaise: DELIVERY_FEE_PAISE,
      totalPaise: 355_000,
    });
  });

  it('gives 20% of the subtotal on a first order, rounded to whole rupees (decision 0083)', () => {
    // 20% of ₹1,349 is ₹269.80 -> ₹270.
    const up = computeTotals({
      lines: [line(149_900, 134_900, 1)],
      isFirstOrder: true,
      couponPaise: null,
    });
    expect(up.welcomeOfferPaise).toBe(27_000);
    expect(up.totalPaise).toBe(134_900 - 27_000 + 5000);
    // 20% of ₹1,001 is ₹200.20 -> ₹200.
    const down = computeTotals({
      lines: [line(100_100, 100_100, 1)],
      isFirstOrder: true,
      couponPaise: null,
    });
    expect(down.welcomeOfferPaise).toBe(20_000);
    expect(down.totalPaise % 100).toBe(0);
  });

  it('computes the welcome offer on the discounted subtotal, not the list price', () => {
    const totals = computeTotals({
      lines: [line(100_000, 90_000, 1)],
      isFirstOrder: true,
      couponPaise: null,
    });
    expect(totals.welcomeOfferPaise).toBe(18_000);
    expect(totals.totalPaise).toBe(90_000 - 18_000 + 5000);
  });

  it('applies both the welcome offer and a coupon', () => {
    const totals = computeTotals({
      lines: [line(100_000, 100_000, 1)],
      isFirstOrder: true,
      couponPaise: 10_000,
    });
    expect(totals).toMatchObject({ welcomeOfferPaise: 20_000, couponPaise: 10_000 });
    expect(totals.totalPaise).toBe(100_000 - 20_000 - 10_000 + 5000);
  });

  it('never applies more coupon than is left after the welcome offer', () => {
    const totals = computeTotals({
      lines: [line(10_000, 10_000, 1)],
      isFirstOrder: true,
      couponPaise: 50_000,
    });
    expect(totals.welcomeOfferPaise).toBe(2000);
    expect(totals.couponPaise).toBe(8000);
    expect(totals.totalPaise).toBe(5000);
  });

  it('caps a coupon larger than the subtotal without a welcome offer', () => {
    const totals = computeTotals({
      lines: [line(10_000, 10_000, 2)],
      isFirstOrder: false,
      couponPaise: 20_001,
    });
    expect(totals.couponPaise).toBe(20_000);
    expect(totals.totalPaise).toBe(DELIVERY_FEE_PAISE);
  });

  it('applies a coupon exactly equal to what is left in full', () => {
    const totals = computeTotals({
      lines: [line(10_000, 10_000, 1)],
      isFirstOrder: false,
      couponPaise: 10_000,
    });
    expect(totals.couponPaise).toBe(10_000);
    expect(totals.totalPaise).toBe(5000);
  });

  it('treats a negative coupon amount as none', () => {
    const totals = computeTotals({
      lines: [line(10_000, 10_000, 1)],
      isFirstOrder: false,
      couponPaise: -500,
    });
    expect(totals.couponPaise).toBe(0);
    expect(totals.totalPaise).toBe(15_000);
  });
});

describe('isCouponExpired (India day, Asia/Kolkata)', () => {
  // 18:30Z is midnight in India (UTC+05:30).
  it('is valid through the last minute of its expiry day in India', () => {
    expect(isCouponExpired('2026-11-22', new Date('2026-11-22T18:29:59Z'))).toBe(false);
  });

  it('has expired from midnight India time after its expiry day', () => {
    expect(isCouponExpired('2026-11-22', new Date('2026-11-22T18:30:00Z'))).toBe(true);
    expect(isCouponExpired('2026-11-22', new Date('2026-11-22T18:31:00Z'))).toBe(true);
  });

  it('is already valid on its day when the UTC date is still the day before', () => {
    // 2026-11-21T19:00Z is 00:30 on 22 November in India.
    expect(isCouponExpired('2026-11-22', new Date('2026-11-21T19:00:00Z'))).toBe(false);
  });

  it('is valid before its expiry day and expired days after', () => {
    expect(isCouponExpired('2026-12-31', new Date('2026-11-22T10:00:00Z'))).toBe(false);
    expect(isCouponExpired('2026-01-01', new Date('2026-11-22T10:00:00Z'))).toBe(true);
  });

  it('crosses month and year ends correctly', () => {
    expect(indiaDate(new Date('2026-12-31T18:30:00Z'))).toBe('2027-01-01');
    expect(isCouponExpired('2026-12-31', new Date('2026-12-31T18:29:00Z'))).toBe(false);
    expect(isCouponExpired('2026-12-31', new Date('2026-12-31T18:30:00Z'))).toBe(true);
  });
});

describe('amounts fit the integer paise columns', () => {
  it('keeps every single amount an admin can enter, and the order ceiling, inside int4', () => {
    expect(toPaise(ADMIN_PRODUCT_PRICE_MAX)).toBeLessThanOrEqual(INT4_MAX);
    expect(toPaise(ADMIN_COUPON_DISCOUNT_MAX)).toBeLessThanOrEqual(INT4_MAX);
    expect(ORDER_AMOUNT_MAX_PAISE + DELIVERY_FEE_PAISE).toBeLessThanOrEqual(INT4_MAX);
  });

  it('needs the ceiling: a full line of the priciest piece would overflow the column', () => {
    expect(toPaise(ADMIN_PRODUCT_PRICE_MAX) * CART_QUANTITY_MAX).toBeGreaterThan(INT4_MAX);
  });

  it('names the ceiling in its message as the shop writes money', () => {
    expect(orderMessages.amountTooLarge).toContain(formatINR(toRupees(ORDER_AMOUNT_MAX_PAISE)));
  });
});

describe('summaryRows (decision 0083)', () => {
  it('lists MRP, the savings and delivery in an order whose signed sum is the total', () => {
    const totals = computeTotals({
      lines: [line(149_900, 134_900, 2), line(80_000, 80_000, 1)],
      isFirstOrder: true,
      couponPaise: 10_000,
    });
    const rows = summaryRows(totals, 'DIWALI');
    expect(rows.map((row) => [row.label, row.sign * row.paise])).toEqual([
      ['MRP', 379_800],
      ['Discount', -30_000],
      ['Welcome offer (20%)', -70_000],
      ['Coupon (DIWALI)', -10_000],
      ['Delivery', 5000],
    ]);
    expect(rows.reduce((sum, row) => sum + row.sign * row.paise, 0)).toBe(totals.totalPaise);
  });

  it('leaves out savings that take nothing off', () => {
    const totals = computeTotals({
      lines: [line(80_000, 80_000, 1)],
      isFirstOrder: false,
      couponPaise: null,
    });
    expect(summaryRows(totals, null).map((row) => row.key)).toEqual(['mrp', 'delivery']);
  });
});
