import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { documentCounters, invoiceSettings, orderItems, users } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { useTestApp } from '../../test/use-test-app';
import { createProduct } from '../../test/factories/catalog';
import { createOrder } from '../../test/factories/orders';
import { applyPaymentOutcome } from '../../test/factories/payments';
import { createUser } from '../../test/factories/users';
import { invoiceOf, placeAndPay, SELLER_ENV } from '../../test/factories/invoices';
import { issueInvoiceInTransaction } from './invoices.service';
import { financialYear } from './numbering';

describe('the invoice of an order that becomes paid', () => {
  let t: TestApp;
  useTestApp(
    () => buildTestApp({ env: SELLER_ENV }),
    (built) => (t = built),
  );

  it('is issued with the payment: number, seller, buyer, lines and the CGST/SGST split', async () => {
    // A new customer's first order: ₹1,500.00 stone art, 20% welcome offer (₹300.00), delivery
    // ₹50.00; paid ₹1,250.00. Item 1,200.00 / 1.05 = 1,142.857 -> 1,142.86, tax 57.14 = 28.57 +
    // 28.57; delivery (5% like the item) 50 / 1.05 = 47.619 -> 47.62, tax 2.38 = 1.19 + 1.19.
    const product = await createProduct(t.db, { title: 'Stone Ganesha', pricePaise: 150_000 });
    const placed = await placeAndPay(t, { lines: [{ product }] });
    expect(placed.order.pay).toBe(1250);

    const invoice = await invoiceOf(t.db, placed.order.id);
    expect(invoice).toBeDefined();
    // The order carries the account's email, whatever the form sent.
    const [buyer] = await t.db.select().from(users).where(eq(users.id, placed.userId));
    const year = financialYear(invoice!.issuedAt);
    expect(invoice).toMatchObject({
      kind: 'tax_invoice',
      financialYear: year,
      sequence: 1,
      number: `${year}/000001`,
    });
    expect(invoice!.document).toEqual({
      kind: 'tax_invoice',
      number: `${year}/000001`,
      issuedAt: invoice!.issuedAt.toISOString(),
      orderId: placed.order.id,
      orderNumber: placed.order.number,
      supplyType: 'intra',
      placeOfSupply: { state: 'Karnataka', stateCode: '29' },
      seller: {
        name: 'Shilpa Art Studio LLP',
        address: '4 Temple Street, Mysuru 570001',
        state: 'Karnataka',
        stateCode: '29',
        gstin: '29ABCDE1234F1Z5',
      },
      buyer: {
        name: 'Asha Rao',
        address: '12 MG Road, Bengaluru, Karnataka, 560001, India',
        state: 'Karnataka',
        stateCode: '29',
        gstin: null,
        email: buyer?.email,
        phone: '9876543210',
      },
      lines: [
        {
          description: 'Stone Ganesha (5 x 3 inches)',
          hsn: '6802',
          quantity: 1,
          grossPaise: 120_000,
          taxablePaise: 114_286,
          gstRateBp: 500,
          cgstPaise: 2857,
          sgstPaise: 2857,
          igstPaise: 0,
        },
        {
          description: 'Delivery charges',
          hsn: '6802',
          quantity: 1,
          grossPaise: 5000,
          taxablePaise: 4762,
          gstRateBp: 500,
          cgstPaise: 119,
          sgstPaise: 119,
          igstPaise: 0,
          delivery: true,
        },
      ],
      totals: {
        taxablePaise: 119_048,
        cgstPaise: 2976,
        sgstPaise: 2976,
        igstPaise: 0,
        totalPaise: 125_000,
      },
    });

    // The order answer names it.
    const mine = await t.app.inject({
      method: 'GET',
      url: '/api/order/user',
      headers: { cookie: placed.cookie },
    });
    expect(mine.json().orders[0].invoice).toEqual({
      number: `${year}/000001`,
      kind: 'tax_invoice',
      issuedAt: invoice!.issuedAt.toISOString(),
    });
  });

  it('uses IGST for another state, and prints an unknown state as typed (inter-state)', async () => {
    const product = await createProduct(t.db, { pricePaise: 100_000 });
    const mumbai = await placeAndPay(t, {
      lines: [{ product }],
      address: 'Flat 3, Sea View, Colaba, Mumbai, Maharashtra, 400005, India',
    });
    const inter = (await invoiceOf(t.db, mumbai.order.id))!.document;
    expect(inter.supplyType).toBe('inter');
    expect(inter.placeOfSupply).toEqual({ state: 'Maharashtra', stateCode: '27' });
    // 800.00 / 1.05 = 761.90, IGST 38.10; delivery 47.62, IGST 2.38.
    expect(inter.totals).toEqual({
      taxablePaise: 76_190 + 4762,
      cgstPaise: 0,
      sgstPaise: 0,
      igstPaise: 3810 + 238,
      totalPaise: 85_000,
    });

    const somewhere = await placeAndPay(t, {
      lines: [{ product }],
      address: '1 Main Street, Springfield, Ruritania, 12345, India',
    });
    const unknown = (await invoiceOf(t.db, somewhere.order.id))!.document;
    expect(unknown.supplyType).toBe('inter');
    expect(unknown.placeOfSupply).toEqual({ state: 'Ruritania', stateCode: null });
    expect(unknown.buyer.state).toBeNull();
  });

  it("copies the product's HSN and rate into the order, its type's default when it has none", async () => {
    const framed = await createProduct(t.db, {
      title: 'Brass frame',
      pricePaise: 112_000,
      hsnCode: '74199990',
      gstRateBp: 1200,
    });
    const plain = await createProduct(t.db, { title: 'Coaster', pricePaise: 50_000 });
    const placed = await placeAndPay(t, {
      lines: [{ product: framed }, { product: plain, quantity: 2 }],
      address: 'Flat 3, Sea View, Colaba, Mumbai, Maharashtra, 400005, India',
    });
    const items = await t.db
      .select({ title: orderItems.title, hsn: orderItems.hsnCode, rate: orderItems.gstRateBp })
      .from(orderItems)
      .where(eq(orderItems.orderId, placed.order.id));
    expect(items.sort((a, b) => a.title.localeCompare(b.title))).toEqual([
      { title: 'Brass frame', hsn: '74199990', rate: 1200 },
      { title: 'Coaster', hsn: '6802', rate: 500 },
    ]);
    // Items 1,120.00 + 2 x 500.00 = 2,120.00, welcome offer 424.00 spread 224.00 and 200.00:
    // frame 896.00 / 1.12 = 800.00 (IGST 96.00), coasters 800.00 / 1.05 = 761.90 (38.10);
    // delivery at the principal 12% under the frame's HSN: 50 / 1.12 = 44.64 (5.36).
    const document = (await invoiceOf(t.db, placed.order.id))!.document;
    const byHsn = document.lines.map((l) => [
      l.hsn,
      l.gstRateBp,
      l.grossPaise,
      l.taxablePaise,
      l.igstPaise,
    ]);
    expect(byHsn.sort()).toEqual(
      [
        ['6802', 500, 80_000, 76_190, 3810],
        ['74199990', 1200, 5000, 4464, 536],
        ['74199990', 1200, 89_600, 80_000, 9600],
      ].sort(),
    );
    expect(document.totals.totalPaise).toBe(placed.order.pay * 100);
  });

  it('issues nothing twice: a second call leaves the invoice and the counter alone', async () => {
    const placed = await placeAndPay(t);
    const first = await invoiceOf(t.db, placed.order.id);
    const counters = await t.db.select().from(documentCounters);
    await t.db.transaction((tx) => issueInvoiceInTransaction(tx, t.config, placed.order.id));
    expect(await invoiceOf(t.db, placed.order.id)).toEqual(first);
    expect(await t.db.select().from(documentCounters)).toEqual(counters);
  });

  it('issues none for an unpaid order, and none for orders paid before invoices existed', async () => {
    const user = await createUser(t.db);
    const { order: pending } = await createOrder(t.db, user.id, [
      { product: await createProduct(t.db) },
    ]);
    await t.db.transaction((tx) => issueInvoiceInTransaction(tx, t.config, pending.id));
    expect(await invoiceOf(t.db, pending.id)).toBeUndefined();
    const { order: old } = await createOrder(t.db, user.id, [], { paymentStatus: 'success' });
    expect(await invoiceOf(t.db, old.id)).toBeUndefined();
  });

  it('takes the seller saved in the back-office over the environment', async () => {
    await t.db.insert(invoiceSettings).values({
      legalName: 'Shilpa Crafts Pvt Ltd',
      address: '9 Residency Road, Bengaluru',
      state: 'Karnataka',
      gstin: '29PQRST6789K1Z2',
    });
    try {
      const placed = await placeAndPay(t);
      const document = (await invoiceOf(t.db, placed.order.id))!.document;
      expect(document.seller).toEqual({
        name: 'Shilpa Crafts Pvt Ltd',
        address: '9 Residency Road, Bengaluru',
        state: 'Karnataka',
        stateCode: '29',
        gstin: '29PQRST6789K1Z2',
      });
    } finally {
      await t.db.delete(invoiceSettings);
    }
  });
});

describe('an unregistered seller (no GSTIN)', () => {
  let t: TestApp;
  useTestApp(
    () => buildTestApp({ env: { ...SELLER_ENV, SELLER_GSTIN: '' } }),
    (built) => (t = built),
  );

  it('issues a bill of supply without tax, numbered in the same series', async () => {
    const product = await createProduct(t.db, { pricePaise: 150_000 });
    const placed = await placeAndPay(t, { lines: [{ product }] });
    const invoice = (await invoiceOf(t.db, placed.order.id))!;
    expect(invoice.kind).toBe('bill_of_supply');
    expect(invoice.sequence).toBe(1);
    expect(invoice.document.supplyType).toBe('none');
    expect(invoice.document.seller.gstin).toBeNull();
    expect(invoice.document.lines.map((l) => [l.grossPaise, l.taxablePaise, l.gstRateBp])).toEqual([
      [120_000, 120_000, 0],
      [5000, 5000, 0],
    ]);
    expect(invoice.document.totals).toEqual({
      taxablePaise: 125_000,
      cgstPaise: 0,
      sgstPaise: 0,
      igstPaise: 0,
      totalPaise: 125_000,
    });
  });

  it('is also what a paid order without items gets (its total as one line)', async () => {
    const user = await createUser(t.db);
    const { order } = await createOrder(t.db, user.id, [], { totalPaise: 9_900 });
    await applyPaymentOutcome(
      t.db,
      { orderId: order.id, outcome: 'success', paymentId: 'pay_noitems' },
      t.config,
    );
    const invoice = (await invoiceOf(t.db, order.id))!;
    expect(invoice.document.totals.totalPaise).toBe(9_900);
  });
});
