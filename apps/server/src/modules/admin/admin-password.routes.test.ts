import {
  adminTwoFactorMessages as m,
  authMessages,
  FRESH_SIGNIN_REQUIRED_CODE,
} from '@artshop/shared';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { Secret, TOTP } from 'otpauth';
import { describe, expect, it } from 'vitest';
import { adminSigninChallenges, sessions, users } from '../../db/schema';
import { verifyPassword } from '../../lib/password';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { useTestApp } from '../../test/use-test-app';
import {
  createSignedInCustomer,
  createTestSession,
  createUser,
  type TestUser,
} from '../../test/factories/users';

// POST /api/admin/password: the one way an account with two-factor sign-in on changes its
// password, from a fresh admin session and with a current code (decision 0071).

let lastIp = 0;
const freshIp = () => `10.8.${Math.floor(++lastIp / 250)}.${(lastIp % 250) + 1}`;

const STEP_MS = 30_000;
const codeAt = (secret: string, steps = 0) =>
  TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: Date.now() + steps * STEP_MS });

const cookieOf = (response: LightMyRequestResponse, name: string) =>
  response.cookies.find((cookie) => cookie.name === name);

const NEW_PASSWORD = 'brand-new-pass-9';

describe('POST /api/admin/password', () => {
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

  /** An admin signed in to the back-office just now, two-factor sign-in on unless `off`. */
  async function signedInAdmin({ off = false } = {}) {
    const user = await createUser(t.db, { role: 'admin' });
    const secret = new Secret({ size: 20 }).base32;
    if (!off) {
      await t.db
        .update(users)
        .set({ totpSecret: secret, totpEnabledAt: new Date() })
        .where(eq(users.id, user.id));
    }
    const { cookie } = await createTestSession(t.db, user, 'admin');
    return { user, secret, cookie };
  }

  const passwordIs = async (user: TestUser, password: string) => {
    const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
    return verifyPassword(password, row?.passwordHash ?? '');
  };

  const change = (cookie: string, body: Record<string, unknown>) =>
    post('/api/admin/password', body, cookie);

  it("changes it with the current password and a code, ends the account's other sessions and sign-ins, keeps this one", async () => {
    const admin = await signedInAdmin();
    const otherAdmin = await createTestSession(t.db, admin.user, 'admin');
    const pending = await post('/api/admin/signin', {
      email: admin.user.email,
      password: admin.user.password,
    });
    expect(pending.json().twoFactorRequired).toBe(true);

    const response = await change(admin.cookie, {
      oldPassword: admin.user.password,
      newPassword: NEW_PASSWORD,
      code: codeAt(admin.secret),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: authMessages.passwordUpdated });
    expect(response.headers['cache-control']).toBe('no-store');
    expect(await passwordIs(admin.user, NEW_PASSWORD)).toBe(true);

    expect((await get('/api/admin', admin.cookie)).statusCode).toBe(200);
    expect((await get('/api/admin', otherAdmin.cookie)).statusCode).toBe(401);
    const challenges = await t.db
      .select()
      .from(adminSigninChallenges)
      .where(eq(adminSigninChallenges.userId, admin.user.id));
    expect(challenges).toHaveLength(0);

    // The new password leads to the second step, never to a session by itself.
    const signin = await post('/api/admin/signin', {
      email: admin.user.email,
      password: NEW_PASSWORD,
    });
    expect(signin.json().twoFactorRequired).toBe(true);
    expect(cookieOf(signin, 'admin_token')).toBeUndefined();
  });

  it('accepts a recovery code instead of the app code', async () => {
    // Turned on through the Security page, so the recovery codes exist.
    const other = await createUser(t.db, { role: 'admin' });
    const { cookie } = await createTestSession(t.db, other, 'admin');
    const setup = (await post('/api/admin/two-factor/setup', {}, cookie)).json();
    const confirmed = await post(
      '/api/admin/two-factor/confirm',
      { code: codeAt(setup.secret) },
      cookie,
    );
    const [recoveryCode] = confirmed.json().recoveryCodes as string[];
    const response = await change(cookie, {
      oldPassword: other.password,
      newPassword: NEW_PASSWORD,
      code: recoveryCode,
    });
    expect(response.statusCode).toBe(200);
    expect(await passwordIs(other, NEW_PASSWORD)).toBe(true);
  });

  it('refuses without a code, with a wrong or replayed code and with a wrong password, and changes nothing', async () => {
    const admin = await signedInAdmin();
    const base = { oldPassword: admin.user.password, newPassword: NEW_PASSWORD };

    const noCode = await change(admin.cookie, base);
    expect(noCode.statusCode).toBe(400);
    expect(noCode.json().message).toBe(m.passwordCodeRequired);

    const wrongCode = await change(admin.cookie, { ...base, code: '000000' });
    expect(wrongCode.statusCode).toBe(400);
    expect(wrongCode.json().message).toBe(m.invalidCode);

    const wrongPassword = await change(admin.cookie, {
      ...base,
      oldPassword: 'not-it-123',
      code: codeAt(admin.secret),
    });
    expect(wrongPassword.statusCode).toBe(400);
    expect(wrongPassword.json().message).toBe(authMessages.currentPasswordIncorrect);

    // A code whose time step was used already (by a sign-in, say) does not work again.
    const used = codeAt(admin.secret);
    await t.db
      .update(users)
      .set({ totpLastStep: Math.floor(Date.now() / STEP_MS) + 1 })
      .where(eq(users.id, admin.user.id));
    const replayed = await change(admin.cookie, { ...base, code: used });
    expect(replayed.statusCode).toBe(400);
    expect(replayed.json().message).toBe(m.invalidCode);

    expect(await passwordIs(admin.user, admin.user.password)).toBe(true);
  });

  it('needs a sign-in from the last 15 minutes, even with the right password and code', async () => {
    const admin = await signedInAdmin();
    await t.db
      .update(sessions)
      .set({ createdAt: new Date(Date.now() - 16 * 60 * 1000) })
      .where(eq(sessions.userId, admin.user.id));
    const stale = await change(admin.cookie, {
      oldPassword: admin.user.password,
      newPassword: NEW_PASSWORD,
      code: codeAt(admin.secret),
    });
    expect(stale.statusCode).toBe(403);
    expect(stale.json()).toMatchObject({
      message: m.freshSigninRequired,
      code: FRESH_SIGNIN_REQUIRED_CODE,
    });
    expect(await passwordIs(admin.user, admin.user.password)).toBe(true);
    // The session itself is still good for the back-office.
    expect((await get('/api/admin', admin.cookie)).statusCode).toBe(200);
  });

  it('an admin without two-factor sign-in needs no code, but a fresh session too', async () => {
    const admin = await signedInAdmin({ off: true });
    const response = await change(admin.cookie, {
      oldPassword: admin.user.password,
      newPassword: NEW_PASSWORD,
    });
    expect(response.statusCode).toBe(200);
    expect(await passwordIs(admin.user, NEW_PASSWORD)).toBe(true);

    await t.db
      .update(sessions)
      .set({ createdAt: new Date(Date.now() - 16 * 60 * 1000) })
      .where(eq(sessions.userId, admin.user.id));
    const stale = await change(admin.cookie, {
      oldPassword: NEW_PASSWORD,
      newPassword: 'another-pass-9',
    });
    expect(stale.statusCode).toBe(403);
  });

  it('is for admin sessions only: 401 without one, 403 for a customer', async () => {
    const body = { oldPassword: 'secret123', newPassword: NEW_PASSWORD };
    expect((await post('/api/admin/password', body)).statusCode).toBe(401);
    const { cookie } = await createSignedInCustomer(t.db);
    expect((await post('/api/admin/password', body, cookie)).statusCode).toBe(403);
    expect(t.app.adminRoutes.map((route) => `${route.method} ${route.url}`)).toContain(
      'POST /api/admin/password',
    );
  });
});
