import { describe, expect, it } from 'vitest';
import {
  adminListedPrice,
  adminProductAddFieldsSchema,
  adminProductDetailsSchema,
  adminProductEditFieldsSchema,
  adminProductImageError,
  adminProductMessages as m,
} from './admin-products.schema';

const valid = {
  title: ' River stone ',
  description: 'Painted by hand',
  price: '1499.50',
  bgColor: '#A1B2C3',
  type: 'stoneArt',
  discount: 'true',
  discountPercentage: '12.5',
};

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('adminProductAddFieldsSchema', () => {
  it('parses the multipart text into trimmed values, paise-ready numbers and a lowercase colour', () => {
    expect(adminProductAddFieldsSchema.parse(valid)).toEqual({
      title: 'River stone',
      description: 'Painted by hand',
      price: 1499.5,
      bgColor: '#a1b2c3',
      type: 'stoneArt',
      discountPercentage: 12.5,
      isPremium: false,
      artist: undefined,
    });
  });

  it('ignores the percentage when there is no discount', () => {
    const parsed = adminProductAddFieldsSchema.parse({ ...valid, discount: 'false' });
    expect(parsed.discountPercentage).toBe(0);
  });

  it.each([
    [{ title: '  ' }, m.titleRequired],
    [{ description: '' }, m.descriptionRequired],
    [{ price: '0' }, m.priceInvalid],
    [{ price: '-5' }, m.priceInvalid],
    [{ price: 'abc' }, m.priceInvalid],
    [{ price: '' }, m.priceInvalid],
    [{ price: '10.123' }, m.priceInvalid],
    [{ bgColor: 'red' }, m.bgColorInvalid],
    [{ bgColor: '#12345' }, m.bgColorInvalid],
    [{ discountPercentage: '0' }, m.discountPercentageInvalid],
    [{ discountPercentage: '' }, m.discountPercentageInvalid],
    [{ discountPercentage: '101' }, m.discountPercentageInvalid],
    [{ type: 'sculpture' }, m.typeInvalid],
  ])('refuses %o with the spec message', (override, message) => {
    expect(firstMessage(adminProductAddFieldsSchema.safeParse({ ...valid, ...override }))).toBe(
      message,
    );
  });

  it('reports the first rule in the wizard order', () => {
    const result = adminProductAddFieldsSchema.safeParse({
      ...valid,
      title: '',
      discountPercentage: '',
    });
    expect(firstMessage(result)).toBe(m.titleRequired);
  });

  it('step 2 alone checks the discount rule', () => {
    const { title: _t, description: _d, ...details } = valid;
    expect(
      firstMessage(adminProductDetailsSchema.safeParse({ ...details, discountPercentage: '' })),
    ).toBe(m.discountPercentageInvalid);
  });
});

describe('adminProductEditFieldsSchema', () => {
  it.each([
    [{ title: '' }, m.editTitleRequired],
    [{ price: '0' }, m.priceInvalid],
    [{ discountPercentage: '-1' }, m.editDiscountRange],
    [{ discountPercentage: '100.5' }, m.editDiscountRange],
  ])('refuses %o with the spec message', (override, message) => {
    expect(
      firstMessage(
        adminProductEditFieldsSchema.safeParse({ title: 'A', price: '10', ...override }),
      ),
    ).toBe(message);
  });

  it('treats a missing percentage as no discount', () => {
    expect(adminProductEditFieldsSchema.parse({ title: 'A', price: '10' }).discountPercentage).toBe(
      0,
    );
  });
});

describe('adminListedPrice', () => {
  it('is price x (1 - percentage/100) in whole rupees, as the shop sells it (decision 0083)', () => {
    expect(adminListedPrice(1000, 0)).toBe(1000);
    expect(adminListedPrice(999, 33)).toBe(669);
    expect(adminListedPrice(1499.5, 12.5)).toBe(1312);
  });
});

describe('adminProductImageError', () => {
  it('takes JPEG, PNG, WebP and AVIF photos up to 20 MB (decision 0087)', () => {
    expect(adminProductImageError({ name: 'a.webp', type: 'image/webp', size: 10 })).toBeNull();
    expect(adminProductImageError({ name: 'a.jpg', type: 'image/jpeg', size: 10 })).toBeNull();
    expect(adminProductImageError({ name: 'a.png', type: 'image/png', size: 10 })).toBeNull();
    expect(adminProductImageError({ name: 'IMG_1.AVIF', type: '', size: 10 })).toBeNull();
    expect(adminProductImageError({ name: 'a.gif', type: 'image/gif', size: 10 })).toBe(
      m.imageTypeNotAccepted,
    );
    expect(adminProductImageError({ name: 'a.pdf', type: 'application/pdf', size: 10 })).toBe(
      m.imageTypeNotAccepted,
    );
    expect(
      adminProductImageError({ name: 'a.webp', type: 'image/webp', size: 20 * 1024 * 1024 + 1 }),
    ).toBe(m.imageTooLarge);
  });
});
