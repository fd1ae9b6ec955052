import { CONTACT_MESSAGE_MAX, contactFormMessages } from '@artshop/shared';
import { eq, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { contactMessages, mailOutbox } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { useTestApp } from '../../test/use-test-app';
import { createUser } from '../../test/factories/users';

const SHOP = 'shop@artshop.example';
const SITE = 'https://shop.example.in';

const valid = {
  name: 'Meera Shah',
  email: 'meera@example.in',
  subject: 'A stone for my garden',
  message: 'Can you paint <b>our dog</b> on a river stone?\nHe is brown & white.',
};

const send = (t: TestApp, payload: unknown, ip = '10.1.0.1') =>
  t.app.inject({
    method: 'POST',
    url: '/api/contact',
    payload: payload as object,
    remoteAddress: ip,
  });

describe('POST /api/contact with a shop address', () => {
  let t: TestApp;
  useTestApp(
    () => buildTestApp({ env: { SHOP_EMAIL: SHOP, PUBLIC_URL: SITE } }),
    (built) => (t = built),
  );

  it('stores the message and queues one notice to SHOP_EMAIL, replying to the visitor', async () => {
    const response = await send(t, { ...valid, name: '  Meera Shah ' });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ message: contactFormMessages.thanks });

    const [stored] = await t.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.email, valid.email));
    expect(stored).toMatchObject({ ...valid, readAt: null });

    const notices = await t.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.dedupeKey, `contact:${stored!.id}:shop`));
    expect(notices).toHaveLength(1);
    const notice = notices[0]!;
    expect(notice).toMatchObject({
      kind: 'contact-notice',
      toAddress: SHOP,
      subject: 'Contact form: A stone for my garden',
      headers: { 'Reply-To': valid.email },
    });
    // The visitor's words are text, never markup of the email.
    expect(notice.html).toContain('&lt;b&gt;our dog&lt;/b&gt;');
    expect(notice.html).not.toContain('<b>our dog</b>');
    expect(notice.html).toContain(`${SITE}/admin/messages`);
    expect(notice.textBody).toContain('Can you paint <b>our dog</b> on a river stone?');
    expect(notice.textBody).toContain('Meera Shah (meera@example.in)');
  });

  let badClient = 0;
  it.each([
    [{ ...valid, name: ' ' }, contactFormMessages.nameRequired],
    [{ ...valid, name: 'x'.repeat(101) }, contactFormMessages.nameTooLong],
    [{ ...valid, email: 'not-an-email' }, contactFormMessages.emailInvalid],
    [{ ...valid, email: undefined }, contactFormMessages.emailInvalid],
    [{ ...valid, subject: '' }, contactFormMessages.subjectRequired],
    [{ ...valid, subject: 'Hello\r\nBcc: all@example.com' }, contactFormMessages.oneLine],
    [{ ...valid, subject: 's'.repeat(151) }, contactFormMessages.subjectTooLong],
    [{ ...valid, message: '   ' }, contactFormMessages.messageRequired],
    [
      { ...valid, message: 'm'.repeat(CONTACT_MESSAGE_MAX + 1) },
      contactFormMessages.messageTooLong,
    ],
  ])('refuses a bad form with a clear 400 (%#)', async (payload, message) => {
    const before = await t.db.select().from(contactMessages);
    // Refused forms count towards the limit too (it runs first), so each case is its own client.
    badClient += 1;
    const response = await send(t, payload, `10.1.1.${badClient}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
    expect(await t.db.select().from(contactMessages)).toHaveLength(before.length);
  });

  it('limits one client to 5 messages in 10 minutes, with Retry-After; others go on', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      statuses.push((await send(t, { ...valid, subject: `Flood ${i}` }, '10.9.9.9')).statusCode);
    }
    expect(statuses).toEqual([201, 201, 201, 201, 201]);
    const limited = await send(t, { ...valid, subject: 'Flood 6' }, '10.9.9.9');
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
    expect(limited.json().message).toBe(contactFormMessages.tooManyRequests);
    const stored = await t.db
      .select()
      .from(contactMessages)
      .where(like(contactMessages.subject, 'Flood%'));
    expect(stored).toHaveLength(5);
    expect((await send(t, valid, '10.9.9.8')).statusCode).toBe(201);
  });
});

describe('POST /api/contact without a shop address', () => {
  let t: TestApp;
  useTestApp(buildTestApp, (built) => (t = built));

  it('stores the message and queues nothing', async () => {
    expect(t.config.mail.shopEmail).toBeUndefined();
    const response = await send(t, valid);
    expect(response.statusCode).toBe(201);
    expect(await t.db.select().from(contactMessages)).toHaveLength(1);
    expect(await t.db.select().from(mailOutbox)).toHaveLength(0);
  });

  it("sends the notice to the first admin's address when neither SHOP_EMAIL nor ADMIN_EMAIL is set", async () => {
    // Each made a second apart: the embedded database's clock counts whole milliseconds, and two
    // inserts within one would make neither of them first (their ids, random, would decide).
    const made = Date.now();
    await createUser(t.db, {
      role: 'admin',
      email: 'second@example.in',
      createdAt: new Date(made),
    });
    await createUser(t.db, {
      role: 'admin',
      email: 'owner@example.in',
      createdAt: new Date(made - 1000),
    });
    expect((await send(t, valid)).statusCode).toBe(201);
    const queued = await t.db.select().from(mailOutbox);
    expect(queued.map((row) => row.toAddress)).toEqual(['owner@example.in']);
  });
});
