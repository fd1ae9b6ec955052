import { orderLifecycleMessages, orderMessages } from '@artshop/shared';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { creditNotes, invoices, orders } from '../../db/schema';
import { httpError } from '../../lib/http-error';
import { isUuid } from '../../lib/pg-errors';
import { renderCreditNotePdf, renderInvoicePdf } from './pdf/invoice-pdf';
import type { Viewer } from '../auth/session.plugin';

export interface PdfFile {
  filename: string;
  pdf: Buffer;
}

/** '26-27/000042' -> 'invoice-26-27-000042.pdf'. */
const fileName = (prefix: string, number: string) =>
  `${prefix}-${number.replace(/^CN\//, '').replace(/[^0-9A-Za-z-]/g, '-')}.pdf`;

/**
 * The order, if the viewer may see it. Someone else's order is 'not found' exactly like a missing
 * one, so the answer never tells a customer which order ids exist.
 */
async function viewableOrder(db: Db, orderId: string, viewer: Viewer) {
  const [order] = isUuid(orderId)
    ? await db
        .select({ id: orders.id, userId: orders.userId })
        .from(orders)
        .where(eq(orders.id, orderId))
    : [];
  if (!order || (!viewer.admin && order.userId !== viewer.userId)) {
    throw httpError(404, orderMessages.orderNotFound);
  }
  return order;
}

/** `GET /api/order/{id}/invoice`: the invoice as issued, drawn as a PDF. */
export async function invoicePdf(db: Db, orderId: string, viewer: Viewer): Promise<PdfFile> {
  await viewableOrder(db, orderId, viewer);
  const [invoice] = await db
    .select({ number: invoices.number, document: invoices.document })
    .from(invoices)
    .where(eq(invoices.orderId, orderId));
  if (!invoice) throw httpError(404, orderLifecycleMessages.invoiceNotFound);
  return {
    filename: fileName('invoice', invoice.number),
    pdf: await renderInvoicePdf(invoice.document),
  };
}

/** `GET /api/order/{id}/credit-notes/{creditNoteId}`: one credit note of the order, as a PDF. */
export async function creditNotePdf(
  db: Db,
  orderId: string,
  creditNoteId: string,
  viewer: Viewer,
): Promise<PdfFile> {
  await viewableOrder(db, orderId, viewer);
  const [note] = isUuid(creditNoteId)
    ? await db
        .select({ number: creditNotes.number, document: creditNotes.document })
        .from(creditNotes)
        .where(and(eq(creditNotes.id, creditNoteId), eq(creditNotes.orderId, orderId)))
    : [];
  if (!note) throw httpError(404, orderLifecycleMessages.creditNoteNotFound);
  return {
    filename: fileName('credit-note', note.number),
    pdf: await renderCreditNotePdf(note.document),
  };
}
