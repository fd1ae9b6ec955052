import { productSizeMessages, type AdminProduct } from '@artshop/shared';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { cartLines } from '../../db/schema';
import { buildAdminTestApp, type AdminTestApp } from '../../test/build-admin-test-app';
import { multipartPayload, type MultipartFile } from '../../test/multipart-payload';
import { useTestApp } from '../../test/use-test-app';
import { createSignedInCustomer } from '../../test/factories/users';

// Decision 0082: the add and edit forms manage a product's sizes. The form's price and discount are
// the own size's; `size` names it, `weightGrams` weighs it, `otherSizes` (JSON) lists the rest.

const fields = {
  title: 'Lotus pebble',
  description: 'Hand painted',
  price: '1499',
  bgColor: '#f4e1c1',
  type: 'stoneArt',
  discount: 'false',
};

let mainImage: MultipartFile;
beforeAll(async () => {
  const data = await sharp({
    create: { width: 64, height: 48, channels: 3, background: '#b85c38' },
  })
    .webp()
    .toBuffer();
  mainImage = { name: 'mainImage', filename: 'main.webp', contentType: 'image/webp', data };
});

describe('admin product sizes', () => {
  let a: AdminTestApp;
  useTestApp(buildAdminTestApp, (built) => (a = built));

  const asAdmin = (
    method: 'POST' | 'PUT',
    url: string,
    form: ReturnType<typeof multipartPayload>,
  ) =>
    a.t.app.inject({
      method,
      url,
      payload: form.payload,
      headers: { ...form.headers, cookie: a.admin },
    });
  const add = (extra: Record<string, string>) =>
    asAdmin(
      'POST',
      '/api/adminop/add',
      multipartPayload({ ...fields, ...extra }, [
        mainImage,
        { ...mainImage, name: 'sidebarImage1' },
        { ...mainImage, name: 'sidebarImage2' },
      ]),
    );
  const edit = (id: string, extra: Record<string, string>) =>
    asAdmin(
      'PUT',
      `/api/adminop/edit/${id}`,
      multipartPayload({ title: fields.title, price: '1499', ...extra }),
    );
  const sizesOf = (product: AdminProduct) =>
    product.sizes.map(({ label, price, discountPrice, weightGrams }) => ({
      label,
      price,
      discountPrice,
      weightGrams,
    }));

  it('adds a product in its own size and the others, each with its own price', async () => {
    const response = await add({
      size: '4 x 3 inches',
      weightGrams: '250',
      otherSizes: JSON.stringify([
        { label: '6 x 5 inches', price: '2999', discountPercentage: '10', weightGrams: '800' },
        { label: '5 x 3 inches', price: 1999, discountPercentage: '', weightGrams: '' },
      ]),
    });
    expect(response.statusCode).toBe(201);
    const product = response.json().product as AdminProduct;
    expect(product).toMatchObject({ size: '4 x 3 inches', price: 1499, discount: false });
    expect(sizesOf(product)).toEqual([
      { label: '4 x 3 inches', price: 1499, discountPrice: 1499, weightGrams: 250 },
      { label: '6 x 5 inches', price: 2999, discountPrice: 2699, weightGrams: 800 },
      { label: '5 x 3 inches', price: 1999, discountPrice: 1999, weightGrams: null },
    ]);
  });

  it("gives a product added without sizes its own size alone, named by its type's default", async () => {
    const response = await add({});
    expect(response.statusCode).toBe(201);
    const product = response.json().product as AdminProduct;
    expect(product.size).toBeNull();
    expect(sizesOf(product)).toEqual([
      { label: '5 x 3 inches', price: 1499, discountPrice: 1499, weightGrams: null },
    ]);
  });

  it.each([
    [
      'two sizes of one name',
      { size: '4 x 3 inches', otherSizes: '[{"label":"4 X 3 inches","price":"10"}]' },
      productSizeMessages.labelTaken,
    ],
    [
      'a size without a name',
      { otherSizes: '[{"label":" ","price":"10"}]' },
      productSizeMessages.labelRequired,
    ],
    [
      'a size without a price',
      { otherSizes: '[{"label":"6 x 5 inches","price":"0"}]' },
      productSizeMessages.priceInvalid,
    ],
    [
      'a discount over 100%',
      { otherSizes: '[{"label":"6 x 5 inches","price":"10","discountPercentage":"120"}]' },
      productSizeMessages.discountInvalid,
    ],
    ['a weight in fractions', { weightGrams: '12.5' }, productSizeMessages.weightInvalid],
    ['sizes that are not JSON', { otherSizes: '[{"label":' }, productSizeMessages.unreadable],
    [
      'too many sizes',
      {
        otherSizes: JSON.stringify(
          Array.from({ length: 8 }, (_, i) => ({ label: `${i + 1} inches`, price: '10' })),
        ),
      },
      productSizeMessages.tooMany,
    ],
  ])('refuses %s with a clear 400', async (_label, extra, message) => {
    const response = await add(extra);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
  });

  it('edits sizes keeping their ids; a removed size takes its cart lines with it', async () => {
    const added = (
      await add({
        size: '4 x 3 inches',
        otherSizes: JSON.stringify([
          { label: '6 x 4 inches', price: '2199' },
          { label: '6 x 5 inches', price: '2999' },
        ]),
      })
    ).json().product as AdminProduct;
    const [own, medium, large] = added.sizes;
    const { user, cookie } = await createSignedInCustomer(a.t.db);
    for (const size of [own!, medium!, large!]) {
      const put = await a.t.app.inject({
        method: 'POST',
        url: '/api/user/cart/add',
        headers: { cookie },
        payload: { productId: added.id, quantity: 1, sizeId: size.id },
      });
      expect(put.statusCode).toBe(201);
    }

    // Without sizes fields the edit keeps them; the own size follows the form's price.
    const kept = (await edit(added.id, { price: '1599' })).json().product as AdminProduct;
    expect(kept.sizes.map((size) => [size.id, size.label, size.price])).toEqual([
      [own!.id, '4 x 3 inches', 1599],
      [medium!.id, '6 x 4 inches', 2199],
      [large!.id, '6 x 5 inches', 2999],
    ]);

    const response = await edit(added.id, {
      price: '1599',
      otherSizes: JSON.stringify([
        { id: large!.id, label: '6 x 5 inches', price: '3199', weightGrams: '800' },
      ]),
    });
    expect(response.statusCode).toBe(200);
    const edited = response.json().product as AdminProduct;
    expect(edited.sizes.map((size) => [size.id, size.label, size.price, size.weightGrams])).toEqual(
      [
        [own!.id, '4 x 3 inches', 1599, null],
        [large!.id, '6 x 5 inches', 3199, 800],
      ],
    );
    const lines = await a.t.db.select().from(cartLines).where(eq(cartLines.userId, user.id));
    expect(lines.map((line) => line.sizeId).sort()).toEqual([own!.id, large!.id].sort());
    const cart = await a.t.app.inject({
      method: 'GET',
      url: '/api/user/cart',
      headers: { cookie },
    });
    expect(
      cart.json().cartItems.map((item: { size: string; price: number }) => [item.size, item.price]),
    ).toEqual([
      ['4 x 3 inches', 1599],
      ['6 x 5 inches', 3199],
    ]);
  });
});
