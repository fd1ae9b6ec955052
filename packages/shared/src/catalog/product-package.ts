import { z } from 'zod';
import type { ProductType } from './product.schema';

/**
 * A product's parcel as the courier sees it (docs/decisions/0094-parcels-and-one-click-shipping.md):
 * its packed weight in grams and the box's length, breadth and height in whole centimetres.
 * Shiprocket charges by the greater of the weight and the box's volume / 5000.
 */
export interface ProductPackage {
  weightGrams: number;
  lengthCm: number;
  breadthCm: number;
  heightCm: number;
}

/** Grams; what a courier takes as one parcel (the same bound as a size's weight, decision 0082). */
export const PACKAGE_WEIGHT_MAX_GRAMS = 50_000;
/** Centimetres per side: Shiprocket wants more than 0.5 cm, couriers take up to about 2 m. */
export const PACKAGE_SIDE_MAX_CM = 200;

/**
 * What a product without its own figures ships as (decision 0094): a painted stone of about
 * 5 x 3 inches, bubble-wrapped in a small box; an unframed original painting in a flat carton.
 */
export const PACKAGE_DEFAULTS: Readonly<Record<ProductType, ProductPackage>> = {
  stoneArt: { weightGrams: 800, lengthCm: 20, breadthCm: 15, heightCm: 10 },
  painting: { weightGrams: 1200, lengthCm: 50, breadthCm: 40, heightCm: 6 },
};

export const productPackageMessages = {
  weightInvalid: `Parcel weight must be a whole number of grams from 1 to ${PACKAGE_WEIGHT_MAX_GRAMS}`,
  sideInvalid: `Parcel sides must be whole centimetres from 1 to ${PACKAGE_SIDE_MAX_CM}`,
  heading: 'Parcel for the courier',
  hint: 'Packed weight and box size. Blank: the default for the type.',
  weightLabel: 'Parcel weight (g)',
  lengthLabel: 'Length (cm)',
  breadthLabel: 'Breadth (cm)',
  heightLabel: 'Height (cm)',
} as const;

/** The four parcel fields of the product add and edit forms (multipart text). */
export const PACKAGE_FIELDS = [
  'packageWeightGrams',
  'packageLengthCm',
  'packageBreadthCm',
  'packageHeightCm',
] as const;
export type PackageField = (typeof PACKAGE_FIELDS)[number];

/** Multipart fields are text; blank means 'the type's default' (null). */
const blankToNull = (value: unknown) =>
  value === undefined ? undefined : typeof value === 'string' && value.trim() === '' ? null : value;

const wholeNumber = (max: number, message: string) =>
  z.preprocess(
    blankToNull,
    z.coerce
      .number({ error: message })
      .int(message)
      .min(1, message)
      .max(max, message)
      .nullable()
      .optional(),
  );

/**
 * The parcel part of `POST /adminop/add` and `PUT /adminop/edit/{id}`: absent keeps (an edit) or
 * takes the default (an add); blank goes back to the type's default.
 */
export const productPackageFieldsSchema = z.object({
  packageWeightGrams: wholeNumber(PACKAGE_WEIGHT_MAX_GRAMS, productPackageMessages.weightInvalid),
  packageLengthCm: wholeNumber(PACKAGE_SIDE_MAX_CM, productPackageMessages.sideInvalid),
  packageBreadthCm: wholeNumber(PACKAGE_SIDE_MAX_CM, productPackageMessages.sideInvalid),
  packageHeightCm: wholeNumber(PACKAGE_SIDE_MAX_CM, productPackageMessages.sideInvalid),
});
export type ProductPackageFields = z.infer<typeof productPackageFieldsSchema>;

/** The parcel as the back-office's product answer carries it. */
export const productPackageSchema = z.object({
  weightGrams: z.number().int(),
  lengthCm: z.number().int(),
  breadthCm: z.number().int(),
  heightCm: z.number().int(),
});

/** A product's parcel, its type's default for each figure it does not set (like gstClassification). */
export function productPackageOf(
  type: ProductType,
  stored: {
    weightGrams: number | null;
    lengthCm: number | null;
    breadthCm: number | null;
    heightCm: number | null;
  },
): ProductPackage {
  const fallback = PACKAGE_DEFAULTS[type];
  return {
    weightGrams: stored.weightGrams ?? fallback.weightGrams,
    lengthCm: stored.lengthCm ?? fallback.lengthCm,
    breadthCm: stored.breadthCm ?? fallback.breadthCm,
    heightCm: stored.heightCm ?? fallback.heightCm,
  };
}
