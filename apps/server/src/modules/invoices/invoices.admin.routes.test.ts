import { invoiceSettingsMessages } from '@artshop/shared';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { creditNotes, invoiceSettings, invoices } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { injectAs } from '../../test/inject-as';
import { useTestApp } from '../../test/use-test-app';
import { createProduct } from '../../test/factories/catalog';
import { createSignedInAdmin, createSignedInCustomer } from '../../test/factories/users';
import { issueCreditNoteInTransaction } from './credit-notes.service';
import {
  creditNotesOf,
  insertProcessedRefund,
  invoiceOf,
  placeAndPay,
  SELLER_ENV,
} from '../../test/factories/invoices';

const FORMULA_NAME = '=HYPERLINK("http://evil.example","x"), Ltd';

describe('admin invoice settings and exports', () => {
  let t: TestApp;
  let admin: string;
  let customer: string;
  useTestApp(
    async () => {
      const built = await buildTestApp({ env: SELLER_ENV });
      admin = (await createSignedInAdmin(built.db)).cookie;
      customer = (await createSignedInCustomer(built.db)).cookie;
      return built;
    },
    (built) => (t = built),
  );

  describe('GET/PUT /api/admin/invoice-settings', () => {
    const url = '/api/admin/invoice-settings';

    it('answers the environment until saved, then what was saved', async () => {
      const before = await injectAs(t, 'GET', url, admin);
      expect(before.statusCode).toBe(200);
      expect(before.json()).toEqual({
        settings: {
          legalName: 'Shilpa Art Studio LLP',
          address: '4 Temple Street, Mysuru 570001',
          state: 'Karnataka',
          gstin: '29ABCDE1234F1Z5',
        },
        saved: false,
      });

      const put = await injectAs(t, 'PUT', url, admin, {
        legalName: '  Shilpa Crafts Pvt Ltd ',
        address: '9 Residency Road, Bengaluru',
        state: 'mh',
        gstin: '27pqrst6789k1z2',
      });
      expect(put.statusCode).toBe(200);
      const saved = {
        settings: {
          legalName: 'Shilpa Crafts Pvt Ltd',
          address: '9 Residency Road, Bengaluru',
          state: 'Maharashtra',
          gstin: '27PQRST6789K1Z2',
        },
        saved: true,
      };
      expect(put.json()).toEqual(saved);
      expect((await injectAs(t, 'GET', url, admin)).json()).toEqual(saved);

      // A blank GSTIN: not registered.
      const unregistered = await injectAs(t, 'PUT', url, admin, {
        ...saved.settings,
        gstin: '',
      });
      expect(unregistered.json().settings.gstin).toBeNull();
    });

    it.each([
      [{ legalName: '' }, invoiceSettingsMessages.legalNameRequired],
      [{ legalName: undefined }, invoiceSettingsMessages.legalNameRequired],
      [{ address: ' ' }, invoiceSettingsMessages.addressRequired],
      [{ legalName: 'x'.repeat(201) }, invoiceSettingsMessages.legalNameTooLong],
      [{ address: 'x'.repeat(501) }, invoiceSettingsMessages.addressTooLong],
      [{ gstin: 29 }, invoiceSettingsMessages.gstinInvalid],
      [{ state: 'Atlantis' }, invoiceSettingsMessages.stateInvalid],
      [{ gstin: '29ABC' }, invoiceSettingsMessages.gstinInvalid],
      // 27 is Maharashtra's code; the state is Karnataka (29).
      [{ gstin: '27ABCDE1234F1Z5' }, invoiceSettingsMessages.gstinStateMismatch],
    ])('refuses %o with 400 and its message', async (change, message) => {
      const response = await injectAs(t, 'PUT', url, admin, {
        legalName: 'Shilpa Art Studio LLP',
        address: '4 Temple Street, Mysuru',
        state: 'Karnataka',
        gstin: '29ABCDE1234F1Z5',
        ...change,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(message);
    });

    it('is for admins only', async () => {
      expect((await injectAs(t, 'GET', url, customer)).statusCode).toBe(403);
      expect((await injectAs(t, 'PUT', url, null, {})).statusCode).toBe(401);
    });
  });

  describe('monthly CSV exports', () => {
    /**
     * May 2026 (India time), worked by hand:
     *  A  Karnataka buyer (same state): ₹1,500.00 stone art, welcome offer 20%, paid ₹1,250.00:
     *     item 1,200.00 = 1,142.86 + CGST 28.57 + SGST 28.57; delivery 50.00 = 47.62 + 1.19 + 1.19.
     *     Invoice dated 1 May 00:00 IST (30 April 18:30 UTC).
     *  B  Maharashtra buyer, HSN 68029100 at 12%: ₹1,000.00 less 20% = 800.00 = 714.29 + IGST 85.71;
     *     delivery at 12%: 44.64 + 5.36. Total 850.00, taxable 758.93, IGST 91.07. 15 May.
     *  CN ₹500.00 refunded on A, 20 May: item 480.00 = 457.14 + 11.43 + 11.43, delivery 20.00 =
     *     19.05 + 0.47 + 0.48; taxable 476.19, CGST 11.90, SGST 11.91.
     *  Outside May: C's invoice at 30 April 23:59:59 IST, a credit note at 1 June 00:00 IST.
     */
    async function mayOfInvoices() {
      const stone = await createProduct(t.db, { pricePaise: 150_000 });
      const slab = await createProduct(t.db, {
        pricePaise: 100_000,
        hsnCode: '68029100',
        gstRateBp: 1200,
      });
      // The seller is the environment's again (Karnataka, registered).
      await t.db.delete(invoiceSettings);
      const a = await placeAndPay(t, { lines: [{ product: stone }], name: 'Asha Rao' });
      const b = await placeAndPay(t, {
        lines: [{ product: slab }],
        name: 'Meher Traders',
        address: '5 Marine Drive, Mumbai, Maharashtra, 400020, India',
      });
      // A buyer name that starts like a formula: checkout refuses one today (decision 0078), but
      // invoices issued before that rule keep what was typed, and the export must defuse it.
      await t.db
        .update(invoices)
        .set({
          document: sql`jsonb_set(${invoices.document}, '{buyer,name}', ${JSON.stringify(FORMULA_NAME)}::jsonb)`,
        })
        .where(eq(invoices.orderId, b.order.id));
      const c = await placeAndPay(t, { lines: [{ product: stone }] });
      const refundA = await insertProcessedRefund(t.db, a.order.id, 50_000);
      const refundC = await insertProcessedRefund(t.db, c.order.id, 10_000);
      await t.db.transaction(async (tx) => {
        await issueCreditNoteInTransaction(tx, refundA.id);
        await issueCreditNoteInTransaction(tx, refundC.id);
      });
      const setInvoiceDate = (orderId: string, at: string) =>
        t.db
          .update(invoices)
          .set({ issuedAt: new Date(at) })
          .where(eq(invoices.orderId, orderId));
      const setNoteDate = (orderId: string, at: string) =>
        t.db
          .update(creditNotes)
          .set({ issuedAt: new Date(at) })
          .where(eq(creditNotes.orderId, orderId));
      await setInvoiceDate(a.order.id, '2026-04-30T18:30:00.000Z');
      await setInvoiceDate(b.order.id, '2026-05-15T06:00:00.000Z');
      await setInvoiceDate(c.order.id, '2026-04-30T18:29:59.999Z');
      await setNoteDate(a.order.id, '2026-05-20T06:00:00.000Z');
      await setNoteDate(c.order.id, '2026-05-31T18:30:00.000Z');
      return {
        a: { id: a.order.id, number: (await invoiceOf(t.db, a.order.id))!.number },
        b: { id: b.order.id, number: (await invoiceOf(t.db, b.order.id))!.number },
        noteA: (await creditNotesOf(t.db, a.order.id))[0]!.number,
      };
    }

    let may: Awaited<ReturnType<typeof mayOfInvoices>>;
    beforeAll(async () => {
      may = await mayOfInvoices();
    });

    it('exports the register: invoices and credit notes (negative) of the month, escaped', async () => {
      const { a, b, noteA } = may;
      const response = await injectAs(
        t,
        'GET',
        '/api/admin/invoices/register.csv?month=2026-05',
        admin,
      );
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(response.headers['content-disposition']).toBe(
        'attachment; filename="invoice-register-2026-05.csv"',
      );
      expect(response.body.split('\r\n')).toEqual([
        'Date,Number,Kind,Order ID,Buyer,Buyer state,Place of supply,Taxable value,CGST,SGST,IGST,Total,Against invoice',
        `2026-05-01,${a.number},Tax invoice,${a.id},Asha Rao,Karnataka,Karnataka,1190.48,29.76,29.76,0.00,1250.00,`,
        // A name that starts like a formula is quoted and defused; its quotes and comma kept.
        `2026-05-15,${b.number},Tax invoice,${b.id},"'=HYPERLINK(""http://evil.example"",""x""), Ltd",Maharashtra,Maharashtra,758.93,0.00,0.00,91.07,850.00,`,
        `2026-05-20,${noteA},Credit note,${a.id},Asha Rao,Karnataka,Karnataka,-476.19,-11.90,-11.91,0.00,-500.00,${a.number}`,
        '',
      ]);
    });

    it('exports the HSN summary per HSN and rate, net of credit notes', async () => {
      const response = await injectAs(
        t,
        'GET',
        '/api/admin/invoices/hsn-summary.csv?month=2026-05',
        admin,
      );
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-disposition']).toBe(
        'attachment; filename="hsn-summary-2026-05.csv"',
      );
      // 6802 at 5%: A's 1,142.86 + 47.62 less the note's 457.14 + 19.05 = 714.29; CGST 28.57 +
      // 1.19 - 11.43 - 0.47 = 17.86; SGST 28.57 + 1.19 - 11.43 - 0.48 = 17.85; total 1,250 - 500.
      // The quantity is A's one piece: delivery adds none, a partial refund returns none.
      expect(response.body.split('\r\n')).toEqual([
        'HSN,GST rate (%),Quantity,Taxable value,CGST,SGST,IGST,Total',
        '6802,5,1,714.29,17.86,17.85,0.00,750.00',
        '68029100,12,1,758.93,0.00,0.00,91.07,850.00',
        '',
      ]);
    });

    it.each(['2000-01', '2099-12'])(
      'has only the header for a month without documents (%s)',
      async (month) => {
        const url = `/api/admin/invoices/hsn-summary.csv?month=${month}`;
        const response = await injectAs(t, 'GET', url, admin);
        expect(response.statusCode).toBe(200);
        expect(response.body).toBe(
          'HSN,GST rate (%),Quantity,Taxable value,CGST,SGST,IGST,Total\r\n',
        );
      },
    );

    it.each([
      '',
      '?month=2026-13',
      '?month=2026-5',
      '?month=May',
      '?month=0001-01',
      '?month=2100-01',
    ])('refuses %s with 400 and the month message', async (query) => {
      for (const path of ['register.csv', 'hsn-summary.csv']) {
        const response = await injectAs(t, 'GET', `/api/admin/invoices/${path}${query}`, admin);
        expect(response.statusCode).toBe(400);
        expect(response.json().message).toBe(invoiceSettingsMessages.monthInvalid);
      }
    });

    it('is for admins only', async () => {
      const url = '/api/admin/invoices/register.csv?month=2026-05';
      expect((await injectAs(t, 'GET', url, customer)).statusCode).toBe(403);
      expect((await injectAs(t, 'GET', url, null)).statusCode).toBe(401);
    });
  });
});
