import { createHash } from 'node:crypto';
import {
  adminSessionMessages,
  adminTwoFactorMessages as m,
  authMessages,
  FRESH_SIGNIN_REQUIRED_CODE,
  RECOVERY_CODE_PATTERN,
} from '@artshop/shared';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { Secret, TOTP } from 'otpauth';
import { describe, expect, it } from 'vitest';
import { adminRecoveryCodes, adminSigninChallenges, sessions, users } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { useTestApp } from '../../test/use-test-app';
import { createSignedInCustomer, createTestSession, createUser } from '../../test/factories/users';

// Each request comes from its own address, so the per-client limits of one test never reach another.
let lastIp = 0;
const freshIp = () => `10.2.${Math.floor(++lastIp / 250)}.${(lastIp % 250) + 1}`;

const STEP_MS = 30_000;

/** The code an authenticator app shows for `secret`, `steps` periods from now. */
const codeAt = (secret: string, steps = 0) =>
  TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: Date.now() + steps * STEP_MS });

const cookieOf = (response: LightMyRequestResponse, name: string) =>
  response.cookies.find((cookie) => cookie.name === name);

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

describe('admin two-factor sign-in', () => {
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
  const get = (url: string, cookie?: string) =>
    t.app.inject({
      method: 'GET',
      url,
      headers: cookie ? { cookie } : {},
      remoteAddress: freshIp(),
    });

  /** A new admin with an admin session (cookie header), two-factor sign-in still off. */
  async function newAdmin() {
    const user = await createUser(t.db, { role: 'admin', name: 'Meera Shah' });
    const { cookie } = await createTestSession(t.db, user, 'admin');
    return { user, cookie };
  }

  /** A new admin who has turned two-factor sign-in on; the confirming code's step is used. */
  async function adminWithTwoFactor() {
    const admin = await newAdmin();
    const setup = (await post('/api/admin/two-factor/setup', {}, admin.cookie)).json();
    const confirmingCode = codeAt(setup.secret);
    const confirmed = await post(
      '/api/admin/two-factor/confirm',
      { code: confirmingCode },
      admin.cookie,
    );
    expect(confirmed.statusCode).toBe(200);
    return {
      ...admin,
      secret: setup.secret as string,
      confirmingCode,
      recoveryCodes: confirmed.json().recoveryCodes as string[],
    };
  }

  /** Moves the user's sessions' sign-in `minutes` into the past (their last request stays now). */
  async function signedInAgo(userId: string, minutes: number) {
    await t.db
      .update(sessions)
      .set({ createdAt: new Date(Date.now() - minutes * 60 * 1000) })
      .where(eq(sessions.userId, userId));
  }

  /** The password step; returns the answer and the challenge cookie header for the second step. */
  async function signInWithPassword(user: { email: string; password: string }) {
    const response = await post('/api/admin/signin', {
      email: user.email,
      password: user.password,
    });
    const challenge = cookieOf(response, 'admin_signin');
    return { response, cookie: challenge ? `admin_signin=${challenge.value}` : undefined };
  }

  const verify = (code: unknown, cookie?: string) =>
    post('/api/admin/signin/verify', { code }, cookie);

  describe('enrolment', () => {
    it('sets up with a QR code and the secret, turns on with a first code, answers 10 recovery codes once', async () => {
      const { user, cookie } = await newAdmin();
      expect((await get('/api/admin/two-factor', cookie)).json()).toEqual({
        enabled: false,
        enabledAt: null,
        recoveryCodesLeft: 0,
      });

      const setupResponse = await post('/api/admin/two-factor/setup', {}, cookie);
      expect(setupResponse.statusCode).toBe(200);
      expect(setupResponse.headers['cache-control']).toBe('no-store');
      const setup = setupResponse.json();
      expect(setup.secret).toMatch(/^[A-Z2-7]{32}$/);
      const uri = new URL(setup.otpauthUri);
      expect(uri.protocol).toBe('otpauth:');
      expect(uri.host).toBe('totp');
      expect(decodeURIComponent(uri.pathname)).toContain(user.email);
      expect(uri.searchParams.get('secret')).toBe(setup.secret);
      expect(uri.searchParams.get('issuer')).toBe('Shilpa Art Studio');
      expect(uri.searchParams.get('digits')).toBe('6');
      expect(uri.searchParams.get('period')).toBe('30');
      expect(uri.searchParams.get('algorithm')).toBe('SHA1');
      expect(setup.qrCode).toMatch(/^data:image\/svg\+xml;base64,/);
      const svg = Buffer.from(setup.qrCode.split(',')[1], 'base64').toString('utf8');
      expect(svg).toContain('<svg');

      // Not in force until confirmed: signing in still needs only the password.
      expect((await get('/api/admin/two-factor', cookie)).json().enabled).toBe(false);
      const [pending] = await t.db.select().from(users).where(eq(users.id, user.id));
      expect(pending?.totpSecret).toBe(setup.secret);
      expect(pending?.totpEnabledAt).toBeNull();

      const wrong = await post('/api/admin/two-factor/confirm', { code: '000000' }, cookie);
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().message).toBe(m.invalidCode);

      const confirmed = await post(
        '/api/admin/two-factor/confirm',
        { code: codeAt(setup.secret) },
        cookie,
      );
      expect(confirmed.statusCode).toBe(200);
      const { message, recoveryCodes } = confirmed.json();
      expect(message).toBe(m.enabled);
      expect(recoveryCodes).toHaveLength(10);
      expect(new Set(recoveryCodes).size).toBe(10);
      for (const code of recoveryCodes) expect(code).toMatch(RECOVERY_CODE_PATTERN);

      const status = (await get('/api/admin/two-factor', cookie)).json();
      expect(status).toEqual({
        enabled: true,
        enabledAt: expect.any(String),
        recoveryCodesLeft: 10,
      });

      // Only sha256 hashes are stored, never the codes themselves.
      const stored = await t.db
        .select()
        .from(adminRecoveryCodes)
        .where(eq(adminRecoveryCodes.userId, user.id));
      expect(stored.map((row) => row.codeHash).sort()).toEqual(
        recoveryCodes.map((code: string) => sha256(code.replace('-', ''))).sort(),
      );
      expect(JSON.stringify(stored)).not.toContain(recoveryCodes[0]);

      // On is on: a second set-up or confirm is refused rather than silently replacing the secret.
      expect((await post('/api/admin/two-factor/setup', {}, cookie)).statusCode).toBe(409);
      const again = await post(
        '/api/admin/two-factor/confirm',
        { code: codeAt(setup.secret, 1) },
        cookie,
      );
      expect(again.statusCode).toBe(409);
      expect(again.json().message).toBe(m.alreadyEnabled);
    });

    it('refuses to confirm before a set-up, and an empty code', async () => {
      const { cookie } = await newAdmin();
      const none = await post('/api/admin/two-factor/confirm', { code: '123456' }, cookie);
      expect(none.statusCode).toBe(409);
      expect(none.json().message).toBe(m.noPendingSetup);
      const empty = await post('/api/admin/two-factor/confirm', { code: '  ' }, cookie);
      expect(empty.statusCode).toBe(400);
      expect(empty.json().message).toBe(m.codeRequired);
    });

    it('a restarted set-up replaces the unconfirmed secret', async () => {
      const { cookie } = await newAdmin();
      const first = (await post('/api/admin/two-factor/setup', {}, cookie)).json();
      const second = (await post('/api/admin/two-factor/setup', {}, cookie)).json();
      expect(second.secret).not.toBe(first.secret);
      const stale = await post(
        '/api/admin/two-factor/confirm',
        { code: codeAt(first.secret) },
        cookie,
      );
      expect(stale.statusCode).toBe(400);
      const fresh = await post(
        '/api/admin/two-factor/confirm',
        { code: codeAt(second.secret) },
        cookie,
      );
      expect(fresh.statusCode).toBe(200);
    });

    it('is for admins only: 401 without a session, 403 for a customer', async () => {
      const { cookie } = await createSignedInCustomer(t.db);
      for (const url of [
        '/api/admin/two-factor/setup',
        '/api/admin/two-factor/confirm',
        '/api/admin/two-factor/disable',
      ]) {
        expect((await post(url, {})).statusCode, url).toBe(401);
        expect((await post(url, {}, cookie)).statusCode, url).toBe(403);
      }
      expect((await get('/api/admin/two-factor')).statusCode).toBe(401);
    });
  });

  describe('signing in', () => {
    it('leaves admins without two-factor sign-in as they were: the password opens the session', async () => {
      const { user } = await newAdmin();
      const { response, cookie } = await signInWithPassword(user);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        message: adminSessionMessages.signedIn,
        admin: { name: 'Meera Shah', email: user.email },
      });
      expect(cookieOf(response, 'admin_token')?.value).toBeTruthy();
      expect(cookie).toBeUndefined();
    });

    it('after the password asks for the code, with a short-lived httpOnly challenge and no session', async () => {
      const admin = await adminWithTwoFactor();
      const { response, cookie } = await signInWithPassword(admin.user);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ twoFactorRequired: true, message: m.secondFactorRequired });
      expect(cookieOf(response, 'admin_token')).toBeUndefined();
      const challenge = cookieOf(response, 'admin_signin');
      expect(challenge?.httpOnly).toBe(true);
      expect(challenge?.sameSite).toBe('Lax');
      expect(challenge?.path).toBe('/api/admin/signin');
      expect(challenge?.maxAge).toBe(300);

      // Only the token's sha256 is stored, expiring in 5 minutes.
      const [row] = await t.db
        .select()
        .from(adminSigninChallenges)
        .where(eq(adminSigninChallenges.userId, admin.user.id));
      expect(row?.tokenHash).toBe(sha256(challenge?.value ?? ''));
      const lifetime = (row?.expiresAt.getTime() ?? 0) - (row?.createdAt.getTime() ?? 0);
      expect(lifetime).toBe(5 * 60 * 1000);

      // The challenge cookie is not an admin session.
      expect((await get('/api/admin', cookie)).statusCode).toBe(401);

      const verified = await verify(codeAt(admin.secret, 1), cookie);
      expect(verified.statusCode).toBe(200);
      expect(verified.json()).toEqual({
        message: adminSessionMessages.signedIn,
        admin: { name: 'Meera Shah', email: admin.user.email },
      });
      expect(verified.headers['cache-control']).toBe('no-store');
      const session = cookieOf(verified, 'admin_token');
      expect(session?.httpOnly).toBe(true);
      expect(cookieOf(verified, 'admin_signin')?.value).toBe('');
      expect((await get('/api/admin', `admin_token=${session?.value}`)).statusCode).toBe(200);

      // The challenge is used up.
      const rows = await t.db
        .select()
        .from(adminSigninChallenges)
        .where(eq(adminSigninChallenges.userId, admin.user.id));
      expect(rows).toHaveLength(0);
      const replay = await verify(codeAt(admin.secret, 1), cookie);
      expect(replay.statusCode).toBe(401);
      expect(replay.json().message).toBe(m.challengeExpired);
    });

    it('a wrong code is refused with a clear message, and the right one still works', async () => {
      const admin = await adminWithTwoFactor();
      const { cookie } = await signInWithPassword(admin.user);
      for (const code of ['000000', '12345', 'not-a-code']) {
        const wrong = await verify(code, cookie);
        expect(wrong.statusCode, code).toBe(401);
        expect(wrong.json().message).toBe(m.invalidCode);
        expect(cookieOf(wrong, 'admin_token')).toBeUndefined();
      }
      const empty = await verify('', cookie);
      expect(empty.statusCode).toBe(400);
      expect(empty.json().message).toBe(m.codeRequired);
      // Spaces, as some apps show the code, are fine.
      const code = codeAt(admin.secret, 1);
      expect((await verify(`${code.slice(0, 3)} ${code.slice(3)}`, cookie)).statusCode).toBe(200);
    });

    it('accepts each code once: a replayed code, or the one that confirmed the set-up, is refused', async () => {
      const admin = await adminWithTwoFactor();
      // The code that turned two-factor sign-in on cannot sign in.
      const first = await signInWithPassword(admin.user);
      const withConfirmingCode = await verify(admin.confirmingCode, first.cookie);
      expect(withConfirmingCode.statusCode).toBe(401);
      expect(withConfirmingCode.json().message).toBe(m.invalidCode);

      const nextCode = codeAt(admin.secret, 1);
      expect((await verify(nextCode, first.cookie)).statusCode).toBe(200);

      const second = await signInWithPassword(admin.user);
      const replayed = await verify(nextCode, second.cookie);
      expect(replayed.statusCode).toBe(401);
      expect(replayed.json().message).toBe(m.invalidCode);
    });

    it('accepts a recovery code once, however it is typed, and counts it used', async () => {
      const admin = await adminWithTwoFactor();
      const [recoveryCode = ''] = admin.recoveryCodes;
      const first = await signInWithPassword(admin.user);
      const typed = ` ${recoveryCode.toUpperCase().replace('-', ' - ')} `;
      const verified = await verify(typed, first.cookie);
      expect(verified.statusCode).toBe(200);
      expect(cookieOf(verified, 'admin_token')?.value).toBeTruthy();

      const status = await get(
        '/api/admin/two-factor',
        `admin_token=${cookieOf(verified, 'admin_token')?.value}`,
      );
      expect(status.json().recoveryCodesLeft).toBe(9);
      const used = await t.db
        .select()
        .from(adminRecoveryCodes)
        .where(eq(adminRecoveryCodes.codeHash, sha256(recoveryCode.replace('-', ''))));
      expect(used[0]?.usedAt).toBeInstanceOf(Date);

      const second = await signInWithPassword(admin.user);
      const again = await verify(recoveryCode, second.cookie);
      expect(again.statusCode).toBe(401);
      expect(again.json().message).toBe(m.invalidCode);
      // Another, unused recovery code still works.
      expect((await verify(admin.recoveryCodes[1], second.cookie)).statusCode).toBe(200);
    });

    it('ends the challenge after 5 wrong codes: even the right code then needs the password again', async () => {
      const admin = await adminWithTwoFactor();
      const { cookie } = await signInWithPassword(admin.user);
      for (let i = 1; i <= 4; i += 1) {
        const wrong = await verify('000000', cookie);
        expect(wrong.statusCode).toBe(401);
        expect(wrong.json().message).toBe(m.invalidCode);
      }
      const fifth = await verify('000000', cookie);
      expect(fifth.statusCode).toBe(401);
      expect(fifth.json().message).toBe(m.tooManyWrongCodes);
      expect(cookieOf(fifth, 'admin_signin')?.value).toBe('');

      const right = await verify(codeAt(admin.secret, 1), cookie);
      expect(right.statusCode).toBe(401);
      expect(right.json().message).toBe(m.challengeExpired);
      expect(cookieOf(right, 'admin_token')).toBeUndefined();

      // A new password sign-in brings a new challenge.
      const fresh = await signInWithPassword(admin.user);
      expect((await verify(codeAt(admin.secret, 1), fresh.cookie)).statusCode).toBe(200);
    });

    it('pauses an account after 10 wrong codes across challenges (429), so new challenges bring no new guesses', async () => {
      const admin = await adminWithTwoFactor();
      for (let round = 0; round < 2; round += 1) {
        const { cookie } = await signInWithPassword(admin.user);
        for (let i = 0; i < 5; i += 1)
          expect((await verify('000000', cookie)).statusCode).toBe(401);
      }
      const { cookie } = await signInWithPassword(admin.user);
      const paused = await verify(codeAt(admin.secret, 1), cookie);
      expect(paused.statusCode).toBe(429);
      expect(paused.json().message).toBe(authMessages.tooManyAttempts);
      expect(Number(paused.headers['retry-after'])).toBeGreaterThan(0);
    });

    it('refuses an expired challenge, no challenge at all, and a forged one', async () => {
      const admin = await adminWithTwoFactor();
      const { cookie } = await signInWithPassword(admin.user);
      await t.db
        .update(adminSigninChallenges)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(adminSigninChallenges.userId, admin.user.id));
      const expired = await verify(codeAt(admin.secret, 1), cookie);
      expect(expired.statusCode).toBe(401);
      expect(expired.json().message).toBe(m.challengeExpired);

      for (const noChallenge of [
        undefined,
        'admin_signin=forged-token-aaaaaaaaaaaaaaaaaaaaaaa',
        'admin_signin=x',
      ]) {
        const response = await verify(codeAt(admin.secret, 1), noChallenge);
        expect(response.statusCode).toBe(401);
        expect(response.json().message).toBe(m.challengeExpired);
      }
      // An admin session is no challenge either.
      const response = await verify(codeAt(admin.secret, 1), admin.cookie);
      expect(response.statusCode).toBe(401);
    });

    it('refuses the second step of an admin demoted since the password', async () => {
      const admin = await adminWithTwoFactor();
      const { cookie } = await signInWithPassword(admin.user);
      await t.db.update(users).set({ role: 'customer' }).where(eq(users.id, admin.user.id));
      const response = await verify(codeAt(admin.secret, 1), cookie);
      expect(response.statusCode).toBe(401);
      expect(cookieOf(response, 'admin_token')).toBeUndefined();
    });

    it('a wrong password never reaches the second step', async () => {
      const admin = await adminWithTwoFactor();
      const { response, cookie } = await signInWithPassword({
        ...admin.user,
        password: 'wrong-password',
      });
      expect(response.statusCode).toBe(401);
      expect(cookie).toBeUndefined();
    });
  });

  describe('turning it off', () => {
    it('needs a current code, never the password; then the password alone signs in again', async () => {
      const admin = await adminWithTwoFactor();
      const url = '/api/admin/two-factor/disable';
      const none = await post(url, {}, admin.cookie);
      expect(none.statusCode).toBe(400);
      expect(none.json().message).toBe(m.disableProofRequired);
      // The password, which decision 0038 accepted here, no longer turns it off (decision 0071).
      const withPassword = await post(url, { password: admin.user.password }, admin.cookie);
      expect(withPassword.statusCode).toBe(400);
      expect(withPassword.json().message).toBe(m.disableProofRequired);
      const wrong = await post(url, { code: '000000' }, admin.cookie);
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().message).toBe(m.invalidCode);
      expect((await get('/api/admin/two-factor', admin.cookie)).json().enabled).toBe(true);

      const off = await post(url, { code: codeAt(admin.secret, 1) }, admin.cookie);
      expect(off.statusCode).toBe(200);
      expect(off.json()).toEqual({ message: m.disabled });
      expect((await get('/api/admin/two-factor', admin.cookie)).json()).toEqual({
        enabled: false,
        enabledAt: null,
        recoveryCodesLeft: 0,
      });
      const [row] = await t.db.select().from(users).where(eq(users.id, admin.user.id));
      expect(row?.totpSecret).toBeNull();
      const codes = await t.db
        .select()
        .from(adminRecoveryCodes)
        .where(eq(adminRecoveryCodes.userId, admin.user.id));
      expect(codes).toHaveLength(0);

      const { response } = await signInWithPassword(admin.user);
      expect(cookieOf(response, 'admin_token')?.value).toBeTruthy();
      expect((await post(url, { code: codeAt(admin.secret, 2) }, admin.cookie)).statusCode).toBe(
        409,
      );
    });

    it('with a recovery code, and ends a pending challenge', async () => {
      const admin = await adminWithTwoFactor();
      const { cookie } = await signInWithPassword(admin.user);
      const off = await post(
        '/api/admin/two-factor/disable',
        { code: admin.recoveryCodes[0] },
        admin.cookie,
      );
      expect(off.statusCode).toBe(200);
      const pending = await verify(codeAt(admin.secret, 1), cookie);
      expect(pending.statusCode).toBe(401);
      expect(pending.json().message).toBe(m.challengeExpired);
    });

    it('needs a sign-in from the last 15 minutes, even with a right code (decision 0071)', async () => {
      const admin = await adminWithTwoFactor();
      await signedInAgo(admin.user.id, 16);
      const code = codeAt(admin.secret, 1);
      const stale = await post('/api/admin/two-factor/disable', { code }, admin.cookie);
      expect(stale.statusCode).toBe(403);
      expect(stale.json()).toMatchObject({
        message: m.freshSigninRequired,
        code: FRESH_SIGNIN_REQUIRED_CODE,
      });
      expect((await get('/api/admin/two-factor', admin.cookie)).json().enabled).toBe(true);

      // Signing in again (password and code) makes a session fresh enough.
      const { cookie } = await signInWithPassword(admin.user);
      const verified = await verify(code, cookie);
      const fresh = `admin_token=${cookieOf(verified, 'admin_token')?.value}`;
      const off = await post(
        '/api/admin/two-factor/disable',
        { code: admin.recoveryCodes[0] },
        fresh,
      );
      expect(off.statusCode).toBe(200);
    });
  });

  describe('turning it on (decision 0071)', () => {
    it("ends the account's other sessions, customer and admin, and keeps this one", async () => {
      const admin = await newAdmin();
      const otherAdmin = await createTestSession(t.db, admin.user, 'admin');
      const customer = await createTestSession(t.db, admin.user, 'customer');
      const bystander = await createSignedInCustomer(t.db);
      const setup = (await post('/api/admin/two-factor/setup', {}, admin.cookie)).json();
      const confirmed = await post(
        '/api/admin/two-factor/confirm',
        { code: codeAt(setup.secret) },
        admin.cookie,
      );
      expect(confirmed.statusCode).toBe(200);
      expect((await get('/api/admin', admin.cookie)).statusCode).toBe(200);
      expect((await get('/api/admin', otherAdmin.cookie)).statusCode).toBe(401);
      expect((await get('/api/user/me', customer.cookie)).statusCode).toBe(401);
      expect((await get('/api/user/me', bystander.cookie)).statusCode).toBe(200);
      const left = await t.db.select().from(sessions).where(eq(sessions.userId, admin.user.id));
      expect(left).toHaveLength(1);
    });

    it('needs a sign-in from the last 15 minutes, at set-up and at confirmation', async () => {
      const admin = await newAdmin();
      const setup = (await post('/api/admin/two-factor/setup', {}, admin.cookie)).json();
      await signedInAgo(admin.user.id, 16);
      for (const [url, body] of [
        ['/api/admin/two-factor/confirm', { code: codeAt(setup.secret) }],
        ['/api/admin/two-factor/setup', {}],
      ] as const) {
        const stale = await post(url, body, admin.cookie);
        expect(stale.statusCode, url).toBe(403);
        expect(stale.json().code).toBe(FRESH_SIGNIN_REQUIRED_CODE);
      }
      expect((await get('/api/admin/two-factor', admin.cookie)).json().enabled).toBe(false);
    });
  });

  it('documents the two-factor calls in the OpenAPI page', async () => {
    const paths = (await get('/api/docs/json')).json().paths;
    expect(paths['/api/admin/signin/verify']).toHaveProperty('post');
    expect(paths['/api/admin/two-factor']).toHaveProperty('get');
    expect(paths['/api/admin/two-factor/setup']).toHaveProperty('post');
    expect(paths['/api/admin/two-factor/confirm']).toHaveProperty('post');
    expect(paths['/api/admin/two-factor/disable']).toHaveProperty('post');
  });

  it('keeps the second step out of the admin scope and the rest in it', () => {
    const routes = t.app.adminRoutes.map((route) => `${route.method} ${route.url}`);
    expect(routes).not.toContain('POST /api/admin/signin/verify');
    expect(routes).toEqual(
      expect.arrayContaining([
        'GET /api/admin/two-factor',
        'POST /api/admin/two-factor/setup',
        'POST /api/admin/two-factor/confirm',
        'POST /api/admin/two-factor/disable',
      ]),
    );
  });
});
