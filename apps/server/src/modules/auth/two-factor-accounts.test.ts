import { authMessages, TWO_FACTOR_SIGNIN_CODE } from '@artshop/shared';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { Secret } from 'otpauth';
import { describe, expect, it } from 'vitest';
import { sessions, users } from '../../db/schema';
import { isHttpError } from '../../lib/http-error';
import { verifyPassword } from '../../lib/password';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { useTestApp } from '../../test/use-test-app';
import { createTestSession, createUser, type TestUser } from '../../test/factories/users';
import { changePassword } from './auth.service';
import { countActiveSessions, createSession } from './session.service';

// Accounts with two-factor sign-in on never get a session from the password alone, at either
// door, and both doors share one count of wrong passwords (decision 0071).

let lastIp = 0;
const freshIp = () => `10.7.${Math.floor(++lastIp / 250)}.${(lastIp % 250) + 1}`;

const cookieOf = (response: LightMyRequestResponse, name: string) =>
  response.cookies.find((cookie) => cookie.name === name);

describe('accounts with two-factor sign-in on', () => {
  let t: TestApp;
  useTestApp(buildTestApp, (built) => (t = built));

  const post = (url: string, payload: unknown, cookie?: string) =>
    t.app.inject({
      method: 'POST',
      url,
      payload: payload as object,
      headers: cookie ? { cookie } : {},
      remoteAddress: freshIp(),
    });
  const get = (url: string, cookie: string) =>
    t.app.inject({ method: 'GET', url, headers: { cookie }, remoteAddress: freshIp() });

  /** An admin whose two-factor sign-in is on, as the Security page leaves the users row. */
  async function adminWithTwoFactor(): Promise<TestUser> {
    const user = await createUser(t.db, { role: 'admin' });
    const totpSecret = new Secret({ size: 20 }).base32;
    const totpEnabledAt = new Date();
    await t.db.update(users).set({ totpSecret, totpEnabledAt }).where(eq(users.id, user.id));
    return { ...user, totpSecret, totpEnabledAt };
  }

  const storedHash = async (userId: string) =>
    (await t.db.select().from(users).where(eq(users.id, userId)))[0]?.passwordHash ?? '';

  describe('POST /api/auth/signin', () => {
    it('answers the right password with 403 and a pointer to the back-office sign-in, and opens no session', async () => {
      const admin = await adminWithTwoFactor();
      const response = await post('/api/auth/signin', {
        email: admin.email,
        password: admin.password,
      });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({
        statusCode: 403,
        error: 'Forbidden',
        message:
          'This account uses two-factor sign-in. Please sign in on the back-office sign-in page with your password and the code from your authenticator app.',
        code: TWO_FACTOR_SIGNIN_CODE,
      });
      expect(response.body).not.toContain('"role"');
      expect(cookieOf(response, 'token')).toBeUndefined();
      expect(await countActiveSessions(t.db, admin.id)).toBe(0);
    });

    it('answers a wrong password as for anyone: 401, nothing said about the second factor', async () => {
      const admin = await adminWithTwoFactor();
      const response = await post('/api/auth/signin', {
        email: admin.email,
        password: 'wrong-pass-1',
      });
      expect(response.statusCode).toBe(401);
      expect(response.json().message).toBe(authMessages.invalidCredentials);
    });

    it('still signs in an admin whose two-factor sign-in is off', async () => {
      const admin = await createUser(t.db, { role: 'admin' });
      const response = await post('/api/auth/signin', {
        email: admin.email,
        password: admin.password,
      });
      expect(response.statusCode).toBe(200);
      expect(cookieOf(response, 'token')?.value).toBeTruthy();
    });
  });

  describe('a customer session and POST /api/auth/changepassword', () => {
    it('a customer session from before two-factor was on is no session: the password stays and the owner keeps the back-office', async () => {
      const admin = await createUser(t.db, { role: 'admin' });
      const customer = await createTestSession(t.db, admin, 'customer');
      const owner = await createTestSession(t.db, admin, 'admin');
      await t.db
        .update(users)
        .set({ totpSecret: new Secret({ size: 20 }).base32, totpEnabledAt: new Date() })
        .where(eq(users.id, admin.id));

      expect((await get('/api/user/me', customer.cookie)).statusCode).toBe(401);
      const change = await post(
        '/api/auth/changepassword',
        { oldPassword: admin.password, newPassword: 'taken-over-1' },
        customer.cookie,
      );
      expect(change.statusCode).toBe(401);
      expect(await verifyPassword(admin.password, await storedHash(admin.id))).toBe(true);
      expect((await get('/api/admin', owner.cookie)).statusCode).toBe(200);
      // The refused customer session is gone from the database, not only ignored.
      const left = await t.db.select().from(sessions).where(eq(sessions.userId, admin.id));
      expect(left.map((session) => session.kind)).toEqual(['admin']);
    });

    it('refuses an admin without two-factor too: its password changes in the back-office (decision 0086)', async () => {
      const admin = await createUser(t.db, { role: 'admin' });
      const customer = await createTestSession(t.db, admin, 'customer');
      const change = await post(
        '/api/auth/changepassword',
        { oldPassword: admin.password, newPassword: 'changed-in-the-shop-1' },
        customer.cookie,
      );
      expect(change.statusCode).toBe(403);
      expect(change.json().message).toBe(authMessages.adminPasswordElsewhere);
      expect(await verifyPassword(admin.password, await storedHash(admin.id))).toBe(true);
    });

    it('changePassword itself refuses such an account (403), should a customer session ever reach it', async () => {
      const admin = await adminWithTwoFactor();
      const { session } = await createSession(t.db, admin.id, 'customer');
      const refused = await changePassword(t.db, admin, session, {
        oldPassword: admin.password,
        newPassword: 'taken-over-1',
      }).catch((error: unknown) => error);
      expect(isHttpError(refused) && refused.statusCode).toBe(403);
      expect(isHttpError(refused) && refused.message).toBe(
        'This account uses two-factor sign-in. Please change its password on the back-office Security page.',
      );
      expect(await verifyPassword(admin.password, await storedHash(admin.id))).toBe(true);
    });
  });

  describe('one count of wrong passwords for both sign-ins', () => {
    it('pauses both doors after 10 failures split between them, even with the right password', async () => {
      const admin = await createUser(t.db, { role: 'admin' });
      for (let i = 0; i < 5; i += 1) {
        const viaShop = await post('/api/auth/signin', {
          email: admin.email,
          password: `wrong-${i}-x`,
        });
        expect(viaShop.statusCode).toBe(401);
        const viaBackOffice = await post('/api/admin/signin', {
          email: admin.email.toUpperCase(),
          password: `wrong-${i}-y`,
        });
        expect(viaBackOffice.statusCode).toBe(401);
      }
      for (const url of ['/api/auth/signin', '/api/admin/signin']) {
        const paused = await post(url, { email: admin.email, password: admin.password });
        expect(paused.statusCode, url).toBe(429);
        expect(paused.json().message).toBe(authMessages.tooManyAttempts);
        expect(Number(paused.headers['retry-after'])).toBeGreaterThan(0);
      }
      expect(await countActiveSessions(t.db, admin.id)).toBe(0);
      // Twenty full-strength scrypt checks: slow on a busy machine, so a longer limit than usual.
    }, 120_000);

    it('ten failures at the back-office door pause the shop door too', async () => {
      const user = await createUser(t.db);
      for (let i = 0; i < 10; i += 1) {
        const response = await post('/api/admin/signin', {
          email: user.email,
          password: `wrong-${i}-z`,
        });
        expect(response.statusCode).toBe(401);
      }
      const paused = await post('/api/auth/signin', { email: user.email, password: user.password });
      expect(paused.statusCode).toBe(429);
      expect(cookieOf(paused, 'token')).toBeUndefined();
    }, 120_000);
  });
});
