import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { useTestApp } from '../../test/use-test-app';
import { createUser } from '../../test/factories/users';
import { sessionCookieName } from './session-cookie';

// Each sign-in comes from its own address, so the per-client limit never interferes.
let lastIp = 0;
const freshIp = () => `10.2.${Math.floor(++lastIp / 250)}.${(lastIp % 250) + 1}`;

const NINETY_DAYS_S = 90 * 24 * 60 * 60;
const TWELVE_HOURS_S = 12 * 60 * 60;

function cookieNamed(response: LightMyRequestResponse, name: string) {
  return response.cookies.find((cookie) => cookie.name === name);
}

/** Signs a fresh customer and a fresh admin in through the API; returns both responses. */
async function signInBoth(t: TestApp) {
  const customer = await createUser(t.db);
  const admin = await createUser(t.db, { role: 'admin' });
  const post = (url: string, user: typeof customer) =>
    t.app.inject({
      method: 'POST',
      url,
      payload: { email: user.email, password: user.password },
      remoteAddress: freshIp(),
    });
  return {
    customer: await post('/api/auth/signin', customer),
    admin: await post('/api/admin/signin', admin),
  };
}

const me = (t: TestApp, headers: Record<string, string>) =>
  t.app.inject({ method: 'GET', url: '/api/user/me', headers, remoteAddress: freshIp() });
const adminMe = (t: TestApp, headers: Record<string, string>) =>
  t.app.inject({ method: 'GET', url: '/api/admin', headers, remoteAddress: freshIp() });

describe('session cookies behind https (PUBLIC_URL https)', () => {
  let t: TestApp;
  useTestApp(
    () => buildTestApp({ env: { PUBLIC_URL: 'https://shop.example.com' } }),
    (built) => (t = built),
  );

  it('names them __Host-token and __Host-admin_token: Secure, Path=/, no Domain', async () => {
    const { customer, admin } = await signInBoth(t);
    expect(customer.statusCode).toBe(200);
    expect(admin.statusCode).toBe(200);
    expect(customer.cookies.map((c) => c.name)).toEqual(['__Host-token']);
    expect(admin.cookies.map((c) => c.name)).toEqual(['__Host-admin_token']);
    for (const response of [customer, admin]) {
      const [cookie] = response.cookies;
      expect(cookie).toMatchObject({ secure: true, httpOnly: true, path: '/', sameSite: 'Lax' });
      expect(cookie?.domain).toBeUndefined();
    }
    // Max-Age follows the absolute lifetime of the kind.
    expect(cookieNamed(customer, '__Host-token')?.maxAge).toBe(NINETY_DAYS_S);
    expect(cookieNamed(admin, '__Host-admin_token')?.maxAge).toBe(TWELVE_HOURS_S);
  });

  it('reads only the __Host- names; the Bearer header still works', async () => {
    const { customer, admin } = await signInBoth(t);
    const token = cookieNamed(customer, '__Host-token')?.value ?? '';
    const adminToken = cookieNamed(admin, '__Host-admin_token')?.value ?? '';

    expect((await me(t, { cookie: `__Host-token=${token}` })).statusCode).toBe(200);
    expect((await me(t, { authorization: `Bearer ${token}` })).statusCode).toBe(200);
    // A plain-named cookie could have been planted by a subdomain or over http: never read.
    expect((await me(t, { cookie: `token=${token}` })).statusCode).toBe(401);

    expect((await adminMe(t, { cookie: `__Host-admin_token=${adminToken}` })).statusCode).toBe(200);
    expect((await adminMe(t, { cookie: `admin_token=${adminToken}` })).statusCode).toBe(401);
  });

  it('clears the __Host- cookie on sign-out', async () => {
    const { customer } = await signInBoth(t);
    const token = cookieNamed(customer, '__Host-token')?.value ?? '';
    const signout = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signout',
      headers: { cookie: `__Host-token=${token}` },
    });
    expect(signout.statusCode).toBe(204);
    expect(cookieNamed(signout, '__Host-token')).toMatchObject({
      value: '',
      secure: true,
      path: '/',
    });
  });
});

describe('session cookies over plain http', () => {
  let t: TestApp;
  useTestApp(buildTestApp, (built) => (t = built));

  it('keeps the names token and admin_token (browsers refuse __Host- without Secure)', async () => {
    const { customer, admin } = await signInBoth(t);
    expect(customer.cookies.map((c) => c.name)).toEqual(['token']);
    expect(admin.cookies.map((c) => c.name)).toEqual(['admin_token']);
    expect(cookieNamed(customer, 'token')?.secure).toBeFalsy();
    expect(cookieNamed(customer, 'token')?.maxAge).toBe(NINETY_DAYS_S);
    expect(cookieNamed(admin, 'admin_token')?.maxAge).toBe(TWELVE_HOURS_S);

    const token = cookieNamed(customer, 'token')?.value ?? '';
    expect((await me(t, { cookie: `token=${token}` })).statusCode).toBe(200);
    expect((await me(t, { cookie: `__Host-token=${token}` })).statusCode).toBe(401);
  });
});

describe('sessionCookieName', () => {
  it('is the __Host- name exactly when cookies are Secure', () => {
    expect(sessionCookieName('customer', true)).toBe('__Host-token');
    expect(sessionCookieName('admin', true)).toBe('__Host-admin_token');
    expect(sessionCookieName('customer', false)).toBe('token');
    expect(sessionCookieName('admin', false)).toBe('admin_token');
  });
});
