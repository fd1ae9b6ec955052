import {
  authMessages,
  creditNoteUrl,
  invoiceUrl,
  orderLifecycleMessages,
  orderMessages,
} from '@artshop/shared';
import { describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { injectAs } from '../../test/inject-as';
import { useTestApp } from '../../test/use-test-app';
import { createProduct } from '../../test/factories/catalog';
import { createOrder } from '../../test/factories/orders';
import { createSignedInAdmin, createSignedInCustomer } from '../../test/factories/users';
import { issueCreditNoteInTransaction } from './credit-notes.service';
import {
  creditNotesOf,
  insertProcessedRefund,
  invoiceOf,
  placeAndPay,
  SELLER_ENV,
} from '../../test/factories/invoices';
import { pdfText } from '../../test/pdf-reader';

describe('invoice and credit note downloads', () => {
  let t: TestApp;
  useTestApp(
    () => buildTestApp({ env: SELLER_ENV }),
    (built) => (t = built),
  );

  const get = (url: string, cookie: string | null) => injectAs(t, 'GET', url, cookie);

  async function paidWithCreditNote() {
    const product = await createProduct(t.db, { title: 'Stone Ganesha', pricePaise: 150_000 });
    const placed = await placeAndPay(t, { lines: [{ product }], name: 'Meera Iyer' });
    const refund = await insertProcessedRefund(t.db, placed.order.id, 50_000, 'Chipped corner');
    await t.db.transaction((tx) => issueCreditNoteInTransaction(tx, refund.id));
    const [note] = await creditNotesOf(t.db, placed.order.id);
    return { placed, invoice: (await invoiceOf(t.db, placed.order.id))!, note: note! };
  }

  it('gives the owner the invoice as a PDF download that is never cached', async () => {
    const { placed, invoice } = await paidWithCreditNote();
    const response = await get(invoiceUrl(placed.order.id), placed.cookie);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="invoice-${invoice.number.replace('/', '-')}.pdf"`,
    );
    expect(response.headers['cache-control']).toBe('private, no-store');
    const text = (await pdfText(response.rawPayload)).replace(/[ \t]+/g, ' ');
    // Paid ₹1,250.00: item 1,200.00 = 1,142.86 + 28.57 + 28.57; delivery 50.00 = 47.62 + 1.19 + 1.19.
    for (const expected of [
      'Tax Invoice',
      invoice.number,
      'Shilpa Art Studio LLP',
      'GSTIN: 29ABCDE1234F1Z5',
      'Meera Iyer',
      'Stone Ganesha (5 x 3 inches) 6802 1 ₹1,142.86 5% ₹28.57 ₹28.57 ₹1,200.00',
      'Delivery charges 6802 1 ₹47.62 5% ₹1.19 ₹1.19 ₹50.00',
      'CGST ₹29.76',
      'SGST ₹29.76',
      'Total (tax inclusive) ₹1,250.00',
    ]) {
      expect(text).toContain(expected);
    }
  });

  it('gives the owner and an admin the credit note', async () => {
    const { placed, invoice, note } = await paidWithCreditNote();
    const { cookie: admin } = await createSignedInAdmin(t.db);
    for (const cookie of [placed.cookie, admin]) {
      const response = await get(creditNoteUrl(placed.order.id, note.id), cookie);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/pdf');
      expect(response.headers['content-disposition']).toBe(
        `attachment; filename="credit-note-${note.number.replace('CN/', '').replace('/', '-')}.pdf"`,
      );
      const text = (await pdfText(response.rawPayload)).replace(/[ \t]+/g, ' ');
      expect(text).toContain('Credit Note');
      expect(text).toContain(note.number);
      expect(text).toContain(`Against Invoice No. ${invoice.number}`);
      expect(text).toContain('Reason: Chipped corner');
      expect(text).toContain('Total credited (tax inclusive) ₹500.00');
    }
  });

  it("lets an admin download any order's invoice", async () => {
    const { placed } = await paidWithCreditNote();
    const { cookie: admin } = await createSignedInAdmin(t.db);
    const response = await get(invoiceUrl(placed.order.id), admin);
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('answers another customer 404 as if the order did not exist, and a visitor 401', async () => {
    const { placed, note } = await paidWithCreditNote();
    const { cookie: stranger } = await createSignedInCustomer(t.db);
    for (const url of [invoiceUrl(placed.order.id), creditNoteUrl(placed.order.id, note.id)]) {
      const other = await get(url, stranger);
      expect(other.statusCode).toBe(404);
      expect(other.json().message).toBe(orderMessages.orderNotFound);
      const visitor = await get(url, null);
      expect(visitor.statusCode).toBe(401);
      expect(visitor.json().message).toBe(authMessages.loginRequired);
    }
    const missing = await get(invoiceUrl('00000000-0000-4000-8000-000000000000'), stranger);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(orderMessages.orderNotFound);
    expect((await get(invoiceUrl('not-a-uuid'), stranger)).statusCode).toBe(404);
  });

  it('answers 404 with its message for an order without an invoice or an unknown credit note', async () => {
    const { cookie, user } = await createSignedInCustomer(t.db);
    const { order } = await createOrder(t.db, user.id, [{ product: await createProduct(t.db) }]);
    const none = await get(invoiceUrl(order.id), cookie);
    expect(none.statusCode).toBe(404);
    expect(none.json().message).toBe(orderLifecycleMessages.invoiceNotFound);

    // A credit note of another order, asked for under this one, is not found here.
    const { note } = await paidWithCreditNote();
    for (const id of [note.id, 'not-a-uuid']) {
      const response = await get(creditNoteUrl(order.id, id), cookie);
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe(orderLifecycleMessages.creditNoteNotFound);
    }
  });

  it('documents the downloads and the back-office calls in the OpenAPI page', async () => {
    const spec = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    for (const path of [
      '/api/order/{id}/invoice',
      '/api/order/{id}/credit-notes/{creditNoteId}',
      '/api/admin/invoices/register.csv',
      '/api/admin/invoices/hsn-summary.csv',
    ]) {
      expect(Object.keys(spec.paths[path] ?? {}), path).toEqual(['get']);
    }
    expect(Object.keys(spec.paths['/api/admin/invoice-settings']).sort()).toEqual(['get', 'put']);
  });
});
