import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { documentCounters } from '../../db/schema';

/**
 * Invoice and credit note numbers (decision 0048): one series each per Indian financial year (April
 * to March, India time), consecutive without gaps, at most 16 characters as GST rule 46 asks.
 */

export type DocumentSeries = 'invoice' | 'credit_note';

// India has kept UTC+05:30 without daylight saving since 1945.
export const INDIA_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;

/** The date and time in India as UTC fields (read with getUTC*). */
export const inIndia = (at: Date): Date => new Date(at.getTime() + INDIA_OFFSET_MS);

const twoDigits = (year: number) => String(year % 100).padStart(2, '0');

/** '26-27' for any moment from 1 April 2026 00:00 to 31 March 2027 23:59:59.999 India time. */
export function financialYear(at: Date): string {
  const india = inIndia(at);
  const start = india.getUTCMonth() >= 3 ? india.getUTCFullYear() : india.getUTCFullYear() - 1;
  return `${twoDigits(start)}-${twoDigits(start + 1)}`;
}

/** '26-27/000042' (12 characters; 13 past a million invoices in a year). */
export const invoiceNumber = (year: string, sequence: number): string =>
  `${year}/${String(sequence).padStart(6, '0')}`;

/** 'CN/26-27/00042' (14 characters; 15 past a hundred thousand in a year). */
export const creditNoteNumber = (year: string, sequence: number): string =>
  `CN/${year}/${String(sequence).padStart(5, '0')}`;

/**
 * The next number of a series in the caller's transaction. The upsert takes the counter row's lock
 * until the transaction ends, so concurrent payments number one after another; a rollback undoes
 * the increment with everything else, so no number is ever skipped.
 */
export async function takeNumber(tx: Db, series: DocumentSeries, year: string): Promise<number> {
  const [row] = await tx
    .insert(documentCounters)
    .values({ series, financialYear: year, lastValue: 1 })
    .onConflictDoUpdate({
      target: [documentCounters.series, documentCounters.financialYear],
      set: { lastValue: sql`${documentCounters.lastValue} + 1` },
    })
    .returning({ value: documentCounters.lastValue });
  if (!row) throw new Error('document counter returned no row');
  return row.value;
}
