import { privacyMessages, type ConsentsResponse } from '@artshop/shared';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/rows';
import {
  customArtRequests,
  interestedBuyers,
  mailOutbox,
  orders,
  privacyEvents,
  productReviews,
  users,
} from '../../db/schema';
import { issueCreditNoteInTransaction } from '../invoices/credit-notes.service';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { createProduct, createReview } from '../../test/factories/catalog';
import { fillCart, orderBody } from '../../test/factories/checkout';
import { createCustomArtRequest } from '../../test/factories/custom-art';
import { insertProcessedRefund, SELLER_ENV } from '../../test/factories/invoices';
import { payInTestMode } from '../../test/factories/payments';
import {
  createSignedInAdmin,
  createSignedInCustomer,
  DEFAULT_TEST_PASSWORD,
} from '../../test/factories/users';
import { injectAs } from '../../test/inject-as';
import { useTestApp } from '../../test/use-test-app';
import { hasConsent } from '../users/consents.service';

// Decisions 0104 and 0105 (docs/privacy.md): a person's export holds everything the shop has of
// them and nothing of anyone else; erasure leaves their name, email and phone nowhere but the kept
// tax documents; withdrawing a consent holds at once.

interface Person {
  name: string;
  email: string;
  phone: string;
}

const HOME = {
  street: '14 Tilak Road',
  line2: 'Near the banyan tree',
  city: 'Pune',
  state: 'Maharashtra',
  zip: '411030',
  country: 'India' as const,
};

let people = 0;
/** Someone with a name, an address and a phone no other row of the test shares. */
function person(first: string): Person {
  const n = ++people;
  return {
    name: `${first} Vishwanathan`,
    email: `${first.toLowerCase()}.${n}.${Date.now()}@example.in`,
    phone: `91234567${String(10 + n).slice(-2)}`,
  };
}

describe('data rights: export, erasure and consents', () => {
  let t: TestApp;
  useTestApp(
    () => buildTestApp({ env: SELLER_ENV }),
    (built) => (t = built),
  );

  /** A delivered, paid order with an invoice and a credit note, placed by `cookie`'s customer. */
  async function deliveredOrder(userId: string, cookie: string, who: Person) {
    const product = await createProduct(t.db);
    await fillCart(t.db, userId, [{ product }]);
    const created = await injectAs(
      t,
      'POST',
      '/api/order',
      cookie,
      orderBody({ name: who.name, email: who.email, phone: who.phone, address: HOME }),
    );
    expect(created.statusCode, created.body).toBe(201);
    const orderId = (created.json() as { order: { id: string } }).order.id;
    expect((await payInTestMode(t.app, cookie, orderId)).statusCode).toBe(303);
    const refund = await insertProcessedRefund(t.db, orderId, 5_000);
    await t.db.transaction((tx) => issueCreditNoteInTransaction(tx, refund.id));
    await t.db
      .update(orders)
      .set({ fulfilmentStatus: 'delivered', deliveredAt: new Date() })
      .where(eq(orders.id, orderId));
    return { orderId, product };
  }

  /** A customer with every kind of data: order, review, interest, request, consents, a message. */
  async function customerWithHistory(who: Person) {
    const { user, cookie } = await createSignedInCustomer(t.db, who);
    const { orderId, product } = await deliveredOrder(user.id, cookie, who);
    await createReview(t.db, { productId: product.id, userId: user.id, name: who.name });
    await t.db.insert(interestedBuyers).values({ userId: user.id, productId: product.id });
    const request = await createCustomArtRequest(t.db, {
      userId: user.id,
      email: who.email,
      firstName: who.name.split(' ')[0],
      lastName: who.name.split(' ')[1],
      phone: who.phone,
    });
    for (const purpose of ['newsletter', 'whatsapp'] as const) {
      const consent = await injectAs(t, 'PUT', '/api/user/consents', cookie, {
        purpose,
        granted: true,
      });
      expect(consent.statusCode, consent.body).toBe(200);
    }
    const contact = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: { name: who.name, email: who.email, subject: 'Framing', message: 'Do you frame?' },
    });
    expect(contact.statusCode, contact.body).toBe(201);
    return { user, cookie, orderId, product, requestId: request.id };
  }

  it('exports everything listed as a JSON attachment, and nothing of another customer', async () => {
    const asha = person('Asha');
    const ravi = person('Ravi');
    const mine = await customerWithHistory(asha);
    await customerWithHistory(ravi);

    expect((await injectAs(t, 'GET', '/api/user/export', null)).statusCode).toBe(401);
    const response = await injectAs(t, 'GET', '/api/user/export', mine.cookie);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="my-data-/);
    expect(response.headers['cache-control']).toBe('no-store');
    const data = response.json();

    expect(data.profile).toMatchObject({ name: asha.name, email: asha.email, phone: asha.phone });
    expect(data.addresses).toEqual([
      expect.objectContaining({ street: HOME.street, zip: HOME.zip }),
    ]);
    expect(data.orders).toHaveLength(1);
    const [order] = data.orders;
    expect(order).toMatchObject({ id: mine.orderId, paymentStatus: 'success', name: asha.name });
    expect(order.items).toEqual([expect.objectContaining({ title: mine.product.title })]);
    expect(order.invoice.number).toEqual(expect.any(String));
    expect(order.creditNotes).toEqual([expect.objectContaining({ number: expect.any(String) })]);
    expect(order.refunds).toEqual([expect.objectContaining({ amountPaise: 5_000 })]);
    expect(data.reviews).toEqual([expect.objectContaining({ productId: mine.product.id })]);
    expect(data.interests).toEqual([expect.objectContaining({ productId: mine.product.id })]);
    expect(data.customArtRequests).toEqual([
      expect.objectContaining({
        id: mine.requestId,
        imageUrl: `/api/customArt/${mine.requestId}/image`,
      }),
    ]);
    expect(data.consents).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ purpose: 'whatsapp', granted: true, source: 'my-account' }),
        expect.objectContaining({ purpose: 'marketing_email', granted: false, changedAt: null }),
      ]),
    );
    expect(data.sessions).toEqual([expect.objectContaining({ kind: 'customer' })]);
    expect(data.sessions[0].lastSeenAt).toEqual(expect.any(String));
    expect(data.messages.length).toBeGreaterThan(0);
    expect(data.messages.every((m: { to: string }) => m.to.toLowerCase() === asha.email)).toBe(
      true,
    );
    expect(data.contactMessages).toEqual([expect.objectContaining({ subject: 'Framing' })]);
    // Nothing of Ravi anywhere in the document.
    const text = response.body.toLowerCase();
    for (const value of Object.values(ravi)) expect(text).not.toContain(value.toLowerCase());

    const [logged] = await t.db
      .select()
      .from(privacyEvents)
      .where(sql`${privacyEvents.kind} = 'export' and ${privacyEvents.userId} = ${mine.user.id}`);
    expect(logged).toBeDefined();
  });

  /** Every text, varchar and JSON column of every table, with the rows holding `needle`. */
  async function rowsHolding(needle: string) {
    const columns = rowsOf<{ table_name: string; column_name: string }>(
      await t.db.execute(sql`
        select table_name, column_name from information_schema.columns
        where table_schema = 'public'
          and data_type in ('text', 'character varying', 'jsonb', 'json')
        order by table_name, column_name`),
    );
    expect(columns.length).toBeGreaterThan(40);
    const found: string[] = [];
    for (const { table_name: table, column_name: column } of columns) {
      const [hit] = rowsOf<{ n: number | string }>(
        await t.db.execute(
          sql`select count(*) as n from ${sql.identifier(table)}
              where position(lower(${needle}) in lower(${sql.identifier(column)}::text)) > 0`,
        ),
      );
      if (Number(hit?.n ?? 0) > 0) found.push(`${table}.${column}`);
    }
    return found;
  }

  it('erases the account: nothing holds the email, name or phone outside the tax documents', async () => {
    const meera = person('Meera');
    const other = person('Kiran');
    const mine = await customerWithHistory(meera);
    await customerWithHistory(other);
    const admin = await createSignedInAdmin(t.db);
    // A newsletter queued before the erasure must not go out after it.
    expect(
      (
        await injectAs(t, 'POST', '/api/admin/newsletter', admin.cookie, {
          subject: 'New stones',
          body: 'Fresh work this week.',
        })
      ).statusCode,
    ).toBe(201);

    const wrong = await injectAs(t, 'DELETE', '/api/user', mine.cookie, { password: 'nope1234' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe(privacyMessages.passwordIncorrect);

    const erased = await injectAs(t, 'DELETE', '/api/user', mine.cookie, {
      password: DEFAULT_TEST_PASSWORD,
    });
    expect(erased.statusCode, erased.body).toBe(200);
    expect(erased.json()).toEqual({ message: privacyMessages.deleted });
    // Every session ended.
    expect((await injectAs(t, 'GET', '/api/user/me', mine.cookie)).statusCode).toBe(401);

    for (const needle of [meera.email, meera.name, meera.phone]) {
      expect(await rowsHolding(needle), needle).toEqual([
        'credit_notes.document',
        'invoices.document',
      ]);
    }
    // The other customer is untouched.
    expect(await rowsHolding(other.email)).toContain('users.email');

    const [review] = await t.db
      .select()
      .from(productReviews)
      .where(eq(productReviews.productId, mine.product.id));
    expect(review?.name).toBe(privacyMessages.reviewAuthor);
    const [record] = await t.db
      .select()
      .from(privacyEvents)
      .where(sql`${privacyEvents.kind} = 'erasure' and ${privacyEvents.userId} = ${mine.user.id}`);
    expect(record?.detail).toMatchObject({ what: { ordersKept: 1, reviewsAnonymised: 1 } });
    const [row] = await t.db.select().from(users).where(eq(users.id, mine.user.id));
    expect(row?.erasedAt).toBeInstanceOf(Date);

    // The admin still downloads the invoice, with the buyer on it.
    const invoice = await injectAs(t, 'GET', `/api/order/${mine.orderId}/invoice`, admin.cookie);
    expect(invoice.statusCode).toBe(200);
    expect(invoice.headers['content-type']).toBe('application/pdf');

    const signin = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signin',
      payload: { email: meera.email, password: DEFAULT_TEST_PASSWORD },
    });
    expect(signin.statusCode).toBe(401);
    const signup = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      payload: { ...meera, password: 'a-new-start-1' },
    });
    expect(signup.statusCode, signup.body).toBe(201);
    expect(signup.json().user.id).not.toBe(mine.user.id);
  });

  it('never exports nor erases what an address holds for an account that has not proved it', async () => {
    const owner = person('Zoya');
    // Someone sent a request and a message with this address, signed out; then a stranger made an
    // account with it and never confirmed it.
    const request = await createCustomArtRequest(t.db, { email: owner.email, phone: owner.phone });
    const contact = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: { name: owner.name, email: owner.email, subject: 'Hello', message: 'Mine.' },
    });
    expect(contact.statusCode).toBe(201);
    const stranger = await createSignedInCustomer(t.db, {
      email: owner.email,
      emailVerified: false,
    });

    const data = (await injectAs(t, 'GET', '/api/user/export', stranger.cookie)).json();
    expect(data.contactMessages).toEqual([]);
    expect(data.customArtRequests).toEqual([]);
    expect(data.newsletter).toBeNull();

    const erased = await injectAs(t, 'DELETE', '/api/user', stranger.cookie, {
      password: DEFAULT_TEST_PASSWORD,
    });
    expect(erased.statusCode, erased.body).toBe(200);
    expect(await rowsHolding(owner.phone)).toContain('custom_art_requests.phone');
    expect(await rowsHolding('Mine.')).toContain('contact_messages.message');
    const [kept] = await t.db
      .select()
      .from(customArtRequests)
      .where(eq(customArtRequests.id, request.id));
    expect(kept?.email).toBe(owner.email);
  });

  it('refuses while an order is paid and not yet delivered, naming it', async () => {
    const who = person('Farah');
    const { user, cookie } = await createSignedInCustomer(t.db, who);
    const { orderId } = await deliveredOrder(user.id, cookie, who);
    await t.db
      .update(orders)
      .set({ fulfilmentStatus: 'shipped', deliveredAt: null })
      .where(eq(orders.id, orderId));
    const [order] = await t.db.select().from(orders).where(eq(orders.id, orderId));

    const refused = await injectAs(t, 'DELETE', '/api/user', cookie, {
      password: DEFAULT_TEST_PASSWORD,
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(privacyMessages.openOrder(`AS-${order!.number}`));
    // Nothing changed: still signed in, still named.
    expect((await injectAs(t, 'GET', '/api/user/me', cookie)).json().user.email).toBe(who.email);
  });

  it('refuses while a cash on delivery order is on its way, and not for an unpaid online one', async () => {
    const who = person('Imran');
    const { user, cookie } = await createSignedInCustomer(t.db, who);
    await fillCart(t.db, user.id, [{ product: await createProduct(t.db) }]);
    const created = await injectAs(t, 'POST', '/api/order', cookie, orderBody({ address: HOME }));
    expect(created.statusCode, created.body).toBe(201);
    const orderId = (created.json() as { order: { id: string } }).order.id;
    // Cash on delivery (decision 0099): unpaid until the courier collects, yet owed a delivery.
    await t.db.execute(sql`update orders set payment_method = 'cod' where id = ${orderId}`);
    const refused = await injectAs(t, 'DELETE', '/api/user', cookie, {
      password: DEFAULT_TEST_PASSWORD,
    });
    expect(refused.statusCode).toBe(409);

    // An online order never paid owes nothing: the account may go.
    await t.db.execute(sql`update orders set payment_method = 'online' where id = ${orderId}`);
    const erased = await injectAs(t, 'DELETE', '/api/user', cookie, {
      password: DEFAULT_TEST_PASSWORD,
    });
    expect(erased.statusCode, erased.body).toBe(200);
  });

  it("never deletes the shop's last admin", async () => {
    await t.db.update(users).set({ role: 'customer' }).where(eq(users.role, 'admin'));
    const who = person('Devika');
    const { user, cookie } = await createSignedInCustomer(t.db, { ...who, role: 'admin' });
    const refused = await injectAs(t, 'DELETE', '/api/user', cookie, {
      password: DEFAULT_TEST_PASSWORD,
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(privacyMessages.lastAdmin);

    // With a second admin, it may go.
    await createSignedInAdmin(t.db);
    const erased = await injectAs(t, 'DELETE', '/api/user', cookie, {
      password: DEFAULT_TEST_PASSWORD,
    });
    expect(erased.statusCode, erased.body).toBe(200);
    const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.role).toBe('customer');
  });

  it('withdrawing a consent holds at once: queued newsletters are not sent, WhatsApp stops', async () => {
    const who = person('Lata');
    const { user, cookie } = await createSignedInCustomer(t.db, who);
    for (const purpose of ['newsletter', 'whatsapp'] as const) {
      await injectAs(t, 'PUT', '/api/user/consents', cookie, { purpose, granted: true });
    }
    expect(await hasConsent(t.db, user.id, 'whatsapp')).toBe(true);
    const admin = await createSignedInAdmin(t.db);
    await injectAs(t, 'POST', '/api/admin/newsletter', admin.cookie, {
      subject: 'Monsoon sale',
      body: 'Ten new paintings.',
    });
    const queuedFor = async () =>
      t.db
        .select({ kind: mailOutbox.kind })
        .from(mailOutbox)
        .where(
          sql`lower(${mailOutbox.toAddress}) = lower(${who.email}) and ${mailOutbox.kind} = 'newsletter'`,
        );
    expect(await queuedFor()).toHaveLength(1);

    for (const purpose of ['newsletter', 'whatsapp'] as const) {
      const off = await injectAs(t, 'PUT', '/api/user/consents', cookie, {
        purpose,
        granted: false,
      });
      expect(off.statusCode, off.body).toBe(200);
    }
    expect(await queuedFor()).toHaveLength(0);
    expect(await hasConsent(t.db, user.id, 'whatsapp')).toBe(false);
    const consents = (
      await injectAs(t, 'GET', '/api/user/consents', cookie)
    ).json() as ConsentsResponse;
    expect(consents.consents.find((c) => c.purpose === 'newsletter')).toMatchObject({
      granted: false,
      source: 'my-account',
      noticeVersion: consents.noticeVersion,
    });
    // The next newsletter skips the address.
    await injectAs(t, 'POST', '/api/admin/newsletter', admin.cookie, {
      subject: 'Diwali',
      body: 'Lamps.',
    });
    expect(await queuedFor()).toHaveLength(0);
    const log = (await injectAs(t, 'GET', '/api/admin/privacy/log', admin.cookie)).json();
    expect(
      log.events.filter(
        (e: { kind: string; userId: string }) => e.kind === 'consent' && e.userId === user.id,
      ),
    ).toHaveLength(4);
  });

  it('asks an unconfirmed account to confirm its email before the newsletter, and checks input', async () => {
    const { cookie } = await createSignedInCustomer(t.db, { emailVerified: false });
    const on = await injectAs(t, 'PUT', '/api/user/consents', cookie, {
      purpose: 'newsletter',
      granted: true,
    });
    expect(on.statusCode).toBe(400);
    expect(on.json().message).toBe(privacyMessages.verifyEmailFirst);
    const bad = await injectAs(t, 'PUT', '/api/user/consents', cookie, { purpose: 'sms' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(privacyMessages.consentBody);
    const noPassword = await injectAs(t, 'DELETE', '/api/user', cookie, {});
    expect(noPassword.statusCode).toBe(400);
  });
});

describe('the export’s rate limit', () => {
  let t: TestApp;
  useTestApp(
    () => buildTestApp(),
    (built) => (t = built),
  );

  it('answers a client 5 exports an hour, then 429 with its message', async () => {
    const { cookie } = await createSignedInCustomer(t.db);
    for (let i = 0; i < 5; i += 1) {
      expect((await injectAs(t, 'GET', '/api/user/export', cookie)).statusCode).toBe(200);
    }
    const limited = await injectAs(t, 'GET', '/api/user/export', cookie);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toBe(privacyMessages.exportLimited);
  });
});
