import { describe, expect, it } from 'vitest';
import { sentRequests, stubApi } from '../../test/fetch-stub';
import { asha, loggedIn } from '../../test/fixtures';
import { makeStore } from '../../test/render';
import { authApi } from './auth.api';
import { login, logout, setUser } from './auth.slice';

describe('auth slice', () => {
  it('starts logged out', () => {
    expect(makeStore().getState().auth).toEqual({ isLoggedIn: false, user: null, status: 'idle' });
  });

  it('login merges the given fields into the user and sets isLoggedIn', () => {
    const store = makeStore();
    store.dispatch(setUser(asha));
    store.dispatch(login({ name: 'Asha R', isSubscribed: true }));
    const { auth } = store.getState();
    expect(auth.isLoggedIn).toBe(true);
    expect(auth.user).toMatchObject({ name: 'Asha R', isSubscribed: true, email: asha.email });
  });

  it('logout clears the user', () => {
    const store = makeStore();
    store.dispatch(setUser(asha));
    store.dispatch(logout());
    expect(store.getState().auth).toMatchObject({ isLoggedIn: false, user: null });
  });

  it('the logout mutation forgets the session and the cart at once, then tells the server', async () => {
    const fetchMock = stubApi({ 'POST /api/auth/signout': { status: 204 } });
    const line = {
      productId: 'p1',
      title: 'Lotus',
      size: '4x4',
      quantity: 1,
      price: 1500,
      discountPrice: 1500,
    };
    const store = makeStore({
      ...loggedIn(),
      cart: { items: [line], couponCode: 'WELCOME', applyingDiscount: false },
    });
    const request = store.dispatch(authApi.endpoints.logout.initiate());
    expect(store.getState().auth).toMatchObject({ isLoggedIn: false, user: null });
    expect(store.getState().cart).toEqual({ items: [], couponCode: null, applyingDiscount: false });
    await request;
    expect(sentRequests(fetchMock).map((r) => `${r.method} ${new URL(r.url).pathname}`)).toEqual([
      'POST /api/auth/signout',
    ]);
  });

  it('the logout mutation keeps the visitor signed out when the server cannot be reached', async () => {
    stubApi({
      'POST /api/auth/signout': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    const store = makeStore(loggedIn());
    await store.dispatch(authApi.endpoints.logout.initiate());
    expect(store.getState().auth.isLoggedIn).toBe(false);
  });

  it('a successful session load logs the user in', async () => {
    stubApi({ 'GET /api/user/me': { body: { user: asha } } });
    const store = makeStore();
    await store.dispatch(authApi.endpoints.me.initiate());
    expect(store.getState().auth).toEqual({ isLoggedIn: true, user: asha, status: 'ready' });
  });

  it('a 401 from the session load clears a previous login', async () => {
    stubApi({
      'GET /api/user/me': { status: 401, body: { statusCode: 401, message: 'Unauthorized' } },
    });
    const store = makeStore();
    store.dispatch(setUser(asha));
    await store.dispatch(authApi.endpoints.me.initiate());
    expect(store.getState().auth).toEqual({ isLoggedIn: false, user: null, status: 'ready' });
  });

  it('a network failure of the session load also clears the login', async () => {
    stubApi({
      'GET /api/user/me': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    const store = makeStore();
    store.dispatch(login({ name: 'Asha' }));
    await store.dispatch(authApi.endpoints.me.initiate());
    expect(store.getState().auth.isLoggedIn).toBe(false);
  });
});
