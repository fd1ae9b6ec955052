import {
  adminTwoFactorMessages,
  authMessages,
  passwordResetMessages,
  TWO_FACTOR_CODE_REQUIRED_CODE,
} from '@artshop/shared';
import { and, eq, isNull } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { adminRecoveryCodes, passwordResetTokens, users } from '../../db/schema';
import { verifyPassword } from '../../lib/password';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { captureLog } from '../../test/log-capture';
import { startSmtpTestServer, type SmtpTestServer } from '../../test/smtp-test-server';
import { useTestApp } from '../../test/use-test-app';
import { createTestSession, createUser, type TestUser } from '../../test/factories/users';
import { sendDueMail } from '../mail/mail-sender';
import { countActiveSessions } from './session.service';

// A reset link alone does not set the password of an account with two-factor sign-in on: whoever
// reads the mailbox must also have the authenticator app or a recovery code (decision 0075). The
// link is read where its owner reads it, in the email a real SMTP server on loopback received.

let lastIp = 0;
const freshIp = () => `10.75.${Math.floor(++lastIp / 250)}.${(lastIp % 250) + 1}`;

const NEW_PASSWORD = 'fresh-Start9';
const STEP_MS = 30_000;

/** The code an authenticator app shows for `secret`, `steps` periods from now. */
const codeAt = (secret: string, steps = 0) =>
  TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: Date.now() + steps * STEP_MS });

/** Six digits that are none of the codes accepted now (one step of drift either way). */
function wrongCode(secret: string): string {
  const accepted = new Set([-1, 0, 1].map((steps) => codeAt(secret, steps)));
  const code = ['314159', '271828', '161803', '141421'].find((digits) => !accepted.has(digits));
  if (!code) throw new Error('no wrong code found');
  return code;
}

interface TwoFactorAdmin {
  user: TestUser;
  /** The admin session of the owner, open before the reset. */
  cookie: string;
  secret: string;
  recoveryCodes: string[];
}

describe('password reset of an account with two-factor sign-in on', () => {
  let t: TestApp;
  let smtp: SmtpTestServer;
  const log = captureLog();
  useTestApp(
    async () => {
      smtp = await startSmtpTestServer();
      return buildTestApp({
        env: { PUBLIC_URL: 'https://shop.example.in', SMTP_URL: smtp.url, COOKIE_SECURE: 'false' },
        logger: { level: 'info', stream: log.stream },
      });
    },
    (built) => (t = built),
  );
  afterAll(() => smtp.stop());
  beforeEach(() => log.clear());

  const post = (url: string, payload: object, cookie?: string) =>
    t.app.inject({
      method: 'POST',
      url,
      payload,
      headers: cookie ? { cookie } : {},
      remoteAddress: freshIp(),
    });
  const reset = (token: string, code?: string, password = NEW_PASSWORD) =>
    post(
      '/api/auth/reset-password',
      code === undefined ? { token, password } : { token, password, code },
    );

  /** Asks for a link for `email`, sends the email, and answers the token it carried. */
  async function linkFor(email: string): Promise<string> {
    expect((await post('/api/auth/forgot-password', { email })).statusCode).toBe(202);
    await sendDueMail(t.app);
    const match = /\/reset-password\?token=([A-Za-z0-9_-]{43})/.exec(
      smtp.messagesTo(email).at(-1)?.text ?? '',
    );
    if (!match?.[1]) throw new Error('no reset link in the email');
    return match[1];
  }

  /** An admin who turned two-factor sign-in on from the Security page, still signed in. */
  async function twoFactorAdmin(): Promise<TwoFactorAdmin> {
    const user = await createUser(t.db, { role: 'admin' });
    const { cookie } = await createTestSession(t.db, user, 'admin');
    const setup = await post('/api/admin/two-factor/setup', {}, cookie);
    expect(setup.statusCode).toBe(200);
    const secret = setup.json().secret as string;
    const confirmed = await post('/api/admin/two-factor/confirm', { code: codeAt(secret) }, cookie);
    expect(confirmed.statusCode).toBe(200);
    return { user, cookie, secret, recoveryCodes: confirmed.json().recoveryCodes as string[] };
  }

  const storedHash = async (userId: string) =>
    (await t.db.select().from(users).where(eq(users.id, userId)))[0]?.passwordHash ?? '';

  /** Nothing happened to the account: same password, the owner still in the back-office. */
  async function expectUntouched(admin: TwoFactorAdmin) {
    expect(await verifyPassword(admin.user.password, await storedHash(admin.user.id))).toBe(true);
    expect(await countActiveSessions(t.db, admin.user.id)).toBe(1);
    const backOffice = await t.app.inject({
      method: 'GET',
      url: '/api/admin',
      headers: { cookie: admin.cookie },
    });
    expect(backOffice.statusCode).toBe(200);
    const tokens = await t.db
      .select()
      .from(passwordResetTokens)
      .where(eq(passwordResetTokens.userId, admin.user.id));
    expect(tokens.map((row) => row.usedAt)).toEqual([null]);
  }

  /** The account's password is the new one, and every session of it has ended. */
  async function expectReset(admin: TwoFactorAdmin) {
    expect(await verifyPassword(NEW_PASSWORD, await storedHash(admin.user.id))).toBe(true);
    expect(await countActiveSessions(t.db, admin.user.id)).toBe(0);
  }

  it('without a code: 400 two_factor_code_required, and nothing changes', async () => {
    const admin = await twoFactorAdmin();
    const token = await linkFor(admin.user.email);

    for (const code of [undefined, '', '   ']) {
      const response = await reset(token, code);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        statusCode: 400,
        error: 'Bad Request',
        message:
          'This account uses two-factor sign-in. To set a new password, also enter the code from your authenticator app or one of your recovery codes.',
        code: TWO_FACTOR_CODE_REQUIRED_CODE,
      });
    }
    await expectUntouched(admin);
    expect(log.records().filter((record) => record.security === 'password.changed')).toEqual([]);
  });

  it('with a wrong code: 400, nothing changes, and the link works afterwards with the right one', async () => {
    const admin = await twoFactorAdmin();
    const token = await linkFor(admin.user.email);
    const wrong = wrongCode(admin.secret);

    for (const code of [wrong, 'abcde-fghjk']) {
      const response = await reset(token, code);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(adminTwoFactorMessages.invalidCode);
      expect(response.json().code).toBeUndefined();
    }
    await expectUntouched(admin);
    const failures = log
      .records()
      .filter((record) => record.security === 'password.reset.second-factor-failure');
    expect(failures).toEqual([
      expect.objectContaining({ userId: admin.user.id, reason: 'wrong-code', status: 400 }),
      expect.objectContaining({ userId: admin.user.id, reason: 'wrong-code', status: 400 }),
    ]);
    expect(log.lines.join('\n')).not.toMatch(new RegExp(`\\b${wrong}\\b`));
    expect(log.lines.join('\n')).not.toContain(token);

    expect((await reset(token, codeAt(admin.secret, 1))).statusCode).toBe(200);
    await expectReset(admin);
  });

  it('with a current code: resets once, ends every session, and spends the code', async () => {
    const admin = await twoFactorAdmin();
    const token = await linkFor(admin.user.email);
    const code = codeAt(admin.secret, 1);

    const response = await reset(token, ` ${code} `);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      message: passwordResetMessages.passwordReset,
      email: admin.user.email,
    });
    await expectReset(admin);
    const backOffice = await t.app.inject({
      method: 'GET',
      url: '/api/admin',
      headers: { cookie: admin.cookie },
    });
    expect(backOffice.statusCode).toBe(401);

    // The link worked once; the code's time step is spent too, for a new link as for a sign-in.
    const again = await reset(token, code, 'another-Pass1');
    expect(again.statusCode).toBe(400);
    expect(again.json().code).toBe('invalid_reset_token');
    const next = await linkFor(admin.user.email);
    const replayed = await reset(next, code, 'another-Pass1');
    expect(replayed.statusCode).toBe(400);
    expect(replayed.json().message).toBe(adminTwoFactorMessages.invalidCode);
    expect(await verifyPassword(NEW_PASSWORD, await storedHash(admin.user.id))).toBe(true);

    // Signing in still takes the new password and a code.
    const signin = await post('/api/admin/signin', {
      email: admin.user.email,
      password: NEW_PASSWORD,
    });
    expect(signin.json()).toMatchObject({ twoFactorRequired: true });
  });

  it('with a recovery code: resets once and marks the code used', async () => {
    const admin = await twoFactorAdmin();
    const token = await linkFor(admin.user.email);
    const [recoveryCode, otherCode] = admin.recoveryCodes;

    const response = await reset(token, recoveryCode?.toUpperCase());
    expect(response.statusCode).toBe(200);
    await expectReset(admin);
    const left = await t.db
      .select()
      .from(adminRecoveryCodes)
      .where(and(eq(adminRecoveryCodes.userId, admin.user.id), isNull(adminRecoveryCodes.usedAt)));
    expect(left).toHaveLength(admin.recoveryCodes.length - 1);
    expect(log.records()).toContainEqual(
      expect.objectContaining({ security: 'admin.recovery-code.used', userId: admin.user.id }),
    );

    // A used recovery code opens nothing more; an unused one still works.
    const next = await linkFor(admin.user.email);
    expect((await reset(next, recoveryCode, 'another-Pass1')).statusCode).toBe(400);
    expect((await reset(next, otherCode, 'another-Pass1')).statusCode).toBe(200);
  });

  it('pauses after 10 wrong codes for the account, keeping the link; the count is the sign-in’s too', async () => {
    const admin = await twoFactorAdmin();
    const token = await linkFor(admin.user.email);
    const wrong = wrongCode(admin.secret);
    for (let i = 0; i < 10; i += 1) {
      expect((await reset(token, wrong)).statusCode).toBe(400);
    }
    const paused = await reset(token, codeAt(admin.secret, 1));
    expect(paused.statusCode).toBe(429);
    expect(paused.json().message).toBe(authMessages.tooManyAttempts);
    expect(Number(paused.headers['retry-after'])).toBeGreaterThan(0);
    await expectUntouched(admin);

    // The back-office sign-in's second step counts the same wrong codes: it is paused as well.
    const signin = await post('/api/admin/signin', {
      email: admin.user.email,
      password: admin.user.password,
    });
    const challenge = signin.cookies.find((cookie) => cookie.name === 'admin_signin');
    const verify = await post(
      '/api/admin/signin/verify',
      { code: codeAt(admin.secret, 1) },
      `admin_signin=${challenge?.value}`,
    );
    expect(verify.statusCode).toBe(429);
  });

  it('says nothing about two-factor sign-in to a caller without a live link', async () => {
    const admin = await twoFactorAdmin();
    const token = await linkFor(admin.user.email);
    await t.db
      .update(passwordResetTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResetTokens.userId, admin.user.id));
    for (const dead of [token, 'x'.repeat(43)]) {
      const response = await reset(dead);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        message: passwordResetMessages.invalidToken,
        code: 'invalid_reset_token',
      });
    }
  });

  it('leaves a customer’s reset as it was: the link alone, a code sent along ignored', async () => {
    for (const code of [undefined, '123456']) {
      const customer = await createUser(t.db);
      await createTestSession(t.db, customer, 'customer');
      const token = await linkFor(customer.email);
      const response = await reset(token, code);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        message: passwordResetMessages.passwordReset,
        email: customer.email,
      });
      expect(await verifyPassword(NEW_PASSWORD, await storedHash(customer.id))).toBe(true);
      expect(await countActiveSessions(t.db, customer.id)).toBe(0);
    }
  });
});
