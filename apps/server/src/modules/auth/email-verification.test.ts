import {
  adminMailMessages,
  authMessages,
  EMAIL_VERIFICATION_RESENDS_PER_HOUR,
  emailVerificationMessages,
  type AdminMailResponse,
} from '@artshop/shared';
import { and, eq, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { emailVerificationTokens, mailOutbox, users } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { injectAs } from '../../test/inject-as';
import { startSmtpTestServer, type SmtpTestServer } from '../../test/smtp-test-server';
import { useTestApp } from '../../test/use-test-app';
import { createSignedInAdmin, createSignedInCustomer } from '../../test/factories/users';
import { createSubscriber } from '../../test/factories/newsletter';
import { sendDueMail } from '../mail/mail-sender';
import { EMAIL_VERIFICATION_LINK_MS, verifyEmail } from './email-verification.service';

// Email verification at sign-up (decision 0076): the link is made by the mail sender as the email
// leaves (decision 0072), so no table, backup or back-office screen holds a working one; it
// confirms the account's address once, within 24 hours of its sending; a signed-in account may ask
// for a new one, at most 3 an hour, always with the same answer.

const SITE = 'https://shop.example.in';
const SUBJECT = 'Please confirm your email address';
const LINK = /https:\/\/shop\.example\.in\/verify-email\?token=([A-Za-z0-9_-]+)/;

let lastIp = 0;
const freshIp = () => `10.76.${Math.floor(++lastIp / 250)}.${(lastIp % 250) + 1}`;
let lastAddress = 0;
const freshEmail = (name: string) => `${name}-${++lastAddress}-${Date.now()}@example.in`;

/** Every row of every table of the shop's schema, as text: what a database copy or backup holds. */
async function everyRowAsText(db: Db): Promise<string> {
  const tables = rowsOf<{ name: string }>(
    await db.execute(
      sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
    ),
  );
  expect(tables.map((table) => table.name)).toEqual(
    expect.arrayContaining(['mail_outbox', 'email_verification_tokens', 'users']),
  );
  const dumps: string[] = [];
  for (const { name } of tables) {
    const rows = rowsOf(await db.execute(sql.raw(`select * from "${name}"`)));
    dumps.push(`${name}: ${JSON.stringify(rows)}`);
  }
  return dumps.join('\n');
}

const sessionCookie = (response: LightMyRequestResponse) => {
  const token = response.cookies.find((cookie) => cookie.name === 'token')?.value;
  if (!token) throw new Error('no session cookie');
  return `token=${token}`;
};

describe('email verification over SMTP', () => {
  let t: TestApp;
  let smtp: SmtpTestServer;
  let admin: string;
  useTestApp(
    async () => {
      smtp = await startSmtpTestServer();
      return buildTestApp({
        env: { PUBLIC_URL: SITE, SMTP_URL: smtp.url, COOKIE_SECURE: 'false' },
      });
    },
    (built) => (t = built),
  );
  afterAll(() => smtp.stop());
  beforeEach(async () => {
    admin ??= (await createSignedInAdmin(t.db)).cookie;
  });

  const post = (url: string, payload?: object, cookie?: string) =>
    t.app.inject({
      method: 'POST',
      url,
      remoteAddress: freshIp(),
      headers: cookie ? { cookie } : {},
      ...(payload ? { payload } : {}),
    });

  /** A new account through the API, signed in: its email and its session's cookie. */
  async function signUp(name = 'meera') {
    const email = freshEmail(name);
    const response = await post('/api/auth/signup', {
      name: 'Meera Iyer',
      phone: '9876543210',
      email,
      password: 'secret12',
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().user.emailVerified).toBe(false);
    return { email, cookie: sessionCookie(response), id: response.json().user.id as string };
  }

  const confirmationsTo = (email: string) =>
    smtp.messagesTo(email).filter((mail) => mail.subject === SUBJECT);

  /** Sends what is due and answers the token of the newest confirmation email to `email`. */
  async function deliveredToken(email: string): Promise<string> {
    await sendDueMail(t.app);
    const received = confirmationsTo(email).at(-1);
    const token = LINK.exec(received?.text ?? '')?.[1];
    if (!token) throw new Error('no confirmation link in the email received');
    expect(received?.html).toContain(`href="${SITE}/verify-email?token=${token}"`);
    return token;
  }

  const verify = (token: string) => post('/api/auth/verify-email', { token });
  const me = async (cookie: string) => {
    const response = await injectAs(t, 'GET', '/api/user/me', cookie);
    expect(response.statusCode).toBe(200);
    return response.json().user as { emailVerified: boolean; isSubscribed: boolean };
  };

  it('emails a link at sign-up that is stored nowhere, and confirms the address once', async () => {
    const { email, cookie, id } = await signUp();
    expect((await me(cookie)).emailVerified).toBe(false);
    const token = await deliveredToken(email);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(confirmationsTo(email)).toHaveLength(1);

    // No row of any table holds the token, or any other live-looking link.
    const stored = await everyRowAsText(t.db);
    expect(stored).not.toContain(token);
    expect(stored).not.toMatch(/token=[A-Za-z0-9_-]{43}/);
    const [row] = await t.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.dedupeKey, `email-verification:${(await tokenRowOf(id))!.id}`));
    expect(row).toMatchObject({ kind: 'email-verification', status: 'sent', toAddress: email });
    expect(row!.textBody).toContain(`${SITE}/verify-email?token=REDACTED`);

    // The back-office shows the message with the link left out, and says why.
    const shown = await injectAs(t, 'GET', `/api/admin/mail/${row!.id}`, admin);
    expect(shown.body).not.toContain(token);
    expect((shown.json() as AdminMailResponse).message).toMatchObject({
      status: 'sent',
      withheldLink: 'sent-only',
    });

    // The link confirms the address, with no sign-in needed, once.
    const confirmed = await verify(token);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json().message).toBe(emailVerificationMessages.verified);
    expect((await me(cookie)).emailVerified).toBe(true);
    expect(await tokenRowOf(id)).toBeUndefined();
    const again = await verify(token);
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(emailVerificationMessages.invalidToken);
  });

  it("shows an unconfirmed account nothing of its address's newsletter state, then the truth", async () => {
    const { email, cookie } = await signUp('reader');
    await createSubscriber(t.db, 'subscribed', { email });
    // A stranger's sign-up for the address must not mark the unconfirmed account subscribed.
    expect((await post('/api/user/subscribe', { email })).statusCode).toBe(201);
    expect((await me(cookie)).isSubscribed).toBe(false);
    expect((await verify(await deliveredToken(email))).statusCode).toBe(200);
    expect(await me(cookie)).toMatchObject({ emailVerified: true, isSubscribed: true });
  });

  async function tokenRowOf(userId: string) {
    const [row] = await t.db
      .select()
      .from(emailVerificationTokens)
      .where(eq(emailVerificationTokens.userId, userId));
    return row;
  }

  it('refuses a link 24 hours after its email was sent, and malformed or unknown tokens', async () => {
    const { email, id } = await signUp();
    const sentAt = new Date();
    await sendDueMail(t.app, sentAt);
    const token = LINK.exec(confirmationsTo(email).at(-1)?.text ?? '')?.[1] ?? '';
    const row = await tokenRowOf(id);
    // 24 hours from the moment the sender made the link, between the run's start and the send.
    const [sent] = await t.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.dedupeKey, `email-verification:${row!.id}`));
    const madeAt = row!.expiresAt!.getTime() - EMAIL_VERIFICATION_LINK_MS;
    expect(madeAt).toBeGreaterThanOrEqual(sentAt.getTime());
    expect(madeAt).toBeLessThanOrEqual(sent!.sentAt!.getTime());

    const late = new Date(row!.expiresAt!.getTime() + 1);
    await expect(verifyEmail(t.db, token, late)).rejects.toMatchObject({
      statusCode: 400,
      message: emailVerificationMessages.invalidToken,
    });
    const [account] = await t.db.select().from(users).where(eq(users.id, id));
    expect(account!.emailVerifiedAt).toBeNull();

    for (const bad of ['x'.repeat(43), 'short', '']) {
      const refused = await verify(bad);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toBe(emailVerificationMessages.invalidToken);
    }
    const noBody = await post('/api/auth/verify-email');
    expect(noBody.statusCode).toBe(400);

    // Just before its end the same link still works.
    const inTime = new Date(row!.expiresAt!.getTime() - 60_000);
    await expect(verifyEmail(t.db, token, inTime)).resolves.toEqual({ id });
  });

  it('resends a new link on request: only the newest works, at most 3 an hour, the same answer', async () => {
    const { email, cookie, id } = await signUp();
    // Asked for again before the first was sent: the first is not sent at all.
    const resend = () => post('/api/auth/verify-email/resend', undefined, cookie);
    const first = await resend();
    expect(first.statusCode, first.body).toBe(202);
    expect(first.json()).toEqual({ message: emailVerificationMessages.resent });
    await sendDueMail(t.app);
    expect(confirmationsTo(email)).toHaveLength(1);
    const signupMail = await t.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, email));
    expect(signupMail.filter((row) => row.status === 'failed')).toEqual([
      expect.objectContaining({
        kind: 'email-verification',
        lastError: adminMailMessages.linkGone,
      }),
    ]);
    const older = LINK.exec(confirmationsTo(email)[0]!.text)?.[1] ?? '';

    expect((await resend()).statusCode).toBe(202);
    const newer = await deliveredToken(email);
    expect(newer).not.toBe(older);
    expect(confirmationsTo(email)).toHaveLength(2);
    expect((await verify(older)).statusCode).toBe(400);

    // The third resend of the hour goes out; the fourth is answered alike and sends nothing.
    expect((await resend()).statusCode).toBe(202);
    await sendDueMail(t.app);
    expect(confirmationsTo(email)).toHaveLength(EMAIL_VERIFICATION_RESENDS_PER_HOUR);
    const newest = LINK.exec(confirmationsTo(email).at(-1)!.text)?.[1] ?? '';
    const outboxBefore = await t.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, email));
    const limited = await resend();
    expect(limited.statusCode).toBe(202);
    expect(limited.json()).toEqual({ message: emailVerificationMessages.resent });
    await sendDueMail(t.app);
    expect(confirmationsTo(email)).toHaveLength(EMAIL_VERIFICATION_RESENDS_PER_HOUR);
    expect(
      await t.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, email)),
    ).toHaveLength(outboxBefore.length);

    // The link sent before the limit still works.
    expect((await verify(newest)).statusCode).toBe(200);
    expect((await me(cookie)).emailVerified).toBe(true);
    expect(await tokenRowOf(id)).toBeUndefined();
  });

  it('sends nothing to a confirmed account, and refuses a visitor 401', async () => {
    const { user, cookie } = await createSignedInCustomer(t.db);
    const answer = await post('/api/auth/verify-email/resend', undefined, cookie);
    expect(answer.statusCode).toBe(202);
    expect(answer.json()).toEqual({ message: emailVerificationMessages.resent });
    expect(
      await t.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, user.email)),
    ).toEqual([]);

    const visitor = await post('/api/auth/verify-email/resend');
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json().message).toBe(authMessages.loginRequired);
  });

  it('sends no new link once the address is confirmed: the back-office resend says why', async () => {
    const { email, id } = await signUp();
    const token = await deliveredToken(email);
    expect((await verify(token)).statusCode).toBe(200);
    const [row] = await t.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.toAddress, email), eq(mailOutbox.kind, 'email-verification')));
    const resent = await injectAs(t, 'POST', `/api/admin/mail/${row!.id}/resend`, admin);
    expect(resent.statusCode).toBe(200);
    expect(await sendDueMail(t.app)).toEqual({ sent: 0, retrying: 0, failed: 1, kept: 0 });
    expect(confirmationsTo(email)).toHaveLength(1);
    const [account] = await t.db.select().from(users).where(eq(users.id, id));
    expect(account!.emailVerifiedAt).toBeInstanceOf(Date);
  });
});

describe('email verification without SMTP_URL', () => {
  let t: TestApp;
  useTestApp(
    () => buildTestApp({ env: { PUBLIC_URL: SITE, COOKIE_SECURE: 'false' } }),
    (built) => (t = built),
  );

  it('keeps the email with the link left out and makes no token at all', async () => {
    const email = freshEmail('kept');
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      remoteAddress: freshIp(),
      payload: { name: 'Kavya Rao', phone: '9876543210', email, password: 'secret12' },
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(await sendDueMail(t.app)).toMatchObject({ kept: 2 });
    const [tokenRow] = await t.db
      .select()
      .from(emailVerificationTokens)
      .where(eq(emailVerificationTokens.userId, response.json().user.id));
    expect(tokenRow).toMatchObject({ tokenHash: null, expiresAt: null, email });
    expect(await everyRowAsText(t.db)).not.toMatch(/token=[A-Za-z0-9_-]{43}/);
  });
});
