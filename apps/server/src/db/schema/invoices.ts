import type { CreditNoteDocument, InvoiceDocument } from '@artshop/shared';
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { oneOf, timestamptz } from './columns';
import { orders, refunds } from './orders';

export const invoiceKindValues = ['tax_invoice', 'bill_of_supply'] as const;

/**
 * The invoice of a paid order (decision 0048), issued in the payment's transaction: its number
 * (unique within the Indian financial year, gap-free: taken from `document_counters` in that
 * transaction) and the whole document as issued, so later edits of products or settings never
 * rewrite it.
 */
export const invoices = pgTable(
  'invoices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .unique()
      .references(() => orders.id, { onDelete: 'restrict' }),
    number: text('number').notNull().unique(),
    /** '26-27' for April 2026 to March 2027 (IST). */
    financialYear: text('financial_year').notNull(),
    sequence: integer('sequence').notNull(),
    kind: text('kind', { enum: invoiceKindValues }).notNull(),
    issuedAt: timestamptz('issued_at').notNull().defaultNow(),
    document: jsonb('document').$type<InvoiceDocument>().notNull(),
  },
  (t) => [
    unique('invoices_year_sequence_key').on(t.financialYear, t.sequence),
    index('invoices_issued_at_idx').on(t.issuedAt),
    check('invoices_kind_check', oneOf(t.kind, invoiceKindValues)),
  ],
);

/** A credit note for one processed refund, referring to the order's invoice; numbered like invoices. */
export const creditNotes = pgTable(
  'credit_notes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    refundId: uuid('refund_id')
      .notNull()
      .unique()
      .references(() => refunds.id, { onDelete: 'restrict' }),
    invoiceId: uuid('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'restrict' }),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'restrict' }),
    number: text('number').notNull().unique(),
    financialYear: text('financial_year').notNull(),
    sequence: integer('sequence').notNull(),
    issuedAt: timestamptz('issued_at').notNull().defaultNow(),
    document: jsonb('document').$type<CreditNoteDocument>().notNull(),
  },
  (t) => [
    unique('credit_notes_year_sequence_key').on(t.financialYear, t.sequence),
    index('credit_notes_order_id_idx').on(t.orderId),
    index('credit_notes_issued_at_idx').on(t.issuedAt),
  ],
);

/**
 * The last number given in each series ('invoice', 'credit_note') and financial year. Taking a
 * number is `update ... set last_value = last_value + 1 returning` inside the issuing transaction:
 * the row lock orders concurrent payments, and a rollback gives the number back, so the series
 * has no gaps.
 */
export const documentCounters = pgTable(
  'document_counters',
  {
    series: text('series').notNull(),
    financialYear: text('financial_year').notNull(),
    lastValue: integer('last_value').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.series, t.financialYear] })],
);

/**
 * The seller on every invoice, edited in the back-office (one row, id 1); until saved, the
 * SELLER_* environment variables (config.invoice) stand in.
 */
export const invoiceSettings = pgTable(
  'invoice_settings',
  {
    id: integer('id').primaryKey().default(1),
    legalName: text('legal_name').notNull(),
    address: text('address').notNull(),
    /** An Indian state or union territory name, as `INDIAN_STATES` in packages/shared lists it. */
    state: text('state').notNull(),
    /** Empty: not GST-registered, invoices are bills of supply without tax lines. */
    gstin: text('gstin'),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [check('invoice_settings_single_row', sql`${t.id} = 1`)],
);

export type InvoiceRow = typeof invoices.$inferSelect;
export type CreditNoteRow = typeof creditNotes.$inferSelect;
export type InvoiceSettingsRow = typeof invoiceSettings.$inferSelect;
