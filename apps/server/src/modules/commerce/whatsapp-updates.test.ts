import {
  formatINR,
  formatOrderNumber,
  toRupees,
  whatsappMessages,
  type AdminWhatsappListResponse,
  type ConsentsResponse,
} from '@artshop/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { consents, whatsappOutbox } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { fillCart, orderBody } from '../../test/factories/checkout';
import { createProduct } from '../../test/factories/catalog';
import { createOrder } from '../../test/factories/orders';
import { createSignedInAdmin, createSignedInCustomer } from '../../test/factories/users';
import { injectAs } from '../../test/inject-as';
import { acceptOk, offerPainting } from '../../test/factories/offers';
import { captureLog, type LogCapture } from '../../test/log-capture';
import {
  signWhatsappBody,
  startWhatsappStandIn,
  STAND_IN_WHATSAPP_VERIFY_TOKEN,
  whatsappEnv,
  type WhatsappStandIn,
} from '../../test/whatsapp-stand-in';
import { startSmtpTestServer, type SmtpTestServer } from '../../test/smtp-test-server';
import { queueCodCode } from '../checkout/cod-confirmation.service';
import { sendDueMail } from '../mail/mail-sender';
import { queueOrderPaidMessages } from '../mail/notifications/order-paid';
import { queueFulfilmentUpdate } from '../mail/notifications/fulfilment';
import { recordConsent } from '../users/consents.service';
import {
  queueOfferWhatsapp,
  queueOutForDeliveryWhatsapp,
  queueRefundWhatsapp,
} from '../whatsapp/order-updates';
import { sendDueWhatsapp } from '../whatsapp/whatsapp-sender';

// Order updates on WhatsApp (docs/whatsapp.md, decisions 0116 to 0118) against the Cloud API
// stand-in on loopback: consent first, the templates and their parameters, retries, the webhook.

const HOUR = 60 * 60 * 1000;
let standIn: WhatsappStandIn;
let t: TestApp;
let log: LogCapture;
let admin: string;
let smtp: SmtpTestServer;

beforeAll(async () => {
  standIn = await startWhatsappStandIn();
  smtp = await startSmtpTestServer();
  log = captureLog();
  t = await buildTestApp({
    env: { ...whatsappEnv(standIn), SMTP_URL: smtp.url },
    logger: { level: 'info', stream: log.stream },
  });
  ({ cookie: admin } = await createSignedInAdmin(t.db));
});
afterAll(async () => {
  await t?.close();
  await standIn?.close();
  await smtp?.stop();
});
beforeEach(() => {
  standIn.reset();
});

/** A customer who asked for WhatsApp updates on 98765 43210 (or without consent). */
async function customer({ consent = true }: { consent?: boolean } = {}) {
  const signedIn = await createSignedInCustomer(t.db, { phone: '9876543210' });
  if (consent) {
    await recordConsent(t.db, {
      userId: signedIn.user.id,
      purpose: 'whatsapp',
      granted: true,
      source: 'my-account',
      phone: '919876543210',
    });
  }
  return signedIn;
}

async function paidOrderOf(userId: string) {
  const product = await createProduct(t.db);
  const { order } = await createOrder(t.db, userId, [{ product }], {
    paymentStatus: 'success',
    courier: 'Delhivery',
    trackingNumber: 'AWB123456',
    trackingUrl: 'https://track.example/AWB123456',
  });
  return order;
}

const rowsOf = (userId: string) =>
  t.db.select().from(whatsappOutbox).where(eq(whatsappOutbox.userId, userId));

/** Everything due now (or at `at`) goes through the stand-in. */
const sendDue = (at?: Date) => sendDueWhatsapp(t.app, at);

describe('consent', () => {
  it('sends nothing to a customer who did not ask, though the email is queued', async () => {
    const { user } = await customer({ consent: false });
    const order = await paidOrderOf(user.id);
    await t.db.transaction((tx) => queueOrderPaidMessages(tx, t.config, order.id));
    expect(await rowsOf(user.id)).toEqual([]);
    await sendDue();
    expect(standIn.requests).toEqual([]);
  });

  it("records the checkout's checkbox with the order's number; unchecked records nothing", async () => {
    const { user, cookie } = await customer({ consent: false });
    await fillCart(t.db, user.id, [{ product: await createProduct(t.db) }]);
    const unchecked = await injectAs(t, 'POST', '/api/order', cookie, orderBody());
    expect(unchecked.statusCode, unchecked.body).toBe(201);
    expect(await t.db.select().from(consents).where(eq(consents.userId, user.id))).toEqual([]);

    await fillCart(t.db, user.id, [{ product: await createProduct(t.db) }]);
    const checked = await injectAs(
      t,
      'POST',
      '/api/order',
      cookie,
      orderBody({ phone: '91234 56789', whatsappUpdates: true }),
    );
    expect(checked.statusCode, checked.body).toBe(201);
    const [row] = await t.db.select().from(consents).where(eq(consents.userId, user.id));
    expect(row).toMatchObject({
      purpose: 'whatsapp',
      granted: true,
      source: 'checkout',
      phone: '919123456789',
    });
  });

  it("records the offer acceptance's checkbox, from that source", async () => {
    const { buyer, cookie, offer } = await offerPainting(t, admin);
    await acceptOk(t, cookie, offer.id, { phone: '9123456780', whatsappUpdates: true });
    const [row] = await t.db.select().from(consents).where(eq(consents.userId, buyer.id));
    expect(row).toMatchObject({
      purpose: 'whatsapp',
      granted: true,
      source: 'offer-acceptance',
      phone: '919123456780',
    });
  });

  it("My Account's switch: on with the account's number or one given, off withdraws", async () => {
    const { cookie } = await createSignedInCustomer(t.db, { phone: null });
    const noNumber = await injectAs(t, 'PUT', '/api/user/consents', cookie, {
      whatsappUpdates: true,
    });
    expect(noNumber.statusCode).toBe(400);
    expect(noNumber.json().message).toBe(whatsappMessages.phoneRequired);

    const on = await injectAs(t, 'PUT', '/api/user/consents', cookie, {
      whatsappUpdates: true,
      phone: '+91 99887 76655',
    });
    expect(on.statusCode, on.body).toBe(200);
    expect(on.json<ConsentsResponse>()).toMatchObject({
      whatsappUpdates: true,
      whatsappPhone: '9988776655',
    });
    const read = await injectAs(t, 'GET', '/api/user/consents', cookie);
    expect(read.json<ConsentsResponse>().consents).toContainEqual(
      expect.objectContaining({ purpose: 'whatsapp', granted: true, phone: '9988776655' }),
    );

    const off = await injectAs(t, 'PUT', '/api/user/consents', cookie, { whatsappUpdates: false });
    expect(off.json<ConsentsResponse>().whatsappUpdates).toBe(false);
  });
});

describe('sending', () => {
  it("sends each event's template with its parameters, in order, to 91 and the ten digits", async () => {
    const { user } = await customer();
    const order = await paidOrderOf(user.id);
    const number = formatOrderNumber(order.number);
    await t.db.transaction(async (tx) => {
      await queueOrderPaidMessages(tx, t.config, order.id);
      await queueFulfilmentUpdate(tx, t.config, order.id, 'shipped');
      await queueOutForDeliveryWhatsapp(tx, order);
      await queueFulfilmentUpdate(tx, t.config, order.id, 'delivered');
      await queueRefundWhatsapp(tx, order, { id: crypto.randomUUID(), amountPaise: 50_000 });
      await queueOfferWhatsapp(
        tx,
        {
          id: crypto.randomUUID(),
          userId: user.id,
          title: 'Monsoon Over Kochi',
          pricePaise: 1_200_000,
          deliveryPaise: 50_000,
        },
        '12 Mar 2026, 6:30 pm IST',
      );
    });
    const result = await sendDue();
    expect(result).toMatchObject({ sent: 6, retrying: 0, failed: 0 });

    const sent = standIn.sent();
    expect(sent.map((m) => m.to)).toEqual(Array(6).fill('919876543210'));
    expect(sent.map(({ name, parameters }) => [name, parameters])).toEqual(
      expect.arrayContaining([
        ['order_confirmed', [number, formatINR(toRupees(order.totalPaise))]],
        ['order_shipped', [number, 'Delhivery', 'AWB123456', 'https://track.example/AWB123456']],
        ['order_out_for_delivery', [number]],
        ['order_delivered', [number]],
        ['refund_processed', [number, '₹500']],
        ['painting_offer', ['Monsoon Over Kochi', '₹12,500', '12 Mar 2026, 6:30 pm IST']],
      ]),
    );
    expect(sent.every((m) => m.language === 'en')).toBe(true);
    // The request exactly as Meta asks for it, with the token as a bearer.
    const [first] = standIn.requests;
    expect(first).toMatchObject({
      path: `/${standIn.phoneNumberId}/messages`,
      token: standIn.token,
      body: {
        messaging_product: 'whatsapp',
        to: '919876543210',
        type: 'template',
        template: {
          language: { code: 'en' },
          components: [{ type: 'body', parameters: expect.any(Array) }],
        },
      },
    });
    // Each row keeps Meta's id; the same events again queue nothing more.
    const rows = await rowsOf(user.id);
    expect(rows.every((row) => row.status === 'sent' && row.messageId?.startsWith('wamid.'))).toBe(
      true,
    );
    await t.db.transaction((tx) => queueOrderPaidMessages(tx, t.config, order.id));
    expect(await rowsOf(user.id)).toHaveLength(6);
  });

  it('tries again after a 5xx and sends once', async () => {
    const { user } = await customer();
    const order = await paidOrderOf(user.id);
    await t.db.transaction((tx) => queueOrderPaidMessages(tx, t.config, order.id));
    standIn.failNext(1, 503);
    const now = new Date();
    expect(await sendDue(now)).toMatchObject({ sent: 0, retrying: 1 });
    const [waiting] = await rowsOf(user.id);
    expect(waiting).toMatchObject({ status: 'pending', attempts: 1 });
    expect(waiting?.lastError).toContain('503');
    // Not yet due a second later; due after the first backoff (a minute).
    expect(await sendDue(new Date(now.getTime() + 1000))).toMatchObject({ sent: 0, retrying: 0 });
    expect(await sendDue(new Date(now.getTime() + 2 * 60_000))).toMatchObject({ sent: 1 });
    expect(standIn.requests).toHaveLength(2);
    expect(standIn.sent()).toHaveLength(1);
    const [sent] = await rowsOf(user.id);
    expect(sent).toMatchObject({ status: 'sent', lastError: null });
  });

  it('gives up 24 hours after the message was written', async () => {
    const { user } = await customer();
    const order = await paidOrderOf(user.id);
    await t.db.transaction((tx) => queueOrderPaidMessages(tx, t.config, order.id));
    standIn.failAlways(503);
    const now = new Date();
    expect(await sendDue(now)).toMatchObject({ retrying: 1 });
    expect(await sendDue(new Date(now.getTime() + 23 * HOUR))).toMatchObject({ retrying: 1 });
    expect(await sendDue(new Date(now.getTime() + 25 * HOUR))).toMatchObject({ failed: 1 });
    const [row] = await rowsOf(user.id);
    expect(row).toMatchObject({ status: 'failed', attempts: 3 });
    expect(row?.lastError).toContain('503');
    expect(standIn.sent()).toEqual([]);
  });

  it('stops a queued message when the consent is withdrawn, in My Account or before the send', async () => {
    const { user, cookie } = await customer();
    const order = await paidOrderOf(user.id);
    await t.db.transaction((tx) => queueOrderPaidMessages(tx, t.config, order.id));
    expect(await rowsOf(user.id)).toHaveLength(1);
    await injectAs(t, 'PUT', '/api/user/consents', cookie, { whatsappUpdates: false });
    expect(await rowsOf(user.id)).toEqual([]);

    // Queued, then withdrawn by a path that leaves the row (a sender held it): the send asks.
    await injectAs(t, 'PUT', '/api/user/consents', cookie, { whatsappUpdates: true });
    await t.db.transaction((tx) => queueFulfilmentUpdate(tx, t.config, order.id, 'delivered'));
    await t.db
      .update(consents)
      .set({ granted: false })
      .where(and(eq(consents.userId, user.id), eq(consents.purpose, 'whatsapp')));
    expect(await sendDue()).toMatchObject({ sent: 0, withdrawn: 1 });
    expect(standIn.requests).toEqual([]);
    const [row] = await rowsOf(user.id);
    expect(row).toMatchObject({ status: 'failed', lastError: whatsappMessages.consentWithdrawn });
  });

  it('keeps every message without WHATSAPP_TOKEN', async () => {
    const { user } = await customer();
    const order = await paidOrderOf(user.id);
    await t.db.transaction((tx) => queueOrderPaidMessages(tx, t.config, order.id));
    const result = await sendDueWhatsapp({ db: t.db, client: null, config: t.config.whatsapp });
    expect(result.kept).toBeGreaterThanOrEqual(1);
    const [row] = await rowsOf(user.id);
    expect(row?.status).toBe('kept');
    expect(standIn.requests).toEqual([]);
  });
});

describe('the webhook', () => {
  const verify = (query: string) =>
    t.app.inject({ method: 'GET', url: `/api/whatsapp/webhook?${query}` });

  it("answers Meta's verification with the challenge only for the right token", async () => {
    const right = await verify(
      `hub.mode=subscribe&hub.verify_token=${STAND_IN_WHATSAPP_VERIFY_TOKEN}&hub.challenge=1158201444`,
    );
    expect(right.statusCode).toBe(200);
    expect(right.headers['content-type']).toContain('text/plain');
    expect(right.body).toBe('1158201444');
    const wrong = await verify('hub.mode=subscribe&hub.verify_token=guess&hub.challenge=1');
    expect(wrong.statusCode).toBe(403);
    const noMode = await verify(
      `hub.verify_token=${STAND_IN_WHATSAPP_VERIFY_TOKEN}&hub.challenge=1`,
    );
    expect(noMode.statusCode).toBe(403);
  });

  const post = (payload: string, signature?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/whatsapp/webhook',
      headers: {
        'content-type': 'application/json',
        ...(signature !== undefined ? { 'x-hub-signature-256': signature } : {}),
      },
      payload,
    });

  const statusBody = (id: string, status: string, extra: object = {}) =>
    JSON.stringify({
      object: 'whatsapp_business_account',
      entry: [
        {
          id: 'WABA',
          changes: [
            {
              field: 'messages',
              value: {
                messaging_product: 'whatsapp',
                statuses: [
                  { id, status, timestamp: '1790000000', recipient_id: '919876543210', ...extra },
                ],
              },
            },
          ],
        },
      ],
    });

  it('takes only a body signed with the app secret; a refusal is a security event', async () => {
    const body = statusBody('wamid.none', 'delivered');
    log.clear();
    expect((await post(body, signWhatsappBody(body))).statusCode).toBe(200);
    expect((await post(body, signWhatsappBody(body, 'another-secret'))).statusCode).toBe(401);
    expect((await post(body)).statusCode).toBe(401);
    const changed = body.replace('delivered', 'read');
    expect((await post(changed, signWhatsappBody(body))).statusCode).toBe(401);
    const events = log.records().filter((r) => r.security === 'whatsapp-webhook.bad-signature');
    expect(events).toHaveLength(3);
  });

  it('records statuses forward only, the same event twice changing nothing', async () => {
    const { user } = await customer();
    const order = await paidOrderOf(user.id);
    await t.db.transaction((tx) => queueOrderPaidMessages(tx, t.config, order.id));
    await sendDue();
    const [sent] = await rowsOf(user.id);
    const id = sent?.messageId ?? '';
    const send = async (status: string, extra?: object) => {
      const body = statusBody(id, status, extra);
      expect((await post(body, signWhatsappBody(body))).statusCode).toBe(200);
      const [row] = await rowsOf(user.id);
      return row;
    };
    expect(await send('delivered')).toMatchObject({ status: 'delivered' });
    const read = await send('read');
    expect(read).toMatchObject({ status: 'read' });
    expect(await send('read')).toEqual(read);
    // A late 'delivered' does not go back.
    expect(await send('delivered')).toEqual(read);
  });

  it('records a failure with its code and why', async () => {
    const { user } = await customer();
    const order = await paidOrderOf(user.id);
    await t.db.transaction((tx) => queueOrderPaidMessages(tx, t.config, order.id));
    await sendDue();
    const [sent] = await rowsOf(user.id);
    const body = statusBody(sent?.messageId ?? '', 'failed', {
      errors: [{ code: 131026, title: 'Message undeliverable' }],
    });
    expect((await post(body, signWhatsappBody(body))).statusCode).toBe(200);
    const [row] = await rowsOf(user.id);
    expect(row?.status).toBe('failed');
    expect(row?.lastError).toContain('131026');
    expect(row?.lastError).toContain('Message undeliverable');
  });

  it('withdraws the consent of a STOP, and its queued messages with it', async () => {
    const { user } = await customer();
    const order = await paidOrderOf(user.id);
    await t.db.transaction((tx) => queueOrderPaidMessages(tx, t.config, order.id));
    const stop = JSON.stringify({
      entry: [
        {
          changes: [
            {
              value: {
                messages: [
                  { from: '919876543210', id: 'wamid.in1', type: 'text', text: { body: ' stop ' } },
                ],
              },
            },
          ],
        },
      ],
    });
    expect((await post(stop, signWhatsappBody(stop))).statusCode).toBe(200);
    const [row] = await t.db
      .select()
      .from(consents)
      .where(and(eq(consents.userId, user.id), eq(consents.purpose, 'whatsapp')));
    expect(row).toMatchObject({ granted: false, source: 'whatsapp-stop' });
    expect(await rowsOf(user.id)).toEqual([]);
    // Again: nothing more changes.
    expect((await post(stop, signWhatsappBody(stop))).statusCode).toBe(200);
  });
});

describe("the COD order's code", () => {
  it('goes on WhatsApp with the email, the same code, made once per sending and used once', async () => {
    const { user, cookie } = await customer();
    const product = await createProduct(t.db);
    const { order } = await createOrder(t.db, user.id, [{ product }], {
      paymentMethod: 'cod',
      paymentStatus: 'pending',
    });
    await t.db.transaction((tx) => queueCodCode(tx, t.config, order, new Date()));
    const [queued] = await rowsOf(user.id);
    // Stored with the placeholder, never the code; the WhatsApp loop leaves it to the email.
    expect(queued?.parameters[2]).toBe('CODE-REDACTED');
    expect(await sendDue()).toMatchObject({ sent: 0 });
    expect(standIn.requests).toEqual([]);

    smtp.clear();
    await sendDueMail(t.app);
    await vi.waitFor(() => expect(smtp.messagesTo(order.email)).toHaveLength(1));
    const [mail] = smtp.messagesTo(order.email);
    const emailed = /\b(\d{6})\b/.exec(mail?.text ?? '')?.[1];
    expect(emailed).toMatch(/^\d{6}$/);
    const [whatsapp] = standIn.sent();
    expect(whatsapp).toMatchObject({
      name: 'cod_confirmation_code',
      to: '919876543210',
      parameters: [formatOrderNumber(order.number), formatINR(toRupees(order.totalPaise)), emailed],
    });
    const [row] = await rowsOf(user.id);
    expect(row).toMatchObject({ status: 'sent', parameters: queued?.parameters });

    const confirmed = await injectAs(t, 'POST', `/api/order/${order.id}/confirm-cod`, cookie, {
      code: emailed,
    });
    expect(confirmed.statusCode, confirmed.body).toBeLessThan(300);
    const again = await injectAs(t, 'POST', `/api/order/${order.id}/confirm-cod`, cookie, {
      code: emailed,
    });
    expect(again.statusCode).toBe(409);
  });
});

describe("a customer's data rights", () => {
  it('exports their WhatsApp messages and erases them with the account', async () => {
    const { user, cookie } = await customer();
    await t.db.transaction((tx) =>
      queueOfferWhatsapp(
        tx,
        {
          id: crypto.randomUUID(),
          userId: user.id,
          title: 'Dusk',
          pricePaise: 100_000,
          deliveryPaise: 0,
        },
        '1 Jan 2027, 10:00 am IST',
      ),
    );
    const exported = await injectAs(t, 'GET', '/api/user/export', cookie);
    expect(exported.json().whatsappMessages).toEqual([
      expect.objectContaining({ kind: 'offer-made', to: '919876543210', status: 'pending' }),
    ]);
    const erased = await injectAs(t, 'DELETE', '/api/user', cookie, { password: 'secret123' });
    expect(erased.statusCode, erased.body).toBe(200);
    expect(await rowsOf(user.id)).toEqual([]);
  });
});

describe('the back-office', () => {
  it('lists messages with their state, counts who opted in, and resends a failed one', async () => {
    const { user } = await customer();
    const order = await paidOrderOf(user.id);
    await t.db.transaction((tx) => queueOrderPaidMessages(tx, t.config, order.id));
    standIn.failNext(1, 400);
    expect(await sendDue()).toMatchObject({ failed: 1 });

    const list = await injectAs(t, 'GET', '/api/admin/whatsapp', admin);
    expect(list.statusCode).toBe(200);
    const answer = list.json<AdminWhatsappListResponse>();
    expect(answer.mode).toBe('cloud-api');
    expect(answer.optedIn).toBeGreaterThanOrEqual(1);
    const failed = answer.messages.find(
      (m) => m.kind === 'order-confirmed' && m.status === 'failed',
    );
    expect(failed?.lastError).toContain('132001');
    expect(failed?.to).toBe('9876543210');

    const resent = await injectAs(t, 'POST', `/api/admin/whatsapp/${failed?.id}/resend`, admin);
    expect(resent.statusCode, resent.body).toBe(200);
    expect(resent.json().message.status).toBe('pending');
    const again = await injectAs(t, 'POST', `/api/admin/whatsapp/${failed?.id}/resend`, admin);
    expect(again.statusCode).toBe(409);
    expect(await sendDue()).toMatchObject({ sent: 1 });

    const customerCall = await injectAs(
      t,
      'GET',
      '/api/admin/whatsapp',
      (await createSignedInCustomer(t.db)).cookie,
    );
    expect(customerCall.statusCode).toBe(403);
  });
});

describe('a listening server without WHATSAPP_TOKEN', () => {
  it('says once that WhatsApp messages are kept, and keeps what is due', async () => {
    const own = captureLog();
    const shop = await buildTestApp({ logger: { level: 'info', stream: own.stream } });
    try {
      const { user } = await createSignedInCustomer(shop.db, { phone: '9876543210' });
      await recordConsent(shop.db, {
        userId: user.id,
        purpose: 'whatsapp',
        granted: true,
        source: 'my-account',
        phone: '919876543210',
      });
      const { order } = await createOrder(shop.db, user.id, [
        { product: await createProduct(shop.db) },
      ]);
      await shop.db.transaction((tx) => queueOrderPaidMessages(tx, shop.config, order.id));
      await shop.app.listen({ host: '127.0.0.1', port: 0 });
      await vi.waitFor(
        async () => {
          const [row] = await shop.db
            .select()
            .from(whatsappOutbox)
            .where(eq(whatsappOutbox.userId, user.id));
          expect(row?.status).toBe('kept');
        },
        { timeout: 5_000 },
      );
      const notices = own.records().filter((line) => line.whatsapp === 'kept');
      expect(notices).toHaveLength(1);
      expect(notices[0]?.msg).toMatch(/not sent.*kept in the back-office.*WHATSAPP_TOKEN/i);
    } finally {
      await shop.close();
    }
  });
});
