import { describe, expect, it } from 'vitest';
import { offerTotals } from './offer-totals';

const now = new Date('2026-03-10T06:00:00.000Z');
const coupon = { code: 'SAVE100', discount: 100, expiryDate: '2999-12-31' };

describe('offerTotals', () => {
  it("counts the offer's price once with its own delivery fee", () => {
    expect(offerTotals({ price: 12500, deliveryFee: 0 }, null, now, false)).toEqual({
      subtotalPaise: 12_500_00,
      discountPaise: 0,
      welcomeOfferPaise: 0,
      couponPaise: 0,
      deliveryPaise: 0,
      totalPaise: 12_500_00,
    });
  });

  it('takes the welcome offer and a live coupon off as for a cart', () => {
    const totals = offerTotals({ price: 1000, deliveryFee: 120.5 }, coupon, now, true);
    expect(totals.welcomeOfferPaise).toBe(200_00);
    expect(totals.couponPaise).toBe(100_00);
    expect(totals.deliveryPaise).toBe(120_50);
    expect(totals.totalPaise).toBe(700_00 + 120_50);
  });

  it('ignores a coupon past its expiry day', () => {
    const expired = { ...coupon, expiryDate: '2026-03-09' };
    expect(offerTotals({ price: 1000, deliveryFee: 50 }, expired, now, false).totalPaise).toBe(
      1050_00,
    );
  });
});
