import { z } from 'zod';
import {
  codMessages,
  COD_CODE_LENGTH,
  COD_FEE_RUPEES_LIMIT,
  COD_MAX_RUPEES_LIMIT,
  COD_REFERENCE_MAX,
  paymentMethodValues,
} from './cash-on-delivery';

/** The cash on delivery calls' schemas (decisions 0099 to 0101), apart from its words (0112). */

export const paymentMethodSchema = z.enum(paymentMethodValues);

/** `POST /api/order/{id}/confirm-cod`. */
export const confirmCodSchema = z.object(
  {
    code: z
      .string({ error: codMessages.codeInvalid })
      .trim()
      .regex(new RegExp(`^\\d{${COD_CODE_LENGTH}}$`), codMessages.codeInvalid),
  },
  { error: codMessages.codeInvalid },
);
export type ConfirmCodInput = z.infer<typeof confirmCodSchema>;

/** `POST /api/order` with `paymentMethod: 'cod'` answers the order alone: nothing to pay now. */
export const codOrderResponseSchema = z.object({
  order: z.object({
    id: z.string(),
    number: z.string(),
    pay: z.number(),
    codFee: z.number(),
    status: z.enum(['pending', 'success', 'failed']),
    paymentMethod: z.literal('cod'),
    email: z.string(),
  }),
});
export type CodOrderResponse = z.infer<typeof codOrderResponseSchema>;

/** `GET /api/order/cash-on-delivery?pin=`: whether the cart may be paid in cash, and the fee. */
export const codOptionsQuerySchema = z.object({ pin: z.string().trim().max(10).optional() });
export const codOptionsResponseSchema = z.object({
  available: z.boolean(),
  /** Why not, in the words `POST /api/order` would refuse with; null when available. */
  reason: z.string().nullable(),
  /** Rupees. */
  fee: z.number(),
  max: z.number(),
});
export type CodOptions = z.infer<typeof codOptionsResponseSchema>;

const wholeRupees = (max: number, min: number, message: string) =>
  z.number({ error: message }).int(message).min(min, message).max(max, message);

/** `GET/PUT /api/admin/cod-settings`, in whole rupees. */
export const codSettingsSchema = z.object({
  maxRupees: wholeRupees(COD_MAX_RUPEES_LIMIT, 1, codMessages.maxInvalid),
  feeRupees: wholeRupees(COD_FEE_RUPEES_LIMIT, 0, codMessages.feeInvalid),
});
export type CodSettings = z.infer<typeof codSettingsSchema>;
export const codSettingsResponseSchema = z.object({ settings: codSettingsSchema });

const reference = z
  .string({ error: codMessages.cashReferenceRequired })
  .trim()
  .min(1, codMessages.cashReferenceRequired)
  .max(COD_REFERENCE_MAX, codMessages.cashReferenceTooLong);

/** `POST /api/admin/order/{id}/cash-received` (manual shipping: the admin took the cash). */
export const cashReceivedSchema = z.object(
  { reference },
  { error: codMessages.cashReferenceRequired },
);
export type CashReceivedInput = z.infer<typeof cashReceivedSchema>;

/** `PUT /api/admin/cod-remittances/{id}`: the courier paid the cash over to the shop. */
export const codRemittanceInputSchema = z.object(
  {
    reference,
    remittedOn: z
      .string({ error: codMessages.remittedOnInvalid })
      .regex(/^\d{4}-\d{2}-\d{2}$/, codMessages.remittedOnInvalid)
      .refine((s) => !Number.isNaN(Date.parse(`${s}T00:00:00Z`)), codMessages.remittedOnInvalid),
  },
  { error: codMessages.cashReferenceRequired },
);
export type CodRemittanceInput = z.infer<typeof codRemittanceInputSchema>;

export const codRemittanceSchema = z.object({
  orderId: z.string(),
  number: z.string(),
  customer: z.string(),
  deliveredAt: z.string().nullable(),
  /** Rupees collected at the door (the order's total). */
  amount: z.number(),
  cashReference: z.string().nullable(),
  remitted: z.boolean(),
  remittedOn: z.string().nullable(),
  remittanceReference: z.string().nullable(),
});
export type CodRemittance = z.infer<typeof codRemittanceSchema>;
export const codRemittanceListSchema = z.object({ remittances: z.array(codRemittanceSchema) });
export type CodRemittanceList = z.infer<typeof codRemittanceListSchema>;
