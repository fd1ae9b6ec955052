import { invoiceLabels as L, type InvoiceLine, type InvoiceTotals } from '@artshop/shared';
import { and, asc, gte, lt, sql } from 'drizzle-orm';
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

/** Issued in the month, in India time: `issued_at` in [from, to). */
const issuedIn = (table: typeof invoices | typeof creditNotes, month: string) => {
  const { from, to } = indiaMonth(month);
  return and(gte(table.issuedAt, from), lt(table.issuedAt, to));
};

/**
 * The month's documents' lines alone (the HSN summary): the database sends the `lines` array of
 * each document, not the parties and totals beside it.
 */
async function monthLines(db: Db, month: string) {
  const lines = (table: typeof invoices | typeof creditNotes) =>
    db
      .select({ lines: sql<InvoiceLine[]>`${table.document} -> 'lines'` })
      .from(table)
      .where(issuedIn(table, month))
      .orderBy(asc(table.issuedAt), asc(table.sequence));
  const [invoiceLines, noteLines] = await Promise.all([lines(invoices), lines(creditNotes)]);
  return { invoiceLines, noteLines };
}

/**
 * What one register row prints, read out of the document by the database (decision 0128): a
 * register of a busy month sends a dozen fields of each document, not its lines and parties. The
 * document is read once per row, without its lines and seller (`offset 0` keeps the subquery
 * apart, so its expression is not repeated for each field).
 */
function registerRows(db: Db, table: typeof invoices | typeof creditNotes, month: string) {
  const docs = db
    .select({
      issuedAt: table.issuedAt,
      sequence: table.sequence,
      d: sql<unknown>`${table.document} - 'lines' - 'seller'`.as('d'),
    })
    .from(table)
    .where(issuedIn(table, month))
    .offset(0)
    .as('docs');
  const text = (path: string) => sql<string | null>`${docs.d} #>> ${`{${path}}`}`;
  const paise = (key: keyof InvoiceTotals) =>
    sql<number>`(${docs.d} -> 'totals' ->> ${key})::bigint`.mapWith(Number);
  return db
    .select({
      issuedAt: docs.issuedAt,
      number: text('number'),
      kind: text('kind'),
      orderId: text('orderId'),
      buyerName: text('buyer,name'),
      buyerState: text('buyer,state'),
      placeOfSupply: text('placeOfSupply,state'),
      taxablePaise: paise('taxablePaise'),
      cgstPaise: paise('cgstPaise'),
      sgstPaise: paise('sgstPaise'),
      igstPaise: paise('igstPaise'),
      totalPaise: paise('totalPaise'),
      invoiceNumber: text('invoiceNumber'),
    })
    .from(docs)
    .orderBy(asc(docs.issuedAt), asc(docs.sequence));
}

type RegisterFields = Awaited<ReturnType<typeof registerRows>>[number];

interface RegisterEntry extends RegisterFields {
  kindLabel: string;
  sign: 1 | -1;
  refersTo: string;
}

/** `GET /api/admin/invoices/register.csv?month=YYYY-MM`. */
export async function invoiceRegisterCsv(db: Db, month: string): Promise<string> {
  const [issuedInvoices, issuedNotes] = await Promise.all([
    registerRows(db, invoices, month),
    registerRows(db, creditNotes, month),
  ]);
  const entries: RegisterEntry[] = [
    ...issuedInvoices.map((row) => ({
      ...row,
      kindLabel: row.kind === 'tax_invoice' ? L.csvKindTaxInvoice : L.csvKindBillOfSupply,
      sign: 1 as const,
      refersTo: '',
    })),
    ...issuedNotes.map((row) => ({
      ...row,
      kindLabel: L.csvKindCreditNote,
      sign: -1 as const,
      refersTo: row.invoiceNumber ?? '',
    })),
  ].sort((a, b) => a.issuedAt.getTime() - b.issuedAt.getTime());
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
    ...entries.map((entry) => [
      indiaDay(entry.issuedAt),
      entry.number ?? '',
      entry.kindLabel,
      entry.orderId ?? '',
      entry.buyerName ?? '',
      entry.buyerState ?? '',
      entry.placeOfSupply ?? '',
      amount(entry.sign * entry.taxablePaise),
      amount(entry.sign * entry.cgstPaise),
      amount(entry.sign * entry.sgstPaise),
      amount(entry.sign * entry.igstPaise),
      amount(entry.sign * entry.totalPaise),
      entry.refersTo,
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
  const { invoiceLines, noteLines } = await monthLines(db, month);
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
  for (const { lines } of invoiceLines) for (const line of lines) add(line, 1);
  for (const { lines } of noteLines) for (const line of lines) add(line, -1);
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
