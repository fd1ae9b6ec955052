import { describe, expect, it } from 'vitest';
import {
  adminCouponMessages as m,
  createCouponSchema,
  isCalendarDate,
  updateCouponLimitsSchema,
} from './admin-coupons.schema';

describe('isCalendarDate', () => {
  it.each(['2026-11-22', '2028-02-29', '2099-12-31'])('accepts %s', (value) => {
    expect(isCalendarDate(value)).toBe(true);
  });

  it.each(['2027-02-29', '2026-04-31', '2026-13-01', '2026-00-10', '26-11-22', '2026-11-22 ', ''])(
    'refuses %j',
    (value) => {
      expect(isCalendarDate(value)).toBe(false);
    },
  );
});

describe('createCouponSchema', () => {
  it('trims the code and the date and keeps the case of the code', () => {
    expect(
      createCouponSchema.parse({ code: ' Diwali_25 ', discount: 25, expiryDate: ' 2099-10-20 ' }),
    ).toEqual({ code: 'Diwali_25', discount: 25, expiryDate: '2099-10-20' });
  });

  it('names the first broken rule', () => {
    const first = (input: unknown) => createCouponSchema.safeParse(input).error?.issues[0]?.message;
    expect(first({ code: 'A-1', discount: 1, expiryDate: '2099-01-01' })).toBeUndefined();
    expect(first({ code: 'NEW', discount: 1.25, expiryDate: '2099-01-01' })).toBe(m.discountWhole);
    expect(first({ code: 'NEW', discount: null, expiryDate: '2099-01-01' })).toBe(m.discountNumber);
    expect(first({ code: 'NEW', discount: 1, expiryDate: '2099-02-29' })).toBe(m.expiryInvalid);
    expect(first('SUMMER20')).toBe(m.bodyRequired);
  });
});

describe('coupon usage limits', () => {
  const base = { code: 'LIMITED', discount: 10, expiryDate: '2099-01-01' };
  const first = (input: unknown) => createCouponSchema.safeParse(input).error?.issues[0]?.message;

  it('are optional: absent or null means unlimited', () => {
    expect(createCouponSchema.parse(base)).toEqual(base);
    expect(createCouponSchema.parse({ ...base, maxUses: null, maxUsesPerCustomer: 1 })).toEqual({
      ...base,
      maxUses: null,
      maxUsesPerCustomer: 1,
    });
    expect(updateCouponLimitsSchema.parse({})).toEqual({});
  });

  it('are whole numbers from 1, with the per-customer limit within the total', () => {
    expect(first({ ...base, maxUses: 0 })).toBe(m.maxUsesInvalid);
    expect(first({ ...base, maxUses: 1.5 })).toBe(m.maxUsesInvalid);
    expect(first({ ...base, maxUses: '' })).toBe(m.maxUsesInvalid);
    expect(first({ ...base, maxUsesPerCustomer: 0 })).toBe(m.maxUsesPerCustomerInvalid);
    expect(first({ ...base, maxUses: 1_000_001 })).toBe(m.maxUsesTooLarge);
    expect(first({ ...base, maxUses: 5, maxUsesPerCustomer: 6 })).toBe(m.perCustomerAboveTotal);
    expect(first({ ...base, maxUses: 5, maxUsesPerCustomer: 5 })).toBeUndefined();
    expect(updateCouponLimitsSchema.safeParse([]).error?.issues[0]?.message).toBe(m.limitsBody);
  });
});
