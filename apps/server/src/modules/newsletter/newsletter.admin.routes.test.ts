import {
  ADMIN_SUBSCRIBER_PAGE_SIZE,
  adminNewsletterMessages,
  type AdminSubscriberListResponse,
  type Newsletter,
} from '@artshop/shared';
import { eq, inArray, like, sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { mailOutbox, newsletterSubscribers, newsletters } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { injectAs } from '../../test/inject-as';
import { useTestApp } from '../../test/use-test-app';
import { createSignedInAdmin, createSignedInCustomer } from '../../test/factories/users';

const SITE = 'https://shop.example.in';

let t: TestApp;
let admin: string;
let customer: string;
useTestApp(
  async () => {
    const built = await buildTestApp({ env: { PUBLIC_URL: SITE, COOKIE_SECURE: 'false' } });
    ({ cookie: admin } = await createSignedInAdmin(built.db));
    ({ cookie: customer } = await createSignedInCustomer(built.db));
    return built;
  },
  (built) => (t = built),
);

beforeEach(async () => {
  await t.db.delete(mailOutbox);
  await t.db.delete(newsletters);
  await t.db.delete(newsletterSubscribers);
});

/** An address that confirmed (double opt-in, decision 0074) when it was created. */
async function subscriber(
  email: string,
  overrides: { createdAt?: Date; unsubscribedAt?: Date } = {},
) {
  const createdAt = overrides.createdAt ?? new Date();
  const [row] = await t.db
    .insert(newsletterSubscribers)
    .values({ email, ...overrides, createdAt, confirmedAt: createdAt })
    .returning();
  return row!;
}

/** A sign-up still waiting for its confirmation: on nobody's list yet. */
async function waiting(email: string) {
  await t.db.insert(newsletterSubscribers).values({ email, signupEmailAt: new Date() });
}

const issue = {
  subject: 'Diwali collection',
  body: 'Namaste!\n\nNew stones <script>alert(1)</script> & lamps.\nSecond line.\n\n\nBye',
};

const send = (payload: unknown = issue) =>
  injectAs(t, 'POST', '/api/admin/newsletter', admin, payload);

describe('the newsletter admin calls refuse anyone but an admin', () => {
  it.each([
    ['GET', '/api/admin/newsletter/subscribers'],
    ['GET', '/api/admin/newsletter/subscribers.csv'],
    ['GET', '/api/admin/newsletter'],
    ['POST', '/api/admin/newsletter'],
    ['POST', '/api/admin/newsletter/preview'],
  ] as const)('%s %s: 401 signed out, 403 for a customer', async (method, url) => {
    expect((await injectAs(t, method, url, null, issue)).statusCode).toBe(401);
    expect((await injectAs(t, method, url, customer, issue)).statusCode).toBe(403);
  });
});

describe('GET /api/admin/newsletter/subscribers', () => {
  it('lists newest first with the counts of the whole list, searched by email, paged', async () => {
    // Not confirmed yet: not listed, not counted (decision 0074).
    await waiting('waiting@example.in');
    const old = await subscriber('old@example.in', { createdAt: new Date('2026-01-01T00:00:00Z') });
    const gone = await subscriber('Gone@Example.in', {
      createdAt: new Date('2026-01-02T00:00:00Z'),
      unsubscribedAt: new Date('2026-02-01T00:00:00Z'),
    });
    const list = async (query = '') => {
      const response = await injectAs(t, 'GET', `/api/admin/newsletter/subscribers${query}`, admin);
      expect(response.statusCode, response.body).toBe(200);
      return response.json<AdminSubscriberListResponse>();
    };
    const all = await list();
    expect(all).toEqual({
      subscribers: [
        {
          id: gone.id,
          email: 'Gone@Example.in',
          subscribedAt: '2026-01-02T00:00:00.000Z',
          unsubscribedAt: '2026-02-01T00:00:00.000Z',
        },
        {
          id: old.id,
          email: 'old@example.in',
          subscribedAt: '2026-01-01T00:00:00.000Z',
          unsubscribedAt: null,
        },
      ],
      total: 2,
      active: 1,
      unsubscribed: 1,
      page: 1,
      pageSize: ADMIN_SUBSCRIBER_PAGE_SIZE,
    });
    const searched = await list('?q=gone%40');
    expect(searched.subscribers.map((s) => s.id)).toEqual([gone.id]);
    expect(searched).toMatchObject({ total: 1, active: 1, unsubscribed: 1 });
    expect((await list('?page=2')).subscribers).toEqual([]);
    const tooLong = await injectAs(
      t,
      'GET',
      `/api/admin/newsletter/subscribers?q=${'x'.repeat(101)}`,
      admin,
    );
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().message).toBe(adminNewsletterMessages.searchTooLong);
  });
});

describe('GET /api/admin/newsletter/subscribers.csv', () => {
  it('downloads the active subscribers, oldest first, escaped', async () => {
    await subscriber('first@example.in', { createdAt: new Date('2026-01-01T05:30:00Z') });
    await subscriber('"quoted",comma@example.in', { createdAt: new Date('2026-01-02T00:00:00Z') });
    await subscriber('=cmd@example.in', { createdAt: new Date('2026-01-03T00:00:00Z') });
    await subscriber('left@example.in', { unsubscribedAt: new Date() });
    await waiting('waiting@example.in');

    const response = await injectAs(t, 'GET', '/api/admin/newsletter/subscribers.csv', admin);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="newsletter-subscribers-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.body).toBe(
      'Email,Subscribed at\r\n' +
        'first@example.in,2026-01-01T05:30:00.000Z\r\n' +
        '"""quoted"",comma@example.in",2026-01-02T00:00:00.000Z\r\n' +
        "'=cmd@example.in,2026-01-03T00:00:00.000Z\r\n",
    );
  });
});

describe('POST /api/admin/newsletter/preview', () => {
  it('renders the email with the body as escaped paragraphs and sends nothing', async () => {
    await subscriber('reader@example.in');
    const response = await injectAs(t, 'POST', '/api/admin/newsletter/preview', admin, issue);
    expect(response.statusCode).toBe(200);
    const { html, text } = response.json<{ html: string; text: string }>();
    expect(html).toMatch(/^<!DOCTYPE html/i);
    expect(html).toContain('Diwali collection');
    expect(html).toContain(
      'New stones &lt;script&gt;alert(1)&lt;/script&gt; &amp; lamps.<br/>Second line.',
    );
    expect(html).not.toContain('<script>');
    expect(html).toContain(`${SITE}/unsubscribe?token=preview`);
    expect(text).toContain('New stones <script>alert(1)</script> & lamps.');
    expect(await t.db.select().from(mailOutbox)).toEqual([]);
    expect(await t.db.select().from(newsletters)).toEqual([]);
  });

  it.each([
    [{ subject: '', body: 'x' }, adminNewsletterMessages.subjectRequired],
    [{ subject: 'a\nb', body: 'x' }, adminNewsletterMessages.subjectOneLine],
    [{ subject: 'x', body: '  ' }, adminNewsletterMessages.bodyRequired],
    [{ subject: 'x', body: 'b'.repeat(20_001) }, adminNewsletterMessages.bodyTooLong],
    [undefined, adminNewsletterMessages.badForm],
  ])('refuses a bad draft with 400 (%#)', async (payload, message) => {
    const response = await injectAs(t, 'POST', '/api/admin/newsletter/preview', admin, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
  });
});

describe('POST /api/admin/newsletter', () => {
  it('queues one message per active subscriber with their own unsubscribe link and headers', async () => {
    const asha = await subscriber('asha@example.in');
    const ravi = await subscriber('ravi@example.in');
    await subscriber('left@example.in', { unsubscribedAt: new Date() });
    // Signed up, never confirmed: gets no newsletter (decision 0074).
    await waiting('waiting@example.in');

    const response = await send();
    expect(response.statusCode).toBe(201);
    const { newsletter } = response.json<{ newsletter: Newsletter }>();
    expect(newsletter).toEqual({
      id: expect.any(String),
      subject: issue.subject,
      body: issue.body,
      recipients: 2,
      sentAt: expect.any(String),
    });

    const rows = await t.db
      .select()
      .from(mailOutbox)
      .where(like(mailOutbox.dedupeKey, `newsletter:${newsletter.id}:%`));
    expect(rows.map((row) => row.toAddress).sort()).toEqual(['asha@example.in', 'ravi@example.in']);
    for (const recipient of [asha, ravi]) {
      const row = rows.find((r) => r.toAddress === recipient.email)!;
      const token = recipient.unsubscribeToken;
      expect(token).toMatch(/^[0-9a-f]{64}$/);
      expect(row).toMatchObject({
        dedupeKey: `newsletter:${newsletter.id}:${recipient.id}`,
        kind: 'newsletter',
        subject: issue.subject,
        headers: {
          'List-Unsubscribe': `<${SITE}/api/newsletter/unsubscribe?token=${token}>`,
          'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
        },
      });
      expect(row.html).toContain(`href="${SITE}/unsubscribe?token=${token}"`);
      expect(row.textBody).toContain(`${SITE}/unsubscribe?token=${token}`);
      expect(row.html).toContain('&lt;script&gt;');
      // Only the recipient's own token is in their copy.
      const other = recipient === asha ? ravi : asha;
      expect(row.html).not.toContain(other.unsubscribeToken);
    }
    expect(rows.some((row) => row.toAddress === 'left@example.in')).toBe(false);
    expect(rows.some((row) => row.toAddress === 'waiting@example.in')).toBe(false);

    const listed = await injectAs(t, 'GET', '/api/admin/newsletter', admin);
    expect(listed.json()).toEqual({ newsletters: [newsletter] });
  });

  it('sending again is a new newsletter with its own messages, never a duplicate of one', async () => {
    await subscriber('asha@example.in');
    const first = (await send()).json<{ newsletter: Newsletter }>().newsletter;
    const second = (await send()).json<{ newsletter: Newsletter }>().newsletter;
    expect(second.id).not.toBe(first.id);

    const rows = await t.db.select().from(mailOutbox);
    expect(rows).toHaveLength(2);
    const counts = await t.db
      .select({ key: mailOutbox.dedupeKey, n: sql<number>`count(*)::int` })
      .from(mailOutbox)
      .groupBy(mailOutbox.dedupeKey);
    expect(counts.every((row) => row.n === 1)).toBe(true);
    expect(rows.map((row) => row.dedupeKey.split(':')[1]).sort()).toEqual(
      [first.id, second.id].sort(),
    );
    const listed = (await injectAs(t, 'GET', '/api/admin/newsletter', admin)).json<{
      newsletters: Newsletter[];
    }>();
    expect(listed.newsletters.map((n) => n.id).sort()).toEqual([first.id, second.id].sort());
  });

  it('queues a list longer than one insert batch, each subscriber exactly once', async () => {
    const emails = Array.from({ length: 450 }, (_, i) => `reader${i}@example.in`);
    const confirmedAt = new Date();
    await t.db
      .insert(newsletterSubscribers)
      .values(emails.map((email) => ({ email, confirmedAt })));
    const response = await send();
    expect(response.statusCode).toBe(201);
    expect(response.json().newsletter.recipients).toBe(450);
    const rows = await t.db.select({ to: mailOutbox.toAddress }).from(mailOutbox);
    expect(rows.map((row) => row.to).sort()).toEqual([...emails].sort());
  });

  it('with nobody subscribed, stores the newsletter with 0 recipients and queues nothing', async () => {
    await subscriber('left@example.in', { unsubscribedAt: new Date() });
    const response = await send();
    expect(response.statusCode).toBe(201);
    expect(response.json().newsletter.recipients).toBe(0);
    expect(await t.db.select().from(mailOutbox)).toEqual([]);
  });

  it('refuses a bad draft with 400 and stores nothing', async () => {
    await subscriber('asha@example.in');
    const response = await send({ subject: 'Hi', body: '' });
    expect(response.statusCode).toBe(400);
    expect(await t.db.select().from(newsletters)).toEqual([]);
    expect(
      await t.db
        .select()
        .from(mailOutbox)
        .where(inArray(mailOutbox.kind, ['newsletter'])),
    ).toEqual([]);
  });

  it('a subscriber who unsubscribes gets nothing from the next newsletter', async () => {
    const asha = await subscriber('asha@example.in');
    await subscriber('ravi@example.in');
    const unsub = await t.app.inject({
      method: 'POST',
      url: `/api/newsletter/unsubscribe?token=${asha.unsubscribeToken}`,
    });
    expect(unsub.statusCode).toBe(200);
    const { newsletter } = (await send()).json<{ newsletter: Newsletter }>();
    expect(newsletter.recipients).toBe(1);
    const rows = await t.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, asha.email));
    expect(rows).toEqual([]);
  });
});
