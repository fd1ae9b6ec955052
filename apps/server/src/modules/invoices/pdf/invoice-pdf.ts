import {
  invoiceLabels as L,
  shortOrderId,
  type CreditNoteDocument,
  type InvoiceDocument,
} from '@artshop/shared';
import { drawDocument } from './document-pdf';
import { renderPdf } from './pdf-buffer';

const indiaDate = new Intl.DateTimeFormat('en-IN', {
  timeZone: 'Asia/Kolkata',
  day: '2-digit',
  month: 'short',
  year: 'numeric',
});

/** '24 Nov 2026': the date in India, as the financial year and the exports count it. */
export const printedDate = (iso: string) => indiaDate.format(new Date(iso));

/** The order as the document names it: its number, or the short id on documents from before it. */
const orderReference = (document: Pick<InvoiceDocument, 'orderId' | 'orderNumber'>) =>
  document.orderNumber ?? `#${shortOrderId(document.orderId)}`;

const titleOf = (kind: InvoiceDocument['kind']) =>
  kind === 'tax_invoice' ? L.taxInvoice : L.billOfSupply;

/** The invoice as issued, as an A4 PDF (tax invoice, or bill of supply for an unregistered seller). */
export function renderInvoicePdf(document: InvoiceDocument): Promise<Buffer> {
  const title = titleOf(document.kind);
  return renderPdf(
    { title: `${title} ${document.number}`, createdAt: new Date(document.issuedAt) },
    (pdf) =>
      drawDocument(pdf, {
        title,
        ...(document.kind === 'bill_of_supply' ? { note: L.billOfSupplyNote } : {}),
        facts: [
          [L.invoiceNumber, document.number],
          [L.invoiceDate, printedDate(document.issuedAt)],
          [L.order, orderReference(document)],
          ...(document.paymentMode ? [[L.paymentMode, document.paymentMode] as const] : []),
        ],
        seller: document.seller,
        buyer: document.buyer,
        placeOfSupply: document.placeOfSupply,
        supplyType: document.supplyType,
        lines: document.lines,
        totals: document.totals,
        totalLabel: L.grandTotal,
      }),
  );
}

/** A credit note as an A4 PDF: the invoice it refers to, the reason, the credited lines only. */
export function renderCreditNotePdf(document: CreditNoteDocument): Promise<Buffer> {
  return renderPdf(
    { title: `${L.creditNote} ${document.number}`, createdAt: new Date(document.issuedAt) },
    (pdf) =>
      drawDocument(pdf, {
        title: L.creditNote,
        ...(document.kind === 'bill_of_supply' ? { note: L.billOfSupplyNote } : {}),
        facts: [
          [L.creditNoteNumber, document.number],
          [L.creditNoteDate, printedDate(document.issuedAt)],
          [L.originalInvoice, document.invoiceNumber],
          [L.originalInvoiceDate, printedDate(document.invoiceIssuedAt)],
          [L.order, orderReference(document)],
        ],
        seller: document.seller,
        buyer: document.buyer,
        placeOfSupply: document.placeOfSupply,
        supplyType: document.supplyType,
        lines: document.lines.filter((line) => line.grossPaise > 0),
        totals: document.totals,
        totalLabel: L.creditTotal,
        remarks: [[L.reason, document.reason]],
      }),
  );
}
