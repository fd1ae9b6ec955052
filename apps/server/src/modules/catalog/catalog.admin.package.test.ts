import { PACKAGE_DEFAULTS, productPackageMessages as m, type AdminProduct } from '@artshop/shared';
import { describe, expect, it } from 'vitest';
import { useProductFormClient } from '../../test/product-form-client';

/** The parcel (packed weight and box) on the admin's product add and edit (decision 0094). */

const fields = {
  title: 'Elephant family on a river stone',
  description: 'Hand painted with acrylics and varnished',
  price: '1499',
  bgColor: '#f4e1c1',
  type: 'stoneArt',
};

describe('parcel of a product (admin)', () => {
  const { add, edit } = useProductFormClient(fields);

  it("ships a product as its type's default until the admin weighs and measures it", async () => {
    const stone = (await add()).json().product as AdminProduct;
    expect(stone.package).toEqual(PACKAGE_DEFAULTS.stoneArt);
    const painting = (await add({ type: 'painting' })).json().product as AdminProduct;
    expect(painting.package).toEqual(PACKAGE_DEFAULTS.painting);
  });

  it('stores the figures the form sends, keeps them on an edit that leaves them out, and a blank goes back to the default', async () => {
    const response = await add({
      packageWeightGrams: '650',
      packageLengthCm: '18',
      packageBreadthCm: '14',
      packageHeightCm: '9',
    });
    expect(response.statusCode, response.body).toBe(201);
    const product = response.json().product as AdminProduct;
    expect(product.package).toEqual({ weightGrams: 650, lengthCm: 18, breadthCm: 14, heightCm: 9 });

    const kept = await edit(product.id, { packageHeightCm: '12' });
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json().product.package).toEqual({
      weightGrams: 650,
      lengthCm: 18,
      breadthCm: 14,
      heightCm: 12,
    });

    const blank = await edit(product.id, { packageWeightGrams: '' });
    expect(blank.json().product.package).toMatchObject({
      weightGrams: PACKAGE_DEFAULTS.stoneArt.weightGrams,
      heightCm: 12,
    });
  });

  it('refuses a weight or a side that is not a whole number in range, with the field rule', async () => {
    for (const [field, value, message] of [
      ['packageWeightGrams', '0', m.weightInvalid],
      ['packageWeightGrams', '1.5', m.weightInvalid],
      ['packageWeightGrams', '50001', m.weightInvalid],
      ['packageLengthCm', 'long', m.sideInvalid],
      ['packageHeightCm', '201', m.sideInvalid],
    ] as const) {
      const response = await add({ [field]: value });
      expect([response.statusCode, response.json().message]).toEqual([400, message]);
    }
  });
});
