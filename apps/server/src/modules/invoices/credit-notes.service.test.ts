import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { refunds } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { useTestApp } from '../../test/use-test-app';
import { createProduct } from '../../test/factories/catalog';
import { createOrder } from '../../test/factories/orders';
import { createUser } from '../../test/factories/users';
import { issueCreditNoteInTransaction } from './credit-notes.service';
import {
  creditNotesOf,
  insertProcessedRefund,
  invoiceOf,
  placeAndPay,
  SELLER_ENV,
} from '../../test/factories/invoices';

describe('credit notes of processed refunds', () => {
  let t: TestApp;
  useTestApp(
    () => buildTestApp({ env: SELLER_ENV }),
    (built) => (t = built),
  );

  const issue = (refundId: string, log?: FastifyBaseLogger) =>
    t.db.transaction((tx) => issueCreditNoteInTransaction(tx, refundId, log));

  /** ₹1,500.00 stone art with the welcome offer: paid ₹1,250.00 (item 1,200.00, delivery 50.00). */
  const paidOrder = async () =>
    placeAndPay(t, { lines: [{ product: await createProduct(t.db, { pricePaise: 150_000 }) }] });

  it('credits part, then the rest, against the invoice; together they reverse it exactly', async () => {
    const placed = await paidOrder();
    const invoice = (await invoiceOf(t.db, placed.order.id))!;

    // ₹500.00 of ₹1,250.00 in proportion: item 480.00, delivery 20.00. Taxable in each line's
    // ratio: 480 x 1,142.86/1,200 = 457.144 -> 457.14 (tax 22.86 = 11.43 + 11.43);
    // 20 x 47.62/50 = 19.048 -> 19.05 (tax 0.95 = 0.47 + 0.48).
    const first = await insertProcessedRefund(t.db, placed.order.id, 50_000, 'Chipped corner');
    await issue(first.id);
    const [note] = await creditNotesOf(t.db, placed.order.id);
    const year = note!.financialYear;
    expect(note).toMatchObject({
      refundId: first.id,
      invoiceId: invoice.id,
      number: `CN/${year}/00001`,
      sequence: 1,
    });
    expect(note!.document).toMatchObject({
      number: `CN/${year}/00001`,
      refundId: first.id,
      reason: 'Chipped corner',
      invoiceNumber: invoice.number,
      invoiceIssuedAt: invoice.document.issuedAt,
      kind: 'tax_invoice',
      supplyType: 'intra',
      seller: invoice.document.seller,
      buyer: invoice.document.buyer,
    });
    expect(
      note!.document.lines.map((l) => [
        l.grossPaise,
        l.taxablePaise,
        l.cgstPaise,
        l.sgstPaise,
        l.quantity,
      ]),
    ).toEqual([
      [48_000, 45_714, 1143, 1143, 0],
      [2000, 1905, 47, 48, 0],
    ]);
    expect(note!.document.totals).toEqual({
      taxablePaise: 47_619,
      cgstPaise: 1190,
      sgstPaise: 1191,
      igstPaise: 0,
      totalPaise: 50_000,
    });

    // The remaining ₹750.00: the invoice less the first note, to the paisa.
    const rest = await insertProcessedRefund(t.db, placed.order.id, 75_000, 'Returned');
    await issue(rest.id);
    const [, second] = await creditNotesOf(t.db, placed.order.id);
    expect(second!.number).toBe(`CN/${year}/00002`);
    expect(second!.document.totals).toEqual({
      taxablePaise: 119_048 - 47_619,
      cgstPaise: 2976 - 1190,
      sgstPaise: 2976 - 1191,
      igstPaise: 0,
      totalPaise: 75_000,
    });
    // With the last of each line credited, its quantity comes back too.
    expect(second!.document.lines.map((l) => l.quantity)).toEqual([1, 1]);

    // The order answer links each refund to its credit note.
    const mine = await t.app.inject({
      method: 'GET',
      url: '/api/order/user',
      headers: { cookie: placed.cookie },
    });
    const order = mine.json().orders[0];
    expect(order.refunded).toBe(1250);
    expect(order.refunds.map((r: { creditNote: unknown }) => r.creditNote)).toEqual([
      { id: note!.id, number: note!.number },
      { id: second!.id, number: second!.number },
    ]);
  });

  it('reverses the invoice exactly with one full refund', async () => {
    const placed = await paidOrder();
    const invoice = (await invoiceOf(t.db, placed.order.id))!;
    const refund = await insertProcessedRefund(t.db, placed.order.id, 125_000);
    await issue(refund.id);
    const [note] = await creditNotesOf(t.db, placed.order.id);
    expect(note!.document.lines).toEqual(invoice.document.lines);
    expect(note!.document.totals).toEqual(invoice.document.totals);
  });

  it('issues one note per refund however often it is asked, and none for a pending refund', async () => {
    const placed = await paidOrder();
    const [pending] = await t.db
      .insert(refunds)
      .values({ orderId: placed.order.id, amountPaise: 10_000, reason: 'Waiting' })
      .returning();
    await issue(pending!.id);
    expect(await creditNotesOf(t.db, placed.order.id)).toHaveLength(0);

    const refund = await insertProcessedRefund(t.db, placed.order.id, 10_000);
    await issue(refund.id);
    await issue(refund.id);
    expect(await creditNotesOf(t.db, placed.order.id)).toHaveLength(1);
  });

  it('issues nothing for an order paid before invoices existed, and says so in the log', async () => {
    const user = await createUser(t.db);
    const { order } = await createOrder(t.db, user.id, [{ product: await createProduct(t.db) }], {
      paymentStatus: 'success',
    });
    const refund = await insertProcessedRefund(t.db, order.id, 10_000);
    const info = vi.fn();
    await issue(refund.id, { info, error: vi.fn() } as unknown as FastifyBaseLogger);
    expect(await creditNotesOf(t.db, order.id)).toHaveLength(0);
    expect(info).toHaveBeenCalledWith(
      { refundId: refund.id, orderId: order.id },
      expect.stringContaining('without an invoice'),
    );
  });

  it('refuses to credit more than the invoice has left (logged, nothing issued)', async () => {
    const placed = await paidOrder();
    const all = await insertProcessedRefund(t.db, placed.order.id, 125_000);
    await issue(all.id);
    const extra = await insertProcessedRefund(t.db, placed.order.id, 100);
    const error = vi.fn();
    await issue(extra.id, { info: vi.fn(), error } as unknown as FastifyBaseLogger);
    expect(await creditNotesOf(t.db, placed.order.id)).toHaveLength(1);
    expect(error).toHaveBeenCalledOnce();
  });
});
