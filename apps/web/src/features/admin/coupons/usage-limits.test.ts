import { describe, expect, it } from 'vitest';
import { limitValue, limitValuesOf, usageSummary } from './usage-limits';

describe('usage limits of the coupon forms', () => {
  it('reads an empty field as unlimited and anything else as a number for the server to judge', () => {
    expect(limitValue('')).toBeNull();
    expect(limitValue('  ')).toBeNull();
    expect(limitValue('25')).toBe(25);
    expect(limitValue('2.5')).toBe(2.5);
  });

  it('fills the edit form from the coupon, empty for unlimited', () => {
    expect(limitValuesOf({ maxUses: 10, maxUsesPerCustomer: null })).toEqual({
      maxUses: '10',
      maxUsesPerCustomer: '',
    });
  });

  it('sums up the uses against the limits, with what is held in checkouts', () => {
    expect(usageSummary({ uses: 3, heldUses: 0, maxUses: null, maxUsesPerCustomer: null })).toEqual(
      { main: '3 / Unlimited', notes: [] },
    );
    expect(usageSummary({ uses: 3, heldUses: 2, maxUses: 10, maxUsesPerCustomer: 1 })).toEqual({
      main: '3 / 10',
      notes: ['1 per customer', '+2 in checkout'],
    });
  });
});
