import type { AdminCoupon } from '@artshop/shared';
import { describe, expect, it } from 'vitest';
import {
  couponStats,
  formatExpiryDate,
  isActiveNow,
  searchCoupons,
  tableStatus,
} from './coupon-status';

const coupon = (code: string, discount: number, expiryDate: string): AdminCoupon => ({
  id: code,
  code,
  discount,
  expiryDate,
  maxUses: null,
  maxUsesPerCustomer: null,
  uses: 0,
  heldUses: 0,
  createdAt: '2026-01-01T00:00:00.000Z',
});

// 18:30 UTC is midnight in India.
const lastMinuteOfTheDay = new Date('2026-11-22T18:29:00Z');
const nextIndianDay = new Date('2026-11-22T18:30:00Z');

describe('the Active / Expired rules', () => {
  it('counts a coupon Active in the stat cards until the end of its expiry day in India', () => {
    const today = coupon('TODAY', 100, '2026-11-22');
    expect(isActiveNow(today, new Date('2026-11-22T05:00:00Z'))).toBe(true);
    expect(isActiveNow(today, lastMinuteOfTheDay)).toBe(true);
    // 'Expired at or before now': exactly at the expiry moment it has expired.
    expect(isActiveNow(today, nextIndianDay)).toBe(false);
  });

  it('shows the table status by day start, agreeing with the stat cards', () => {
    const today = coupon('TODAY', 100, '2026-11-22');
    expect(tableStatus(today, lastMinuteOfTheDay)).toBe('Active');
    expect(tableStatus(today, nextIndianDay)).toBe('Expired');
    expect(tableStatus(coupon('OLD', 1, '2020-01-01'), lastMinuteOfTheDay)).toBe('Expired');
    expect(tableStatus(coupon('LATER', 1, '2099-01-01'), nextIndianDay)).toBe('Active');
  });

  it('counts total, active and expired', () => {
    const list = [
      coupon('A', 1, '2026-11-22'),
      coupon('B', 1, '2026-11-21'),
      coupon('C', 1, '2099-01-01'),
    ];
    expect(couponStats(list, lastMinuteOfTheDay)).toEqual({ total: 3, active: 2, expired: 1 });
    expect(couponStats(list, nextIndianDay)).toEqual({ total: 3, active: 1, expired: 2 });
  });
});

describe('searchCoupons', () => {
  const list = [coupon('SUMMER20', 200, '2099-01-01'), coupon('Diwali', 1500, '2099-01-01')];

  it('matches the code in any case or the discount amount', () => {
    expect(searchCoupons(list, 'summer').map((c) => c.code)).toEqual(['SUMMER20']);
    expect(searchCoupons(list, 'DIWA').map((c) => c.code)).toEqual(['Diwali']);
    expect(searchCoupons(list, '1500').map((c) => c.code)).toEqual(['Diwali']);
    expect(searchCoupons(list, '20').map((c) => c.code)).toEqual(['SUMMER20']);
    expect(searchCoupons(list, '  ')).toHaveLength(2);
    expect(searchCoupons(list, 'nothing')).toEqual([]);
  });
});

it('formats an expiry date as a calendar day', () => {
  expect(formatExpiryDate('2099-12-31')).toBe('31 Dec 2099');
});
