import type { CreditNoteDocument } from '@artshop/shared';
import { asc, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { creditNotes, invoices, refunds } from '../../db/schema';
import { creditNoteNumber, financialYear, takeNumber } from './numbering';
import { creditNoteLines } from './tax';

/**
 * Issues the credit note of a refund that has just become processed, in the caller's transaction
 * (the one that records the refund as processed): for its amount, against the order's invoice,
 * with the invoice's tax split scaled to it (same CGST/SGST or IGST). A second call for the same
 * refund does nothing; so does a refund that is not processed, or of an order paid before invoices
 * existed (logged). Credit notes of one order are issued one at a time (the invoice row is locked),
 * each taking its share of what the earlier ones left, so together they never credit more than the
 * invoice and a full refund reverses it exactly.
 */
export async function issueCreditNoteInTransaction(
  tx: Db,
  refundId: string,
  log?: FastifyBaseLogger,
): Promise<void> {
  const [refund] = await tx.select().from(refunds).where(eq(refunds.id, refundId));
  if (!refund || refund.status !== 'processed') return;
  const [invoice] = await tx
    .select()
    .from(invoices)
    .where(eq(invoices.orderId, refund.orderId))
    .for('update');
  if (!invoice) {
    log?.info(
      { refundId, orderId: refund.orderId },
      'refund of an order without an invoice: no credit note',
    );
    return;
  }
  const earlier = await tx
    .select({ refundId: creditNotes.refundId, document: creditNotes.document })
    .from(creditNotes)
    .where(eq(creditNotes.invoiceId, invoice.id))
    .orderBy(asc(creditNotes.sequence));
  if (earlier.some((note) => note.refundId === refundId)) return;

  const issued = invoice.document;
  const creditedBefore = issued.lines.map((_, i) =>
    earlier.reduce((sum, note) => sum + (note.document.lines[i]?.grossPaise ?? 0), 0),
  );
  let split: ReturnType<typeof creditNoteLines>;
  try {
    split = creditNoteLines(issued.lines, creditedBefore, refund.amountPaise, issued.supplyType);
  } catch (error) {
    // The refunds never pass what was paid, which is the invoice's total; this is a broken record.
    if (!(error instanceof RangeError)) throw error;
    log?.error({ refundId, invoice: invoice.number }, 'refund is more than the invoice has left');
    return;
  }

  // Dated when the refund went through, which is when the buyer was credited.
  const issuedAt = refund.processedAt ?? new Date();
  const year = financialYear(issuedAt);
  const sequence = await takeNumber(tx, 'credit_note', year);
  const number = creditNoteNumber(year, sequence);
  const document: CreditNoteDocument = {
    number,
    issuedAt: issuedAt.toISOString(),
    orderId: refund.orderId,
    ...(issued.orderNumber ? { orderNumber: issued.orderNumber } : {}),
    refundId,
    reason: refund.reason,
    invoiceNumber: invoice.number,
    invoiceIssuedAt: issued.issuedAt,
    kind: issued.kind,
    supplyType: issued.supplyType,
    placeOfSupply: issued.placeOfSupply,
    seller: issued.seller,
    buyer: issued.buyer,
    lines: split.lines,
    totals: split.totals,
  };
  await tx.insert(creditNotes).values({
    refundId,
    invoiceId: invoice.id,
    orderId: refund.orderId,
    number,
    financialYear: year,
    sequence,
    issuedAt,
    document,
  });
}
