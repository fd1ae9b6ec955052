import { artworkSizeMessages as m, type AdminProduct } from '@artshop/shared';
import { describe, expect, it } from 'vitest';
import { useProductFormClient } from '../../test/product-form-client';

/** A work's own width and height in cm on the admin's add and edit, and in the answers (decision 0121). */

const fields = {
  title: 'Backwaters at dusk',
  description: 'Acrylic on canvas',
  price: '42000',
  bgColor: '#fde8d7',
  type: 'painting',
};

describe("a work's width and height (admin)", () => {
  const { add, edit, app } = useProductFormClient(fields);

  it('stores them to the millimetre, keeps them when an edit leaves them out, clears them when blank; the shop answer carries them', async () => {
    const first = await add();
    expect(first.statusCode, first.body).toBe(201);
    const unknown = first.json().product as AdminProduct;
    expect([unknown.widthCm, unknown.heightCm]).toEqual([null, null]);

    const response = await add({ widthCm: '91.44', heightCm: '61' });
    expect(response.statusCode, response.body).toBe(201);
    const product = response.json().product as AdminProduct;
    expect([product.widthCm, product.heightCm]).toEqual([91.4, 61]);

    const shop = await app().app.inject({ method: 'GET', url: `/api/adminop/${product.id}` });
    expect(shop.statusCode, shop.body).toBe(200);
    expect(shop.json().data).toMatchObject({ widthCm: 91.4, heightCm: 61 });

    const kept = await edit(product.id, { heightCm: '70.25' });
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json().product).toMatchObject({ widthCm: 91.4, heightCm: 70.3 });

    const cleared = await edit(product.id, { widthCm: '', heightCm: ' ' });
    expect(cleared.json().product).toMatchObject({ widthCm: null, heightCm: null });
  });

  it('refuses a side that is not a positive number of centimetres up to the largest, with the rule', async () => {
    for (const [field, value] of [
      ['widthCm', '0'],
      ['widthCm', '-5'],
      ['heightCm', 'tall'],
      ['heightCm', '1000.1'],
      ['widthCm', '0.01'],
    ] as const) {
      const response = await add({ [field]: value });
      expect([field, value, response.statusCode, response.json().message]).toEqual([
        field,
        value,
        400,
        m.sideInvalid,
      ]);
    }
  });
});
