import { z } from 'zod';
import { findIndianState } from './indian-states';

export * from './gst-rates';
export * from './invoice-labels';

/**
 * Invoices and credit notes as issued (docs/decisions/0048-gst-invoices.md). The server
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
  /**
   * Value before tax: gross x 100 / (100 + rate), rounded to the paisa. On a credit note, the
   * invoice line's own ratio applied to the credited part, so notes add up to the invoice exactly.
   */
  taxablePaise: number;
  /** Basis points: 500 = 5%. 0 on a bill of supply. */
  gstRateBp: number;
  /** CGST takes the lower half paisa of an odd tax, SGST the rest. */
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
  /**
   * The 'Delivery charges' line: part of a composite supply, taxed at the principal line's rate
   * under its HSN; it adds value, not quantity, to the HSN summary.
   */
  delivery?: boolean;
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
  /** The order's number ('AS-1001', decision 0085); absent on documents issued before it. */
  orderNumber?: string;
  /** 'Cash on delivery' for an order paid at the door (decision 0101); absent: paid online. */
  paymentMode?: string;
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
  /** As on the invoice (decision 0085); absent on notes issued before order numbers. */
  orderNumber?: string;
  refundId: string;
  reason: string;
  invoiceNumber: string;
  invoiceIssuedAt: string;
  /** The invoice's kind, supply type, place of supply and parties, as issued. */
  kind: InvoiceDocument['kind'];
  supplyType: SupplyType;
  placeOfSupply: InvoiceDocument['placeOfSupply'];
  seller: InvoiceParty;
  buyer: InvoiceParty;
  /**
   * Aligned with the invoice's lines (same index; 0 where nothing of a line is credited): the
   * credited part of each. A refund returns value, not goods: `quantity` is 0 until a note
   * credits the last of its line, which then carries the line's quantity.
   */
  lines: InvoiceLine[];
  totals: InvoiceTotals;
}

/** GSTIN: 2-digit state code, 10-character PAN, entity digit, 'Z', check character. */
export const GSTIN_PATTERN = /^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;

export const INVOICE_LEGAL_NAME_MAX = 200;
export const INVOICE_ADDRESS_MAX = 500;

export const invoiceSettingsMessages = {
  legalNameRequired: 'Legal name is required',
  legalNameTooLong: `Legal name must be at most ${INVOICE_LEGAL_NAME_MAX} characters`,
  addressRequired: 'Address is required',
  addressTooLong: `Address must be at most ${INVOICE_ADDRESS_MAX} characters`,
  stateInvalid: 'Choose the state or union territory of the business',
  gstinInvalid: 'Enter a valid 15-character GSTIN, or leave it empty if not registered',
  gstinStateMismatch: 'The GSTIN does not belong to the chosen state',
  saved: 'Invoice settings saved',
  monthInvalid: 'month must be a month from 2000-01 to 2099-12, as YYYY-MM',
} as const;

/** `GET/PUT /api/admin/invoice-settings`: the seller printed on every invoice. */
export const invoiceSettingsSchema = z
  .object({
    legalName: z
      .string({ error: invoiceSettingsMessages.legalNameRequired })
      .trim()
      .min(1, invoiceSettingsMessages.legalNameRequired)
      .max(INVOICE_LEGAL_NAME_MAX, invoiceSettingsMessages.legalNameTooLong),
    address: z
      .string({ error: invoiceSettingsMessages.addressRequired })
      .trim()
      .min(1, invoiceSettingsMessages.addressRequired)
      .max(INVOICE_ADDRESS_MAX, invoiceSettingsMessages.addressTooLong),
    /** Any spelling `findIndianState` knows ('MH', 'maharashtra'); kept as the state's name. */
    state: z
      .string({ error: invoiceSettingsMessages.stateInvalid })
      .trim()
      .refine((value) => findIndianState(value) !== null, invoiceSettingsMessages.stateInvalid)
      .transform((value) => findIndianState(value)?.name ?? value),
    /** Blank: not registered. */
    gstin: z
      .string({ error: invoiceSettingsMessages.gstinInvalid })
      .trim()
      .toUpperCase()
      .optional()
      .nullable()
      .transform((value) => value || null)
      .refine((value) => value === null || GSTIN_PATTERN.test(value), {
        message: invoiceSettingsMessages.gstinInvalid,
      }),
  })
  .superRefine((value, ctx) => {
    if (value.gstin && !gstinMatchesState(value.gstin, value.state)) {
      ctx.addIssue({
        code: 'custom',
        path: ['gstin'],
        message: invoiceSettingsMessages.gstinStateMismatch,
      });
    }
  });
export type InvoiceSettingsInput = z.input<typeof invoiceSettingsSchema>;
export type InvoiceSettings = z.output<typeof invoiceSettingsSchema>;

/**
 * The settings as the back-office reads them: the saved row, or (`saved: false`) what the SELLER_*
 * environment variables give, which may still lack an address or a state.
 */
export const invoiceSettingsResponseSchema = z.object({
  settings: z.object({
    legalName: z.string(),
    address: z.string(),
    /** '' when no state is set. */
    state: z.string(),
    gstin: z.string().nullable(),
  }),
  saved: z.boolean(),
});
export type InvoiceSettingsResponse = z.infer<typeof invoiceSettingsResponseSchema>;

/** Whether a GSTIN's first two digits are the GST code of `state` (a name or alias). */
export function gstinMatchesState(gstin: string, state: string): boolean {
  return findIndianState(state)?.code === gstin.slice(0, 2);
}

/**
 * `GET /api/admin/invoices/{register|hsn-summary}.csv?month=YYYY-MM` (IST calendar month). This
 * century only: financial years are numbered by two digits ('26-27').
 */
export const invoiceExportQuerySchema = z.object({
  month: z
    .string({ error: invoiceSettingsMessages.monthInvalid })
    .regex(/^20\d{2}-(0[1-9]|1[0-2])$/, invoiceSettingsMessages.monthInvalid),
});
