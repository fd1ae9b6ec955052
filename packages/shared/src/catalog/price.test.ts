import { describe, expect, it } from 'vitest';
import { effectivePrice, hasDiscount } from './price';

const base = { price: 1000, discountPrice: 800, discountPercentage: 20 };

describe('effectivePrice', () => {
  it('is the discount price when a discount is set and lowers the price', () => {
    expect(effectivePrice({ ...base, discount: true })).toBe(800);
    expect(hasDiscount({ ...base, discount: true })).toBe(true);
  });

  it('reads the percentage when there is no flag (rows on the server)', () => {
    expect(effectivePrice(base)).toBe(800);
    expect(effectivePrice({ ...base, discountPercentage: 0 })).toBe(1000);
  });

  it('ignores a discount price when the flag is off', () => {
    expect(effectivePrice({ ...base, discount: false })).toBe(1000);
  });

  it('ignores a zero or negative percentage even with the flag on', () => {
    expect(effectivePrice({ ...base, discount: true, discountPercentage: 0 })).toBe(1000);
    expect(effectivePrice({ ...base, discount: true, discountPercentage: -5 })).toBe(1000);
  });

  it('never charges more, or the same, as a "discount"', () => {
    expect(hasDiscount({ ...base, discountPrice: 1000 })).toBe(false);
    expect(effectivePrice({ ...base, discountPrice: 1200 })).toBe(1000);
  });

  it('accepts a 100% discount (free) but not a negative price', () => {
    expect(effectivePrice({ ...base, discountPrice: 0, discountPercentage: 100 })).toBe(0);
    expect(effectivePrice({ ...base, discountPrice: -1 })).toBe(1000);
  });

  it('works in rupees with paise as well as in integer paise', () => {
    expect(effectivePrice({ price: 809.1, discountPrice: 728.19, discountPercentage: 10 })).toBe(
      728.19,
    );
  });
});
