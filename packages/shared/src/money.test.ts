import { describe, expect, it } from 'vitest';
import { discountedPaise, formatINR, toPaise, toRupees } from './money';

describe('money', () => {
  it('converts rupees to paise without float drift', () => {
    expect(toPaise(1.005)).toBe(101);
    expect(toPaise(19.99)).toBe(1999);
    expect(toPaise(125000)).toBe(12500000);
    expect(toRupees(1999)).toBe(19.99);
  });

  it('applies a percentage discount to the paisa', () => {
    expect(discountedPaise(100000, 15)).toBe(85000);
    expect(discountedPaise(99999, 33.33)).toBe(66669);
    expect(discountedPaise(50000, 0)).toBe(50000);
  });

  it('formats with the rupee sign and Indian grouping', () => {
    expect(formatINR(125000)).toBe('₹1,25,000');
    expect(formatINR(1499.5)).toBe('₹1,499.50');
    expect(formatINR(809.1)).toBe('₹809.10');
    expect(formatINR(1499.5, 2)).toBe('₹1,499.50');
    expect(formatINR(2500, 0)).toBe('₹2,500');
  });
});
