import {
  ADMIN_MAIL_PAGE_SIZE,
  adminMailMessages,
  adminSessionMessages,
  type AdminMailListResponse,
  type AdminMailResponse,
  type MailStatus,
} from '@artshop/shared';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../db/schema';
import { buildAdminTestApp } from '../../test/build-admin-test-app';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { injectAs } from '../../test/inject-as';
import { startSmtpTestServer, type SmtpTestServer } from '../../test/smtp-test-server';
import { useTestApp } from '../../test/use-test-app';
import { createSignedInAdmin } from '../../test/factories/users';
import { sendDueMail } from './mail-sender';
import { enqueueMail } from './outbox.service';

// The back-office 'Mail' screen's calls (decision 0043): GET /api/admin/mail, GET
// /api/admin/mail/{id} and POST /api/admin/mail/{id}/resend, in the admin scope.

const base = Date.UTC(2026, 0, 10, 9, 0, 0);

/** Writes a message with a given status and age (minutes after `base`), answering its id. */
async function outboxMessage(
  t: TestApp,
  n: number,
  status: MailStatus,
  fields: { to?: string; subject?: string; lastError?: string } = {},
): Promise<string> {
  const key = `admin-test:${randomUUID()}`;
  await enqueueMail(t.db, {
    dedupeKey: key,
    kind: n % 2 ? 'welcome' : 'order-confirmation',
    to: fields.to ?? `customer${n}@example.in`,
    subject: fields.subject ?? `Message number ${n}`,
    html: `<p>Hello <b>${n}</b></p>`,
    text: `Hello ${n}`,
    headers: { 'X-Test': String(n) },
  });
  const [row] = await t.db
    .update(mailOutbox)
    .set({
      status,
      createdAt: new Date(base + n * 60_000),
      attempts: status === 'failed' ? 3 : status === 'sent' ? 1 : 0,
      lastError: fields.lastError ?? (status === 'failed' ? 'connect ECONNREFUSED' : null),
      sentAt: status === 'sent' ? new Date(base + n * 60_000 + 1_000) : null,
    })
    .where(eq(mailOutbox.dedupeKey, key))
    .returning({ id: mailOutbox.id });
  return row!.id;
}

describe('the admin mail calls', () => {
  let t: TestApp;
  let admin: string;
  let customer: string;
  useTestApp(buildAdminTestApp, (built) => ({ t, admin, customer } = built));
  beforeEach(async () => {
    await t.db.delete(mailOutbox);
  });

  const list = async (query = '') => {
    const response = await injectAs(t, 'GET', `/api/admin/mail${query}`, admin);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<AdminMailListResponse>();
  };

  it('refuses anonymous callers (401) and customers (403) on every call', async () => {
    const id = await outboxMessage(t, 1, 'failed');
    const calls = [
      ['GET', '/api/admin/mail'],
      ['GET', `/api/admin/mail/${id}`],
      ['POST', `/api/admin/mail/${id}/resend`],
    ] as const;
    for (const [method, url] of calls) {
      const anonymous = await injectAs(t, method, url, null);
      expect(anonymous.statusCode, url).toBe(401);
      expect(anonymous.json().message).toBe(adminSessionMessages.loginRequired);
      const asCustomer = await injectAs(t, method, url, customer);
      expect(asCustomer.statusCode, url).toBe(403);
      expect(asCustomer.json().message).toBe(adminSessionMessages.adminsOnly);
    }
    expect((await injectAs(t, 'GET', `/api/admin/mail/${id}`, admin)).json()).toMatchObject({
      message: { status: 'failed' },
    });
  });

  it('lists the outbox newest first with each message state, without the parts', async () => {
    const older = await outboxMessage(t, 1, 'sent');
    const newer = await outboxMessage(t, 2, 'failed');
    const body = await list();
    expect(body).toMatchObject({ total: 2, page: 1, pageSize: ADMIN_MAIL_PAGE_SIZE });
    expect(body.delivery).toBe('kept');
    expect(body.messages.map((m) => m.id)).toEqual([newer, older]);
    expect(body.messages[1]).toEqual({
      id: older,
      kind: 'welcome',
      to: 'customer1@example.in',
      subject: 'Message number 1',
      status: 'sent',
      attempts: 1,
      lastError: null,
      createdAt: new Date(base + 60_000).toISOString(),
      sentAt: new Date(base + 61_000).toISOString(),
      nextAttemptAt: expect.any(String),
    });
    expect(body.messages[0]).toMatchObject({ status: 'failed', lastError: 'connect ECONNREFUSED' });
    expect(body.messages[0]).not.toHaveProperty('html');
  });

  it('filters by status, searches recipient and subject ignoring case, and pages', async () => {
    await outboxMessage(t, 1, 'kept', { to: 'Meera.Shah@example.in' });
    await outboxMessage(t, 2, 'failed', { subject: 'Your 50% DIWALI offer' });
    await outboxMessage(t, 3, 'sent', { subject: 'Your 50 rupee offer' });
    for (let n = 10; n < 10 + ADMIN_MAIL_PAGE_SIZE; n += 1) await outboxMessage(t, n, 'kept');

    expect((await list('?status=failed')).messages.map((m) => m.status)).toEqual(['failed']);
    expect((await list('?status=kept')).total).toBe(ADMIN_MAIL_PAGE_SIZE + 1);
    expect((await list('?q=meera.SHAH')).messages.map((m) => m.to)).toEqual([
      'Meera.Shah@example.in',
    ]);
    // '%' is a character to find, not a wildcard.
    expect((await list('?q=50%25')).messages.map((m) => m.subject)).toEqual([
      'Your 50% DIWALI offer',
    ]);
    expect((await list('?q=offer&status=sent')).total).toBe(1);
    expect((await list('?q=nothing-like-this')).messages).toEqual([]);
    expect((await list('?status=&q=')).total).toBe(ADMIN_MAIL_PAGE_SIZE + 3);

    const first = await list();
    const second = await list('?page=2');
    expect(first.messages).toHaveLength(ADMIN_MAIL_PAGE_SIZE);
    expect(second).toMatchObject({ page: 2, total: ADMIN_MAIL_PAGE_SIZE + 3 });
    expect(second.messages.map((m) => m.subject)).toEqual([
      'Your 50 rupee offer',
      'Your 50% DIWALI offer',
      'Message number 1',
    ]);
  });

  it('answers 400 to a bad status or page', async () => {
    const bad = await injectAs(t, 'GET', '/api/admin/mail?status=lost', admin);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(adminMailMessages.statusInvalid);
    const page = await injectAs(t, 'GET', '/api/admin/mail?page=0', admin);
    expect(page.statusCode).toBe(400);
    expect(page.json().message).toBe(adminMailMessages.pageInvalid);
  });

  it('shows one message with its HTML and text parts and headers; 404 for an unknown id', async () => {
    const id = await outboxMessage(t, 4, 'kept');
    const response = await injectAs(t, 'GET', `/api/admin/mail/${id}`, admin);
    expect(response.statusCode).toBe(200);
    expect(response.json<AdminMailResponse>().message).toMatchObject({
      id,
      status: 'kept',
      html: '<p>Hello <b>4</b></p>',
      text: 'Hello 4',
      headers: { 'X-Test': '4' },
    });
    for (const unknown of [randomUUID(), 'not-a-uuid']) {
      const missing = await injectAs(t, 'GET', `/api/admin/mail/${unknown}`, admin);
      expect(missing.statusCode).toBe(404);
      expect(missing.json().message).toBe(adminMailMessages.notFound);
    }
  });

  it.each(['failed', 'sent', 'kept'] as const)(
    'resends a %s message: pending now, attempts from zero',
    async (status) => {
      const id = await outboxMessage(t, 5, status);
      const before = Date.now();
      const response = await injectAs(t, 'POST', `/api/admin/mail/${id}/resend`, admin);
      expect(response.statusCode, response.body).toBe(200);
      const { message } = response.json<AdminMailResponse>();
      expect(message).toMatchObject({ id, status: 'pending', attempts: 0, lastError: null });
      expect(message.sentAt).toBeNull();
      expect(Date.parse(message.nextAttemptAt)).toBeGreaterThanOrEqual(before - 1_000);
      expect(Date.parse(message.nextAttemptAt)).toBeLessThanOrEqual(Date.now() + 1_000);
    },
  );

  it('answers 409 for a message already on its way and 404 for an unknown one', async () => {
    for (const status of ['pending', 'sending'] as const) {
      const id = await outboxMessage(t, 6, status);
      const response = await injectAs(t, 'POST', `/api/admin/mail/${id}/resend`, admin);
      expect(response.statusCode).toBe(409);
      expect(response.json().message).toBe(adminMailMessages.notResendable);
    }
    const unknown = await injectAs(t, 'POST', `/api/admin/mail/${randomUUID()}/resend`, admin);
    expect(unknown.statusCode).toBe(404);
  });
});

describe('resending through SMTP', () => {
  let smtp: SmtpTestServer;
  let t: TestApp;
  let admin: string;
  useTestApp(
    async () => {
      smtp = await startSmtpTestServer();
      const built = await buildTestApp({ env: { SMTP_URL: smtp.url } });
      ({ cookie: admin } = await createSignedInAdmin(built.db));
      return built;
    },
    (built) => (t = built),
  );
  afterAll(async () => {
    await smtp.stop();
  });

  it('delivers a failed message again once the admin resends it', async () => {
    const id = await outboxMessage(t, 7, 'failed', { to: 'again@example.in' });
    expect((await list()).delivery).toBe('smtp');
    expect(await sendDueMail(t.app)).toMatchObject({ sent: 0 });

    const response = await injectAs(t, 'POST', `/api/admin/mail/${id}/resend`, admin);
    expect(response.statusCode).toBe(200);
    expect(await sendDueMail(t.app)).toMatchObject({ sent: 1 });
    expect(smtp.messagesTo('again@example.in').map((m) => m.text)).toEqual(['Hello 7']);
    const detail = await injectAs(t, 'GET', `/api/admin/mail/${id}`, admin);
    expect(detail.json<AdminMailResponse>().message).toMatchObject({
      status: 'sent',
      attempts: 1,
      lastError: null,
    });
  });

  async function list() {
    return (await injectAs(t, 'GET', '/api/admin/mail', admin)).json<AdminMailListResponse>();
  }
});
