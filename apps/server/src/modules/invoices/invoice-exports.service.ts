import {
  invoiceLabels as L,
  type CreditNoteDocument,
  type InvoiceDocument,
  type InvoiceLine,
  type InvoiceTotals,
} from '@artshop/shared';
import { and, asc, gte, lt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { creditNotes, invoices } from '../../db/schema';
import { csvCell } from '../newsletter/csv';
import { INDIA_OFFSET_MS, inIndia } from './numbering';

/**
 * The back-office's monthly GST exports (decision 0048): the register of every invoice and credit
 * note issued in a calendar month in India, and the HSN summary. Credit notes count negative, so
 * the sums are what the month owes.
 */

/** The month 'YYYY-MM' in India time as [from, to). */
export function indiaMonth(month: string): { from: Date; to: Date } {
  const [year = 0, number = 1] = month.split('-').map(Number);
  // setUTCFullYear, not Date.UTC: that reads years 0 to 99 as 1900 to 1999.
  const midnight = (monthIndex: number) => {
    const at = new Date(0);
    at.setUTCFullYear(year, monthIndex, 1);
    return new Date(at.getTime() - INDIA_OFFSET_MS);
  };
  return { from: midnight(number - 1), to: midnight(number) };
}

/** Rupees with 2 decimals and no grouping: a number a spreadsheet reads ('-466.41'). */
const rupees = (paise: number) => {
  const sign = paise < 0 ? '-' : '';
  const abs = Math.abs(paise);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
};

type Cell = string | { number: string };

/**
 * CSV with CRLF line ends. Text goes through `csvCell` (quoted as needed, a leading = + - @ made
 * harmless); amounts we wrote ourselves go as they are, so a credit's minus stays a number.
 */
function toCsv(rows: readonly (readonly Cell[])[]): string {
  return (
    rows
      .map((row) =>
        row.map((cell) => (typeof cell === 'string' ? csvCell(cell) : cell.number)).join(','),
      )
      .join('\r\n') + '\r\n'
  );
}

const amount = (paise: number): Cell => ({ number: rupees(paise) });
const count = (value: number): Cell => ({ number: String(value) });
const indiaDay = (at: Date) => inIndia(at).toISOString().slice(0, 10);

async function monthDocuments(db: Db, month: string) {
  const { from, to } = indiaMonth(month);
  const [issuedInvoices, issuedNotes] = await Promise.all([
    db
      .select({ issuedAt: invoices.issuedAt, document: invoices.document })
      .from(invoices)
      .where(and(gte(invoices.issuedAt, from), lt(invoices.issuedAt, to)))
      .orderBy(asc(invoices.issuedAt), asc(invoices.sequence)),
    db
      .select({ issuedAt: creditNotes.issuedAt, document: creditNotes.document })
      .from(creditNotes)
      .where(and(gte(creditNotes.issuedAt, from), lt(creditNotes.issuedAt, to)))
      .orderBy(asc(creditNotes.issuedAt), asc(creditNotes.sequence)),
  ]);
  return { issuedInvoices, issuedNotes };
}

interface RegisterEntry {
  issuedAt: Date;
  document: InvoiceDocument | CreditNoteDocument;
  kind: string;
  sign: 1 | -1;
  refersTo: string;
}

const placeOf = (document: RegisterEntry['document']) => document.placeOfSupply.state ?? '';

/** `GET /api/admin/invoices/register.csv?month=YYYY-MM`. */
export async function invoiceRegisterCsv(db: Db, month: string): Promise<string> {
  const { issuedInvoices, issuedNotes } = await monthDocuments(db, month);
  const entries: RegisterEntry[] = [
    ...issuedInvoices.map((row) => ({
      ...row,
      kind: row.document.kind === 'tax_invoice' ? L.csvKindTaxInvoice : L.csvKindBillOfSupply,
      sign: 1 as const,
      refersTo: '',
    })),
    ...issuedNotes.map((row) => ({
      ...row,
      kind: L.csvKindCreditNote,
      sign: -1 as const,
      refersTo: row.document.invoiceNumber,
    })),
  ].sort((a, b) => a.issuedAt.getTime() - b.issuedAt.getTime());
  const signed = (totals: InvoiceTotals, key: keyof InvoiceTotals, sign: 1 | -1) =>
    amount(sign * totals[key]);
  return toCsv([
    [
      L.csvDate,
      L.csvNumber,
      L.csvKind,
      L.csvOrderId,
      L.csvBuyer,
      L.csvBuyerState,
      L.csvPlaceOfSupply,
      L.csvTaxable,
      L.csvCgst,
      L.csvSgst,
      L.csvIgst,
      L.csvTotal,
      L.csvRefersTo,
    ],
    ...entries.map(({ issuedAt, document, kind, sign, refersTo }) => [
      indiaDay(issuedAt),
      document.number,
      kind,
      document.orderId,
      document.buyer.name,
      document.buyer.state ?? '',
      placeOf(document),
      signed(document.totals, 'taxablePaise', sign),
      signed(document.totals, 'cgstPaise', sign),
      signed(document.totals, 'sgstPaise', sign),
      signed(document.totals, 'igstPaise', sign),
      signed(document.totals, 'totalPaise', sign),
      refersTo,
    ]),
  ]);
}

interface HsnRow {
  hsn: string;
  gstRateBp: number;
  quantity: number;
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
  totalPaise: number;
}

/**
 * `GET /api/admin/invoices/hsn-summary.csv?month=YYYY-MM`: per HSN and rate, net of the month's
 * credit notes. Delivery lines add value under the principal item's HSN but no quantity.
 */
export async function hsnSummaryCsv(db: Db, month: string): Promise<string> {
  const { issuedInvoices, issuedNotes } = await monthDocuments(db, month);
  const rows = new Map<string, HsnRow>();
  const add = (line: InvoiceLine, sign: 1 | -1) => {
    const key = `${line.hsn}|${line.gstRateBp}`;
    const row = rows.get(key) ?? {
      hsn: line.hsn,
      gstRateBp: line.gstRateBp,
      quantity: 0,
      taxablePaise: 0,
      cgstPaise: 0,
      sgstPaise: 0,
      igstPaise: 0,
      totalPaise: 0,
    };
    if (!line.delivery) row.quantity += sign * line.quantity;
    row.taxablePaise += sign * line.taxablePaise;
    row.cgstPaise += sign * line.cgstPaise;
    row.sgstPaise += sign * line.sgstPaise;
    row.igstPaise += sign * line.igstPaise;
    row.totalPaise += sign * line.grossPaise;
    rows.set(key, row);
  };
  for (const { document } of issuedInvoices) for (const line of document.lines) add(line, 1);
  for (const { document } of issuedNotes) for (const line of document.lines) add(line, -1);
  const sorted = [...rows.values()].sort((a, b) =>
    a.hsn === b.hsn ? a.gstRateBp - b.gstRateBp : a.hsn.localeCompare(b.hsn),
  );
  return toCsv([
    [L.csvHsn, L.csvRate, L.csvQuantity, L.csvTaxable, L.csvCgst, L.csvSgst, L.csvIgst, L.csvTotal],
    ...sorted.map((row) => [
      row.hsn,
      { number: String(row.gstRateBp / 100) },
      count(row.quantity),
      amount(row.taxablePaise),
      amount(row.cgstPaise),
      amount(row.sgstPaise),
      amount(row.igstPaise),
      amount(row.totalPaise),
    ]),
  ]);
}
