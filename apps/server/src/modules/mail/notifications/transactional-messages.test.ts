import { authMessages, SHOP_NAME, type CreateOrderResponse } from '@artshop/shared';
import { and, asc, eq, like, or } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { interestedBuyers, mailOutbox, orders, type MailOutboxRow } from '../../../db/schema';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { startSmtpTestServer, type SmtpTestServer } from '../../../test/smtp-test-server';
import { useTestApp } from '../../../test/use-test-app';
import { createProduct } from '../../../test/factories/catalog';
import { createCoupon } from '../../../test/factories/coupons';
import { multipartPayload } from '../../../test/multipart-payload';
import { fillCart, orderBody } from '../../../test/factories/checkout';
import { createSignedInAdmin, createSignedInCustomer } from '../../../test/factories/users';
import { sendDueMail } from '../mail-sender';
import { testPaymentCallback } from '../../../test/factories/payments';

// The transactional messages (docs/decisions/0044-transactional-messages.md), each
// written by its real flow through the API and read back from the outbox: recipient, subject,
// kind, what the HTML and plain-text parts say, and exactly one message per event and recipient.

const SHOP_EMAIL = 'orders@shop.example.in';
const SITE = 'https://shop.example.in';
// Plain cookie names (not __Host-), as the factories' sessions use, though links say https.
const env = { SHOP_EMAIL, PUBLIC_URL: SITE, COOKIE_SECURE: 'false' };

let lastIp = 0;
const freshIp = () => `10.44.${Math.floor(++lastIp / 250)}.${(lastIp % 250) + 1}`;

/** The outbox rows whose key starts with `prefix`, oldest first. */
async function outbox(t: TestApp, prefix: string): Promise<MailOutboxRow[]> {
  return t.db
    .select()
    .from(mailOutbox)
    .where(like(mailOutbox.dedupeKey, `${prefix}%`))
    .orderBy(asc(mailOutbox.createdAt), asc(mailOutbox.dedupeKey));
}

/** The one row with this key. */
async function message(t: TestApp, dedupeKey: string): Promise<MailOutboxRow> {
  const rows = await outbox(t, dedupeKey);
  expect(rows.map((row) => row.dedupeKey)).toEqual([dedupeKey]);
  return rows[0]!;
}

/** The plain-text part's words on one line (html-to-text wraps and lays out tables). */
const flat = (row: MailOutboxRow) => row.textBody.replace(/\s+/g, ' ');

/** A paid-for order as checkout makes it: discounted products, welcome offer, a coupon. */
async function placeOrder(t: TestApp, cookie: string, userId: string, couponCode: string) {
  const lotus = await createProduct(t.db, {
    title: 'Lotus on river stone',
    pricePaise: 1_250_00,
    discountPercentage: 10,
  });
  // Stone art: paintings are not sold through the cart (they take 'interested to buy').
  const monsoon = await createProduct(t.db, { title: 'Monsoon evening', pricePaise: 809_50 });
  await fillCart(t.db, userId, [
    { product: lotus, quantity: 2, size: '6 x 4 inches' },
    { product: monsoon, quantity: 1, size: '5 x 3 inches' },
  ]);
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/order',
    headers: { cookie },
    payload: orderBody({ couponCode }),
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<CreateOrderResponse>().order;
}

/** The test payment window, then its fields posted to the callback, as the browser does. */
async function pay(
  t: TestApp,
  cookie: string,
  orderId: string,
  outcome: 'success' | 'failure' = 'success',
) {
  const callback = await testPaymentCallback(t.app, cookie, orderId, outcome);
  expect((await callback()).statusCode).toBe(303);
  return callback;
}

async function referencePhoto(): Promise<Buffer> {
  return sharp({ create: { width: 64, height: 48, channels: 3, background: '#a33' } })
    .jpeg()
    .toBuffer();
}

function postCustomArt(t: TestApp, fields: Record<string, string>, photo: Buffer) {
  return t.app.inject({
    method: 'POST',
    url: '/api/customArt',
    remoteAddress: freshIp(),
    ...multipartPayload(fields, [
      { name: 'image', filename: 'photo.jpg', contentType: 'image/jpeg', data: photo },
    ]),
  });
}

describe('transactional messages (SHOP_EMAIL set)', () => {
  let t: TestApp;
  let admin: string;
  useTestApp(
    () => buildTestApp({ env }),
    (built) => (t = built),
  );
  beforeAll(async () => {
    admin = (await createSignedInAdmin(t.db)).cookie;
  });

  describe('order paid', () => {
    it('writes the confirmation and the shop notice once, whatever repeats', async () => {
      const { user, cookie } = await createSignedInCustomer(t.db, { name: 'Asha Rao' });
      const coupon = await createCoupon(t.db, { discountPaise: 100_00 });
      const order = await placeOrder(t, cookie, user.id, coupon.code);
      const number = order.number;
      expect(await outbox(t, `order-paid:${order.id}`)).toEqual([]);

      const replay = await pay(t, cookie, order.id);
      // The callback again, and the status page's re-check: the order is paid already.
      expect((await replay()).statusCode).toBe(303);
      const status = await t.app.inject({
        method: 'GET',
        url: `/api/order/razorpay/${order.razorpayOrderId}`,
        headers: { cookie },
      });
      expect(status.json().order.status).toBe('success');

      const rows = await outbox(t, `order-paid:${order.id}`);
      expect(rows.map((row) => row.dedupeKey).sort()).toEqual([
        `order-paid:${order.id}:customer`,
        `order-paid:${order.id}:shop`,
      ]);

      // 2 x ₹1,125 + ₹809.50 = ₹3,059.50; 20% welcome offer ₹611.90, ₹612 in whole rupees; coupon ₹100; delivery ₹50.
      const [row] = await t.db.select().from(orders).where(eq(orders.id, order.id));
      expect(row?.totalPaise).toBe(2_397_50);
      const confirmation = await message(t, `order-paid:${order.id}:customer`);
      expect(confirmation).toMatchObject({
        kind: 'order-confirmation',
        toAddress: user.email,
        subject: `Your order ${number} is confirmed`,
      });
      for (const part of [confirmation.html, flat(confirmation)]) {
        expect(part).toContain(number);
        expect(part).toContain('Lotus on river stone');
        expect(part).toContain('Size: 6 x 4 inches · Quantity: 2 · ₹1,125 each');
        expect(part).toContain('₹2,250');
        expect(part).toContain('Monsoon evening');
        expect(part).toContain('Size: 5 x 3 inches · Quantity: 1');
        expect(part).toContain('₹809.50');
        // The MRP first, each saving taken off it (decision 0083): ₹3,059.50 + ₹250.
        expect(part).toContain('MRP');
        expect(part).toContain('₹3,309.50');
        expect(part).toContain('-₹250');
        expect(part).toContain('Welcome offer (20%)');
        expect(part).toContain('-₹612');
        expect(part).toContain(`Coupon (${coupon.code})`);
        expect(part).toContain('-₹100');
        expect(part).toContain('₹50');
        expect(part).toContain('₹2,397.50');
        expect(part).toContain('12 MG Road, Bengaluru, Karnataka, 560001, India');
      }
      expect(confirmation.html).toContain(`href="${SITE}/my-account?tab=orders"`);
      expect(flat(confirmation)).toContain(`${SITE}/my-account?tab=orders`);

      const notice = await message(t, `order-paid:${order.id}:shop`);
      expect(notice).toMatchObject({
        kind: 'shop-new-order',
        toAddress: SHOP_EMAIL,
        subject: `New paid order ${number}: ₹2,397.50`,
      });
      expect(flat(notice)).toContain('Total paid ₹2,397.50');
      expect(flat(notice)).toContain('Asha Rao');
      expect(flat(notice)).toContain(user.email);
      expect(flat(notice)).toContain('Lotus on river stone');
      expect(notice.html).toContain(`href="${SITE}/admin/allorders?q=${order.number}"`);
    });

    it('writes nothing for a failed payment', async () => {
      const { user, cookie } = await createSignedInCustomer(t.db);
      const order = await placeOrder(t, cookie, user.id, (await createCoupon(t.db)).code);
      await pay(t, cookie, order.id, 'failure');
      const [row] = await t.db.select().from(orders).where(eq(orders.id, order.id));
      expect(row?.paymentStatus).toBe('failed');
      expect(await outbox(t, `order-paid:${order.id}`)).toEqual([]);
    });
  });

  describe('fulfilment changes', () => {
    const PARCEL = { courier: 'India Post', trackingNumber: 'EM123456789IN' };
    const setStatus = (orderId: string, status: string, parcel: object = PARCEL) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/order/${orderId}/status`,
        headers: { cookie: admin },
        payload: status === 'shipped' ? { status, ...parcel } : { status },
      });

    it('tells the customer each step once; the same step again sends nothing', async () => {
      const { user, cookie } = await createSignedInCustomer(t.db);
      const order = await placeOrder(t, cookie, user.id, (await createCoupon(t.db)).code);
      await pay(t, cookie, order.id);
      const number = order.number;

      expect((await setStatus(order.id, 'shipped')).statusCode).toBe(200);
      expect((await setStatus(order.id, 'shipped')).statusCode).toBe(200);
      const shipped = await message(t, `fulfilment:${order.id}:shipped:customer`);
      expect(shipped).toMatchObject({
        kind: 'order-shipped',
        toAddress: user.email,
        subject: `Your order ${number} has shipped`,
      });
      // The name the customer gave at checkout (orderBody), which the order keeps.
      expect(flat(shipped)).toContain('Hello Asha Rao');
      expect(flat(shipped)).toContain('Your order is on its way');
      expect(flat(shipped)).toContain('Courier: India Post Tracking number: EM123456789IN');
      // No tracking link given: none in the message.
      expect(shipped.html).not.toContain('Track your parcel');
      expect(flat(shipped)).toMatch(
        new RegExp(`${number}: (Lotus on river stone, Monsoon evening|Monsoon evening, Lotus)`),
      );
      expect(shipped.html).toContain(`href="${SITE}/my-account?tab=orders"`);

      expect((await setStatus(order.id, 'delivered')).statusCode).toBe(200);
      // A slip corrected (back to shipped) does not announce the shipment twice.
      expect((await setStatus(order.id, 'shipped')).statusCode).toBe(200);
      const rows = await outbox(t, `fulfilment:${order.id}:`);
      expect(rows.map((row) => [row.dedupeKey, row.subject])).toEqual([
        [`fulfilment:${order.id}:shipped:customer`, `Your order ${number} has shipped`],
        [`fulfilment:${order.id}:delivered:customer`, `Your order ${number} has been delivered`],
      ]);

      // A corrected tracking number reaches the customer, once.
      const corrected = {
        courier: 'Blue Dart',
        trackingNumber: 'BD987654321IN',
        trackingUrl: 'https://www.bluedart.com/tracking?awb=BD987654321IN',
      };
      expect((await setStatus(order.id, 'shipped', corrected)).statusCode).toBe(200);
      expect((await setStatus(order.id, 'shipped', corrected)).statusCode).toBe(200);
      const correction = await message(t, `fulfilment:${order.id}:shipped:BD987654321IN:customer`);
      expect(correction.subject).toBe(`New tracking details for your order ${number}`);
      expect(flat(correction)).toContain('Courier: Blue Dart Tracking number: BD987654321IN');
      expect(correction.html).toContain(`href="${corrected.trackingUrl}"`);
      expect(await outbox(t, `fulfilment:${order.id}:`)).toHaveLength(3);
    });

    it('writes nothing for an order that cannot change (unpaid)', async () => {
      const { user, cookie } = await createSignedInCustomer(t.db);
      const order = await placeOrder(t, cookie, user.id, (await createCoupon(t.db)).code);
      expect((await setStatus(order.id, 'shipped')).statusCode).toBe(409);
      expect(await outbox(t, `fulfilment:${order.id}:`)).toEqual([]);
    });
  });

  describe('sign-up', () => {
    const signup = (email: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/signup',
        remoteAddress: freshIp(),
        payload: { name: 'Meera Iyer', phone: '9876543210', email, password: 'secret12' },
      });

    it('welcomes the new account once, with the welcome offer', async () => {
      const email = `meera-${Date.now()}@example.in`;
      const response = await signup(email);
      expect(response.statusCode).toBe(201);
      const userId = response.json().user.id as string;
      const welcome = await message(t, `welcome:${userId}`);
      expect(welcome).toMatchObject({
        kind: 'welcome',
        toAddress: email,
        subject: `Welcome to ${SHOP_NAME}`,
      });
      expect(flat(welcome)).toContain('Welcome, Meera Iyer!');
      expect(flat(welcome)).toContain('20% off your first order');
      expect(welcome.html).toContain(`href="${SITE}/shop/paintings"`);

      // The address is taken: no account, so no second welcome (nor a second confirmation link).
      expect((await signup(email.toUpperCase())).statusCode).toBe(409);
      const toThisAddress = await t.db
        .select()
        .from(mailOutbox)
        .where(eq(mailOutbox.toAddress, email));
      expect(toThisAddress.map((row) => row.kind).sort()).toEqual([
        'email-verification',
        'welcome',
      ]);
    });
  });

  describe('custom art', () => {
    it('confirms a request to the requester and tells the shop; completion once', async () => {
      const email = `kavya-${Date.now()}@example.in`;
      const sent = await postCustomArt(
        t,
        {
          firstName: 'Kavya',
          lastName: 'Nair',
          email,
          phone: '9876543210',
          description: 'Our temple at dusk on a flat river stone',
        },
        await referencePhoto(),
      );
      expect(sent.statusCode).toBe(201);
      const id = sent.json().customArt.id as string;

      const received = await message(t, `custom-art:${id}:received:requester`);
      expect(received).toMatchObject({
        kind: 'custom-art-received',
        toAddress: email,
        subject: 'We received your custom art request',
      });
      // Fixed words and the reference: nothing the form's sender typed goes to that address.
      expect(flat(received)).toContain(`reference #${id.slice(-8)}`);
      for (const typed of ['Kavya', 'Nair', 'Our temple at dusk', '9876543210']) {
        expect(flat(received)).not.toContain(typed);
      }

      const notice = await message(t, `custom-art:${id}:received:shop`);
      expect(notice).toMatchObject({
        kind: 'shop-new-custom-art',
        toAddress: SHOP_EMAIL,
        subject: 'New custom art request from Kavya Nair',
      });
      expect(flat(notice)).toContain(email);
      expect(flat(notice)).toContain('Our temple at dusk on a flat river stone');
      expect(notice.html).toContain(`href="${SITE}/admin/customArt"`);
      // The private photo is never in a message (decision 0040).
      expect(notice.html).not.toContain('custom-art/');

      const setStatus = (status: string) =>
        t.app.inject({
          method: 'PUT',
          url: `/api/customArt/${id}`,
          headers: { cookie: admin },
          payload: { status },
        });
      for (const status of ['completed', 'completed', 'pending', 'completed']) {
        expect((await setStatus(status)).statusCode).toBe(200);
      }
      const completed = await message(t, `custom-art:${id}:completed:requester`);
      expect(completed).toMatchObject({
        kind: 'custom-art-completed',
        toAddress: email,
        subject: 'Your custom art is complete',
      });
      expect(flat(completed)).toContain(`(reference #${id.slice(-8)}) is complete`);
      expect(flat(completed)).not.toContain('Kavya');
      expect(await outbox(t, `custom-art:${id}:`)).toHaveLength(3);
    });
  });

  describe('interest in a painting', () => {
    it('tells the shop who is interested in what, once', async () => {
      const { user, cookie } = await createSignedInCustomer(t.db, { name: 'Arjun Mehta' });
      const painting = await createProduct(t.db, {
        title: 'Kerala backwaters',
        type: 'painting',
        pricePaise: 12_500_00,
      });
      const register = () =>
        t.app.inject({
          method: 'POST',
          url: '/api/user/interested-buyer',
          headers: { cookie },
          payload: { productID: painting.id },
        });
      expect((await register()).statusCode).toBe(201);
      const again = await register();
      expect(again.statusCode).toBe(409);
      expect(again.json().message).toBe(authMessages.interestExists);

      const [interest] = await t.db
        .select()
        .from(interestedBuyers)
        .where(
          and(eq(interestedBuyers.userId, user.id), eq(interestedBuyers.productId, painting.id)),
        );
      const notice = await message(t, `interest:${interest!.id}:shop`);
      expect(notice).toMatchObject({
        kind: 'shop-new-interest',
        toAddress: SHOP_EMAIL,
        subject: 'New interest in Kerala backwaters',
      });
      expect(flat(notice)).toContain('Arjun Mehta');
      expect(flat(notice)).toContain(user.email);
      expect(flat(notice)).toContain('Kerala backwaters');
      expect(flat(notice)).toContain('₹12,500');
      expect(flat(notice)).toContain(`${SITE}/productoverview/${painting.id}`);
      expect(notice.html).toContain(`href="${SITE}/admin/interested-buyers"`);
    });
  });
});

describe('transactional messages without SHOP_EMAIL or ADMIN_EMAIL', () => {
  let t: TestApp;
  useTestApp(
    () => buildTestApp({ env: { PUBLIC_URL: SITE, COOKIE_SECURE: 'false' } }),
    (built) => (t = built),
  );

  it("writes the customers' messages and skips the shop's notices", async () => {
    const { user, cookie } = await createSignedInCustomer(t.db);
    const painting = await createProduct(t.db, { type: 'painting' });
    const interest = await t.app.inject({
      method: 'POST',
      url: '/api/user/interested-buyer',
      headers: { cookie },
      payload: { productID: painting.id },
    });
    expect(interest.statusCode).toBe(201);
    const order = await placeOrder(t, cookie, user.id, (await createCoupon(t.db)).code);
    await pay(t, cookie, order.id);
    const sent = await postCustomArt(
      t,
      {
        firstName: 'Kavya',
        lastName: 'Nair',
        email: 'kavya@example.in',
        phone: '9876543210',
        description: 'A stone',
      },
      await referencePhoto(),
    );
    expect(sent.statusCode).toBe(201);

    const rows = await t.db.select().from(mailOutbox).orderBy(asc(mailOutbox.kind));
    expect(rows.map((row) => [row.kind, row.toAddress])).toEqual([
      ['custom-art-received', 'kavya@example.in'],
      ['order-confirmation', user.email],
    ]);
  });
});

describe('an order confirmation delivered over SMTP (loopback server)', () => {
  let smtp: SmtpTestServer;
  let t: TestApp;
  useTestApp(
    async () => {
      smtp = await startSmtpTestServer();
      return buildTestApp({ env: { ...env, SMTP_URL: smtp.url } });
    },
    (built) => (t = built),
  );
  afterAll(async () => {
    await smtp.stop();
  });

  it('reaches the customer with the subject and the total, and the shop with its notice', async () => {
    const { user, cookie } = await createSignedInCustomer(t.db);
    const order = await placeOrder(t, cookie, user.id, (await createCoupon(t.db)).code);
    await pay(t, cookie, order.id);
    const number = order.number;

    expect(await sendDueMail(t.app)).toMatchObject({ sent: 2, failed: 0 });
    const [received] = smtp.messagesTo(user.email);
    expect(smtp.messagesTo(user.email)).toHaveLength(1);
    expect(received?.subject).toBe(`Your order ${number} is confirmed`);
    expect(received?.text.replace(/\s+/g, ' ')).toContain('₹2,397.50');
    expect(received?.html).toContain('Lotus on river stone');
    const [notice] = smtp.messagesTo(SHOP_EMAIL);
    expect(notice?.subject).toBe(`New paid order ${number}: ₹2,397.50`);

    // Sent once: a second run finds nothing due.
    expect(await sendDueMail(t.app)).toMatchObject({ sent: 0 });
    const rows = await t.db
      .select()
      .from(mailOutbox)
      .where(
        or(
          eq(mailOutbox.dedupeKey, `order-paid:${order.id}:customer`),
          eq(mailOutbox.dedupeKey, `order-paid:${order.id}:shop`),
        ),
      );
    expect(rows.map((row) => row.status)).toEqual(['sent', 'sent']);
  });
});
