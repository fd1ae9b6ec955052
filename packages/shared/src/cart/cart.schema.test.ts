import { describe, expect, it } from 'vitest';
import { cartMessages } from './cart.messages';
import {
  addToCartSchema,
  couponCodeEntrySchema,
  couponCodeParamsSchema,
  updateCartSchema,
} from './cart.schema';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('addToCartSchema', () => {
  const valid = {
    productId: '00000000-0000-4000-8000-000000000000',
    quantity: 2,
    size: '6 x 4 inches',
  };

  it('accepts a product, a whole quantity and a size by name', () => {
    expect(addToCartSchema.parse(valid)).toEqual(valid);
  });

  it("accepts a size by its id, or no size at all (the product's own; decision 0082)", () => {
    const { size: _size, ...withoutSize } = valid;
    expect(addToCartSchema.parse({ ...withoutSize, sizeId: 'size-1' })).toEqual({
      ...withoutSize,
      sizeId: 'size-1',
    });
    expect(addToCartSchema.parse(withoutSize)).toEqual(withoutSize);
  });

  it.each([0, -1, 1.5, 100, '2', null])('refuses the quantity %s', (quantity) => {
    const result = addToCartSchema.safeParse({ ...valid, quantity });
    expect(result.success).toBe(false);
    expect(firstMessage(result)).toBe(cartMessages.quantityInvalid);
  });

  it.each(['', '   ', 'x'.repeat(41), 5])('refuses the size %s', (size) => {
    const result = addToCartSchema.safeParse({ ...valid, size });
    expect(result.success).toBe(false);
    expect(firstMessage(result)).toBe(cartMessages.sizeInvalid);
  });

  it('requires a productId', () => {
    const result = addToCartSchema.safeParse({ ...valid, productId: '' });
    expect(firstMessage(result)).toBe(cartMessages.productIdRequired);
  });

  it('names the whole body when it is not an object', () => {
    expect(firstMessage(addToCartSchema.safeParse(null))).toBe(cartMessages.addBody);
  });
});

describe('updateCartSchema', () => {
  it('takes a quantity and an optional size', () => {
    expect(updateCartSchema.parse({ quantity: 3 })).toEqual({ quantity: 3 });
    expect(updateCartSchema.parse({ quantity: 3, size: '4 x 3 inches' })).toEqual({
      quantity: 3,
      size: '4 x 3 inches',
    });
  });

  it('refuses a quantity below 1', () => {
    expect(firstMessage(updateCartSchema.safeParse({ quantity: 0 }))).toBe(
      cartMessages.quantityInvalid,
    );
  });
});

describe('couponCodeParamsSchema', () => {
  it('trims the code and refuses a blank one with the spec message', () => {
    expect(couponCodeParamsSchema.parse({ code: ' WELCOME ' })).toEqual({ code: 'WELCOME' });
    expect(firstMessage(couponCodeParamsSchema.safeParse({ code: '  ' }))).toBe(
      cartMessages.couponEmpty,
    );
  });
});

describe('couponCodeEntrySchema (the coupon form)', () => {
  it("takes a code of the admin's rule, trimmed", () => {
    expect(couponCodeEntrySchema.parse(' Diwali_2026-A ')).toBe('Diwali_2026-A');
  });

  it("refuses a code that cannot exist with 'Invalid coupon code', and a blank one as the spec says", () => {
    for (const code of ['AB', 'SAVE 10', 'SAVE10%', 'X'.repeat(33)]) {
      expect(firstMessage(couponCodeEntrySchema.safeParse(code))).toBe(cartMessages.couponInvalid);
    }
    expect(firstMessage(couponCodeEntrySchema.safeParse('  '))).toBe(cartMessages.couponEmpty);
  });
});
