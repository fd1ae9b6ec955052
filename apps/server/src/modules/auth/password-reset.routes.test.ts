import { createHash } from 'node:crypto';
import { authMessages, passwordResetMessages } from '@artshop/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { mailOutbox, passwordResetTokens, type MailOutboxRow } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { captureLog } from '../../test/log-capture';
import { startSmtpTestServer, type SmtpTestServer } from '../../test/smtp-test-server';
import { useTestApp } from '../../test/use-test-app';
import { createTestSession, createUser, type TestUser } from '../../test/factories/users';
import { sendDueMail } from '../mail/mail-sender';
import { countActiveSessions } from './session.service';

// Password recovery (decision 0045): POST /api/auth/forgot-password and /api/auth/reset-password.
// The link's token is made when the email is sent (decision 0072), so the tests read it where a
// customer does: in the message a real SMTP server on loopback received.

// Every request comes from its own address unless a test is about one client, so the per-client
// limit of one test never leaks into another.
let lastIp = 0;
const freshIp = () => `10.1.${Math.floor(++lastIp / 250)}.${(lastIp % 250) + 1}`;

const NEW_PASSWORD = 'fresh-Start9';

/** The outbox rows addressed to `email`, oldest first. */
async function mailsTo(t: TestApp, email: string): Promise<MailOutboxRow[]> {
  const rows = await t.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, email));
  return rows.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
}

/** The token in the link of a received reset email's plain-text part. */
function tokenIn(text: string | undefined): string {
  const match = /\/reset-password\?token=([A-Za-z0-9_-]+)/.exec(text ?? '');
  if (!match?.[1]) throw new Error('no reset link in the email');
  return match[1];
}

/** Sends what is due, then answers the token of the newest email `email` received. */
async function deliveredToken(t: TestApp, smtp: SmtpTestServer, email: string): Promise<string> {
  await sendDueMail(t.app);
  return tokenIn(smtp.messagesTo(email).at(-1)?.text);
}

describe('password reset routes', () => {
  let t: TestApp;
  let smtp: SmtpTestServer;
  useTestApp(
    async () => {
      smtp = await startSmtpTestServer();
      return buildTestApp({ env: { PUBLIC_URL: 'https://shop.example.in', SMTP_URL: smtp.url } });
    },
    (built) => (t = built),
  );
  afterAll(() => smtp.stop());

  const post = (url: string, payload: unknown, ip = freshIp()) =>
    t.app.inject({ method: 'POST', url, payload: payload as object, remoteAddress: ip });
  const forgot = (email: string, ip?: string) => post('/api/auth/forgot-password', { email }, ip);
  const reset = (token: string, password = NEW_PASSWORD) =>
    post('/api/auth/reset-password', { token, password });
  const signin = (email: string, password: string) => post('/api/auth/signin', { email, password });

  /** A customer who asked for a link; answers the account and the link's token. */
  async function requested(overrides: Parameters<typeof createUser>[1] = {}) {
    const user = await createUser(t.db, overrides);
    expect((await forgot(user.email)).statusCode).toBe(202);
    return { user, token: await deliveredToken(t, smtp, user.email) };
  }

  describe('POST /api/auth/forgot-password', () => {
    it('answers an unknown address with the same 202 and writes nothing', async () => {
      const known = await createUser(t.db);
      const forKnown = await forgot(known.email);
      const forUnknown = await forgot('nobody-here@example.com');
      expect(forUnknown.statusCode).toBe(202);
      expect(forUnknown.json()).toEqual({ message: passwordResetMessages.linkSent });
      expect(forUnknown.body).toBe(forKnown.body);
      expect(forUnknown.headers['cache-control']).toBe('no-store');
      expect(await mailsTo(t, 'nobody-here@example.com')).toEqual([]);
    });

    it('emails an account a single link and stores only the hash of its token', async () => {
      const user = await createUser(t.db, { name: 'Meera Iyer', email: 'Meera@Example.com' });
      const response = await forgot('meera@EXAMPLE.com');
      expect(response.statusCode).toBe(202);
      expect(response.json()).toEqual({ message: passwordResetMessages.linkSent });

      const mails = await mailsTo(t, 'Meera@Example.com');
      expect(mails).toHaveLength(1);
      const [mail] = mails;
      expect(mail).toMatchObject({ kind: 'password-reset', subject: 'Reset your password' });
      // Written with a placeholder; no token exists until the email is sent.
      const redacted = 'https://shop.example.in/reset-password?token=REDACTED';
      expect(mail?.html).toContain(`href="${redacted}"`);
      expect(mail?.textBody).toContain(redacted);
      const [unsent] = await t.db
        .select()
        .from(passwordResetTokens)
        .where(eq(passwordResetTokens.userId, user.id));
      expect(unsent?.tokenHash).toBeNull();

      const token = await deliveredToken(t, smtp, 'Meera@Example.com');
      expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      const [received] = smtp.messagesTo('Meera@Example.com');
      const link = `https://shop.example.in/reset-password?token=${token}`;
      expect(received?.html).toContain(`href="${link}"`);
      expect(received?.html).toContain('Reset your password');
      expect(received?.text).toContain(link);
      expect(received?.text).toContain('Hello Meera Iyer');
      expect(received?.text).toContain('30 minutes');
      expect(received?.text).toContain('If you did not ask, ignore this email');

      const rows = await t.db
        .select()
        .from(passwordResetTokens)
        .where(eq(passwordResetTokens.userId, user.id));
      expect(rows).toHaveLength(1);
      const [row] = rows;
      expect(row?.tokenHash).toBe(createHash('sha256').update(token).digest('hex'));
      expect(JSON.stringify(rows)).not.toContain(token);
      expect(mail?.dedupeKey).toBe(`password-reset:${row?.id}`);
      expect(mail?.secretRef).toBe(row?.id);
      const validMs = (row?.expiresAt.getTime() ?? 0) - (row?.createdAt.getTime() ?? 0);
      expect(validMs).toBe(30 * 60 * 1000);
      expect(row?.usedAt).toBeNull();
    });

    it('sends at most 3 emails per address an hour, from any clients, answering the same', async () => {
      const user = await createUser(t.db);
      for (let i = 0; i < 5; i += 1) {
        const response = await forgot(user.email);
        expect(response.statusCode).toBe(202);
        expect(response.json()).toEqual({ message: passwordResetMessages.linkSent });
      }
      expect(await mailsTo(t, user.email)).toHaveLength(3);
      // Another address is not affected.
      const other = await createUser(t.db);
      await forgot(other.email);
      expect(await mailsTo(t, other.email)).toHaveLength(1);
    });

    it('allows 10 requests per client in 15 minutes, then 429 with Retry-After', async () => {
      const ip = freshIp();
      for (let i = 0; i < 10; i += 1) {
        expect((await forgot(`someone-${i}@example.com`, ip)).statusCode).toBe(202);
      }
      const limited = await forgot('someone-else@example.com', ip);
      expect(limited.statusCode).toBe(429);
      expect(limited.json()).toMatchObject({
        statusCode: 429,
        message: authMessages.tooManyAttempts,
      });
      const retryAfter = Number(limited.headers['retry-after']);
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(15 * 60);
      expect((await forgot('someone-else@example.com')).statusCode).toBe(202);
    });

    it('answers 400 for a malformed address', async () => {
      const response = await forgot('not-an-email');
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(authMessages.emailInvalid);
    });
  });

  describe('POST /api/auth/reset-password/check', () => {
    const check = (token: unknown) => post('/api/auth/reset-password/check', { token });
    const dead = { message: passwordResetMessages.invalidToken, code: 'invalid_reset_token' };

    it('says a live link works, changing nothing, and a used one no longer does (decision 0081)', async () => {
      const { user, token } = await requested();
      const live = await check(token);
      expect(live.statusCode).toBe(200);
      expect(live.json()).toEqual({ valid: true });
      expect(live.headers['cache-control']).toBe('no-store');
      // Checking twice uses nothing up.
      expect((await check(token)).statusCode).toBe(200);
      const [row] = await t.db
        .select()
        .from(passwordResetTokens)
        .where(eq(passwordResetTokens.userId, user.id));
      expect(row?.usedAt).toBeNull();

      expect((await reset(token)).statusCode).toBe(200);
      const used = await check(token);
      expect(used.statusCode).toBe(400);
      expect(used.json()).toMatchObject(dead);
    });

    it('refuses an expired, unknown, malformed or missing token with the same 400', async () => {
      const { user, token } = await requested();
      await t.db
        .update(passwordResetTokens)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(passwordResetTokens.userId, user.id));
      for (const bad of [token, 'x'.repeat(43), 'abc', '', 42, undefined]) {
        const response = await check(bad);
        expect(response.statusCode, String(bad)).toBe(400);
        expect(response.json().message).toBe(passwordResetMessages.invalidToken);
      }
    });
  });

  describe('POST /api/auth/reset-password', () => {
    it('sets the password once and ends every session of the account', async () => {
      const { user, token } = await requested({ role: 'admin' });
      await createTestSession(t.db, user, 'customer');
      await createTestSession(t.db, user, 'customer');
      const admin = await createTestSession(t.db, user, 'admin');
      expect(await countActiveSessions(t.db, user.id)).toBe(3);

      const response = await reset(token);
      expect(response.statusCode).toBe(200);
      // The email comes back so the sign-in page that follows is filled in (decision 0081).
      expect(response.json()).toEqual({
        message: passwordResetMessages.passwordReset,
        email: user.email,
      });
      expect(response.headers['cache-control']).toBe('no-store');
      expect(await countActiveSessions(t.db, user.id)).toBe(0);
      const adminCall = await t.app.inject({
        method: 'GET',
        url: '/api/admin/stats',
        headers: { cookie: admin.cookie },
      });
      expect(adminCall.statusCode).toBe(401);

      const [row] = await t.db
        .select()
        .from(passwordResetTokens)
        .where(eq(passwordResetTokens.userId, user.id));
      expect(row?.usedAt).not.toBeNull();

      const again = await reset(token, 'another-Pass1');
      expect(again.statusCode).toBe(400);
      expect(again.json()).toMatchObject({
        message: passwordResetMessages.invalidToken,
        code: 'invalid_reset_token',
      });
    });

    it('lets the new password sign in and refuses the old one', async () => {
      const { user, token } = await requested();
      expect((await reset(token)).statusCode).toBe(200);
      expect((await signin(user.email, user.password)).statusCode).toBe(401);
      expect((await signin(user.email, NEW_PASSWORD)).statusCode).toBe(200);
    });

    it('refuses an expired token with 400 and leaves the password alone', async () => {
      const { user, token } = await requested();
      await t.db
        .update(passwordResetTokens)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(passwordResetTokens.userId, user.id));
      const response = await reset(token);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(passwordResetMessages.invalidToken);
      expect((await signin(user.email, user.password)).statusCode).toBe(200);
    });

    it.each([
      ['an unknown token', 'x'.repeat(43)],
      ['a cut-off token', 'abc'],
      ['an empty token', ''],
    ])('refuses %s with the same 400', async (_label, token) => {
      const response = await reset(token);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(passwordResetMessages.invalidToken);
    });

    it('applies the sign-up password rules and keeps the link usable after a refusal', async () => {
      const { user, token } = await requested();
      for (const [password, message] of [
        ['short1', authMessages.passwordTooShort],
        ['12345678', authMessages.passwordLetter],
        ['abcdefgh', authMessages.passwordDigitOrSpecial],
      ] as const) {
        const response = await reset(token, password);
        expect(response.statusCode).toBe(400);
        expect(response.json().message).toBe(message);
      }
      expect((await reset(token)).statusCode).toBe(200);
      expect((await signin(user.email, NEW_PASSWORD)).statusCode).toBe(200);
    });

    it('makes a new link replace the earlier ones', async () => {
      const { user, token: first } = await requested();
      expect((await forgot(user.email)).statusCode).toBe(202);
      const second = await deliveredToken(t, smtp, user.email);
      expect(second).not.toBe(first);
      expect((await reset(first)).statusCode).toBe(400);
      expect((await reset(second)).statusCode).toBe(200);
    });

    it('lets exactly one of two resets with the same token through', async () => {
      const { user, token } = await requested();
      const responses = await Promise.all([
        reset(token, 'first-Pass1'),
        reset(token, 'second-Pass2'),
      ]);
      const codes = responses.map((response) => response.statusCode).sort();
      expect(codes).toEqual([200, 400]);
      const winner = responses[0]?.statusCode === 200 ? 'first-Pass1' : 'second-Pass2';
      expect((await signin(user.email, winner)).statusCode).toBe(200);
    });
  });
});

describe('password reset security events', () => {
  let t: TestApp;
  let smtp: SmtpTestServer;
  const log = captureLog();
  const raw = log.lines;
  useTestApp(
    async () => {
      smtp = await startSmtpTestServer();
      return buildTestApp({
        env: { SMTP_URL: smtp.url },
        logger: { level: 'info', stream: log.stream },
      });
    },
    (built) => (t = built),
  );
  afterAll(() => smtp.stop());
  beforeEach(() => log.clear());

  it("logs password.changed with the account's id, never the token or the password", async () => {
    const user: TestUser = await createUser(t.db);
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email: user.email },
    });
    const token = await deliveredToken(t, smtp, user.email);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token, password: NEW_PASSWORD },
    });
    expect(response.statusCode).toBe(200);
    const events = raw
      .map((line) => JSON.parse(line) as { security?: string; userId?: string; route?: string })
      .filter((line) => line.security === 'password.changed');
    expect(events).toEqual([
      expect.objectContaining({ userId: user.id, route: '/api/auth/reset-password' }),
    ]);
    const all = raw.join('\n');
    expect(all).not.toContain(token);
    expect(all).not.toContain(NEW_PASSWORD);
  });
});
