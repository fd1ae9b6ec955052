import { describe, expect, it } from 'vitest';
import {
  discountedPaise,
  formatCompactINR,
  formatINR,
  roundToRupeePaise,
  toPaise,
  toRupees,
} from './money';

describe('money', () => {
  it('converts rupees to paise without float drift', () => {
    expect(toPaise(1.005)).toBe(101);
    expect(toPaise(19.99)).toBe(1999);
    expect(toPaise(125000)).toBe(12500000);
    expect(toRupees(1999)).toBe(19.99);
  });

  it('rounds a discounted price to whole rupees (decision 0083)', () => {
    expect(discountedPaise(100000, 15)).toBe(85000);
    // ₹1,499 less 10% is ₹1,349.10: sold at ₹1,349.
    expect(discountedPaise(149_900, 10)).toBe(134_900);
    // ₹999.99 less 33.33% is ₹666.69: sold at ₹667.
    expect(discountedPaise(99999, 33.33)).toBe(66700);
    // Half a rupee rounds up: ₹1,619 less 50% is ₹809.50.
    expect(discountedPaise(161_900, 50)).toBe(81_000);
    expect(discountedPaise(50000, 0)).toBe(50000);
  });

  it('rounds paise to the nearest whole rupee', () => {
    expect(roundToRupeePaise(80_955)).toBe(81_000);
    expect(roundToRupeePaise(80_949)).toBe(80_900);
    expect(roundToRupeePaise(0)).toBe(0);
  });

  it('formats with the rupee sign and Indian grouping', () => {
    expect(formatINR(125000)).toBe('₹1,25,000');
    expect(formatINR(1499.5)).toBe('₹1,499.50');
    expect(formatINR(809.1)).toBe('₹809.10');
    expect(formatINR(1499.5, 2)).toBe('₹1,499.50');
    expect(formatINR(2500, 0)).toBe('₹2,500');
  });

  it('shortens rupees to lakh and crore for tight spaces', () => {
    expect(formatCompactINR(1941.84)).toBe('₹1,942');
    expect(formatCompactINR(99_999)).toBe('₹99,999');
    expect(formatCompactINR(99_999.6)).toBe('₹1L');
    expect(formatCompactINR(9_500_000)).toBe('₹95L');
    expect(formatCompactINR(9_999_600)).toBe('₹1Cr');
    expect(formatCompactINR(1_240_000)).toBe('₹12.4L');
    expect(formatCompactINR(12_000_000)).toBe('₹1.2Cr');
    expect(formatCompactINR(123_456_789_000)).toBe('₹12,345.7Cr');
    expect(formatCompactINR(-250_000)).toBe('-₹2.5L');
    expect(formatCompactINR(0)).toBe('₹0');
  });
});
