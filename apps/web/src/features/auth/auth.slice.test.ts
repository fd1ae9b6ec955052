import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeStore } from '../../app/store';
import { authApi } from './auth.api';
import { login, logout, setUser } from './auth.slice';
import type { AuthUser } from './auth.types';

const asha: AuthUser = {
  id: 'u1',
  name: 'Asha Rao',
  email: 'asha@example.com',
  phone: '9876543210',
  role: 'customer',
  isSubscribed: false,
  address: { street: '1 MG Road', city: 'Pune', state: 'MH', zip: '411001', country: 'India' },
  createdAt: '2025-01-01T00:00:00.000Z',
};

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('auth slice', () => {
  afterEach(() => vi.unstubAllGlobals());

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

  it('a successful session load logs the user in', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(200, { user: asha })),
    );
    const store = makeStore();
    await store.dispatch(authApi.endpoints.me.initiate());
    expect(store.getState().auth).toEqual({ isLoggedIn: true, user: asha, status: 'ready' });
  });

  it('a 401 from the session load clears a previous login', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(401, { statusCode: 401, message: 'Unauthorized' })),
    );
    const store = makeStore();
    store.dispatch(setUser(asha));
    await store.dispatch(authApi.endpoints.me.initiate());
    expect(store.getState().auth).toEqual({ isLoggedIn: false, user: null, status: 'ready' });
  });

  it('a network failure of the session load also clears the login', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    const store = makeStore();
    store.dispatch(login({ name: 'Asha' }));
    await store.dispatch(authApi.endpoints.me.initiate());
    expect(store.getState().auth.isLoggedIn).toBe(false);
  });
});
