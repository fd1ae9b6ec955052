import { z } from 'zod';
import type { ProductType } from './product.schema';

/**
 * What a certificate of authenticity names about a piece beyond its title, artist and size
 * (decision 0119): the medium, the year it was made, and, for stone art, whether the artist
 * signed it. Every painting sold gets a certificate; a stone art piece only when signed.
 */
export interface ProductProvenance {
  medium: string | null;
  yearMade: number | null;
  signed: boolean;
}

export const PRODUCT_MEDIUM_MAX = 100;
export const PRODUCT_YEAR_MIN = 1000;

export const productProvenanceMessages = {
  mediumTooLong: `The medium must be at most ${PRODUCT_MEDIUM_MAX} characters`,
  yearInvalid: 'Year made must be a year such as 2024, not in the future',
  signedInvalid: "signed must be 'true' or 'false'",
  heading: 'For the certificate of authenticity',
  hint: 'Paintings get a certificate when sold; stone art only when signed.',
  mediumLabel: 'Medium',
  mediumPlaceholder: 'e.g. Acrylic on canvas',
  yearLabel: 'Year made',
  signedLabel: 'Signed by the artist (stone art: gets a certificate)',
} as const;

/** The three fields of the product add and edit forms (multipart text). */
export const PROVENANCE_FIELDS = ['medium', 'yearMade', 'signed'] as const;

/** Absent keeps (an edit) or takes the default (an add); blank clears. */
const blankToNull = (value: unknown) =>
  value === undefined ? undefined : typeof value === 'string' && value.trim() === '' ? null : value;

/** The provenance part of `POST /adminop/add` and `PUT /adminop/edit/{id}`. */
export const productProvenanceFieldsSchema = z.object({
  medium: z.preprocess(
    blankToNull,
    z
      .string({ error: productProvenanceMessages.mediumTooLong })
      .trim()
      .max(PRODUCT_MEDIUM_MAX, productProvenanceMessages.mediumTooLong)
      .nullable()
      .optional(),
  ),
  yearMade: z.preprocess(
    blankToNull,
    z.coerce
      .number({ error: productProvenanceMessages.yearInvalid })
      .int(productProvenanceMessages.yearInvalid)
      .min(PRODUCT_YEAR_MIN, productProvenanceMessages.yearInvalid)
      // A year ahead of the server's clock is a typing slip (the next year allows for time zones).
      .refine((year) => year <= new Date().getFullYear() + 1, productProvenanceMessages.yearInvalid)
      .nullable()
      .optional(),
  ),
  signed: z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    z
      .enum(['true', 'false'], { error: productProvenanceMessages.signedInvalid })
      .transform((value) => value === 'true')
      .optional(),
  ),
});
export type ProductProvenanceFields = z.infer<typeof productProvenanceFieldsSchema>;

/** The provenance as the back-office's product answer carries it. */
export const productProvenanceSchema = z.object({
  medium: z.string().nullable(),
  yearMade: z.number().int().nullable(),
  signed: z.boolean(),
});

/** Whether a sold piece of this kind gets a certificate of authenticity (decision 0119). */
export const earnsCertificate = (type: ProductType, signed: boolean) =>
  type === 'painting' || signed;
