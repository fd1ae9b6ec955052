import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { cartItemNotices, cartMessages, type CartResponse } from '@artshop/shared';
import { cartLines, products } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { useTestApp } from '../../test/use-test-app';
import { addProductSizes, createProduct, productSize } from '../../test/factories/catalog';
import { createSignedInAdmin, createSignedInCustomer } from '../../test/factories/users';

// Products that can no longer be bought leave the cart (decision 0073): a product the admin hid,
// a sold painting, a product changed into a painting.

describe('cart lines that can no longer be bought', () => {
  let t: TestApp;
  let admin: string;
  useTestApp(buildTestApp, (built) => (t = built));
  beforeAll(async () => {
    admin = (await createSignedInAdmin(t.db)).cookie;
  });

  const call = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH',
    url: string,
    cookie: string,
    payload?: object,
  ) => t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
  const add = (cookie: string, productId: string, size = '5 x 3 inches') =>
    call('POST', '/api/user/cart/add', cookie, { productId, quantity: 1, size });
  const setHidden = async (productId: string, hidden: boolean) => {
    const response = await call('PATCH', `/api/adminop/${productId}/hidden`, admin, { hidden });
    expect(response.statusCode).toBe(200);
  };
  const readCart = async (cookie: string): Promise<CartResponse> => {
    const response = await call('GET', '/api/user/cart', cookie);
    expect(response.statusCode).toBe(200);
    return response.json<CartResponse>();
  };
  const storedLines = (userId: string) =>
    t.db.select().from(cartLines).where(eq(cartLines.userId, userId));

  it('refuses to add a product the admin hid with 409 and a clear message, adding nothing', async () => {
    const { user, cookie } = await createSignedInCustomer(t.db);
    const product = await createProduct(t.db);
    await setHidden(product.id, true);

    const response = await add(cookie, product.id);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      statusCode: 409,
      message: 'This product is no longer available.',
    });
    expect(response.json().message).toBe(cartMessages.productUnavailable);
    expect(await storedLines(user.id)).toEqual([]);

    // Shown again, it can be bought again.
    await setHidden(product.id, false);
    expect((await add(cookie, product.id)).statusCode).toBe(201);
  });

  it('refuses a sold painting like every painting, and a hidden painting as unavailable', async () => {
    const { user, cookie } = await createSignedInCustomer(t.db);
    const sold = await createProduct(t.db, { type: 'painting', soldAt: new Date() });
    const soldResponse = await add(cookie, sold.id);
    expect(soldResponse.statusCode).toBe(400);
    expect(soldResponse.json().message).toBe(cartMessages.paintingNotAllowed);

    const hiddenPainting = await createProduct(t.db, { type: 'painting', hidden: true });
    const hiddenResponse = await add(cookie, hiddenPainting.id);
    expect(hiddenResponse.statusCode).toBe(409);
    expect(hiddenResponse.json().message).toBe(cartMessages.productUnavailable);
    expect(await storedLines(user.id)).toEqual([]);
  });

  it('leaves a product hidden after it was added out of every cart answer, with a notice, and stores no change', async () => {
    const { user, cookie } = await createSignedInCustomer(t.db);
    // Two sizes of it (decision 0082): two lines, one notice.
    const lotus = await addProductSizes(t.db, await createProduct(t.db, { title: 'Lotus Stone' }), [
      productSize('6 x 4 inches', 150_000),
    ]);
    const peacock = await createProduct(t.db, { title: 'Peacock Stone' });
    await add(cookie, lotus.id, '5 x 3 inches');
    await add(cookie, peacock.id);
    await add(cookie, lotus.id, '6 x 4 inches');
    expect((await readCart(cookie)).removedItems).toEqual([]);

    await setHidden(lotus.id, true);
    const notice = 'Lotus Stone is no longer available and was removed from your cart';
    const removed = [{ productId: lotus.id, title: 'Lotus Stone', reason: 'unavailable', notice }];
    const cart = await readCart(cookie);
    expect(cart.cartItems.map((item) => item.id)).toEqual([peacock.id]);
    // One notice for the product, whatever the number of its lines.
    expect(cart.removedItems).toEqual(removed);
    expect(notice).toBe(cartItemNotices.unavailable('Lotus Stone'));
    // A read changes nothing (decision 0058): the lines stay stored, out of every answer.
    expect(await storedLines(user.id)).toHaveLength(3);

    // Every cart answer says the same until the shopper's lines of it are gone.
    const put = await call('PUT', `/api/user/cart/${peacock.id}`, cookie, { quantity: 2 });
    expect(put.json<CartResponse>()).toMatchObject({ removedItems: removed });
    expect(put.json<CartResponse>().cartItems.map((item) => item.quantity)).toEqual([2]);

    const dropped = await call('DELETE', `/api/user/cart/${lotus.id}`, cookie);
    expect(dropped.statusCode).toBe(200);
    expect(dropped.json<CartResponse>()).toMatchObject({ removedItems: [] });
    expect(dropped.json<CartResponse>().cartItems.map((item) => item.id)).toEqual([peacock.id]);
    expect(await storedLines(user.id)).toHaveLength(1);
  });

  it('says why for a sold painting and for a product changed into a painting', async () => {
    const { user, cookie } = await createSignedInCustomer(t.db);
    const sold = await createProduct(t.db, { title: 'Backwaters' });
    const changed = await createProduct(t.db, { title: 'Monsoon' });
    const kept = await createProduct(t.db, { title: 'Ganesha Stone' });
    await add(cookie, sold.id);
    await add(cookie, changed.id);
    await add(cookie, kept.id);
    await t.db
      .update(products)
      .set({ type: 'painting', soldAt: new Date() })
      .where(eq(products.id, sold.id));
    await t.db.update(products).set({ type: 'painting' }).where(eq(products.id, changed.id));

    const cart = await readCart(cookie);
    expect(cart.cartItems.map((item) => item.title)).toEqual(['Ganesha Stone']);
    expect(cart.removedItems).toEqual([
      {
        productId: sold.id,
        title: 'Backwaters',
        reason: 'sold',
        notice: 'Backwaters has been sold and was removed from your cart',
      },
      {
        productId: changed.id,
        title: 'Monsoon',
        reason: 'painting',
        notice: cartItemNotices.painting('Monsoon'),
      },
    ]);
    expect(await storedLines(user.id)).toHaveLength(3);
  });

  it("shows only each customer's own removed products", async () => {
    const a = await createSignedInCustomer(t.db);
    const b = await createSignedInCustomer(t.db);
    const product = await createProduct(t.db);
    await add(a.cookie, product.id);
    await setHidden(product.id, true);
    expect((await readCart(b.cookie)).removedItems).toEqual([]);
    expect((await readCart(a.cookie)).removedItems).toHaveLength(1);
  });
});
