import { productProvenanceMessages as m, type AdminProduct } from '@artshop/shared';
import { describe, expect, it } from 'vitest';
import { useProductFormClient } from '../../test/product-form-client';

/**
 * Medium, year made and 'signed' on the admin's product add and edit: what a certificate of
 * authenticity prints, and whether a stone art piece gets one (decision 0119).
 */

const fields = {
  title: 'Nandi on a river stone',
  description: 'Hand painted with acrylics and varnished',
  price: '1499',
  bgColor: '#f4e1c1',
  type: 'stoneArt',
};

describe('provenance of a product (admin)', () => {
  const { add, edit } = useProductFormClient(fields);

  it('stores medium, year and signed; an edit keeps what it leaves out and a blank clears', async () => {
    const plain = (await add()).json().product as AdminProduct;
    expect(plain.provenance).toEqual({ medium: null, yearMade: null, signed: false });

    const response = await add({
      medium: 'Acrylic on river stone',
      yearMade: '2025',
      signed: 'true',
    });
    expect(response.statusCode, response.body).toBe(201);
    const product = response.json().product as AdminProduct;
    expect(product.provenance).toEqual({
      medium: 'Acrylic on river stone',
      yearMade: 2025,
      signed: true,
    });

    const kept = await edit(product.id, { yearMade: '2024' });
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json<{ product: AdminProduct }>().product.provenance).toEqual({
      medium: 'Acrylic on river stone',
      yearMade: 2024,
      signed: true,
    });
    const cleared = await edit(product.id, { medium: '', yearMade: '', signed: 'false' });
    expect(cleared.json<{ product: AdminProduct }>().product.provenance).toEqual({
      medium: null,
      yearMade: null,
      signed: false,
    });
  });

  it('refuses a year that is not a past year, a long medium and a signed that is not a flag', async () => {
    const nextYears = String(new Date().getFullYear() + 2);
    for (const [field, value, message] of [
      ['yearMade', '99', m.yearInvalid],
      ['yearMade', '2020.5', m.yearInvalid],
      ['yearMade', nextYears, m.yearInvalid],
      ['yearMade', 'last year', m.yearInvalid],
      ['medium', 'x'.repeat(101), m.mediumTooLong],
      ['signed', 'yes', m.signedInvalid],
    ] as const) {
      const response = await add({ [field]: value });
      expect(response.statusCode, `${field}=${value}`).toBe(400);
      expect(response.json().message).toBe(message);
    }
  });
});
