import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { productSizeMessages, type CartItem, type CreateOrderResponse } from '@artshop/shared';
import { orderItems } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { useTestApp } from '../../test/use-test-app';
import { createProduct, productSize } from '../../test/factories/catalog';
import { orderBody } from '../../test/factories/checkout';
import { createSignedInCustomer } from '../../test/factories/users';

// Decision 0082: a product's sizes are its own, each with its own price; the cart and the order
// follow the chosen size, and the server alone prices it from the size's id.

describe('sizes with their own prices, from the cart to the order', () => {
  let t: TestApp;
  useTestApp(buildTestApp, (built) => (t = built));

  const call = (method: 'GET' | 'POST', url: string, cookie: string, payload?: object) =>
    t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });

  /** A 4 x 3 stone at ₹1,499 (its own size), also 6 x 5 at ₹2,999 less 10%, weighed. */
  const createStone = () =>
    createProduct(t.db, {
      size: '4 x 3 inches',
      pricePaise: 149_900,
      sizes: [
        productSize('4 x 3 inches', 149_900, { weightGrams: 250 }),
        productSize('6 x 5 inches', 299_900, { discountPercentage: 10, weightGrams: 800 }),
      ],
    });

  it("lists each size with its own price and weight, the product's own first", async () => {
    const stone = await createStone();
    const response = await t.app.inject({ method: 'GET', url: `/api/adminop/${stone.id}` });
    expect(response.json().data.sizes).toEqual([
      {
        id: stone.sizes[0]!.id,
        label: '4 x 3 inches',
        price: 1499,
        discount: false,
        discountPercentage: 0,
        discountPrice: 1499,
        weightGrams: 250,
      },
      {
        id: stone.sizes[1]!.id,
        label: '6 x 5 inches',
        price: 2999,
        discount: true,
        discountPercentage: 10,
        // ₹2,699.10 sold as whole rupees (decision 0083).
        discountPrice: 2699,
        weightGrams: 800,
      },
    ]);
  });

  it('prices each cart line by its size: by id, by name, or the own size without either', async () => {
    const { cookie } = await createSignedInCustomer(t.db);
    const stone = await createStone();
    const big = stone.sizes[1]!;
    await call('POST', '/api/user/cart/add', cookie, {
      productId: stone.id,
      quantity: 2,
      sizeId: big.id,
      // A price sent by the client is never read.
      price: 1,
    });
    await call('POST', '/api/user/cart/add', cookie, { productId: stone.id, quantity: 1 });
    const byName = await call('POST', '/api/user/cart/add', cookie, {
      productId: stone.id,
      quantity: 1,
      size: '6 X 5 inches',
    });
    expect(byName.statusCode).toBe(201);
    const items = byName.json().cartItems as CartItem[];
    expect(
      items.map(({ size, sizeId, quantity, price, discountPrice }) => ({
        size,
        sizeId,
        quantity,
        price,
        discountPrice,
      })),
    ).toEqual([
      { size: '6 x 5 inches', sizeId: big.id, quantity: 3, price: 2999, discountPrice: 2699 },
      {
        size: '4 x 3 inches',
        sizeId: stone.sizes[0]!.id,
        quantity: 1,
        price: 1499,
        discountPrice: 1499,
      },
    ]);
  });

  type Choice = (stone: { sizes: { id: string }[] }) => { sizeId?: string; size?: string };
  it.each<[string, Choice]>([
    [
      'an id of no size of this product',
      () => ({ sizeId: '00000000-0000-4000-8000-000000000000' }),
    ],
    ['a name it does not offer', () => ({ size: '5 x 3 inches' })],
    [
      'an id and a name that disagree',
      (stone) => ({ sizeId: stone.sizes[0]!.id, size: '6 x 5 inches' }),
    ],
  ])('refuses %s with a clear 400 and adds nothing', async (_label, choice) => {
    const { cookie } = await createSignedInCustomer(t.db);
    const stone = await createStone();
    const payload = { productId: stone.id, quantity: 1, ...choice(stone) };
    const response = await call('POST', '/api/user/cart/add', cookie, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(productSizeMessages.unknownSize);
    expect((await call('GET', '/api/user/cart', cookie)).json().cartItems).toEqual([]);
  });

  it("orders each line at its size's price, with the size and its weight for the courier", async () => {
    const { cookie } = await createSignedInCustomer(t.db);
    const stone = await createStone();
    const big = stone.sizes[1]!;
    await call('POST', '/api/user/cart/add', cookie, {
      productId: stone.id,
      quantity: 2,
      sizeId: big.id,
    });
    await call('POST', '/api/user/cart/add', cookie, { productId: stone.id, quantity: 1 });

    const response = await call('POST', '/api/order', cookie, orderBody());
    expect(response.statusCode).toBe(201);
    const { order } = response.json() as CreateOrderResponse;
    // 2 × 2,699 + 1,499 = 6,897; welcome offer 20% = 1,379.40 -> 1,379; + 50 delivery.
    expect(order.pay).toBe(6897 - 1379 + 50);
    const items = await t.db.select().from(orderItems).where(eq(orderItems.orderId, order.id));
    expect(
      items
        .map(({ size, sizeId, weightGrams, quantity, pricePaise, discountPricePaise }) => ({
          size,
          sizeId,
          weightGrams,
          quantity,
          pricePaise,
          discountPricePaise,
        }))
        .sort((a, b) => a.pricePaise - b.pricePaise),
    ).toEqual([
      {
        size: '4 x 3 inches',
        sizeId: stone.sizes[0]!.id,
        weightGrams: 250,
        quantity: 1,
        pricePaise: 149_900,
        discountPricePaise: 149_900,
      },
      {
        size: '6 x 5 inches',
        sizeId: big.id,
        weightGrams: 800,
        quantity: 2,
        pricePaise: 299_900,
        discountPricePaise: 269_900,
      },
    ]);
    const mine = (await call('GET', '/api/order/user', cookie)).json().orders[0];
    expect(
      mine.orderItems
        .map((item: { size: string; price: number }) => [item.size, item.price])
        .sort(),
    ).toEqual([
      ['4 x 3 inches', 1499],
      ['6 x 5 inches', 2999],
    ]);
  });
});
