import { describe, expect, it } from 'vitest';
import { sentRequests, stubApi } from '../test/fetch-stub';
import { jsonResponse } from '../test/fixtures';
import { makeStore } from '../test/render';
import { cartApi } from '../features/cart/cart.api';
import { selectCartCount } from '../features/cart/cart.slice';
import { cartItem } from '../features/cart/test/cart-items';
import { authApi } from '../features/auth/auth.api';

describe('the cart at logout', () => {
  it('asks for the cart again only after the server has ended the session', async () => {
    let signedOut = false;
    let answerSignOut: () => void = () => undefined;
    const fetchMock = stubApi({
      // The customer's cart while the session lasts, a visitor's empty one after.
      'GET /api/user/cart': () =>
        signedOut
          ? { status: 401, body: { statusCode: 401, message: 'Please sign in' } }
          : { body: { isFirstOrder: false, cartItems: [cartItem({ quantity: 2 })] } },
      'POST /api/auth/signout': () =>
        new Promise<Response>((resolve) => {
          answerSignOut = () => {
            signedOut = true;
            resolve(jsonResponse(200, { message: 'Signed out' }));
          };
        }),
    });
    const store = makeStore();
    // The header's cart badge reads the cart all along.
    const cart = store.dispatch(cartApi.endpoints.getCart.initiate());
    await cart;
    expect(selectCartCount(store.getState())).toBe(2);

    const request = store.dispatch(authApi.endpoints.logout.initiate());
    await new Promise((resolve) => setTimeout(resolve, 20));
    const cartCalls = () =>
      sentRequests(fetchMock).filter((sent) => new URL(sent.url).pathname === '/api/user/cart');
    // Forgotten at once, and not asked for with the old cookie while the sign-out runs.
    expect(selectCartCount(store.getState())).toBe(0);
    expect(cartCalls()).toHaveLength(1);

    answerSignOut();
    await request;
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(cartCalls()).toHaveLength(2);
    expect(selectCartCount(store.getState())).toBe(0);
    cart.unsubscribe();
    fetchMock.mockRestore();
  });
});
