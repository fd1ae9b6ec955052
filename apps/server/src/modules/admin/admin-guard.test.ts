import { adminSessionMessages, authMessages } from '@artshop/shared';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import {
  createSignedInCustomer,
  createTestSession,
  createUser,
  type TestUser,
} from '../../test/factories/users';

/**
 * DESIGN section 4, the strict guard, checked on EVERY route of the admin scope as `app.ts`
 * registers it (recorded by admin-route-registry.ts), so routes added later are covered too.
 */

/** The admin calls of DESIGN section 3 (and the sidebar's figures): each must sit in the scope. */
const DESIGN_ADMIN_CALLS = [
  'GET /api/admin',
  'POST /api/admin/signout',
  'GET /api/admin/stats',
  'POST /api/adminop/add',
  'PUT /api/adminop/edit/:id',
  'DELETE /api/adminop/delete/:id',
  'GET /api/order',
  'GET /api/customArt',
  'PUT /api/customArt/:id',
  'GET /api/coupons',
  'POST /api/coupons',
  'DELETE /api/coupons/:id',
  'POST /api/website-reviews',
  'DELETE /api/website-reviews/:id',
  'GET /api/user/interested-buyer',
];

/** Customer-only calls: an admin session is not a customer session, whoever holds it. */
const CUSTOMER_CALLS = [
  'GET /api/user/me',
  'POST /api/user',
  'GET /api/user/cart',
  'POST /api/user/cart/add',
  'POST /api/auth/signout',
  'POST /api/auth/changepassword',
];

/** A concrete URL for a route pattern: every `:param` becomes an id that exists nowhere. */
const concreteUrl = (pattern: string) => pattern.replace(/:[A-Za-z]+/g, () => randomUUID());

/** The two ways a session token travels: its cookie, or the Bearer header. */
const cookieOrBearer = (cookie: string, token: string): Record<string, string>[] => [
  { cookie },
  { authorization: `Bearer ${token}` },
];

const split = (call: string) => {
  const [method = '', url = ''] = call.split(' ');
  return { method, url };
};

describe('the admin guard on every admin route', () => {
  let t: TestApp;
  let admin: TestUser;
  let customerCookie: string;
  let customerToken: string;

  beforeAll(async () => {
    t = await buildTestApp();
    admin = await createUser(t.db, { role: 'admin' });
    ({ cookie: customerCookie, token: customerToken } = await createSignedInCustomer(t.db));
  });
  afterAll(async () => {
    await t.close();
  });

  const call = (method: string, url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: method as 'GET', url: concreteUrl(url), headers });

  const asCustomer = () => cookieOrBearer(customerCookie, customerToken);
  const routes = () => t.app.adminRoutes.map((route) => `${route.method} ${route.url}`);

  it('records the routes of the admin scope, including every admin call of the design', () => {
    expect(routes()).toEqual(expect.arrayContaining(DESIGN_ADMIN_CALLS));
  });

  it('keeps the public sign-in out of the admin scope', () => {
    expect(routes()).not.toContain('POST /api/admin/signin');
  });

  it('answers anonymous callers 401 on every admin route', async () => {
    for (const { method, url } of t.app.adminRoutes) {
      const response = await call(method, url);
      expect(response.statusCode, `${method} ${url}`).toBe(401);
      expect(response.json().message).toBe(adminSessionMessages.loginRequired);
    }
  });

  it('answers a signed-in customer 403 on every admin route (cookie or Bearer)', async () => {
    for (const { method, url } of t.app.adminRoutes) {
      for (const headers of asCustomer()) {
        const response = await call(method, url, headers);
        expect(response.statusCode, `${method} ${url}`).toBe(403);
        expect(response.json().message).toBe(adminSessionMessages.adminsOnly);
      }
    }
  });

  it('answers 401 to a customer token presented as the admin cookie', async () => {
    for (const { method, url } of t.app.adminRoutes) {
      const response = await call(method, url, { cookie: `admin_token=${customerToken}` });
      expect(response.statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it('answers 401 to an admin session whose user is no longer an admin', async () => {
    const demoted = await createUser(t.db, { role: 'admin' });
    for (const { method, url } of t.app.adminRoutes) {
      await t.db.update(users).set({ role: 'admin' }).where(eq(users.id, demoted.id));
      const { cookie } = await createTestSession(t.db, demoted, 'admin');
      await t.db.update(users).set({ role: 'customer' }).where(eq(users.id, demoted.id));
      const response = await call(method, url, { cookie });
      expect(response.statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it('lets an admin through every admin route (no 401, 403 or server error)', async () => {
    for (const { method, url } of t.app.adminRoutes) {
      // A fresh session each time: one of the routes is the sign-out.
      const { cookie } = await createTestSession(t.db, admin, 'admin');
      const response = await call(method, url, { cookie });
      expect([401, 403], `${method} ${url}`).not.toContain(response.statusCode);
      expect(response.statusCode, `${method} ${url}: ${response.body}`).toBeLessThan(500);
    }
  });

  it('also lets an admin through with the admin token as a Bearer header', async () => {
    const { token } = await createTestSession(t.db, admin, 'admin');
    const response = await call('GET', '/api/admin', { authorization: `Bearer ${token}` });
    expect(response.statusCode).toBe(200);
  });

  it('refuses an admin-only session on customer routes (401)', async () => {
    const { cookie, token } = await createTestSession(t.db, admin, 'admin');
    for (const { method, url } of CUSTOMER_CALLS.map(split)) {
      for (const headers of cookieOrBearer(cookie, token)) {
        const response = await call(method, url, headers);
        expect(response.statusCode, `${method} ${url}`).toBe(401);
        expect(response.json().message).toBe(authMessages.loginRequired);
      }
    }
  });

  it('does not let an admin session skip the password check of the admin sign-in', async () => {
    const { cookie } = await createTestSession(t.db, admin, 'admin');
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/admin/signin',
      headers: { cookie },
      payload: { email: admin.email, password: 'not-the-password' },
    });
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe(adminSessionMessages.invalidCredentials);
  });
});
