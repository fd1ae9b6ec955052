import {
  adminMailMessages,
  passwordResetMessages,
  type AdminMailListResponse,
  type AdminMailResponse,
} from '@artshop/shared';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { mailOutbox, passwordResetTokens } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { injectAs } from '../../test/inject-as';
import { captureLog } from '../../test/log-capture';
import { startSmtpTestServer, type SmtpTestServer } from '../../test/smtp-test-server';
import { useTestApp } from '../../test/use-test-app';
import { createSignedInAdmin, createUser, type TestUser } from '../../test/factories/users';
import { sendDueMail } from '../mail/mail-sender';
import { PASSWORD_RESET_TOKEN_MS } from './password-reset.service';

// Reset links are never stored (decision 0072): the outbox, every other table (so every backup)
// and the back-office's Mail screen hold a placeholder; the link exists only in the email as it
// leaves for the SMTP server, and in development without SMTP in the server's log.

const SITE = 'https://shop.example.in';
const NEW_PASSWORD = 'fresh-Start9';
const LINK = /https:\/\/shop\.example\.in\/reset-password\?token=([A-Za-z0-9_-]+)/;

let lastIp = 0;
const freshIp = () => `10.72.${Math.floor(++lastIp / 250)}.${(lastIp % 250) + 1}`;

/** Every row of every table of the shop's schema, as text: what a database copy or backup holds. */
async function everyRowAsText(db: Db): Promise<string> {
  const tables = rowsOf<{ name: string }>(
    await db.execute(
      sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
    ),
  );
  expect(tables.map((table) => table.name)).toEqual(
    expect.arrayContaining(['mail_outbox', 'password_reset_tokens', 'users', 'sessions']),
  );
  const dumps: string[] = [];
  for (const { name } of tables) {
    const rows = rowsOf(await db.execute(sql.raw(`select * from "${name}"`)));
    dumps.push(`${name}: ${JSON.stringify(rows)}`);
  }
  return dumps.join('\n');
}

/** The outbox row of the reset email to `email`. */
async function resetRowOf(t: TestApp, email: string) {
  const rows = await t.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, email));
  expect(rows).toHaveLength(1);
  return rows[0]!;
}

function post(t: TestApp, url: string, payload: object) {
  return t.app.inject({ method: 'POST', url, payload, remoteAddress: freshIp() });
}

const forgot = (t: TestApp, email: string) =>
  post(t, '/api/auth/forgot-password', { email }).then((r) => expect(r.statusCode).toBe(202));
const reset = (t: TestApp, token: string, password = NEW_PASSWORD) =>
  post(t, '/api/auth/reset-password', { token, password });
const signin = (t: TestApp, user: TestUser, password: string) =>
  post(t, '/api/auth/signin', { email: user.email, password });

describe('reset links over SMTP', () => {
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

  /** Sends what is due and answers the token of the newest email `user` received. */
  async function deliveredToken(user: TestUser): Promise<string> {
    await sendDueMail(t.app);
    const received = smtp.messagesTo(user.email).at(-1);
    const token = LINK.exec(received?.text ?? '')?.[1];
    if (!token) throw new Error('no reset link in the email received');
    expect(received?.html).toContain(`href="${SITE}/reset-password?token=${token}"`);
    return token;
  }

  async function adminView(id: string) {
    const response = await injectAs(t, 'GET', `/api/admin/mail/${id}`, admin);
    expect(response.statusCode).toBe(200);
    return (response.json() as AdminMailResponse).message;
  }

  it('keeps the token out of every table and the Mail screen; the email sent has a link that works once', async () => {
    const user = await createUser(t.db, { name: 'Meera Iyer' });
    await forgot(t, user.email);
    const token = await deliveredToken(user);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);

    // No row of any table holds the token, or any other live-looking link.
    const stored = await everyRowAsText(t.db);
    expect(stored).not.toContain(token);
    expect(stored).not.toMatch(/token=[A-Za-z0-9_-]{43}/);
    const row = await resetRowOf(t, user.email);
    expect(row.status).toBe('sent');
    expect(row.textBody).toContain(`${SITE}/reset-password?token=REDACTED`);
    expect(row.html).toContain(`href="${SITE}/reset-password?token=REDACTED"`);

    // The back-office shows the message with the link redacted, and says why.
    const list = await injectAs(t, 'GET', `/api/admin/mail?q=${user.email}`, admin);
    expect(list.body).not.toContain(token);
    expect((list.json() as AdminMailListResponse).messages).toEqual([
      expect.objectContaining({ id: row.id, kind: 'password-reset', status: 'sent' }),
    ]);
    const shown = await adminView(row.id);
    expect(JSON.stringify(shown)).not.toContain(token);
    expect(shown.text).toContain(`${SITE}/reset-password?token=REDACTED`);
    expect(shown.withheldLink).toBe('sent-only');

    // The link the customer received works, once.
    expect((await reset(t, token)).statusCode).toBe(200);
    expect((await signin(t, user, NEW_PASSWORD)).statusCode).toBe(200);
    const again = await reset(t, token, 'another-Pass1');
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(passwordResetMessages.invalidToken);
  });

  it('makes a new link for each sending: after a resend only the newest email’s link works', async () => {
    const user = await createUser(t.db);
    await forgot(t, user.email);
    const first = await deliveredToken(user);
    const row = await resetRowOf(t, user.email);

    const resend = await injectAs(t, 'POST', `/api/admin/mail/${row.id}/resend`, admin);
    expect(resend.statusCode).toBe(200);
    expect(resend.body).not.toContain(first);
    const second = await deliveredToken(user);
    expect(second).not.toBe(first);
    expect(smtp.messagesTo(user.email)).toHaveLength(2);

    expect((await reset(t, first)).statusCode).toBe(400);
    expect((await reset(t, second)).statusCode).toBe(200);
    expect(await everyRowAsText(t.db)).not.toContain(second);
  });

  it('sends no email for a link that was used or has expired; the Mail screen says why', async () => {
    const user = await createUser(t.db);
    await forgot(t, user.email);
    const token = await deliveredToken(user);
    expect((await reset(t, token)).statusCode).toBe(200);
    const row = await resetRowOf(t, user.email);

    // Resent after the link was used: nothing goes out.
    await injectAs(t, 'POST', `/api/admin/mail/${row.id}/resend`, admin);
    expect(await sendDueMail(t.app)).toEqual({ sent: 0, retrying: 0, failed: 1, kept: 0 });
    expect(smtp.messagesTo(user.email)).toHaveLength(1);
    expect(await adminView(row.id)).toMatchObject({
      status: 'failed',
      lastError: adminMailMessages.linkGone,
    });

    // Not sent within the link's 30 minutes (the SMTP server was away): not sent late either.
    const late = await createUser(t.db);
    await forgot(t, late.email);
    const afterExpiry = new Date(Date.now() + PASSWORD_RESET_TOKEN_MS + 60_000);
    expect(await sendDueMail(t.app, afterExpiry)).toMatchObject({ sent: 0, failed: 1 });
    expect(smtp.messagesTo(late.email)).toEqual([]);
    const [tokenRow] = await t.db
      .select()
      .from(passwordResetTokens)
      .where(eq(passwordResetTokens.userId, late.id));
    expect(tokenRow?.tokenHash).toBeNull();
  });
});

describe('reset links without SMTP_URL', () => {
  let t: TestApp;
  let admin: string;
  const log = captureLog();
  useTestApp(
    () =>
      buildTestApp({
        env: { PUBLIC_URL: SITE, COOKIE_SECURE: 'false' },
        logger: { level: 'info', stream: log.stream },
      }),
    (built) => (t = built),
  );
  beforeEach(async () => {
    admin ??= (await createSignedInAdmin(t.db)).cookie;
  });

  it('keeps the email with the link left out and makes no token at all (outside development)', async () => {
    const user = await createUser(t.db);
    await forgot(t, user.email);
    expect(await sendDueMail(t.app)).toEqual({ sent: 0, retrying: 0, failed: 0, kept: 1 });

    const row = await resetRowOf(t, user.email);
    expect(row.status).toBe('kept');
    expect(row.textBody).toContain(`${SITE}/reset-password?token=REDACTED`);
    const [tokenRow] = await t.db
      .select()
      .from(passwordResetTokens)
      .where(eq(passwordResetTokens.userId, user.id));
    expect(tokenRow?.tokenHash).toBeNull();
    expect(await everyRowAsText(t.db)).not.toMatch(/token=[A-Za-z0-9_-]{43}/);
    expect(log.lines.join('\n')).not.toMatch(/token=[A-Za-z0-9_-]{43}/);

    const shown = await injectAs(t, 'GET', `/api/admin/mail/${row.id}`, admin);
    expect((shown.json() as AdminMailResponse).message).toMatchObject({
      status: 'kept',
      withheldLink: 'sent-only',
    });
    expect(shown.body).toContain('token=REDACTED');
  });
});

describe('reset links in development without SMTP_URL', () => {
  let t: TestApp;
  let admin: string;
  const log = captureLog();
  useTestApp(
    () =>
      buildTestApp({
        env: { NODE_ENV: 'development', PUBLIC_URL: SITE, COOKIE_SECURE: 'false' },
        logger: { level: 'info', stream: log.stream },
      }),
    (built) => (t = built),
  );
  beforeEach(async () => {
    admin ??= (await createSignedInAdmin(t.db)).cookie;
  });

  it('writes the kept email with its working link to the log, never to the database or the Mail screen', async () => {
    const user = await createUser(t.db);
    await forgot(t, user.email);
    expect(await sendDueMail(t.app)).toMatchObject({ kept: 1 });

    const logged = log
      .records()
      .find((record) => record.kind === 'password-reset' && record.to === user.email);
    const token = LINK.exec(String(logged?.text))?.[1];
    if (!token) throw new Error('no reset link in the log');
    expect(await everyRowAsText(t.db)).not.toContain(token);

    const row = await resetRowOf(t, user.email);
    const shown = await injectAs(t, 'GET', `/api/admin/mail/${row.id}`, admin);
    expect(shown.body).not.toContain(token);
    expect((shown.json() as AdminMailResponse).message).toMatchObject({
      status: 'kept',
      withheldLink: 'server-log',
    });

    expect((await reset(t, token)).statusCode).toBe(200);
    expect((await reset(t, token)).statusCode).toBe(400);
  });
});
