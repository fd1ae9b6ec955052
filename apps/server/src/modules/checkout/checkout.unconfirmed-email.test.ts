import type { CartResponse, CreateOrderResponse, Order } from '@artshop/shared';
import { describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { injectAs } from '../../test/inject-as';
import { useTestApp } from '../../test/use-test-app';
import { createProduct } from '../../test/factories/catalog';
import { orderBody } from '../../test/factories/checkout';
import { payInTestMode } from '../../test/factories/payments';
import { createSignedInCustomer } from '../../test/factories/users';

// An account that has not confirmed its email yet shops as any other (decision 0076): a sale is
// never held up by an email its customer has not opened. Only what the address alone would find
// (custom art requests sent signed out) waits for the confirmation.

describe('checkout before the email is confirmed', () => {
  let t: TestApp;
  useTestApp(buildTestApp, (built) => (t = built));

  it('keeps a cart, places an order and pays it', async () => {
    const { user, cookie } = await createSignedInCustomer(t.db, { emailVerified: false });
    const me = await injectAs(t, 'GET', '/api/user/me', cookie);
    expect(me.json().user.emailVerified).toBe(false);

    const product = await createProduct(t.db, { title: 'Lotus Stone', pricePaise: 1_000_00 });
    const added = await injectAs(t, 'POST', '/api/user/cart/add', cookie, {
      productId: product.id,
      quantity: 2,
      size: '5 x 3 inches',
    });
    expect(added.statusCode, added.body).toBe(201);
    const cart = await injectAs(t, 'GET', '/api/user/cart', cookie);
    expect(cart.json<CartResponse>().cartItems).toHaveLength(1);

    const placed = await injectAs(
      t,
      'POST',
      '/api/order',
      cookie,
      orderBody({ email: user.email }),
    );
    expect(placed.statusCode, placed.body).toBe(201);
    const { order } = placed.json<CreateOrderResponse>();
    expect((await payInTestMode(t.app, cookie, order.id)).statusCode).toBe(303);

    const mine = await injectAs(t, 'GET', '/api/order/user', cookie);
    expect(mine.json<{ orders: Order[] }>().orders).toEqual([
      expect.objectContaining({ id: order.id, status: 'success' }),
    ]);
  });
});
