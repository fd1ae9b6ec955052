import { z } from 'zod';
import {
  PRODUCT_SIZES_MAX,
  PRODUCT_SIZE_LABEL_MAX,
  PRODUCT_SIZE_WEIGHT_MAX_GRAMS,
  productSizeMessages as m,
} from '../catalog/product-size';
import { ADMIN_PRODUCT_PRICE_MAX } from './admin-products.schema';

/**
 * The sizes part of the admin's add and edit forms (decision 0082). The form's price and discount
 * are the product's own size; `size` names it and `weightGrams` weighs it; `otherSizes` (a JSON
 * text part of the multipart form) lists the other sizes, each with its own price and discount.
 */

const blankToNull = (value: unknown) =>
  value === undefined || (typeof value === 'string' && value.trim() === '') ? null : value;

const sizeLabelSchema = z
  .string({ error: m.labelRequired })
  .trim()
  .min(1, m.labelRequired)
  .max(PRODUCT_SIZE_LABEL_MAX, m.labelTooLong);

/** Grams, optional: blank is 'not weighed yet'. */
export const sizeWeightSchema = z.preprocess(
  blankToNull,
  z.coerce
    .number({ error: m.weightInvalid })
    .int(m.weightInvalid)
    .min(1, m.weightInvalid)
    .max(PRODUCT_SIZE_WEIGHT_MAX_GRAMS, m.weightInvalid)
    .nullable(),
);

const hasAtMostTwoDecimals = (value: number) =>
  Math.abs(value * 100 - Math.round(value * 100)) < 1e-6;

/** One of the other sizes as the form sends it; `id` keeps an existing size (and its cart lines). */
export const otherSizeInputSchema = z.object(
  {
    id: z.string().optional(),
    label: sizeLabelSchema,
    price: z.coerce
      .number({ error: m.priceInvalid })
      .gt(0, m.priceInvalid)
      .max(ADMIN_PRODUCT_PRICE_MAX, m.priceInvalid)
      .refine(hasAtMostTwoDecimals, m.priceInvalid),
    discountPercentage: z.preprocess(
      (value) => blankToNull(value) ?? 0,
      z.coerce
        .number({ error: m.discountInvalid })
        .min(0, m.discountInvalid)
        .max(100, m.discountInvalid)
        .transform((value) => Math.round(value * 100) / 100),
    ),
    weightGrams: sizeWeightSchema.optional().default(null),
  },
  { error: m.unreadable },
);
export type OtherSizeInput = z.infer<typeof otherSizeInputSchema>;

/** `otherSizes`: a JSON array (text in a multipart form); blank is none. */
export const otherSizesFieldSchema = z.preprocess(
  (value) => {
    if (value === undefined || value === null) return value;
    if (Array.isArray(value)) return value;
    if (typeof value !== 'string') return value;
    if (value.trim() === '') return [];
    try {
      return JSON.parse(value) as unknown;
    } catch {
      return Symbol('unreadable');
    }
  },
  z
    .array(otherSizeInputSchema, { error: m.unreadable })
    .max(PRODUCT_SIZES_MAX - 1, m.tooMany)
    .optional(),
);

/** The sizes fields of the add and edit forms; absent fields keep what the product has. */
export const adminProductSizeFieldsSchema = z.object({
  size: z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? null : value),
    sizeLabelSchema.nullable().optional(),
  ),
  weightGrams: sizeWeightSchema.optional(),
  otherSizes: otherSizesFieldSchema,
});
export type AdminProductSizeFields = z.infer<typeof adminProductSizeFieldsSchema>;

/** One row of the form's 'Other sizes' list, as typed (text inputs). */
export interface OtherSizeDraft {
  id?: string;
  label: string;
  price: string;
  discountPercentage: string;
  weightGrams: string;
}

/** The form's rows as the `otherSizes` part sends them. */
export function otherSizesPayload(rows: readonly OtherSizeDraft[]): string {
  return JSON.stringify(
    rows.map((row) => ({
      ...(row.id ? { id: row.id } : {}),
      label: row.label,
      price: row.price,
      discountPercentage: row.discountPercentage,
      weightGrams: row.weightGrams,
    })),
  );
}

/** The first message a list of rows would get from the server, or null (checked before sending). */
export function otherSizesError(rows: readonly OtherSizeDraft[], ownLabel: string): string | null {
  const parsed = otherSizesFieldSchema.safeParse(otherSizesPayload(rows));
  if (!parsed.success) return parsed.error.issues[0]?.message ?? m.unreadable;
  const labels = [ownLabel, ...(parsed.data ?? []).map((row) => row.label)].map((label) =>
    label.trim().toLowerCase(),
  );
  return new Set(labels).size === labels.length ? null : m.labelTaken;
}
