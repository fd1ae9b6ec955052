import { SHOP_NAME, type CreateOrderResponse } from '@artshop/shared';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { interestedBuyers, mailOutbox, newsletterSubscribers } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import {
  startSmtpTestServer,
  type ReceivedMail,
  type SmtpTestServer,
} from '../../test/smtp-test-server';
import { useTestApp } from '../../test/use-test-app';
import { createProduct } from '../../test/factories/catalog';
import { multipartPayload } from '../../test/multipart-payload';
import { fillCart, orderBody } from '../../test/factories/checkout';
import {
  createSignedInAdmin,
  createSignedInCustomer,
  createUser,
} from '../../test/factories/users';
import { sendDueMail } from './mail-sender';
import { payInTestMode } from '../../test/factories/payments';
import {
  shiprocketEnv,
  startShiprocketStandIn,
  type ShiprocketStandIn,
} from '../../test/shiprocket-stand-in';

// Every kind of message the shop sends, from its real flow through the API to what a real SMTP
// server (loopback) received: envelope, subject, both parts and the headers that matter. The
// outbox tests stop at the stored row; this is the proof that each row survives nodemailer's
// encoding (quoted-printable, RFC 2047 subjects with ₹) and reaches the right mailbox once.

const SHOP_EMAIL = 'orders@shop.example.in';
const SITE = 'https://shop.example.in';
// No MAIL_FROM: the default sender is no-reply@ the PUBLIC_URL host (config.ts).
const FROM_ADDRESS = 'no-reply@shop.example.in';

/** Every kind the tests below produce; the last test checks that each one was delivered. */
const ALL_KINDS = [
  'cod-confirmation',
  'contact-notice',
  'custom-art-completed',
  'custom-art-received',
  'email-verification',
  'newsletter',
  'newsletter-confirmation',
  'newsletter-on-list',
  'offer-made',
  'offer-withdrawn',
  'order-cancelled',
  'order-confirmation',
  'order-delivered',
  'order-refunded',
  'order-shipped',
  'password-reset',
  'shop-new-custom-art',
  'shop-new-interest',
  'shop-new-order',
  'welcome',
];

// The public forms are rate limited per client: each request gets its own address.
let lastIp = 0;
const freshIp = () => `10.77.${Math.floor(++lastIp / 250)}.${(lastIp % 250) + 1}`;
let lastAddress = 0;
const freshEmail = (name: string) => `${name}-${++lastAddress}-${Date.now()}@example.in`;

/** The plain-text part's words on one line (html-to-text wraps long lines and lays out tables). */
const textOf = (mail: ReceivedMail) => mail.text.replace(/\s+/g, ' ');
/**
 * The HTML part's words without its tags: a phrase may span markup (`Order <strong>#1a2b</strong>:`)
 * or the `<!-- -->` React puts between adjacent text nodes (`Hello <!-- -->Kavya`). Links are
 * checked on the raw HTML.
 */
const htmlOf = (mail: ReceivedMail) => mail.html.replace(/<[^>]*>/g, '');

/** Each phrase in both parts: a client showing either one shows the same facts. */
function expectInBothParts(mail: ReceivedMail, phrases: string[]) {
  for (const phrase of phrases) {
    expect(textOf(mail), `text part: ${phrase}`).toContain(phrase);
    expect(htmlOf(mail), `html part: ${phrase}`).toContain(phrase);
  }
}

describe('every message kind delivered over SMTP (loopback server, SHOP_EMAIL set)', () => {
  let smtp: SmtpTestServer;
  // Cash on delivery is offered by the courier's answer for the PIN code (decision 0099).
  let shiprocket: ShiprocketStandIn;
  let t: TestApp;
  let admin: string;
  useTestApp(
    async () => {
      smtp = await startSmtpTestServer();
      shiprocket = await startShiprocketStandIn();
      return buildTestApp({
        // Plain cookie names (not __Host-), as the factories' sessions use, though links say https.
        env: {
          SMTP_URL: smtp.url,
          SHOP_EMAIL,
          PUBLIC_URL: SITE,
          COOKIE_SECURE: 'false',
          ...shiprocketEnv(shiprocket),
        },
      });
    },
    (built) => (t = built),
  );
  beforeAll(async () => {
    admin = (await createSignedInAdmin(t.db)).cookie;
  });
  afterAll(async () => {
    await smtp.stop();
    await shiprocket?.close();
  });

  /**
   * Runs the sender once and answers what reached the server in that run, after checking it sent
   * exactly `count` messages: a flow that wrote one message too many (or too few) fails here.
   */
  async function deliver(count: number): Promise<ReceivedMail[]> {
    const before = smtp.messages.length;
    expect(await sendDueMail(t.app)).toEqual({ sent: count, retrying: 0, failed: 0, kept: 0 });
    const received = smtp.messages.slice(before);
    expect(received).toHaveLength(count);
    return received;
  }

  /** The one message of `received` addressed to `to`, with its envelope, To and subject checked. */
  function receivedBy(received: ReceivedMail[], to: string, subject: string): ReceivedMail {
    const matching = received.filter((mail) => mail.envelope.to.includes(to));
    expect(matching, `messages to ${to}`).toHaveLength(1);
    const mail = matching[0]!;
    // The envelope is where the message really goes; the To header is only what is shown.
    expect(mail.envelope).toEqual({ from: FROM_ADDRESS, to: [to] });
    expect(mail.headers.to).toBe(to);
    // nodemailer quotes the display name only when it has to (a plain name goes bare).
    expect(mail.headers.from).toBe(`${SHOP_NAME} <${FROM_ADDRESS}>`);
    expect(mail.subject).toBe(subject);
    return mail;
  }

  /** A cart of one product, ordered and paid in the test payment mode, as the browser does it. */
  async function placePaidOrder(cookie: string, userId: string) {
    const product = await createProduct(t.db, {
      title: 'Temple lamp on river stone',
      pricePaise: 1_000_00,
    });
    await fillCart(t.db, userId, [{ product, quantity: 2, size: '6 x 4 inches' }]);
    const placed = await t.app.inject({
      method: 'POST',
      url: '/api/order',
      headers: { cookie },
      payload: orderBody(),
    });
    expect(placed.statusCode, placed.body).toBe(201);
    const order = placed.json<CreateOrderResponse>().order;

    expect((await payInTestMode(t.app, cookie, order.id)).statusCode).toBe(303);
    return order;
  }

  it('welcome and the email confirmation link: sign-up', async () => {
    const email = freshEmail('meera');
    const signup = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      remoteAddress: freshIp(),
      payload: { name: 'Meera Iyer', phone: '9876543210', email, password: 'secret12' },
    });
    expect(signup.statusCode, signup.body).toBe(201);

    const received = await deliver(2);
    const titled = (subject: string) => received.filter((mail) => mail.subject === subject);
    const welcomeSubject = `Welcome to ${SHOP_NAME}`;
    const welcome = receivedBy(titled(welcomeSubject), email, welcomeSubject);
    expectInBothParts(welcome, ['Welcome, Meera Iyer!', '20% off your first order']);
    expect(welcome.html).toContain(`href="${SITE}/shop/paintings"`);
    expect(textOf(welcome)).toContain(`${SITE}/shop/paintings`);

    // The confirmation link is made as the email leaves (decision 0076): only SMTP sees it.
    const confirmSubject = 'Please confirm your email address';
    const confirm = receivedBy(titled(confirmSubject), email, confirmSubject);
    expectInBothParts(confirm, ['Hello Meera Iyer,', 'The link works for 24 hours and only once.']);
    const token = /verify-email\?token=([A-Za-z0-9_-]{43})/.exec(textOf(confirm))?.[1];
    expect(token).toBeDefined();
    expect(confirm.html).toContain(`href="${SITE}/verify-email?token=${token}"`);
  });

  it('order confirmation and the shop notice: an order paid in test mode; then a fulfilment step', async () => {
    const { user, cookie } = await createSignedInCustomer(t.db, { name: 'Asha Rao' });
    const order = await placePaidOrder(cookie, user.id);
    const number = order.number;

    // 2 x ₹1,000 = ₹2,000; first order: 20% welcome offer (-₹400); delivery ₹50.
    const paid = await deliver(2);
    const confirmation = receivedBy(paid, user.email, `Your order ${number} is confirmed`);
    expectInBothParts(confirmation, [
      number,
      'Temple lamp on river stone',
      'Size: 6 x 4 inches · Quantity: 2',
      '₹2,000',
      'Welcome offer (20%)',
      '-₹400',
      '₹1,650',
      '12 MG Road, Bengaluru, Karnataka, 560001, India',
    ]);
    expect(confirmation.html).toContain(`href="${SITE}/my-account?tab=orders"`);

    const notice = receivedBy(paid, SHOP_EMAIL, `New paid order ${number}: ₹1,650`);
    expectInBothParts(notice, ['Asha Rao', user.email, 'Temple lamp on river stone', '₹1,650']);
    expect(notice.html).toContain(`href="${SITE}/admin/allorders?q=${order.number}"`);

    const shipped = await t.app.inject({
      method: 'PUT',
      url: `/api/order/${order.id}/status`,
      headers: { cookie: admin },
      payload: {
        status: 'shipped',
        courier: 'Blue Dart',
        trackingNumber: 'BD123456789IN',
        trackingUrl: 'https://www.bluedart.com/tracking?awb=BD123456789IN',
      },
    });
    expect(shipped.statusCode, shipped.body).toBe(200);
    const update = receivedBy(await deliver(1), user.email, `Your order ${number} has shipped`);
    // The name given at checkout (orderBody), which the order keeps.
    expectInBothParts(update, [
      'Your order is on its way',
      'Hello Asha Rao,',
      `${number}: Temple lamp on river stone`,
      'Blue Dart',
      'BD123456789IN',
    ]);
    expect(update.html).toContain(`href="${SITE}/my-account?tab=orders"`);
    expect(update.html).toContain('href="https://www.bluedart.com/tracking?awb=BD123456789IN"');

    const delivered = await t.app.inject({
      method: 'PUT',
      url: `/api/order/${order.id}/status`,
      headers: { cookie: admin },
      payload: { status: 'delivered' },
    });
    expect(delivered.statusCode, delivered.body).toBe(200);
    const arrived = receivedBy(
      await deliver(1),
      user.email,
      `Your order ${number} has been delivered`,
    );
    expectInBothParts(arrived, ['Hello Asha Rao,', 'Temple lamp on river stone', 'BD123456789IN']);
    expect(arrived.html).toContain(`href="${SITE}/my-account?tab=orders"`);
  });

  it('cash on delivery: the code that confirms the order arrives whole, and it confirms the order', async () => {
    const { user, cookie } = await createSignedInCustomer(t.db, { name: 'Farah Khan' });
    const product = await createProduct(t.db, { title: 'Ganesha on a river stone' });
    await fillCart(t.db, user.id, [{ product }]);
    const placed = await t.app.inject({
      method: 'POST',
      url: '/api/order',
      headers: { cookie },
      payload: orderBody({ paymentMethod: 'cod' }),
    });
    expect(placed.statusCode, placed.body).toBe(201);
    const order = placed.json<CreateOrderResponse>().order;

    // The code is made as the email leaves (decision 0100): only SMTP ever sees it.
    const received = await deliver(1);
    const mail = receivedBy(
      received,
      user.email,
      `Confirm your cash on delivery order ${order.number}`,
    );
    expectInBothParts(mail, [order.number]);
    const code = /hours: (\d{6})\b/.exec(textOf(mail))?.[1];
    expect(code).toBeDefined();
    expect(htmlOf(mail)).toContain(code!);
    const confirmed = await t.app.inject({
      method: 'POST',
      url: `/api/order/${order.id}/confirm-cod`,
      headers: { cookie },
      payload: { code },
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    // Confirmed, the order is the shop's to ship: the same confirmation and notice as a paid one.
    const after = await deliver(2);
    receivedBy(after, user.email, `Your order ${order.number} is confirmed`);
    const notice = after.find((sent) => sent.envelope.to.includes(SHOP_EMAIL));
    expect(notice?.subject).toMatch(
      new RegExp(`^New cash on delivery order ${order.number}: ₹[\\d,]+ to collect$`),
    );
  });

  it('refunded and cancelled: a part refund, then the cancellation that refunds the rest', async () => {
    const { user, cookie } = await createSignedInCustomer(t.db, { name: 'Ravi Kumar' });
    const order = await placePaidOrder(cookie, user.id);
    const number = order.number;
    await deliver(2);

    const refund = await t.app.inject({
      method: 'POST',
      url: `/api/order/${order.id}/refunds`,
      headers: { cookie: admin },
      payload: { amount: 650, reason: 'One lamp arrived chipped' },
    });
    expect(refund.statusCode, refund.body).toBe(201);
    const refunded = receivedBy(
      await deliver(1),
      user.email,
      `Refund of ₹650 for your order ${number}`,
    );
    // The name given at checkout (orderBody), which the order keeps.
    expectInBothParts(refunded, ['Hello Asha Rao,', '₹650', 'One lamp arrived chipped']);

    const cancel = await t.app.inject({
      method: 'PUT',
      url: `/api/order/${order.id}/status`,
      headers: { cookie: admin },
      payload: { status: 'cancelled', reason: 'Out of stock' },
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    // The cancellation's message, then the refund of the remaining ₹1,000 when it is processed.
    const mails = await deliver(2);
    expect(mails.map((mail) => mail.envelope.to)).toEqual([[user.email], [user.email]]);
    const subjects = mails.map((mail) => mail.subject).sort();
    expect(subjects).toEqual([
      `Refund of ₹1,000 for your order ${number}`,
      `Your order ${number} has been cancelled`,
    ]);
    const cancelled = mails.find((mail) => mail.subject?.endsWith('has been cancelled'));
    expectInBothParts(cancelled!, ['Out of stock', '₹1,000']);
  });

  it('custom art received and the shop notice: a request with a photo; completed: admin status', async () => {
    const email = freshEmail('kavya');
    const photo = await sharp({
      create: { width: 64, height: 48, channels: 3, background: '#a33' },
    })
      .jpeg()
      .toBuffer();
    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/customArt',
      remoteAddress: freshIp(),
      ...multipartPayload(
        {
          firstName: 'Kavya',
          lastName: 'Nair',
          email,
          phone: '9876543210',
          description: 'Our temple at dusk on a flat river stone',
        },
        [{ name: 'image', filename: 'photo.jpg', contentType: 'image/jpeg', data: photo }],
      ),
    });
    expect(sent.statusCode, sent.body).toBe(201);
    const id = sent.json<{ customArt: { id: string } }>().customArt.id;

    const requested = await deliver(2);
    const received = receivedBy(requested, email, 'We received your custom art request');
    expectInBothParts(received, [`reference #${id.slice(-8)}`]);
    // Nothing the form's sender typed reaches the address the form named.
    for (const part of [textOf(received), htmlOf(received)]) {
      expect(part).not.toContain('Kavya');
      expect(part).not.toContain('Our temple at dusk');
    }

    const notice = receivedBy(requested, SHOP_EMAIL, 'New custom art request from Kavya Nair');
    expectInBothParts(notice, [
      'Kavya Nair',
      email,
      '9876543210',
      'Our temple at dusk on a flat river stone',
    ]);
    expect(notice.html).toContain(`href="${SITE}/admin/customArt"`);
    // The reference photo is private (decision 0040): neither attached nor linked.
    expect(notice.raw).not.toContain('image/jpeg');
    expect(notice.html).not.toContain('custom-art/');

    const completed = await t.app.inject({
      method: 'PUT',
      url: `/api/customArt/${id}`,
      headers: { cookie: admin },
      payload: { status: 'completed' },
    });
    expect(completed.statusCode, completed.body).toBe(200);
    const done = receivedBy(await deliver(1), email, 'Your custom art is complete');
    expectInBothParts(done, ['Your custom art is complete', `reference #${id.slice(-8)}`]);
    expect(textOf(done)).not.toContain('Kavya');
    expect(done.html).toContain(`href="${SITE}/careers/contact-us"`);
  });

  it('interest shop notice: a customer interested in a painting', async () => {
    const { user, cookie } = await createSignedInCustomer(t.db, { name: 'Arjun Mehta' });
    const painting = await createProduct(t.db, {
      title: 'Kerala backwaters',
      type: 'painting',
      pricePaise: 12_500_00,
    });
    const interested = await t.app.inject({
      method: 'POST',
      url: '/api/user/interested-buyer',
      headers: { cookie },
      payload: { productID: painting.id },
    });
    expect(interested.statusCode, interested.body).toBe(201);
    const [interest] = await t.db
      .select()
      .from(interestedBuyers)
      .where(
        and(eq(interestedBuyers.userId, user.id), eq(interestedBuyers.productId, painting.id)),
      );
    expect(interest).toBeDefined();

    const notice = receivedBy(await deliver(1), SHOP_EMAIL, 'New interest in Kerala backwaters');
    expectInBothParts(notice, ['Arjun Mehta', user.email, 'Kerala backwaters', '₹12,500']);
    expect(notice.html).toContain(`href="${SITE}/admin/interested-buyers"`);
    expect(textOf(notice)).toContain(`${SITE}/productoverview/${painting.id}`);

    // The admin offers the painting to that buyer (decision 0052), then withdraws the offer.
    const made = await t.app.inject({
      method: 'POST',
      url: '/api/admin/offers',
      headers: { cookie: admin },
      payload: { interestId: interest!.id, price: 11_000, note: 'Framed, ready to hang' },
    });
    expect(made.statusCode, made.body).toBe(201);
    const offer = receivedBy(await deliver(1), user.email, 'An offer for you: Kerala backwaters');
    expectInBothParts(offer, ['Kerala backwaters', '₹11,000', '₹50', 'Framed, ready to hang']);
    expect(offer.html).toContain(`href="${SITE}/my-account?tab=offers"`);

    const withdrawn = await t.app.inject({
      method: 'POST',
      url: `/api/admin/offers/${made.json<{ offer: { id: string } }>().offer.id}/withdraw`,
      headers: { cookie: admin },
    });
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
    receivedBy(await deliver(1), user.email, 'Offer withdrawn: Kerala backwaters');
  });

  it('password reset: the link in the delivered text sets a new password', async () => {
    const user = await createUser(t.db, { name: 'Ravi Kumar', email: freshEmail('ravi') });
    const forgot = await t.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      remoteAddress: freshIp(),
      payload: { email: user.email },
    });
    expect(forgot.statusCode).toBe(202);

    const reset = receivedBy(await deliver(1), user.email, 'Reset your password');
    expectInBothParts(reset, ['Hello Ravi Kumar,', '30 minutes']);
    const token = new RegExp(`${SITE}/reset-password\\?token=([A-Za-z0-9_-]+)`).exec(
      reset.text,
    )?.[1];
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(reset.html).toContain(`href="${SITE}/reset-password?token=${token}"`);

    // The token survived the transfer encoding intact: the server takes it.
    const used = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      remoteAddress: freshIp(),
      payload: { token, password: 'fresh-Start9' },
    });
    expect(used.statusCode, used.body).toBe(200);
  });

  it('contact notice: a visitor writes, and replying goes to the visitor', async () => {
    const email = freshEmail('nisha');
    const contact = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      remoteAddress: freshIp(),
      payload: {
        name: 'Nisha Pillai',
        email,
        subject: 'A stone for my garden',
        message: 'Can you paint our dog on a river stone? He is brown and white.',
      },
    });
    expect(contact.statusCode, contact.body).toBe(201);

    const notice = receivedBy(await deliver(1), SHOP_EMAIL, 'Contact form: A stone for my garden');
    expect(notice.headers['reply-to']).toBe(email);
    expectInBothParts(notice, [
      `Nisha Pillai (${email}) sent a message through the contact form.`,
      'Can you paint our dog on a river stone? He is brown and white.',
    ]);
    expect(notice.html).toContain(`href="${SITE}/admin/messages"`);
  });

  it('newsletter: a sign-up gets the confirmation link, then the issue with one-click unsubscribe headers', async () => {
    const email = freshEmail('reader');
    const subscribe = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/user/subscribe',
        remoteAddress: freshIp(),
        payload: { email },
      });
    const subscribed = await subscribe();
    expect(subscribed.statusCode, subscribed.body).toBe(201);

    // Double opt-in (decision 0074): the link is made as the email leaves.
    const confirmation = receivedBy(
      await deliver(1),
      email,
      'Please confirm your newsletter subscription',
    );
    expectInBothParts(confirmation, ['The link works for 7 days and only once.']);
    const confirmUrl = new RegExp(`${SITE}/newsletter/confirm\\?token=([A-Za-z0-9_-]{43})`);
    const confirmToken = confirmUrl.exec(textOf(confirmation))?.[1];
    expect(confirmation.html).toContain(`href="${SITE}/newsletter/confirm?token=${confirmToken}"`);
    const confirmed = await t.app.inject({
      method: 'POST',
      url: '/api/newsletter/confirm',
      remoteAddress: freshIp(),
      payload: { token: confirmToken },
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);

    const [subscriber] = await t.db
      .select()
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.email, email));
    const token = subscriber!.unsubscribeToken;

    const issued = await t.app.inject({
      method: 'POST',
      url: '/api/admin/newsletter',
      headers: { cookie: admin },
      payload: {
        subject: 'Diwali collection',
        body: 'Namaste!\n\nNew stones and lamps for the festival.',
      },
    });
    expect(issued.statusCode, issued.body).toBe(201);

    // The only subscriber, so the only message of this run.
    const issue = receivedBy(await deliver(1), email, 'Diwali collection');
    expect(issue.headers['list-unsubscribe']).toBe(
      `<${SITE}/api/newsletter/unsubscribe?token=${token}>`,
    );
    expect(issue.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    expectInBothParts(issue, ['Namaste!', 'New stones and lamps for the festival.']);
    expect(issue.html).toContain(`href="${SITE}/unsubscribe?token=${token}"`);
    expect(textOf(issue)).toContain(`${SITE}/unsubscribe?token=${token}`);

    // Signed up again an hour later: on the list already, so a note says so instead.
    await t.db
      .update(newsletterSubscribers)
      .set({ signupEmailAt: new Date(Date.now() - 2 * 60 * 60 * 1000) })
      .where(eq(newsletterSubscribers.email, email));
    expect((await subscribe()).statusCode).toBe(201);
    const note = receivedBy(await deliver(1), email, 'You are already on our newsletter list');
    expectInBothParts(note, ['You are on our list already, so there is nothing to do.']);
    expect(note.html).toContain(`href="${SITE}/unsubscribe?token=${token}"`);
  });

  // Relies on the tests above having run first (vitest runs a file's tests in order).
  it('delivered every kind exactly once; the outbox is all sent and a new run sends nothing', async () => {
    const rows = await t.db.select().from(mailOutbox);
    expect([...new Set(rows.map((row) => row.kind))].sort()).toEqual(ALL_KINDS);
    expect(rows.filter((row) => row.status !== 'sent')).toEqual([]);

    expect(await sendDueMail(t.app)).toEqual({ sent: 0, retrying: 0, failed: 0, kept: 0 });
    expect(smtp.messages).toHaveLength(rows.length);
    // The Message-ID is the row's id: each row arrived once, and nothing arrived without a row.
    const arrived = smtp.messages.map((mail) => mail.headers['message-id']).sort();
    expect(arrived).toEqual(rows.map((row) => `<${row.id}@shop.example.in>`).sort());
    for (const row of rows) {
      expect(smtp.messagesTo(row.toAddress).length, row.dedupeKey).toBeGreaterThanOrEqual(1);
    }
  });
});
