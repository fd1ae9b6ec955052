import { adminMailMessages } from '@artshop/shared';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { mailOutbox, type MailOutboxRow } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { startSmtpTestServer, type SmtpTestServer } from '../../test/smtp-test-server';
import { captureLog } from '../../test/log-capture';
import { useTestApp } from '../../test/use-test-app';
import {
  INTERRUPTED_SEND_ERROR,
  OUTBOX_LEASE_MS as MAIL_LEASE_MS,
  OUTBOX_MAX_ATTEMPTS as MAIL_MAX_ATTEMPTS,
  retryDelayMs,
} from '../../lib/outbox-policy';
import { sendDueMail, type MailSenderDeps } from './mail-sender';
import { enqueueMail, type OutgoingMail } from './outbox.service';
import type { SendTimeSecret } from './send-time-secrets';
import { createMailTransport, type MailTransport } from './transport';

const MINUTE = 60_000;
const FROM = 'Art Shop <orders@shop.example.in>';

let counter = 0;
/** A message with a unique key and recipient, so each test can find its own. */
function mail(overrides: Partial<OutgoingMail> = {}): OutgoingMail {
  counter += 1;
  return {
    dedupeKey: `test:${counter}`,
    kind: 'test',
    to: `buyer${counter}@example.in`,
    subject: `Your order #${counter} is on its way`,
    html: `<p>Order <strong>${counter}</strong>: ₹1,250.00</p>`,
    text: `Order ${counter}: ₹1,250.00`,
    ...overrides,
  };
}

async function enqueue(t: TestApp, ...mails: OutgoingMail[]): Promise<MailOutboxRow[]> {
  for (const each of mails) await enqueueMail(t.db, each);
  return t.db
    .select()
    .from(mailOutbox)
    .where(
      inArray(
        mailOutbox.dedupeKey,
        mails.map((each) => each.dedupeKey),
      ),
    );
}

async function rowOf(t: TestApp, dedupeKey: string): Promise<MailOutboxRow> {
  const [row] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.dedupeKey, dedupeKey));
  if (!row) throw new Error(`no outbox row ${dedupeKey}`);
  return row;
}

const later = (from: Date, ms: number) => new Date(from.getTime() + ms);

describe('retryDelayMs', () => {
  it('waits 1 minute, then twice as long each time, never more than an hour', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 30].map((n) => retryDelayMs(n) / MINUTE)).toEqual([
      1, 2, 4, 8, 16, 32, 60, 60, 60,
    ]);
  });
});

describe('the mail sender over SMTP', () => {
  let smtp: SmtpTestServer;
  let t: TestApp;
  useTestApp(
    async () => {
      smtp = await startSmtpTestServer();
      return buildTestApp({ env: { SMTP_URL: smtp.url, MAIL_FROM: FROM } });
    },
    (built) => (t = built),
  );
  afterAll(async () => {
    await smtp.stop();
  });
  beforeEach(async () => {
    // Each test starts with an empty outbox and inbox: a run sends everything that is due.
    await t.db.delete(mailOutbox);
    if (!smtp.running()) await smtp.start();
    smtp.clear();
  });

  it('delivers each message through SMTP with its recipient, subject, both parts and headers', async () => {
    const order = mail({
      subject: 'Commande reçue: ₹1,250 — merci',
      headers: {
        'List-Unsubscribe': '<https://shop.example.in/api/newsletter/unsubscribe?token=abc>',
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      },
    });
    const other = mail();
    const [row] = await enqueue(t, order);
    await enqueue(t, other);

    const result = await sendDueMail(t.app);
    expect(result).toEqual({ sent: 2, retrying: 0, failed: 0, kept: 0 });

    const [received] = smtp.messagesTo(order.to);
    expect(smtp.messages).toHaveLength(2);
    expect(received?.envelope).toEqual({ from: 'orders@shop.example.in', to: [order.to] });
    expect(received?.subject).toBe(order.subject);
    expect(received?.headers.from).toBe(FROM);
    expect(received?.headers.to).toBe(order.to);
    expect(received?.headers['list-unsubscribe']).toBe(order.headers?.['List-Unsubscribe']);
    expect(received?.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    expect(received?.headers['message-id']).toBe(`<${row?.id}@shop.example.in>`);
    expect(received?.headers['content-type']).toMatch(/^multipart\/alternative/);
    expect(received?.html).toBe(order.html);
    expect(received?.text).toBe(order.text);
    expect(smtp.messagesTo(other.to)[0]?.subject).toBe(other.subject);

    const sent = await rowOf(t, order.dedupeKey);
    expect(sent).toMatchObject({ status: 'sent', attempts: 1, lastError: null, lockedUntil: null });
    expect(sent.sentAt).toBeInstanceOf(Date);

    // Sent is sent: later runs leave it alone.
    expect(await sendDueMail(t.app, later(new Date(), 10 * MINUTE))).toMatchObject({ sent: 0 });
    expect(smtp.messages).toHaveLength(2);
  });

  it('never writes a message twice for one dedupe key', async () => {
    const once = mail();
    expect(await enqueueMail(t.db, once)).toBe(true);
    expect(await enqueueMail(t.db, { ...once, subject: 'again' })).toBe(false);
    await sendDueMail(t.app);
    expect(smtp.messagesTo(once.to).map((m) => m.subject)).toEqual([once.subject]);
  });

  it('retries a failed message with backoff and records the last error', async () => {
    const flaky = mail();
    await enqueue(t, flaky);
    const now = new Date();
    smtp.rejectNext(2, 451, 'Greylisted, please try again');

    expect(await sendDueMail(t.app, now)).toMatchObject({ sent: 0, retrying: 1 });
    let row = await rowOf(t, flaky.dedupeKey);
    expect(row).toMatchObject({ status: 'pending', attempts: 1, lockedUntil: null });
    expect(row.lastError).toContain('Greylisted, please try again');
    expect(row.nextAttemptAt.getTime() - now.getTime()).toBeGreaterThanOrEqual(MINUTE);
    expect(row.nextAttemptAt.getTime() - now.getTime()).toBeLessThan(MINUTE + 10_000);

    // Not due before its time.
    expect(await sendDueMail(t.app, later(now, 30_000))).toMatchObject({ sent: 0, retrying: 0 });

    // Second failure: the wait doubles.
    const second = later(now, MINUTE + 1_000);
    expect(await sendDueMail(t.app, second)).toMatchObject({ retrying: 1 });
    row = await rowOf(t, flaky.dedupeKey);
    expect(row.attempts).toBe(2);
    expect(row.nextAttemptAt.getTime() - second.getTime()).toBeGreaterThanOrEqual(2 * MINUTE);
    expect(row.nextAttemptAt.getTime() - second.getTime()).toBeLessThan(2 * MINUTE + 10_000);

    expect(await sendDueMail(t.app, later(second, 2 * MINUTE + 1_000))).toMatchObject({ sent: 1 });
    expect(await rowOf(t, flaky.dedupeKey)).toMatchObject({
      status: 'sent',
      attempts: 3,
      lastError: null,
    });
    expect(smtp.messagesTo(flaky.to)).toHaveLength(1);
  });

  it('keeps messages pending while the SMTP server is down mid-run, then delivers each exactly once', async () => {
    const mails = Array.from({ length: 4 }, () => mail());
    await enqueue(t, ...mails);
    const now = new Date();
    // The real transport, with the server going away right after the second message.
    const real = createMailTransport(t.config) as MailTransport;
    let sends = 0;
    const deps: MailSenderDeps = {
      db: t.db,
      from: FROM,
      smtpUrl: t.config.mail.smtpUrl,
      transport: {
        send: async (message) => {
          await real.send(message);
          sends += 1;
          if (sends === 2) await smtp.stop();
        },
        close: () => real.close(),
      },
    };

    expect(await sendDueMail(deps, now)).toEqual({ sent: 2, retrying: 2, failed: 0, kept: 0 });
    expect(smtp.messages).toHaveLength(2);
    const waiting = await t.db.select().from(mailOutbox).where(eq(mailOutbox.status, 'pending'));
    expect(waiting).toHaveLength(2);
    for (const row of waiting) expect(row.lastError).toMatch(/ECONNREFUSED/);

    // Still down at the next attempt: still pending, nothing lost.
    expect(await sendDueMail(deps, later(now, MINUTE + 1_000))).toMatchObject({ retrying: 2 });

    await smtp.start();
    expect(await sendDueMail(deps, later(now, 4 * MINUTE))).toMatchObject({ sent: 2 });
    expect(await sendDueMail(deps, later(now, 60 * MINUTE))).toMatchObject({ sent: 0 });
    for (const each of mails) expect(smtp.messagesTo(each.to), each.to).toHaveLength(1);
    const statuses = await t.db.select({ status: mailOutbox.status }).from(mailOutbox);
    expect(statuses.map((row) => row.status)).toEqual(Array(4).fill('sent'));
  });

  it('never sends one message twice when several senders run at once', async () => {
    const mails = Array.from({ length: 24 }, () => mail());
    await enqueue(t, ...mails);
    const real = createMailTransport(t.config) as MailTransport;
    // Small batches and a slow send, so the senders' claims interleave.
    const sender = (): MailSenderDeps => ({
      db: t.db,
      from: FROM,
      batchSize: 3,
      transport: {
        send: async (message) => {
          await new Promise((resolve) => setTimeout(resolve, 5));
          await real.send(message);
        },
        close: () => undefined,
      },
    });

    const results = await Promise.all([
      sendDueMail(sender()),
      sendDueMail(sender()),
      sendDueMail(sender()),
      sendDueMail(t.app),
    ]);
    expect(results.reduce((sum, result) => sum + result.sent, 0)).toBe(24);
    expect(smtp.messages).toHaveLength(24);
    for (const each of mails) expect(smtp.messagesTo(each.to), each.to).toHaveLength(1);
    const rows = await t.db.select().from(mailOutbox);
    expect(rows.every((row) => row.status === 'sent' && row.attempts === 1)).toBe(true);
  });

  it('tries a message once more when the process holding it died (its lease ran out)', async () => {
    const now = new Date();
    const orphan = mail();
    await enqueue(t, orphan);
    // What a process killed mid-send leaves behind: the message claimed under its lease.
    const lease = later(now, MAIL_LEASE_MS);
    await t.db
      .update(mailOutbox)
      .set({ status: 'sending', lockedUntil: lease, nextAttemptAt: lease, attempts: 1 })
      .where(eq(mailOutbox.dedupeKey, orphan.dedupeKey));

    // While the lease lasts, no other sender touches it.
    expect(await sendDueMail(t.app, later(now, MINUTE))).toMatchObject({ sent: 0 });
    expect(smtp.messages).toHaveLength(0);

    smtp.rejectNext(1);
    expect(await sendDueMail(t.app, later(lease, 1_000))).toMatchObject({ retrying: 1 });
    const retried = await rowOf(t, orphan.dedupeKey);
    expect(retried).toMatchObject({ status: 'pending', attempts: 2 });

    expect(await sendDueMail(t.app, later(lease, 10 * MINUTE))).toMatchObject({ sent: 1 });
    expect(await sendDueMail(t.app, later(lease, 60 * MINUTE))).toMatchObject({ sent: 0 });
    expect(smtp.messagesTo(orphan.to)).toHaveLength(1);
    expect(await rowOf(t, orphan.dedupeKey)).toMatchObject({ status: 'sent', attempts: 3 });
  });

  it('notes on a taken-over message that its sender stopped', async () => {
    const now = new Date();
    const orphan = mail();
    await enqueue(t, orphan);
    const lease = later(now, MAIL_LEASE_MS);
    await t.db
      .update(mailOutbox)
      .set({ status: 'sending', lockedUntil: lease, nextAttemptAt: lease, attempts: 1 })
      .where(eq(mailOutbox.dedupeKey, orphan.dedupeKey));
    await smtp.stop();
    await sendDueMail(t.app, later(lease, 1_000));
    const row = await rowOf(t, orphan.dedupeKey);
    // The send's own error replaces the note once the new attempt fails.
    expect(row.lastError).toMatch(/ECONNREFUSED/);
    expect(row.lastError).not.toBe(INTERRUPTED_SEND_ERROR);
    expect(row.attempts).toBe(2);
  });

  it('gives up on a message 24 hours after it was written', async () => {
    const old = mail();
    await enqueue(t, old);
    const now = new Date();
    await t.db
      .update(mailOutbox)
      .set({ createdAt: later(now, -(24 * 60 - 0.5) * MINUTE) })
      .where(eq(mailOutbox.dedupeKey, old.dedupeKey));
    smtp.rejectNext(1);
    expect(await sendDueMail(t.app, now)).toMatchObject({ failed: 1, retrying: 0 });
    const row = await rowOf(t, old.dedupeKey);
    expect(row).toMatchObject({ status: 'failed', attempts: 1 });
    expect(row.lastError).toContain('451');
    expect(await sendDueMail(t.app, later(now, 24 * 60 * MINUTE))).toMatchObject({ sent: 0 });
    expect(smtp.messages).toHaveLength(0);
  });

  it(`gives up after ${MAIL_MAX_ATTEMPTS} attempts, and at once when the server refuses the recipient`, async () => {
    const tired = mail();
    const unknown = mail({ to: 'nobody@example.in' });
    await enqueue(t, tired, unknown);
    await t.db
      .update(mailOutbox)
      .set({ attempts: MAIL_MAX_ATTEMPTS - 1 })
      .where(eq(mailOutbox.dedupeKey, tired.dedupeKey));
    smtp.rejectRecipient(unknown.to);
    smtp.rejectNext(1);
    expect(await sendDueMail(t.app)).toMatchObject({ failed: 2 });
    expect(await rowOf(t, tired.dedupeKey)).toMatchObject({
      status: 'failed',
      attempts: MAIL_MAX_ATTEMPTS,
    });
    const refused = await rowOf(t, unknown.dedupeKey);
    expect(refused).toMatchObject({ status: 'failed', attempts: 1 });
    expect(refused.lastError).toContain('550');
  });
});

describe('links made at send time (decision 0072)', () => {
  let smtp: SmtpTestServer;
  let t: TestApp;
  useTestApp(
    async () => {
      smtp = await startSmtpTestServer();
      return buildTestApp({ env: { SMTP_URL: smtp.url, MAIL_FROM: FROM } });
    },
    (built) => (t = built),
  );
  afterAll(() => smtp.stop());
  beforeEach(async () => {
    await t.db.delete(mailOutbox);
    smtp.clear();
  });

  /** A sender whose 'sign-in-link' messages get `issue`'s value in place of `[link]`. */
  const senderWith = (issue: SendTimeSecret['issue']): MailSenderDeps => ({
    db: t.db,
    from: FROM,
    transport: createMailTransport(t.config),
    secrets: { 'sign-in-link': { placeholder: '[link]', issue } },
  });
  const linkMail = () =>
    mail({
      kind: 'sign-in-link',
      html: '<a href="https://shop.example.in/go?[link]">Open</a>',
      text: 'Open https://shop.example.in/go?[link]',
      secretRef: 'ref-1',
    });

  it('puts a fresh value into each email as it is sent; the stored row keeps the placeholder', async () => {
    const link = linkMail();
    const [row] = await enqueue(t, link);
    const issued: string[] = [];
    const deps = senderWith(async (_db, ref) => {
      issued.push(`${ref}-${issued.length + 1}`);
      return issued.at(-1)!;
    });

    expect(await sendDueMail(deps)).toMatchObject({ sent: 1 });
    await t.db
      .update(mailOutbox)
      .set({ status: 'pending', nextAttemptAt: new Date() })
      .where(eq(mailOutbox.id, row!.id));
    expect(await sendDueMail(deps)).toMatchObject({ sent: 1 });

    expect(issued).toEqual(['ref-1-1', 'ref-1-2']);
    const [first, second] = smtp.messagesTo(link.to);
    expect(first?.text).toContain('https://shop.example.in/go?ref-1-1');
    expect(first?.html).toContain('href="https://shop.example.in/go?ref-1-1"');
    expect(second?.text).toContain('https://shop.example.in/go?ref-1-2');
    const stored = await rowOf(t, link.dedupeKey);
    expect(stored).toMatchObject({ html: link.html, textBody: link.text, status: 'sent' });
  });

  it('fails a message whose link can no longer be made, without sending it', async () => {
    const link = linkMail();
    await enqueue(t, link);
    expect(await sendDueMail(senderWith(async () => null))).toEqual({
      sent: 0,
      retrying: 0,
      failed: 1,
      kept: 0,
    });
    expect(smtp.messages).toEqual([]);
    expect(await rowOf(t, link.dedupeKey)).toMatchObject({
      status: 'failed',
      lastError: adminMailMessages.linkGone,
    });
  });

  it('never sends the placeholder: an issuer that fails, or a kind without one, is tried again later', async () => {
    const failing = linkMail();
    const unknown = mail({ kind: 'no-issuer', secretRef: 'ref-2', text: 'Open [link]' });
    await enqueue(t, failing, unknown);
    expect(
      await sendDueMail(
        senderWith(async () => {
          throw new Error('database away');
        }),
      ),
    ).toMatchObject({ sent: 0, retrying: 2 });
    expect(smtp.messages).toEqual([]);
    expect(await rowOf(t, failing.dedupeKey)).toMatchObject({
      status: 'pending',
      lastError: 'database away',
    });
    expect((await rowOf(t, unknown.dedupeKey)).lastError).toContain("'no-issuer'");
  });

  it('makes no link for a kept message outside development', async () => {
    const link = linkMail();
    await enqueue(t, link);
    let issued = 0;
    const deps: MailSenderDeps = {
      ...senderWith(async () => `value-${++issued}`),
      transport: null,
    };
    expect(await sendDueMail(deps)).toMatchObject({ kept: 1 });
    expect(issued).toBe(0);
    expect(await rowOf(t, link.dedupeKey)).toMatchObject({ status: 'kept', textBody: link.text });
  });
});

describe('the mail sender without SMTP_URL', () => {
  let t: TestApp;
  useTestApp(buildTestApp, (built) => (t = built));

  it('keeps every due message, sends none, and shows it in the outbox as kept', async () => {
    expect(t.app.mailTransport).toBeNull();
    const kept = mail();
    await enqueue(t, kept);
    expect(await sendDueMail(t.app)).toEqual({ sent: 0, retrying: 0, failed: 0, kept: 1 });
    expect(await rowOf(t, kept.dedupeKey)).toMatchObject({
      status: 'kept',
      attempts: 0,
      sentAt: null,
    });
    expect(await sendDueMail(t.app)).toMatchObject({ kept: 0 });
  });
});

describe('the mail sender of a listening server', () => {
  async function waitFor(check: () => Promise<boolean>, timeoutMs = 5_000) {
    const deadline = Date.now() + timeoutMs;
    while (!(await check())) {
      if (Date.now() > deadline) throw new Error('timed out');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  it('without SMTP_URL says once that mail is kept, not sent, and keeps what is due', async () => {
    const log = captureLog();
    const t = await buildTestApp({
      env: { LOG_LEVEL: 'info' },
      logger: { level: 'info', stream: log.stream },
    });
    try {
      const waiting = mail();
      await enqueueMail(t.db, waiting);
      await t.app.listen({ host: '127.0.0.1', port: 0 });
      await waitFor(async () => (await rowOf(t, waiting.dedupeKey)).status === 'kept');
      const notices = log.records().filter((line) => line.mail === 'kept');
      expect(notices).toHaveLength(1);
      expect(notices[0]?.msg).toMatch(/not sent.*kept in the back-office.*SMTP_URL/i);
    } finally {
      await t.close();
    }
  });

  it('with SMTP_URL sends due mail by itself, and names the host, never the password', async () => {
    const smtp = await startSmtpTestServer();
    const log = captureLog();
    const smtpUrl = `smtp://shop-user:s3cret-Pa55@127.0.0.1:${smtp.port}`;
    const t = await buildTestApp({
      env: { SMTP_URL: smtpUrl },
      logger: { level: 'info', stream: log.stream },
    });
    try {
      const waiting = mail();
      await enqueueMail(t.db, waiting);
      await t.app.listen({ host: '127.0.0.1', port: 0 });
      await smtp.waitForMessages(1);
      expect(smtp.messages[0]?.authUser).toBe('shop-user');
      await waitFor(async () => (await rowOf(t, waiting.dedupeKey)).status === 'sent');
      expect(log.records().find((line) => line.mail === 'smtp')).toMatchObject({
        host: '127.0.0.1',
      });
      expect(log.lines.join('\n')).not.toContain('s3cret-Pa55');
    } finally {
      await t.close();
      await smtp.stop();
    }
  });
});

// The sender's own module must not start anything in an app that is only injected into.
describe('test apps', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('start no sender without listen()', () => {
    expect(t.app.mailSender).toBeNull();
  });
});
