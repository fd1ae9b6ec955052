import { adminSessionMessages } from '@artshop/shared';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { sessions, users } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { useTestApp } from '../../test/use-test-app';
import { countActiveSessions } from '../auth/session.service';
import { createSignedInCustomer, createTestSession, createUser } from '../../test/factories/users';

// Each request comes from its own address unless a test is about one client, so one test's
// per-client count never leaks into another.
let lastIp = 0;
const freshIp = () => `10.1.${Math.floor(++lastIp / 250)}.${(lastIp % 250) + 1}`;

const adminCookie = (response: LightMyRequestResponse) =>
  response.cookies.find((cookie) => cookie.name === 'admin_token');

describe('admin session routes', () => {
  let t: TestApp;
  useTestApp(buildTestApp, (built) => (t = built));

  const signIn = (payload: unknown, headers: Record<string, string> = {}, ip = freshIp()) =>
    t.app.inject({
      method: 'POST',
      url: '/api/admin/signin',
      payload: payload as object,
      headers,
      remoteAddress: ip,
    });
  const getAdmin = (headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url: '/api/admin', headers, remoteAddress: freshIp() });
  const signOut = (headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: '/api/admin/signout', headers, remoteAddress: freshIp() });

  const newAdmin = (email = `admin-${++lastIp}@example.com`) =>
    createUser(t.db, { role: 'admin', name: 'Meera Shah', email });

  it('documents the admin session calls in the OpenAPI page', async () => {
    const spec = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(spec.statusCode).toBe(200);
    const paths = spec.json().paths;
    expect(paths['/api/admin/signin']).toHaveProperty('post');
    expect(paths['/api/admin/signout']).toHaveProperty('post');
    expect(paths['/api/admin']).toHaveProperty('get');
    expect(paths['/api/admin/stats']).toHaveProperty('get');
  });

  describe('POST /api/admin/signin', () => {
    it('opens an admin session with an httpOnly, SameSite=Lax admin_token cookie', async () => {
      const admin = await newAdmin();
      const response = await signIn({ email: admin.email, password: admin.password });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        message: 'Admin login successful.',
        admin: { name: 'Meera Shah', email: admin.email },
      });
      const cookie = adminCookie(response);
      expect(cookie?.httpOnly).toBe(true);
      expect(cookie?.sameSite).toBe('Lax');
      expect(cookie?.path).toBe('/');
      // No customer session is opened: the two sessions are separate cookies.
      expect(response.cookies.find((c) => c.name === 'token')).toBeUndefined();
      expect(response.headers['cache-control']).toBe('no-store');

      const me = await getAdmin({ cookie: `admin_token=${cookie?.value}` });
      expect(me.statusCode).toBe(200);
      expect(me.json()).toEqual({ admin: { name: 'Meera Shah', email: admin.email } });
    });

    it('matches the email whatever its case and surrounding spaces', async () => {
      const admin = await newAdmin(`Case-${++lastIp}@Example.com`);
      const response = await signIn({
        email: `  ${admin.email.toUpperCase()} `,
        password: admin.password,
      });
      expect(response.statusCode).toBe(200);
      expect(response.json().admin.email).toBe(admin.email);
    });

    it.each([
      ['an empty email', { email: '', password: 'secret123' }],
      ['a blank email', { email: '   ', password: 'secret123' }],
      ['an empty password', { email: 'a@example.com', password: '' }],
      ['no fields', {}],
      ['no body', undefined],
      ['a number for the email', { email: 5, password: 'secret123' }],
    ])('answers 400 "Please fill in all fields." for %s', async (_label, payload) => {
      const response = await signIn(payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe('Please fill in all fields.');
    });

    it('answers a wrong password, an unknown email and a customer with the same 401', async () => {
      const admin = await newAdmin();
      const customer = await createUser(t.db);
      const attempts = [
        { email: admin.email, password: 'wrong-password' },
        { email: `nobody-${++lastIp}@example.com`, password: 'secret123' },
        // The customer's password is right, but only admins may open an admin session.
        { email: customer.email, password: customer.password },
        { email: 'not-an-email', password: 'secret123' },
      ];
      for (const attempt of attempts) {
        const response = await signIn(attempt);
        expect(response.statusCode).toBe(401);
        expect(response.json().message).toBe('Invalid email or password.');
        expect(adminCookie(response)).toBeUndefined();
      }
      expect(await countActiveSessions(t.db, customer.id)).toBe(0);
    });

    it('a signed-in customer cannot turn the customer session into an admin one', async () => {
      const { user, cookie } = await createSignedInCustomer(t.db);
      const response = await signIn({ email: user.email, password: user.password }, { cookie });
      expect(response.statusCode).toBe(401);
      const me = await getAdmin({ cookie });
      expect(me.statusCode).toBe(403);
    });

    it('replaces the admin session the browser had before', async () => {
      const admin = await newAdmin();
      const old = await createTestSession(t.db, admin, 'admin');
      const response = await signIn(
        { email: admin.email, password: admin.password },
        { cookie: old.cookie },
      );
      expect(response.statusCode).toBe(200);
      expect((await getAdmin({ cookie: old.cookie })).statusCode).toBe(401);
      expect(adminCookie(response)?.value).not.toBe(old.token);
    });

    it('pauses one account after 10 failures with 429 and Retry-After, even from many clients', async () => {
      const admin = await newAdmin();
      for (let i = 0; i < 10; i += 1) {
        const response = await signIn({ email: admin.email, password: `wrong-${i}` });
        expect(response.statusCode).toBe(401);
      }
      // The right password from yet another address is paused too: the limit is per account.
      const paused = await signIn({ email: admin.email.toUpperCase(), password: admin.password });
      expect(paused.statusCode).toBe(429);
      expect(paused.json().message).toBe(
        'Too many attempts. Please wait a few minutes and try again.',
      );
      expect(Number(paused.headers['retry-after'])).toBeGreaterThan(0);
    });

    it('a few mistakes do not lock the owner out, and a success clears the count', async () => {
      const admin = await newAdmin();
      for (let i = 0; i < 9; i += 1) {
        await signIn({ email: admin.email, password: `wrong-${i}` });
      }
      expect((await signIn({ email: admin.email, password: admin.password })).statusCode).toBe(200);
      for (let i = 0; i < 9; i += 1) {
        await signIn({ email: admin.email, password: `wrong-${i}` });
      }
      expect((await signIn({ email: admin.email, password: admin.password })).statusCode).toBe(200);
    });

    it('limits one client to 20 attempts in 15 minutes, then 429 with Retry-After', async () => {
      const ip = '10.9.9.9';
      for (let i = 0; i < 20; i += 1) {
        // Empty bodies are cheap (no hashing) and still count.
        expect((await signIn({}, {}, ip)).statusCode).toBe(400);
      }
      const limited = await signIn({}, {}, ip);
      expect(limited.statusCode).toBe(429);
      expect(limited.json().message).toBe(
        'Too many attempts. Please wait a few minutes and try again.',
      );
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
      // Another client is not affected.
      expect((await signIn({})).statusCode).toBe(400);
    });
  });

  describe('GET /api/admin', () => {
    it('answers 401 without any session', async () => {
      const response = await getAdmin();
      expect(response.statusCode).toBe(401);
      expect(response.json().message).toBe(adminSessionMessages.loginRequired);
    });

    it('answers 401 once the admin has been demoted, and that session stays ended', async () => {
      const admin = await newAdmin();
      const { cookie } = await createTestSession(t.db, admin, 'admin');
      await t.db.update(users).set({ role: 'customer' }).where(eq(users.id, admin.id));
      expect((await getAdmin({ cookie })).statusCode).toBe(401);
      await t.db.update(users).set({ role: 'admin' }).where(eq(users.id, admin.id));
      expect((await getAdmin({ cookie })).statusCode).toBe(401);
    });
  });

  describe('POST /api/admin/signout', () => {
    it('ends the session on the server and clears the cookie', async () => {
      const admin = await newAdmin();
      const signedIn = await signIn({ email: admin.email, password: admin.password });
      const cookie = `admin_token=${adminCookie(signedIn)?.value}`;

      const response = await signOut({ cookie });
      expect(response.statusCode).toBe(204);
      const cleared = adminCookie(response);
      expect(cleared?.value).toBe('');
      expect(cleared?.httpOnly).toBe(true);
      expect(cleared?.sameSite).toBe('Lax');
      expect(new Date(cleared?.expires ?? Date.now()).getTime()).toBeLessThanOrEqual(Date.now());

      // Replaying the old cookie does not work: the session row is gone.
      expect((await getAdmin({ cookie })).statusCode).toBe(401);
      const rows = await t.db.select().from(sessions).where(eq(sessions.userId, admin.id));
      expect(rows).toHaveLength(0);
    });

    it('keeps the admin’s customer session (the two sessions are separate)', async () => {
      const admin = await newAdmin();
      const adminSession = await createTestSession(t.db, admin, 'admin');
      const customerSession = await createTestSession(t.db, admin, 'customer');
      expect((await signOut({ cookie: adminSession.cookie })).statusCode).toBe(204);
      const me = await t.app.inject({
        method: 'GET',
        url: '/api/user/me',
        headers: { cookie: customerSession.cookie },
      });
      expect(me.statusCode).toBe(200);
    });

    it('refuses anonymous callers (401) and customers (403)', async () => {
      expect((await signOut()).statusCode).toBe(401);
      const { cookie } = await createSignedInCustomer(t.db);
      const response = await signOut({ cookie });
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toBe(adminSessionMessages.adminsOnly);
    });
  });
});
