import { authMessages } from '@artshop/shared';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { sessions, users } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { useTestApp } from '../../test/use-test-app';
import { createTestSession, createUser } from '../../test/factories/users';
import { countActiveSessions } from './session.service';

// Every request comes from its own address unless a test is about one client, so the per-client
// limit of one test never leaks into another.
let lastIp = 0;
const freshIp = () => `10.0.${Math.floor(++lastIp / 250)}.${(lastIp % 250) + 1}`;

const validSignup = {
  name: 'Asha Rao',
  phone: '9876543210',
  email: 'asha@example.com',
  password: 'secret12',
};

function tokenCookie(response: LightMyRequestResponse) {
  return response.cookies.find((cookie) => cookie.name === 'token');
}

describe('auth routes', () => {
  let t: TestApp;
  useTestApp(buildTestApp, (built) => (t = built));

  const post = (
    url: string,
    payload: unknown,
    headers: Record<string, string> = {},
    ip = freshIp(),
  ) =>
    t.app.inject({ method: 'POST', url, payload: payload as object, headers, remoteAddress: ip });
  const me = (headers: Record<string, string>) =>
    t.app.inject({ method: 'GET', url: '/api/user/me', headers, remoteAddress: freshIp() });

  describe('POST /api/auth/signup', () => {
    it('creates the account, answers 201 with the user and sets an httpOnly Lax session cookie', async () => {
      const response = await post('/api/auth/signup', { ...validSignup, name: ' Asha Rao ' });
      expect(response.statusCode).toBe(201);
      const body = response.json();
      expect(body.message).toBe('Account created successfully');
      expect(body.user).toMatchObject({
        name: 'Asha Rao',
        email: 'asha@example.com',
        phone: '9876543210',
        role: 'customer',
        isSubscribed: false,
        // Every sign-up starts unconfirmed; the emailed link confirms it (decision 0076).
        emailVerified: false,
        address: { street: null, city: null, state: null, zip: null, country: 'India' },
      });
      expect(body.user).not.toHaveProperty('passwordHash');
      expect(new Date(body.user.createdAt).toString()).not.toBe('Invalid Date');

      const cookie = tokenCookie(response);
      expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
      expect(cookie?.secure).toBeFalsy();
      expect(cookie?.value).toMatch(/^[A-Za-z0-9_-]{43}$/);

      // The token works, and only its hash is stored.
      const check = await me({ cookie: `token=${cookie?.value}` });
      expect(check.json().user.email).toBe('asha@example.com');
      const [stored] = await t.db.select().from(sessions).where(eq(sessions.userId, body.user.id));
      expect(stored?.tokenHash).not.toBe(cookie?.value);
      expect(stored?.kind).toBe('customer');
      const [user] = await t.db.select().from(users).where(eq(users.id, body.user.id));
      expect(user?.passwordHash).toMatch(/^scrypt\$/);
    });

    it('refuses an email that is taken in any letter case with 409', async () => {
      await createUser(t.db, { email: 'Taken@Example.com' });
      const response = await post('/api/auth/signup', {
        ...validSignup,
        email: 'taken@EXAMPLE.com',
      });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({
        statusCode: 409,
        message: 'An account with this email already exists.',
      });
      expect(tokenCookie(response)).toBeUndefined();
    });

    it('creates one account when the same email signs up twice at once', async () => {
      const payload = { ...validSignup, email: 'race@example.com' };
      const responses = await Promise.all([
        post('/api/auth/signup', payload),
        post('/api/auth/signup', { ...payload, email: 'RACE@example.com' }),
      ]);
      const codes = responses.map((response) => response.statusCode).sort();
      expect(codes).toEqual([201, 409]);
    });

    it.each([
      [{ ...validSignup, name: 'Al' }, 'Name must be at least 3 characters'],
      [{ ...validSignup, name: 'Asha_Rao' }, authMessages.nameInvalid],
      [{ ...validSignup, name: '' }, 'Name is required'],
      [{ ...validSignup, phone: '12345' }, authMessages.phoneInvalid],
      [{ ...validSignup, email: 'asha@example' }, 'Please enter a valid email address.'],
      [{ ...validSignup, password: 'short1' }, 'Password must be at least 8 characters'],
      [{ ...validSignup, password: '12345678' }, 'Password must contain at least 1 letter'],
      [{ ...validSignup, password: 'abcdefgh' }, authMessages.passwordDigitOrSpecial],
      [{ name: 'Asha Rao' }, authMessages.phoneInvalid],
    ])('answers 400 for %j with the rule message', async (payload, message) => {
      const response = await post('/api/auth/signup', payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ statusCode: 400, message });
    });
  });

  describe('POST /api/auth/signin', () => {
    it('signs in whatever the email case, with a new token at each sign-in', async () => {
      const user = await createUser(t.db, { email: 'Ravi@Example.com' });
      const first = await post('/api/auth/signin', {
        email: 'ravi@example.COM',
        password: user.password,
      });
      expect(first.statusCode).toBe(200);
      expect(first.json()).toMatchObject({
        message: 'Signed in successfully',
        user: { id: user.id, email: 'Ravi@Example.com' },
      });
      const firstToken = tokenCookie(first)?.value;
      expect(tokenCookie(first)).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });

      // Signing in again from the same browser replaces its session with a new token.
      const second = await post(
        '/api/auth/signin',
        { email: user.email, password: user.password },
        { cookie: `token=${firstToken}` },
      );
      const secondToken = tokenCookie(second)?.value;
      expect(second.statusCode).toBe(200);
      expect(secondToken).toBeDefined();
      expect(secondToken).not.toBe(firstToken);
      expect((await me({ cookie: `token=${secondToken}` })).statusCode).toBe(200);
      expect((await me({ cookie: `token=${firstToken}` })).statusCode).toBe(401);
    });

    it('gives the same 401 for an unknown email and a wrong password', async () => {
      const user = await createUser(t.db);
      const unknown = await post('/api/auth/signin', {
        email: 'nobody@example.com',
        password: 'secret123',
      });
      const wrong = await post('/api/auth/signin', { email: user.email, password: 'wrong-pass1' });
      expect(unknown.statusCode).toBe(401);
      expect(wrong.statusCode).toBe(401);
      expect(unknown.json()).toEqual(wrong.json());
      expect(wrong.json()).toEqual({
        statusCode: 401,
        error: 'Unauthorized',
        message: 'Invalid email or password.',
      });
      expect(tokenCookie(unknown)).toBeUndefined();
      expect(tokenCookie(wrong)).toBeUndefined();
      expect(await countActiveSessions(t.db, user.id)).toBe(0);
    });

    it.each([
      [{ email: 'nope', password: 'x' }, 'Please enter a valid email address.'],
      [{ email: 'a@example.com', password: '' }, 'Password is required'],
      [{ email: 'a@example.com' }, 'Password is required'],
    ])('answers 400 for %j', async (payload, message) => {
      const response = await post('/api/auth/signin', payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(message);
    });
  });

  describe('POST /api/auth/signout', () => {
    it('ends the session on the server and clears the cookie', async () => {
      const user = await createUser(t.db);
      const { token, cookie } = await createTestSession(t.db, user);
      const response = await post('/api/auth/signout', undefined, { cookie });
      expect(response.statusCode).toBe(204);
      expect(response.body).toBe('');
      const cleared = tokenCookie(response);
      expect(cleared).toMatchObject({ value: '', path: '/', httpOnly: true, sameSite: 'Lax' });
      expect(cleared?.expires?.getTime()).toBeLessThan(Date.now());

      // The old token is dead however it is presented, even though a client kept it.
      expect((await me({ cookie })).statusCode).toBe(401);
      expect((await me({ authorization: `Bearer ${token}` })).statusCode).toBe(401);
      expect(await countActiveSessions(t.db, user.id)).toBe(0);
    });

    it('answers 401 without a session', async () => {
      const response = await post('/api/auth/signout', undefined);
      expect(response.statusCode).toBe(401);
      expect(response.json().message).toBe('Please log in to continue.');
    });
  });

  describe('POST /api/auth/changepassword', () => {
    it('refuses a wrong current password with 400 and changes nothing', async () => {
      const user = await createUser(t.db);
      const { cookie } = await createTestSession(t.db, user);
      const other = await createTestSession(t.db, user);
      const response = await post(
        '/api/auth/changepassword',
        { oldPassword: 'not-it-123', newPassword: 'newsecret1' },
        { cookie },
      );
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe('Current password is incorrect');
      expect((await me({ cookie: other.cookie })).statusCode).toBe(200);
    });

    it.each([
      [{ oldPassword: '', newPassword: 'newsecret1' }, 'Current password is required'],
      [{ newPassword: 'newsecret1' }, 'Current password is required'],
      [
        { oldPassword: 'secret123', newPassword: 'short' },
        'New password must be at least 8 characters',
      ],
    ])('answers 400 for %j', async (payload, message) => {
      const user = await createUser(t.db);
      const { cookie } = await createTestSession(t.db, user);
      const response = await post('/api/auth/changepassword', payload, { cookie });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(message);
    });

    it('answers 401 without a session', async () => {
      const response = await post('/api/auth/changepassword', {
        oldPassword: 'secret123',
        newPassword: 'newsecret1',
      });
      expect(response.statusCode).toBe(401);
    });

    it("updates the password and ends the user's other sessions but not this one", async () => {
      const user = await createUser(t.db);
      const bystander = await createUser(t.db);
      const current = await createTestSession(t.db, user);
      const other = await createTestSession(t.db, user);
      const bystanderSession = await createTestSession(t.db, bystander);

      const response = await post(
        '/api/auth/changepassword',
        { oldPassword: user.password, newPassword: 'brand-new-9' },
        { cookie: current.cookie },
      );
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ message: 'Password updated successfully' });

      expect((await me({ cookie: current.cookie })).statusCode).toBe(200);
      expect((await me({ cookie: other.cookie })).statusCode).toBe(401);
      expect((await me({ cookie: bystanderSession.cookie })).statusCode).toBe(200);

      const withOld = await post('/api/auth/signin', {
        email: user.email,
        password: user.password,
      });
      expect(withOld.statusCode).toBe(401);
      const withNew = await post('/api/auth/signin', {
        email: user.email,
        password: 'brand-new-9',
      });
      expect(withNew.statusCode).toBe(200);
    });
  });

  describe('rate limits', () => {
    it.each(['/api/auth/signup', '/api/auth/signin'])(
      '%s allows 20 attempts per client in 15 minutes, then 429 with Retry-After',
      async (url) => {
        const ip = freshIp();
        // Invalid bodies still count, and cost no password hashing.
        for (let i = 0; i < 20; i += 1) {
          const response = await post(url, { email: 'bad' }, {}, ip);
          expect(response.statusCode).toBe(400);
        }
        const limited = await post(url, { email: 'bad' }, {}, ip);
        expect(limited.statusCode).toBe(429);
        expect(limited.json()).toMatchObject({
          statusCode: 429,
          message: 'Too many attempts. Please wait a few minutes and try again.',
        });
        const retryAfter = Number(limited.headers['retry-after']);
        expect(retryAfter).toBeGreaterThan(0);
        expect(retryAfter).toBeLessThanOrEqual(15 * 60);
        // Another client is not affected.
        expect((await post(url, { email: 'bad' })).statusCode).toBe(400);
      },
    );

    it('pauses sign-in for an email after 10 failures from any clients, even with the right password', async () => {
      const user = await createUser(t.db);
      for (let i = 0; i < 10; i += 1) {
        const response = await post('/api/auth/signin', {
          email: user.email,
          password: `wrong-${i}-x`,
        });
        expect(response.statusCode).toBe(401);
      }
      const limited = await post('/api/auth/signin', {
        email: user.email.toUpperCase(),
        password: user.password,
      });
      expect(limited.statusCode).toBe(429);
      expect(limited.json().message).toBe(
        'Too many attempts. Please wait a few minutes and try again.',
      );
      const retryAfter = Number(limited.headers['retry-after']);
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(15 * 60);
      expect(tokenCookie(limited)).toBeUndefined();

      // Other accounts sign in as usual.
      const other = await createUser(t.db);
      const fine = await post('/api/auth/signin', { email: other.email, password: other.password });
      expect(fine.statusCode).toBe(200);
      // Eleven full-strength scrypt checks: slow on a busy machine, so a longer limit than usual.
    }, 120_000);

    it('pauses sign-up for an email after 10 attempts on a taken address', async () => {
      const user = await createUser(t.db);
      for (let i = 0; i < 10; i += 1) {
        const response = await post('/api/auth/signup', { ...validSignup, email: user.email });
        expect(response.statusCode).toBe(409);
      }
      const limited = await post('/api/auth/signup', { ...validSignup, email: user.email });
      expect(limited.statusCode).toBe(429);
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    });
  });
});

describe('auth cookies with COOKIE_SECURE', () => {
  let t: TestApp;
  useTestApp(
    () => buildTestApp({ env: { COOKIE_SECURE: 'true' } }),
    (built) => (t = built),
  );

  it('marks the session cookie Secure when signing in and when clearing it', async () => {
    const user = await createUser(t.db);
    const signin = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signin',
      payload: { email: user.email, password: user.password },
    });
    expect(signin.statusCode).toBe(200);
    // Secure cookies carry the __Host- prefix (session-cookie.test.ts covers the names).
    const hostCookie = (response: LightMyRequestResponse) =>
      response.cookies.find((c) => c.name === '__Host-token');
    const cookie = hostCookie(signin);
    expect(cookie).toMatchObject({ secure: true, httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie?.maxAge).toBe(90 * 24 * 60 * 60);

    const signout = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signout',
      headers: { cookie: `__Host-token=${cookie?.value}` },
    });
    expect(signout.statusCode).toBe(204);
    expect(hostCookie(signout)).toMatchObject({ secure: true, value: '' });
  });
});
