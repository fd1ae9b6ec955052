import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { invoices, orders } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { useTestApp } from '../../test/use-test-app';
import { createProduct } from '../../test/factories/catalog';
import { createOrder } from '../../test/factories/orders';
import {
  applyPaymentOutcome,
  applyPaymentOutcomeInTransaction,
} from '../../test/factories/payments';
import { createUser } from '../../test/factories/users';
import { SELLER_ENV } from '../../test/factories/invoices';
import { creditNoteNumber, financialYear, invoiceNumber, takeNumber } from './numbering';

describe('financial year and number format', () => {
  it('runs April to March in India time', () => {
    // 1 April 2026 00:00 IST is 31 March 2026 18:30 UTC.
    expect(financialYear(new Date('2026-03-31T18:29:59.999Z'))).toBe('25-26');
    expect(financialYear(new Date('2026-03-31T18:30:00.000Z'))).toBe('26-27');
    expect(financialYear(new Date('2026-11-24T10:00:00Z'))).toBe('26-27');
    expect(financialYear(new Date('2027-03-31T18:29:59.999Z'))).toBe('26-27');
    expect(financialYear(new Date('2027-03-31T18:30:00.000Z'))).toBe('27-28');
    expect(financialYear(new Date('2099-12-01T00:00:00Z'))).toBe('99-00');
  });

  it('numbers within 16 characters', () => {
    expect(invoiceNumber('26-27', 42)).toBe('26-27/000042');
    expect(creditNoteNumber('26-27', 42)).toBe('CN/26-27/00042');
    expect(invoiceNumber('26-27', 12_345_678).length).toBeLessThanOrEqual(16);
    expect(creditNoteNumber('26-27', 1_234_567).length).toBeLessThanOrEqual(16);
  });
});

/**
 * Gap-free and unique under concurrent payments. On PGlite (one query at a time) this passes
 * trivially; it proves something on a PostgreSQL server (TEST_DATABASE_URL=postgres://...).
 */
describe('invoice numbers under concurrent payments', () => {
  let t: TestApp;
  useTestApp(
    () => buildTestApp({ env: SELLER_ENV }),
    (built) => (t = built),
  );

  async function pendingOrders(count: number) {
    const user = await createUser(t.db);
    const made = [];
    // A product each: payments of one product queue on its row before they reach the counter.
    for (let i = 0; i < count; i += 1) {
      const product = await createProduct(t.db);
      made.push((await createOrder(t.db, user.id, [{ product }])).order);
    }
    return made;
  }

  /** Sequences per financial year, sorted (a run across 1 April would give two years). */
  async function sequencesByYear() {
    const rows = await t.db
      .select({
        year: invoices.financialYear,
        sequence: invoices.sequence,
        issuedAt: invoices.issuedAt,
      })
      .from(invoices);
    const byYear = new Map<string, number[]>();
    for (const row of rows) {
      expect(row.year).toBe(financialYear(row.issuedAt));
      byYear.set(row.year, [...(byYear.get(row.year) ?? []), row.sequence]);
    }
    for (const list of byYear.values()) list.sort((a, b) => a - b);
    return byYear;
  }

  it('numbers 20 orders paid at once 1..20, none skipped or repeated, rollbacks giving theirs back', async () => {
    const made = await pendingOrders(25);
    // Every fifth payment's transaction fails after taking its number: it must leave no gap.
    const results = await Promise.allSettled(
      made.map((order, i) =>
        i % 5 === 4
          ? t.db.transaction(async (tx) => {
              await applyPaymentOutcomeInTransaction(
                tx,
                { orderId: order.id, outcome: 'success', paymentId: `pay_rollback_${i}` },
                t.config,
              );
              throw new Error('rolled back on purpose');
            })
          : applyPaymentOutcome(
              t.db,
              { orderId: order.id, outcome: 'success', paymentId: `pay_concurrent_${i}` },
              t.config,
            ),
      ),
    );
    expect(results.filter((r) => r.status === 'rejected')).toHaveLength(5);

    const byYear = await sequencesByYear();
    const all = [...byYear.values()].flat();
    expect(all).toHaveLength(20);
    for (const list of byYear.values()) {
      expect(list).toEqual(Array.from({ length: list.length }, (_, i) => i + 1));
    }
    const numbers = await t.db.select({ number: invoices.number }).from(invoices);
    expect(new Set(numbers.map((n) => n.number)).size).toBe(20);

    // The rolled-back orders are still unpaid and have no invoice.
    for (const [i, order] of made.entries()) {
      const [row] = await t.db.select().from(orders).where(eq(orders.id, order.id));
      expect(row?.paymentStatus).toBe(i % 5 === 4 ? 'pending' : 'success');
    }
  });

  it('the next payment takes the next number: the rollbacks left no gap', async () => {
    const [order] = await pendingOrders(1);
    const before = await sequencesByYear();
    await applyPaymentOutcome(
      t.db,
      { orderId: order!.id, outcome: 'success', paymentId: 'pay_after' },
      t.config,
    );
    const [row] = await t.db.select().from(invoices).where(eq(invoices.orderId, order!.id));
    expect(row?.sequence).toBe((before.get(row!.financialYear)?.length ?? 0) + 1);
    expect(row?.number).toBe(invoiceNumber(row!.financialYear, row!.sequence));
  });

  it('keeps a separate series per kind and year', async () => {
    await t.db.transaction(async (tx) => {
      expect(await takeNumber(tx, 'credit_note', '30-31')).toBe(1);
      expect(await takeNumber(tx, 'credit_note', '30-31')).toBe(2);
      expect(await takeNumber(tx, 'invoice', '30-31')).toBe(1);
      expect(await takeNumber(tx, 'credit_note', '31-32')).toBe(1);
    });
  });
});
