import { createHash } from 'node:crypto';
import {
  NEWSLETTER_MESSAGES,
  newsletterConfirmMessages,
  unsubscribeMessages,
} from '@artshop/shared';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { mailOutbox, newsletterSubscribers, users } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { startSmtpTestServer, type SmtpTestServer } from '../../test/smtp-test-server';
import { useTestApp } from '../../test/use-test-app';
import { createSubscriber } from '../../test/factories/newsletter';
import { createSignedInCustomer, createUser } from '../../test/factories/users';
import { sendDueMail } from '../mail/mail-sender';
import {
  NEWSLETTER_CONFIRMATION_SUBJECT,
  NEWSLETTER_ON_LIST_SUBJECT,
} from '../mail/templates/newsletter-confirmation';
import { sendNewsletter } from './newsletter.admin.service';
import {
  NEWSLETTER_CONFIRM_LINK_MS,
  NEWSLETTER_SIGNUP_EMAIL_MS,
  confirmSubscription,
} from './newsletter.service';

// Double opt-in (decision 0074): a sign-up answers the same for every address and joins the list
// only through the emailed link, which is made when the email is sent and never stored (0072).
// The shop here sends its mail to an SMTP server on loopback, so the tests read the link where
// its owner would.

const SITE = 'https://shop.example.in';
const LINK = /https:\/\/shop\.example\.in\/newsletter\/confirm\?token=([A-Za-z0-9_-]+)/;
const DAY_MS = 24 * 60 * 60 * 1000;
const issue = { subject: 'Diwali stones', body: 'Namaste!\n\nNew stones for the festival.' };

let smtp: SmtpTestServer;
let t: TestApp;
useTestApp(
  async () => {
    smtp = await startSmtpTestServer();
    return buildTestApp({ env: { PUBLIC_URL: SITE, SMTP_URL: smtp.url, COOKIE_SECURE: 'false' } });
  },
  (built) => (t = built),
);
afterAll(() => smtp.stop());
beforeEach(async () => {
  await t.db.delete(mailOutbox);
  await t.db.delete(newsletterSubscribers);
  smtp.clear();
});

// The sign-up is rate limited per client: each request comes from its own address.
let lastIp = 0;
const freshIp = () => `10.74.${Math.floor(++lastIp / 250)}.${(lastIp % 250) + 1}`;

const signUp = (email: string, cookie?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/user/subscribe',
    payload: { email },
    remoteAddress: freshIp(),
    headers: cookie ? { cookie } : {},
  });

const confirm = (payload: unknown) =>
  t.app.inject({
    method: 'POST',
    url: '/api/newsletter/confirm',
    payload: payload as object,
    remoteAddress: freshIp(),
  });

const unsubscribe = (token: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/newsletter/unsubscribe?token=${token}`,
    remoteAddress: freshIp(),
  });

const rowOf = async (email: string) => {
  const [row] = await t.db
    .select()
    .from(newsletterSubscribers)
    .where(sql`lower(${newsletterSubscribers.email}) = lower(${email})`);
  return row;
};

const accountOf = async (id: string) =>
  (await t.db.select().from(users).where(eq(users.id, id)))[0]!;

/** How many addresses a newsletter sent now reaches. */
const recipientsNow = async () => (await sendNewsletter(t.db, issue, SITE)).recipients;

/** Sends what is due and answers the emails `email` has received. */
async function inbox(email: string) {
  await sendDueMail(t.app);
  return smtp.messagesTo(email);
}

/** Sends what is due and answers the token of the newest confirmation email `email` received. */
async function confirmationToken(email: string): Promise<string> {
  const received = (await inbox(email))
    .filter((mail) => mail.subject === NEWSLETTER_CONFIRMATION_SUBJECT)
    .at(-1);
  const token = LINK.exec(received?.text ?? '')?.[1];
  if (!token) throw new Error(`no confirmation link in an email to ${email}`);
  expect(received?.html).toContain(`href="${SITE}/newsletter/confirm?token=${token}"`);
  return token;
}

/** Every row of every table of the shop's schema, as text: what a database copy or backup holds. */
async function everyRowAsText(db: Db): Promise<string> {
  const tables = rowsOf<{ name: string }>(
    await db.execute(
      sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
    ),
  );
  expect(tables.map((table) => table.name)).toEqual(
    expect.arrayContaining(['mail_outbox', 'newsletter_subscribers', 'users']),
  );
  const dumps: string[] = [];
  for (const { name } of tables) {
    const rows = rowsOf(await db.execute(sql.raw(`select * from "${name}"`)));
    dumps.push(`${name}: ${JSON.stringify(rows)}`);
  }
  return dumps.join('\n');
}

describe('POST /api/user/subscribe tells a stranger nothing about the address', () => {
  it('answers a new, waiting, subscribed, unsubscribed and just-emailed address alike', async () => {
    const fresh = 'fresh@example.in';
    const waiting = await createSubscriber(t.db, 'pending');
    const subscribed = await createSubscriber(t.db, 'subscribed');
    const unsubscribed = await createSubscriber(t.db, 'unsubscribed');
    const justEmailed = await createSubscriber(t.db, 'pending', { signupEmailAt: new Date() });

    const answers = [];
    for (const email of [fresh, waiting.email, subscribed.email, unsubscribed.email]) {
      const response = await signUp(email);
      answers.push({
        status: response.statusCode,
        type: response.headers['content-type'],
        body: response.body,
      });
    }
    // The address that was just emailed, and the new one again at once, in other letter cases.
    for (const email of [justEmailed.email, fresh.toUpperCase()]) {
      const response = await signUp(email);
      answers.push({
        status: response.statusCode,
        type: response.headers['content-type'],
        body: response.body,
      });
    }
    const expected = {
      status: 201,
      type: 'application/json; charset=utf-8',
      body: JSON.stringify({ message: NEWSLETTER_MESSAGES.checkEmail }),
    };
    expect(answers).toEqual(Array.from({ length: 6 }, () => expected));
    expect(NEWSLETTER_MESSAGES.checkEmail).toBe(
      'Please check your email to confirm your subscription.',
    );

    // Only the mailbox learns more: a confirmation where one may go, a note for the subscribed
    // address, nothing where a sign-up email went within the hour.
    const queued = await t.db
      .select({ to: mailOutbox.toAddress, kind: mailOutbox.kind })
      .from(mailOutbox);
    expect(queued.sort((a, b) => a.to.localeCompare(b.to))).toEqual(
      [
        { to: fresh, kind: 'newsletter-confirmation' },
        { to: waiting.email, kind: 'newsletter-confirmation' },
        { to: subscribed.email, kind: 'newsletter-on-list' },
        { to: unsubscribed.email, kind: 'newsletter-confirmation' },
      ].sort((a, b) => a.to.localeCompare(b.to)),
    );
    // Nobody joined or left the list.
    expect(await recipientsNow()).toBe(1);
    expect((await rowOf(unsubscribed.email))?.unsubscribedAt).toEqual(unsubscribed.unsubscribedAt);
  });
});

describe('double opt-in', () => {
  it('a new address joins the list only when the emailed link is confirmed, and the link works once', async () => {
    const email = 'meera@example.in';
    expect((await signUp(email)).statusCode).toBe(201);
    expect(await rowOf(email)).toMatchObject({ confirmedAt: null, unsubscribedAt: null });
    expect(await recipientsNow()).toBe(0);

    const token = await confirmationToken(email);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // Delivered, not yet confirmed: still nobody's subscription.
    expect(await recipientsNow()).toBe(0);

    const before = Date.now();
    const first = await confirm({ token });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ message: newsletterConfirmMessages.confirmed });
    const confirmed = await rowOf(email);
    expect(confirmed?.confirmedAt?.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(confirmed).toMatchObject({ unsubscribedAt: null, confirmTokenHash: null });

    const again = await confirm({ token });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(newsletterConfirmMessages.invalidToken);
    expect((await rowOf(email))?.confirmedAt).toEqual(confirmed?.confirmedAt);
    expect(await recipientsNow()).toBe(1);
  });

  it('an unsubscribed address stays unsubscribed after a stranger signs it up, until its owner follows the link', async () => {
    const email = 'left@example.in';
    const owner = await createUser(t.db, { email, isSubscribed: true });
    const subscriber = await createSubscriber(t.db, 'subscribed', { email });
    expect((await unsubscribe(subscriber.unsubscribeToken)).statusCode).toBe(200);
    const left = await rowOf(email);
    expect(left?.unsubscribedAt).toBeInstanceOf(Date);
    expect((await accountOf(owner.id)).isSubscribed).toBe(false);

    // A stranger, signed out, names the address.
    const stranger = await signUp('LEFT@example.in');
    expect(stranger.statusCode).toBe(201);
    expect(stranger.json()).toEqual({ message: NEWSLETTER_MESSAGES.checkEmail });
    const token = await confirmationToken(email);
    expect(await rowOf(email)).toMatchObject({
      unsubscribedAt: left?.unsubscribedAt,
      confirmedAt: subscriber.confirmedAt,
    });
    expect((await accountOf(owner.id)).isSubscribed).toBe(false);
    expect(await recipientsNow()).toBe(0);

    // The owner follows the link from the email: back on the list, consent from now.
    expect((await confirm({ token })).statusCode).toBe(200);
    const back = await rowOf(email);
    expect(back?.unsubscribedAt).toBeNull();
    expect(back!.confirmedAt!.getTime()).toBeGreaterThan(subscriber.confirmedAt!.getTime());
    expect((await accountOf(owner.id)).isSubscribed).toBe(true);
    expect(await recipientsNow()).toBe(1);

    // The unsubscribe link of earlier newsletters still works.
    expect(back?.unsubscribeToken).toBe(subscriber.unsubscribeToken);
    const leaving = await unsubscribe(subscriber.unsubscribeToken);
    expect(leaving.json()).toEqual({ message: unsubscribeMessages.unsubscribed });
    expect((await rowOf(email))?.unsubscribedAt).toBeInstanceOf(Date);
  });

  it('a signed-in customer subscribing their own address confirms it from the mailbox too', async () => {
    const { user, cookie } = await createSignedInCustomer(t.db);
    const response = await signUp(user.email, cookie);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ message: NEWSLETTER_MESSAGES.checkEmail });
    expect((await accountOf(user.id)).isSubscribed).toBe(false);
    expect(await recipientsNow()).toBe(0);

    expect((await confirm({ token: await confirmationToken(user.email) })).statusCode).toBe(200);
    expect((await accountOf(user.id)).isSubscribed).toBe(true);
    expect(await recipientsNow()).toBe(1);
  });

  it('an address on the list gets a note with its unsubscribe link instead, and stays as it was', async () => {
    const subscriber = await createSubscriber(t.db, 'subscribed');
    // An account made after its owner subscribed shows as subscribed from now on.
    const owner = await createUser(t.db, { email: subscriber.email });
    expect((await signUp(subscriber.email)).statusCode).toBe(201);

    const received = await inbox(subscriber.email);
    expect(received.map((mail) => mail.subject)).toEqual([NEWSLETTER_ON_LIST_SUBJECT]);
    expect(received[0]?.text).toContain(`${SITE}/unsubscribe?token=${subscriber.unsubscribeToken}`);
    expect(received[0]?.text).not.toMatch(LINK);
    expect(await rowOf(subscriber.email)).toMatchObject({
      confirmedAt: subscriber.confirmedAt,
      unsubscribedAt: null,
      confirmTokenHash: null,
    });
    expect((await accountOf(owner.id)).isSubscribed).toBe(true);
  });

  it('sends one sign-up email an hour per address, however many sign-ups; only the newest link works', async () => {
    const email = 'flood@example.in';
    for (const variant of [email, email.toUpperCase(), email, 'Flood@Example.in']) {
      expect((await signUp(variant)).statusCode).toBe(201);
    }
    expect(await t.db.select().from(mailOutbox)).toHaveLength(1);
    const older = await confirmationToken(email);

    // An hour later, a sign-up may email the address again.
    await t.db
      .update(newsletterSubscribers)
      .set({ signupEmailAt: new Date(Date.now() - NEWSLETTER_SIGNUP_EMAIL_MS - 1000) })
      .where(sql`lower(${newsletterSubscribers.email}) = ${email}`);
    expect((await signUp(email)).statusCode).toBe(201);
    expect(await t.db.select().from(mailOutbox)).toHaveLength(2);
    const newer = await confirmationToken(email);
    expect(newer).not.toBe(older);
    expect(smtp.messagesTo(email)).toHaveLength(2);

    expect((await confirm({ token: older })).statusCode).toBe(400);
    expect((await confirm({ token: newer })).statusCode).toBe(200);
  });

  it('a link works for 7 days from its email', async () => {
    const email = 'late@example.in';
    await signUp(email);
    const token = await confirmationToken(email);
    const sentAt = Date.now();
    await expect(
      confirmSubscription(t.db, token, new Date(sentAt + NEWSLETTER_CONFIRM_LINK_MS + 60_000)),
    ).rejects.toMatchObject({ statusCode: 400, message: newsletterConfirmMessages.invalidToken });
    expect(NEWSLETTER_CONFIRM_LINK_MS).toBe(7 * DAY_MS);
    expect((await confirm({ token })).statusCode).toBe(200);
  });

  it('refuses a malformed, missing or unknown token with the link message', async () => {
    for (const payload of [{ token: 'short' }, { token: 'a'.repeat(43) }, { token: 42 }]) {
      const response = await confirm(payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().message).toBe(newsletterConfirmMessages.invalidToken);
    }
    const empty = await confirm(undefined);
    expect(empty.statusCode).toBe(400);
  });

  it('drops sign-ups nobody confirmed once their link is dead, and keeps everyone else', async () => {
    const now = Date.now();
    const stale = await createSubscriber(t.db, 'pending', {
      signupEmailAt: new Date(now - 8 * DAY_MS),
    });
    const expired = await createSubscriber(t.db, 'pending', {
      signupEmailAt: new Date(now - 9 * DAY_MS),
      confirmTokenHash: 'f'.repeat(64),
      confirmExpiresAt: new Date(now - DAY_MS),
    });
    // Its email went out late (the mail server was away): the link still works.
    const sentLate = await createSubscriber(t.db, 'pending', {
      signupEmailAt: new Date(now - 8 * DAY_MS),
      confirmTokenHash: 'e'.repeat(64),
      confirmExpiresAt: new Date(now + DAY_MS),
    });
    const waiting = await createSubscriber(t.db, 'pending');
    const left = await createSubscriber(t.db, 'unsubscribed', {
      signupEmailAt: new Date(now - 30 * DAY_MS),
    });
    await signUp('someone@example.in');
    const emails = (await t.db.select().from(newsletterSubscribers)).map((row) => row.email);
    expect(emails).not.toContain(stale.email);
    expect(emails).not.toContain(expired.email);
    expect(emails).toEqual(
      expect.arrayContaining([sentLate.email, waiting.email, left.email, 'someone@example.in']),
    );
  });
});

describe('the confirmation link is never stored', () => {
  it('no row of any table holds its token: the outbox keeps a placeholder, the address a hash', async () => {
    const email = 'private@example.in';
    await signUp(email);
    const token = await confirmationToken(email);

    const stored = await everyRowAsText(t.db);
    expect(stored).not.toContain(token);
    expect(stored).not.toMatch(/token=[A-Za-z0-9_-]{43}/);
    const row = await rowOf(email);
    expect(row?.confirmTokenHash).toBe(createHash('sha256').update(token).digest('hex'));
    const [mail] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, email));
    expect(mail).toMatchObject({
      kind: 'newsletter-confirmation',
      status: 'sent',
      secretRef: row?.id,
    });
    expect(mail?.textBody).toContain(`${SITE}/newsletter/confirm?token=REDACTED`);
    expect(mail?.html).toContain(`href="${SITE}/newsletter/confirm?token=REDACTED"`);

    // Used, even the hash goes.
    expect((await confirm({ token })).statusCode).toBe(200);
    expect((await rowOf(email))?.confirmTokenHash).toBeNull();
  });
});
