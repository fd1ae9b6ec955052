import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { firstRunMessages as m, type FirstRunItemId, type FirstRunResponse } from '@artshop/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  creditNotes,
  documentCounters,
  invoiceSettings,
  invoices,
  orders,
  productReviews,
  products,
  refunds,
  users,
  websiteReviews,
} from '../../db/schema';
import { hashPassword } from '../../lib/password';
import { GENERATED_PASSWORD_FILE } from '../../seed/ensure-admin';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { createProduct, createReview } from '../../test/factories/catalog';
import { createOrder } from '../../test/factories/orders';
import {
  createSignedInAdmin,
  createSignedInCustomer,
  createUser,
} from '../../test/factories/users';
import { useTestApp } from '../../test/use-test-app';

// The back-office's first-run checklist and 'Remove the demo catalogue' (decision 0086).

const checklist = async (t: TestApp, cookie: string) => {
  const response = await t.app.inject({
    method: 'GET',
    url: '/api/admin/first-run',
    headers: { cookie },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<FirstRunResponse>();
};

const doneById = (body: FirstRunResponse) =>
  Object.fromEntries(body.items.map((item) => [item.id, item.done])) as Record<
    FirstRunItemId,
    boolean
  >;

const removeDemo = (t: TestApp, cookie: string) =>
  t.app.inject({ method: 'DELETE', url: '/api/admin/demo-catalogue', headers: { cookie } });

describe('GET /api/admin/first-run on a quick start', () => {
  let t: TestApp;
  useTestApp(buildTestApp, (built) => (t = built));

  it('answers only an admin: 401 anonymous, 403 a customer, for both calls', async () => {
    const { cookie } = await createSignedInCustomer(t.db);
    for (const call of [
      { method: 'GET', url: '/api/admin/first-run' },
      { method: 'DELETE', url: '/api/admin/demo-catalogue' },
    ] as const) {
      expect((await t.app.inject(call)).statusCode).toBe(401);
      expect((await t.app.inject({ ...call, headers: { cookie } })).statusCode).toBe(403);
    }
  });

  it('lists every point, undone, each with where it is done', async () => {
    const password = 'generated-Pa55word';
    const { user: admin, cookie } = await createSignedInAdmin(t.db, {
      email: 'admin@artshop.local',
      password,
    });
    await writeFile(
      path.join(t.dataDir, GENERATED_PASSWORD_FILE),
      `The shop's first admin account (sign in at /admin)\nemail: ${admin.email}\npassword: ${password}\n`,
    );
    await createProduct(t.db, { demo: true });

    const body = await checklist(t, cookie);
    expect(body.done).toBe(false);
    expect(body.items.map(({ id, done, href }) => ({ id, done, href }))).toEqual([
      { id: 'shopEmail', done: false, href: null },
      { id: 'password', done: false, href: '/admin/security' },
      { id: 'twoFactor', done: false, href: '/admin/security' },
      { id: 'seller', done: false, href: '/admin/invoices' },
      { id: 'publicUrl', done: false, href: null },
      { id: 'mail', done: false, href: '/admin/mail' },
      { id: 'payments', done: false, href: null },
      { id: 'demo', done: false, href: null },
    ]);
    const detail = (id: FirstRunItemId) => body.items.find((item) => item.id === id)?.detail;
    // The quick start's notices go to the first admin, an address nobody reads.
    expect(detail('shopEmail')).toBe(m.shopEmail.generated('admin@artshop.local'));
    expect(detail('demo')).toBe(m.demo.todo(1));

    // The owner changes the generated password, turns on two-factor, saves the seller and
    // removes the demo: those points are done.
    await t.db
      .update(users)
      .set({ passwordHash: await hashPassword('my-own-Pa55word'), totpEnabledAt: new Date() })
      .where(eq(users.id, admin.id));
    await t.db
      .insert(invoiceSettings)
      .values({ legalName: 'Asha Arts', address: '1 MG Road, Pune', state: 'Maharashtra' });
    expect((await removeDemo(t, cookie)).statusCode).toBe(200);
    const after = doneById(await checklist(t, cookie));
    expect(after).toMatchObject({ password: true, twoFactor: true, seller: true, demo: true });
    expect(after).toMatchObject({
      shopEmail: false,
      publicUrl: false,
      mail: false,
      payments: false,
    });
  });
});

describe('GET /api/admin/first-run on a configured shop', () => {
  let t: TestApp;
  useTestApp(
    () =>
      buildTestApp({
        env: {
          SHOP_EMAIL: 'orders@asha-arts.in',
          PUBLIC_URL: 'https://asha-arts.in',
          // The test session's cookie is the plain one.
          COOKIE_SECURE: 'false',
          SMTP_URL: 'smtp://user:pass@mail.example.in:587',
          RAZORPAY_KEY_ID: 'rzp_live_x',
          RAZORPAY_KEY_SECRET: 'secret',
          RAZORPAY_WEBHOOK_SECRET: 'hook',
          SELLER_ADDRESS: '1 MG Road, Pune',
          SELLER_STATE: 'Maharashtra',
        },
      }),
    (built) => (t = built),
  );

  it('is done when every point is: the dashboard stops showing it', async () => {
    const { user, cookie } = await createSignedInAdmin(t.db);
    await t.db.update(users).set({ totpEnabledAt: new Date() }).where(eq(users.id, user.id));
    const body = await checklist(t, cookie);
    expect(body.items.filter((item) => !item.done)).toEqual([]);
    expect(body.done).toBe(true);
    expect(body.items.find((item) => item.id === 'shopEmail')?.detail).toBe(
      m.shopEmail.done('orders@asha-arts.in'),
    );
  });
});

describe('DELETE /api/admin/demo-catalogue', () => {
  let t: TestApp;
  useTestApp(buildTestApp, (built) => (t = built));

  it("removes the demo's products, reviews and test orders in one step, and nothing of the owner's", async () => {
    const { cookie } = await createSignedInAdmin(t.db);
    const customer = await createUser(t.db);
    const demoStone = await createProduct(t.db, { demo: true, title: 'Demo stone' });
    const demoPainting = await createProduct(t.db, { demo: true, type: 'painting' });
    const own = await createProduct(t.db, { title: 'My own stone' });
    await createReview(t.db, { productId: demoStone.id });
    await createReview(t.db, { productId: demoStone.id });
    const ownReview = await createReview(t.db, { productId: own.id });
    await t.db.insert(websiteReviews).values([
      { reviewUserName: 'Demo', reviewContent: 'Demo words', rating: 5, demo: true },
      { reviewUserName: 'Real', reviewContent: 'A real customer', rating: 4 },
    ]);
    // A trial purchase of a demo piece in test mode, paid, invoiced and partly refunded.
    const trial = await createOrder(t.db, customer.id, [{ product: demoStone }], {
      paymentStatus: 'success',
    });
    const [trialInvoice] = await t.db
      .insert(invoices)
      .values({
        orderId: trial.order.id,
        number: 'INV/26-27/0002',
        financialYear: '26-27',
        sequence: 2,
        kind: 'bill_of_supply',
        document: {} as never,
      })
      .returning();
    const [trialRefund] = await t.db
      .insert(refunds)
      .values({ orderId: trial.order.id, amountPaise: 100, reason: 'Trial', status: 'processed' })
      .returning();
    await t.db.insert(creditNotes).values({
      refundId: trialRefund!.id,
      invoiceId: trialInvoice!.id,
      orderId: trial.order.id,
      number: 'CN/26-27/0001',
      financialYear: '26-27',
      sequence: 1,
      document: {} as never,
    });
    const unpaidTrial = await createOrder(t.db, customer.id, [{ product: demoPainting }]);
    // Kept: real money for a demo piece; a test order that also holds the owner's product.
    const realSale = await createOrder(t.db, customer.id, [{ product: demoStone }], {
      provider: 'razorpay',
      paymentStatus: 'success',
    });
    const [realInvoice] = await t.db
      .insert(invoices)
      .values({
        orderId: realSale.order.id,
        number: 'INV/26-27/0001',
        financialYear: '26-27',
        sequence: 1,
        kind: 'bill_of_supply',
        document: {} as never,
      })
      .returning();
    const mixed = await createOrder(t.db, customer.id, [{ product: demoStone }, { product: own }]);
    await t.db.insert(documentCounters).values([
      { series: 'invoice', financialYear: '26-27', lastValue: 2 },
      { series: 'credit_note', financialYear: '26-27', lastValue: 1 },
    ]);

    const response = await removeDemo(t, cookie);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      message: m.demo.removed(2),
      removed: { products: 2, reviews: 2, websiteReviews: 1, orders: 2 },
    });

    expect((await t.db.select().from(products)).map((p) => p.id)).toEqual([own.id]);
    expect((await t.db.select().from(productReviews)).map((r) => r.id)).toEqual([ownReview.id]);
    expect((await t.db.select().from(websiteReviews)).map((r) => r.reviewUserName)).toEqual([
      'Real',
    ]);
    const left = (await t.db.select({ id: orders.id }).from(orders)).map((o) => o.id).sort();
    expect(left).toEqual([realSale.order.id, mixed.order.id].sort());
    expect(left).not.toContain(unpaidTrial.order.id);
    expect((await t.db.select().from(invoices)).map((i) => i.id)).toEqual([realInvoice!.id]);
    expect(await t.db.select().from(creditNotes)).toEqual([]);
    // The next real invoice follows the last one kept, not the trial's number.
    const counters = await t.db.select().from(documentCounters);
    expect(Object.fromEntries(counters.map((c) => [c.series, c.lastValue]))).toEqual({
      invoice: 1,
      credit_note: 0,
    });

    // A second click finds nothing left and changes nothing.
    const again = await removeDemo(t, cookie);
    expect(again.json().removed).toEqual({ products: 0, reviews: 0, websiteReviews: 0, orders: 0 });
  });

  it('takes the public catalogue answers with it at once', async () => {
    const { cookie } = await createSignedInAdmin(t.db);
    await createProduct(t.db, { demo: true, title: 'Cached demo stone' });
    const shop = () => t.app.inject({ method: 'GET', url: '/api/adminop/type/stoneArt' });
    expect((await shop()).body).toContain('Cached demo stone');
    await removeDemo(t, cookie);
    expect((await shop()).body).not.toContain('Cached demo stone');
  });
});
