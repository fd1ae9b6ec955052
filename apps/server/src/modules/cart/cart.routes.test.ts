import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  CART_QUANTITY_MAX,
  cartMessages,
  productSizeMessages,
  type CartItem,
} from '@artshop/shared';
import { cartLines, products } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { useTestApp } from '../../test/use-test-app';
import { createProduct, productSize, type ProductOverrides } from '../../test/factories/catalog';
import { createOrder } from '../../test/factories/orders';
import { createSignedInCustomer } from '../../test/factories/users';

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

/** The spec's four sizes, all at one price: these tests are about lines, not prices. */
const CLASSIC_SIZES = ['5 x 3 inches', '4 x 3 inches', '6 x 4 inches', '6 x 5 inches'];

describe('cart API', () => {
  let t: TestApp;
  useTestApp(buildTestApp, (built) => (t = built));

  const call = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    cookie?: string,
    payload?: unknown,
  ) =>
    t.app.inject({
      method,
      url,
      headers: cookie ? { cookie } : {},
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  const add = (cookie: string | undefined, payload: unknown) =>
    call('POST', '/api/user/cart/add', cookie, payload);
  const getCart = async (cookie: string): Promise<CartItem[]> => {
    const response = await call('GET', '/api/user/cart', cookie);
    expect(response.statusCode).toBe(200);
    return (response.json() as { cartItems: CartItem[] }).cartItems;
  };
  /** Stone art in the four classic sizes, '5 x 3 inches' its own. */
  const createStone = (overrides: ProductOverrides = {}) => {
    const pricePaise = overrides.pricePaise ?? 150_000;
    const discountPercentage = overrides.discountPercentage ?? 0;
    return createProduct(t.db, {
      ...overrides,
      size: CLASSIC_SIZES[0],
      sizes: CLASSIC_SIZES.map((label) => productSize(label, pricePaise, { discountPercentage })),
    });
  };
  const lines = (items: CartItem[]) =>
    items.map(({ id, quantity, size }) => ({ id, quantity, size }));

  it('answers 401 on every cart call without a session', async () => {
    const product = await createStone();
    const responses = await Promise.all([
      call('GET', '/api/user/cart'),
      add(undefined, { productId: product.id, quantity: 1, size: '5 x 3 inches' }),
      add(undefined, {}),
      call('PUT', `/api/user/cart/${product.id}`, undefined, { quantity: 2 }),
      call('DELETE', `/api/user/cart/${product.id}`),
    ]);
    for (const response of responses) {
      expect(response.statusCode).toBe(401);
      expect(response.json().message).toBe('Please log in to continue.');
    }
  });

  it('starts empty and adds stone art with 201 and the whole cart', async () => {
    const { cookie } = await createSignedInCustomer(t.db);
    expect(await getCart(cookie)).toEqual([]);
    const product = await createStone({ pricePaise: 150_000, discountPercentage: 10 });

    const response = await add(cookie, {
      productId: product.id,
      quantity: 2,
      size: '6 x 4 inches',
    });
    expect(response.statusCode).toBe(201);
    const [item] = response.json().cartItems as CartItem[];
    expect(item).toMatchObject({
      id: product.id,
      title: product.title,
      type: 'stoneArt',
      price: 1500,
      discount: true,
      discountPercentage: 10,
      discountPrice: 1350,
      quantity: 2,
      size: '6 x 4 inches',
    });
    expect(await getCart(cookie)).toEqual([item]);
  });

  it('says on every cart call whether the welcome offer applies (no paid order yet)', async () => {
    const { user, cookie } = await createSignedInCustomer(t.db);
    const product = await createStone();
    const first = await add(cookie, { productId: product.id, quantity: 1, size: '5 x 3 inches' });
    expect(first.json().isFirstOrder).toBe(true);

    // Pending and failed orders keep the offer; only a paid one ends it.
    await createOrder(t.db, user.id, [{ product }], { paymentStatus: 'pending' });
    await createOrder(t.db, user.id, [{ product }], { paymentStatus: 'failed' });
    expect((await call('GET', '/api/user/cart', cookie)).json().isFirstOrder).toBe(true);

    await createOrder(t.db, user.id, [{ product }], { paymentStatus: 'success' });
    const responses = await Promise.all([
      call('GET', '/api/user/cart', cookie),
      add(cookie, { productId: product.id, quantity: 1, size: '5 x 3 inches' }),
      call('PUT', `/api/user/cart/${product.id}`, cookie, { quantity: 3 }),
    ]);
    for (const response of responses) expect(response.json().isFirstOrder).toBe(false);
    const removed = await call('DELETE', `/api/user/cart/${product.id}`, cookie);
    expect(removed.json()).toEqual({
      cartItems: [],
      isFirstOrder: false,
      coupon: null,
      couponNotice: null,
      removedItems: [],
    });
  });

  it('takes prices from the catalogue, never from the request', async () => {
    const { cookie } = await createSignedInCustomer(t.db);
    const product = await createStone({ pricePaise: 99_900 });
    const response = await add(cookie, {
      productId: product.id,
      quantity: 1,
      size: '5 x 3 inches',
      price: 1,
      discountPrice: 1,
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().cartItems[0]).toMatchObject({ price: 999, discountPrice: 999 });

    // A later catalogue price change shows in the cart.
    await t.db
      .update(products)
      .set({
        sizes: product.sizes.map((size) => ({
          ...size,
          pricePaise: 50_000,
          discountPricePaise: 50_000,
        })),
      })
      .where(eq(products.id, product.id));
    expect((await getCart(cookie))[0]).toMatchObject({ price: 500, discountPrice: 500 });
  });

  it('adds to the existing line of the same product and size, capped at the maximum', async () => {
    const { user, cookie } = await createSignedInCustomer(t.db);
    const product = await createStone();
    await add(cookie, { productId: product.id, quantity: 2, size: '4 x 3 inches' });
    const again = await add(cookie, { productId: product.id, quantity: 3, size: '4 x 3 inches' });
    expect(again.statusCode).toBe(201);
    expect(lines(again.json().cartItems)).toEqual([
      { id: product.id, quantity: 5, size: '4 x 3 inches' },
    ]);

    await add(cookie, { productId: product.id, quantity: CART_QUANTITY_MAX, size: '4 x 3 inches' });
    expect(lines(await getCart(cookie))).toEqual([
      { id: product.id, quantity: CART_QUANTITY_MAX, size: '4 x 3 inches' },
    ]);
    const rows = await t.db.select().from(cartLines).where(eq(cartLines.userId, user.id));
    expect(rows).toHaveLength(1);
  });

  it('merges simultaneous adds of the same line into one line', async () => {
    const { cookie } = await createSignedInCustomer(t.db);
    const product = await createStone();
    const responses = await Promise.all(
      Array.from({ length: 4 }, () =>
        add(cookie, { productId: product.id, quantity: 1, size: '5 x 3 inches' }),
      ),
    );
    expect(responses.map((response) => response.statusCode)).toEqual([201, 201, 201, 201]);
    expect(lines(await getCart(cookie))).toEqual([
      { id: product.id, quantity: 4, size: '5 x 3 inches' },
    ]);
  });

  it('keeps separate lines for different sizes, oldest first', async () => {
    const { cookie } = await createSignedInCustomer(t.db);
    const first = await createStone();
    const second = await createStone();
    await add(cookie, { productId: first.id, quantity: 1, size: '5 x 3 inches' });
    await add(cookie, { productId: second.id, quantity: 2, size: '6 x 5 inches' });
    await add(cookie, { productId: first.id, quantity: 3, size: '6 x 4 inches' });
    expect(lines(await getCart(cookie))).toEqual([
      { id: first.id, quantity: 1, size: '5 x 3 inches' },
      { id: second.id, quantity: 2, size: '6 x 5 inches' },
      { id: first.id, quantity: 3, size: '6 x 4 inches' },
    ]);
  });

  it('refuses a painting with 400 and adds nothing', async () => {
    const { cookie } = await createSignedInCustomer(t.db);
    const painting = await createProduct(t.db, { type: 'painting' });
    const response = await add(cookie, {
      productId: painting.id,
      quantity: 1,
      size: '5 x 3 inches',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      statusCode: 400,
      message: cartMessages.paintingNotAllowed,
    });
    expect(await getCart(cookie)).toEqual([]);
  });

  it.each([
    ['an unknown product', UNKNOWN_ID],
    ['a malformed id', 'not-a-uuid'],
  ])('answers 404 when adding %s', async (_label, productId) => {
    const { cookie } = await createSignedInCustomer(t.db);
    const response = await add(cookie, { productId, quantity: 1, size: '5 x 3 inches' });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe(cartMessages.productNotFound);
  });

  it.each([
    ['quantity 0', { quantity: 0 }, cartMessages.quantityInvalid],
    ['a negative quantity', { quantity: -2 }, cartMessages.quantityInvalid],
    ['a fractional quantity', { quantity: 1.5 }, cartMessages.quantityInvalid],
    ['a quantity as text', { quantity: 'two' }, cartMessages.quantityInvalid],
    ['a huge quantity', { quantity: 1e12 }, cartMessages.quantityInvalid],
    [
      'a size the product does not offer',
      { size: '10 x 10 inches' },
      productSizeMessages.unknownSize,
    ],
    ['an unknown size id', { sizeId: UNKNOWN_ID }, productSizeMessages.unknownSize],
    ['a blank size', { size: ' ' }, cartMessages.sizeInvalid],
    ['no productId', { productId: undefined }, cartMessages.productIdRequired],
  ])('answers 400 for %s', async (_label, change, message) => {
    const { cookie } = await createSignedInCustomer(t.db);
    const product = await createStone();
    const response = await add(cookie, {
      productId: product.id,
      quantity: 1,
      size: '5 x 3 inches',
      ...change,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
    expect(await getCart(cookie)).toEqual([]);
  });

  it('answers 400, not 500, for a body that is not an object or not JSON', async () => {
    const { cookie } = await createSignedInCustomer(t.db);
    const notObject = await add(cookie, [1, 2]);
    expect(notObject.statusCode).toBe(400);
    const notJson = await t.app.inject({
      method: 'POST',
      url: '/api/user/cart/add',
      headers: { cookie, 'content-type': 'application/json' },
      payload: '{"productId":',
    });
    expect(notJson.statusCode).toBe(400);
  });

  it("shows each customer only their own cart and lets no one change another's", async () => {
    const a = await createSignedInCustomer(t.db);
    const b = await createSignedInCustomer(t.db);
    const product = await createStone();
    await add(a.cookie, { productId: product.id, quantity: 2, size: '5 x 3 inches' });

    expect(await getCart(b.cookie)).toEqual([]);
    const put = await call('PUT', `/api/user/cart/${product.id}`, b.cookie, { quantity: 9 });
    expect(put.statusCode).toBe(404);
    const del = await call('DELETE', `/api/user/cart/${product.id}`, b.cookie);
    expect(del.json()).toEqual({
      cartItems: [],
      isFirstOrder: true,
      coupon: null,
      couponNotice: null,
      removedItems: [],
    });

    expect(lines(await getCart(a.cookie))).toEqual([
      { id: product.id, quantity: 2, size: '5 x 3 inches' },
    ]);
  });

  describe('PUT /api/user/cart/:productId', () => {
    it('sets the quantity of the default-size line and persists it', async () => {
      const { cookie } = await createSignedInCustomer(t.db);
      const product = await createStone();
      await add(cookie, { productId: product.id, quantity: 1, size: '5 x 3 inches' });
      await add(cookie, { productId: product.id, quantity: 1, size: '6 x 4 inches' });

      const response = await call('PUT', `/api/user/cart/${product.id}`, cookie, { quantity: 4 });
      expect(response.statusCode).toBe(200);
      expect(lines(response.json().cartItems)).toEqual([
        { id: product.id, quantity: 4, size: '5 x 3 inches' },
        { id: product.id, quantity: 1, size: '6 x 4 inches' },
      ]);
      expect(lines(await getCart(cookie))).toEqual(lines(response.json().cartItems));
    });

    it('sets the quantity of the line of the given size', async () => {
      const { cookie } = await createSignedInCustomer(t.db);
      const product = await createStone();
      await add(cookie, { productId: product.id, quantity: 1, size: '6 x 4 inches' });
      const response = await call('PUT', `/api/user/cart/${product.id}`, cookie, {
        quantity: 3,
        size: '6 x 4 inches',
      });
      expect(response.statusCode).toBe(200);
      expect(lines(await getCart(cookie))).toEqual([
        { id: product.id, quantity: 3, size: '6 x 4 inches' },
      ]);
    });

    it('answers 404 when the line is not in the cart', async () => {
      const { cookie } = await createSignedInCustomer(t.db);
      const product = await createStone();
      await add(cookie, { productId: product.id, quantity: 1, size: '6 x 4 inches' });
      for (const url of [
        `/api/user/cart/${product.id}`,
        `/api/user/cart/${UNKNOWN_ID}`,
        '/api/user/cart/nope',
      ]) {
        const response = await call('PUT', url, cookie, { quantity: 2 });
        expect(response.statusCode).toBe(404);
      }
      expect(lines(await getCart(cookie))).toEqual([
        { id: product.id, quantity: 1, size: '6 x 4 inches' },
      ]);
    });

    it.each([[{ quantity: 0 }], [{ quantity: 2.5 }], [{}], [{ quantity: 2, size: 'huge' }]])(
      'answers 400 for %j and keeps the line',
      async (payload) => {
        const { cookie } = await createSignedInCustomer(t.db);
        const product = await createStone();
        await add(cookie, { productId: product.id, quantity: 2, size: '5 x 3 inches' });
        const response = await call('PUT', `/api/user/cart/${product.id}`, cookie, payload);
        expect(response.statusCode).toBe(400);
        expect((await getCart(cookie))[0]?.quantity).toBe(2);
      },
    );
  });

  describe('DELETE /api/user/cart/:productId', () => {
    it('removes only the line of the given size, and the removal persists', async () => {
      const { user, cookie } = await createSignedInCustomer(t.db);
      const product = await createStone();
      await add(cookie, { productId: product.id, quantity: 1, size: '5 x 3 inches' });
      await add(cookie, { productId: product.id, quantity: 2, size: '6 x 5 inches' });

      const response = await call(
        'DELETE',
        `/api/user/cart/${product.id}?size=${encodeURIComponent('6 x 5 inches')}`,
        cookie,
      );
      expect(response.statusCode).toBe(200);
      expect(lines(response.json().cartItems)).toEqual([
        { id: product.id, quantity: 1, size: '5 x 3 inches' },
      ]);
      const rows = await t.db
        .select()
        .from(cartLines)
        .where(and(eq(cartLines.userId, user.id), eq(cartLines.productId, product.id)));
      expect(rows.map((row) => row.sizeId)).toEqual([product.sizes[0]!.id]);
    });

    it('removes every line of the product without a size', async () => {
      const { cookie } = await createSignedInCustomer(t.db);
      const product = await createStone();
      const other = await createStone();
      await add(cookie, { productId: product.id, quantity: 1, size: '5 x 3 inches' });
      await add(cookie, { productId: other.id, quantity: 1, size: '5 x 3 inches' });
      await add(cookie, { productId: product.id, quantity: 2, size: '6 x 5 inches' });

      const response = await call('DELETE', `/api/user/cart/${product.id}`, cookie);
      expect(lines(response.json().cartItems)).toEqual([
        { id: other.id, quantity: 1, size: '5 x 3 inches' },
      ]);
      expect(lines(await getCart(cookie))).toEqual([
        { id: other.id, quantity: 1, size: '5 x 3 inches' },
      ]);
    });

    it('answers 400 for a size the product does not offer and 404 for a malformed id', async () => {
      const { cookie } = await createSignedInCustomer(t.db);
      const product = await createStone();
      await add(cookie, { productId: product.id, quantity: 1 });
      const badSize = await call('DELETE', `/api/user/cart/${product.id}?size=big`, cookie);
      expect(badSize.statusCode).toBe(400);
      expect(badSize.json().message).toBe(productSizeMessages.unknownSize);
      expect(await getCart(cookie)).toHaveLength(1);
      const malformed = await call('DELETE', '/api/user/cart/not-a-uuid', cookie);
      expect(malformed.statusCode).toBe(404);
    });
  });
});
