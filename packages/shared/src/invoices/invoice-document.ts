import { z } from 'zod';
import { findIndianState } from './indian-states';

/**
 * Invoices and credit notes as issued (issue 15; docs/decisions/0048-gst-invoices.md). The server
 * fixes the whole document when the order becomes paid (a credit note when its refund is
 * processed) and keeps it in the database; the PDF and the CSV exports are drawn from it. Money in
 * integer paise: these never travel as API rupees.
 */

export interface InvoiceParty {
  name: string;
  address: string;
  /** State or union territory name as printed; null when the address names none we know. */
  state: string | null;
  /** The two-digit GST state code ('27' Maharashtra); null with `state`. */
  stateCode: string | null;
  gstin: string | null;
  email?: string;
  phone?: string;
}

export interface InvoiceLine {
  description: string;
  hsn: string;
  quantity: number;
  /** Tax-inclusive amount of the line after its share of order discounts, paise. */
  grossPaise: number;
  /** Value before tax: gross x 100 / (100 + rate), rounded to the paisa. */
  taxablePaise: number;
  /** Basis points: 500 = 5%. 0 on a bill of supply. */
  gstRateBp: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
}

export interface InvoiceTotals {
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
  /** What the buyer paid (invoice) or gets back (credit note). */
  totalPaise: number;
}

/** 'intra': CGST + SGST; 'inter': IGST; 'none': unregistered seller, bill of supply. */
export type SupplyType = 'intra' | 'inter' | 'none';

export interface InvoiceDocument {
  kind: 'tax_invoice' | 'bill_of_supply';
  number: string;
  issuedAt: string;
  orderId: string;
  supplyType: SupplyType;
  placeOfSupply: { state: string | null; stateCode: string | null };
  seller: InvoiceParty;
  buyer: InvoiceParty;
  lines: InvoiceLine[];
  totals: InvoiceTotals;
}

export interface CreditNoteDocument {
  number: string;
  issuedAt: string;
  orderId: string;
  refundId: string;
  reason: string;
  invoiceNumber: string;
  invoiceIssuedAt: string;
  kind: InvoiceDocument['kind'];
  supplyType: SupplyType;
  placeOfSupply: InvoiceDocument['placeOfSupply'];
  seller: InvoiceParty;
  buyer: InvoiceParty;
  lines: InvoiceLine[];
  totals: InvoiceTotals;
}

/** GSTIN: 2-digit state code, 10-character PAN, entity digit, 'Z', check character. */
export const GSTIN_PATTERN = /^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;

export const invoiceSettingsMessages = {
  legalNameRequired: 'Legal name is required',
  addressRequired: 'Address is required',
  stateInvalid: 'Choose the state or union territory of the business',
  gstinInvalid: 'Enter a valid 15-character GSTIN, or leave it empty if not registered',
  gstinStateMismatch: 'The GSTIN does not belong to the chosen state',
  saved: 'Invoice settings saved',
  monthInvalid: 'month must be a month as YYYY-MM',
} as const;

/** `GET/PUT /api/admin/invoice-settings`: the seller printed on every invoice. */
export const invoiceSettingsSchema = z.object({
  legalName: z
    .string({ error: invoiceSettingsMessages.legalNameRequired })
    .trim()
    .min(1, invoiceSettingsMessages.legalNameRequired)
    .max(200),
  address: z
    .string({ error: invoiceSettingsMessages.addressRequired })
    .trim()
    .min(1, invoiceSettingsMessages.addressRequired)
    .max(500),
  state: z
    .string({ error: invoiceSettingsMessages.stateInvalid })
    .trim()
    .refine((value) => findIndianState(value) !== null, invoiceSettingsMessages.stateInvalid),
  /** Blank: not registered. */
  gstin: z
    .string()
    .trim()
    .toUpperCase()
    .optional()
    .nullable()
    .transform((value) => value || null)
    .refine((value) => value === null || GSTIN_PATTERN.test(value), {
      message: invoiceSettingsMessages.gstinInvalid,
    }),
});
export type InvoiceSettingsInput = z.input<typeof invoiceSettingsSchema>;
export type InvoiceSettings = z.output<typeof invoiceSettingsSchema>;
export const invoiceSettingsResponseSchema = z.object({ settings: invoiceSettingsSchema });

/** `GET /api/admin/invoices/{register|hsn-summary}.csv?month=YYYY-MM` (IST calendar month). */
export const invoiceExportQuerySchema = z.object({
  month: z
    .string({ error: invoiceSettingsMessages.monthInvalid })
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, invoiceSettingsMessages.monthInvalid),
});
