import { z } from 'zod';
import { productPackageSchema } from '../catalog/product-package';
import { productProvenanceSchema } from '../catalog/product-provenance';
import { pricedProductSchema, productTypes } from '../catalog/product.schema';
import { GST_RATES_PERCENT, HSN_CODE_PATTERN } from '../invoices/gst-rates';
import { discountedPaise, toPaise, toRupees } from '../money';
import {
  cursorMessages,
  cursorQueryShape,
  cursorWithoutOffset,
  nextCursorSchema,
} from '../paging/cursor.schema';
import { pagingQueryShape } from '../paging/paging.schema';

/**
 * Admin product images: JPEG, PNG, WebP or AVIF, at most 20 MB each, stored as WebP by the server;
 * one main image and up to 2 sidebars (decision 0087; the spec asked for WebP and exactly 2).
 */
export const ADMIN_PRODUCT_MAX_IMAGE_BYTES = 20 * 1024 * 1024;
export const ADMIN_PRODUCT_SIDEBAR_IMAGES = 2;
export const ADMIN_PRODUCT_TITLE_MAX = 200;
export const ADMIN_PRODUCT_DESCRIPTION_MAX = 5000;
export const ADMIN_PRODUCT_ARTIST_MAX = 100;
/** ₹1 crore: far above any piece this shop sells, and inside the integer paise column. */
export const ADMIN_PRODUCT_PRICE_MAX = 10_000_000;
export const ADMIN_PRODUCT_PAGE_DEFAULT = 10;
export const ADMIN_PRODUCT_PAGE_MAX = 100;
export const ADMIN_PRODUCT_SEARCH_MAX = 100;

/** The multipart file fields of `POST /adminop/add` and `PUT /adminop/edit/{id}`. */
export const ADMIN_PRODUCT_IMAGE_FIELDS = ['mainImage', 'sidebarImage1', 'sidebarImage2'] as const;
export type AdminProductImageField = (typeof ADMIN_PRODUCT_IMAGE_FIELDS)[number];

/** Every word of the admin products screens (spec sections 5 and 8) and the server's answers. */
export const adminProductMessages = {
  // Add (spec section 5 'Admin add').
  titleRequired: 'Please enter a product title',
  descriptionRequired: 'Please enter a product description',
  priceInvalid: 'Please enter a valid price',
  bgColorInvalid: 'Please select a valid background color',
  discountPercentageInvalid: 'Please enter a valid discount percentage',
  mainImageRequired: 'Please upload a main image',
  mainImageOnlyOne: 'Please upload only one main image',
  sidebarImagesAtMostTwo: 'Please upload at most 2 sidebar images',
  sidebarImagesTooMany: 'Please select only 2 sidebar images.',
  // Decision 0087: photos as they come; the server turns them into WebP.
  imageTypeNotAccepted: 'Please upload a JPEG, PNG, WebP or AVIF image.',
  imageTypesHint: 'JPEG, PNG, WebP or AVIF, up to 20MB: saved as WebP for the shop.',
  sidebarImagesOptional: 'Optional: up to 2 more views of the piece.',
  imageTooLarge: 'Image size should not exceed 20MB.',
  // Edit (spec section 5 'Admin edit').
  editTitleRequired: 'Product title is required',
  editDiscountRange: 'Discount percentage must be between 0 and 100',
  // Not in the spec: the server's answers to what the screens never send.
  titleTooLong: `The title must be at most ${ADMIN_PRODUCT_TITLE_MAX} characters`,
  descriptionTooLong: `The description must be at most ${ADMIN_PRODUCT_DESCRIPTION_MAX} characters`,
  artistTooLong: `The artist's name must be at most ${ADMIN_PRODUCT_ARTIST_MAX} characters`,
  typeInvalid: "Type must be 'painting' or 'stoneArt'",
  discountFlagInvalid: "Discount must be 'true' or 'false'",
  premiumFlagInvalid: "isPremium must be 'true' or 'false'",
  imageTooManyPixels: 'The image is too large: at most 8192 × 8192 pixels.',
  keptImageUnknown: "A kept image must be one of the product's current images",
  badForm: 'The form could not be read. Please try again.',
  tooManyUploads: 'Too many uploads. Please wait a few minutes and try again.',
  searchTooLong: `Search must be at most ${ADMIN_PRODUCT_SEARCH_MAX} characters`,
  typeFilterInvalid: "type must be 'painting' or 'stoneArt'",
  discountFilterInvalid: "discount must be 'yes' or 'no'",
  notFound: 'Product not found',
  // GST classification (decision 0048): optional, blank means the type's default.
  hsnCodeInvalid: 'HSN code must be 4, 6 or 8 digits',
  gstRateInvalid: `GST rate must be one of ${GST_RATES_PERCENT.join(', ')} (%)`,
  // Screens (spec section 8 'Admin products').
  added: 'Product added successfully!',
  addFailed: 'Failed to add product. Please try again.',
  fetchFailed: 'Failed to fetch products. Please try again.',
  deleted: 'Product deleted successfully.',
  deleteFailed: 'Failed to delete product. Please try again.',
  deleteConfirm: 'Are you sure you want to delete this product? This action cannot be undone.',
  updated: 'Product updated successfully!',
  updateFailed: 'Failed to update product. Please try again.',
  invalidResponse: 'Invalid response from server',
  empty: 'No products found matching your criteria.',
} as const;

export const HEX_COLOR_PATTERN = /^#[0-9a-f]{6}$/i;

/** At most 2 decimals, so rupees map to whole paise without rounding the admin's figure. */
const hasAtMostTwoDecimals = (value: number) =>
  Math.abs(value * 100 - Math.round(value * 100)) < 1e-6;

/** Multipart and form fields are text; an empty text counts as missing. */
const blankToUndefined = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

const requiredText = (required: string, tooLong: string, max: number) =>
  z.string({ error: required }).trim().min(1, required).max(max, tooLong);

const priceSchema = z.preprocess(
  blankToUndefined,
  z.coerce
    .number({ error: adminProductMessages.priceInvalid })
    .gt(0, adminProductMessages.priceInvalid)
    .max(ADMIN_PRODUCT_PRICE_MAX, adminProductMessages.priceInvalid)
    .refine(hasAtMostTwoDecimals, adminProductMessages.priceInvalid),
);

/** A percentage from 0 to 100, kept to the 2 decimals the column stores. */
const percentageSchema = (message: string) =>
  z.coerce
    .number({ error: message })
    .min(0, message)
    .max(100, message)
    .transform((value) => Math.round(value * 100) / 100);

const flagSchema = (message: string) =>
  z.enum(['true', 'false'], { error: message }).transform((value) => value === 'true');

const typeSchema = z.enum(productTypes, { error: adminProductMessages.typeInvalid });

const artistSchema = z.preprocess(
  blankToUndefined,
  z
    .string({ error: adminProductMessages.artistTooLong })
    .trim()
    .max(ADMIN_PRODUCT_ARTIST_MAX, adminProductMessages.artistTooLong)
    .optional(),
);

/**
 * The edit's artist (decision 0015, amended): a sent blank clears it (null), as the form's cleared
 * field sends it; a part left out keeps it.
 */
const editArtistSchema = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() === '' ? null : value),
  z
    .string({ error: adminProductMessages.artistTooLong })
    .trim()
    .max(ADMIN_PRODUCT_ARTIST_MAX, adminProductMessages.artistTooLong)
    .nullable()
    .optional(),
);

/** One title rule for add and edit; only the 'required' wording differs (spec section 5). */
const titleSchema = (required: string) =>
  requiredText(required, adminProductMessages.titleTooLong, ADMIN_PRODUCT_TITLE_MAX);

const descriptionSchema = requiredText(
  adminProductMessages.descriptionRequired,
  adminProductMessages.descriptionTooLong,
  ADMIN_PRODUCT_DESCRIPTION_MAX,
);

/** Blank text: back to the product type's default (null); absent: left as it is. */
const blankToNull = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? null : value;

const hsnCodeSchema = z
  .string({ error: adminProductMessages.hsnCodeInvalid })
  .trim()
  .regex(HSN_CODE_PATTERN, adminProductMessages.hsnCodeInvalid);

/** Percent, one of the GST slabs ('5', 0.25). */
const gstRateSchema = z.coerce
  .number({ error: adminProductMessages.gstRateInvalid })
  .refine(
    (value) => (GST_RATES_PERCENT as readonly number[]).includes(value),
    adminProductMessages.gstRateInvalid,
  );

/**
 * The GST fields of the add form: blank or absent leaves the product on its type's default
 * (painting HSN 9701, stone art 6802, both 5%); see GST_DEFAULTS.
 */
const gstAddShape = {
  hsnCode: z.preprocess(blankToUndefined, hsnCodeSchema.optional()),
  gstRate: z.preprocess(blankToUndefined, gstRateSchema.optional()),
};

/** The edit form's: absent keeps the product's value, blank goes back to the type's default. */
const gstEditShape = {
  hsnCode: z.preprocess(blankToNull, hsnCodeSchema.nullable().optional()),
  gstRate: z.preprocess(blankToNull, gstRateSchema.nullable().optional()),
};

/** Wizard step 1 (spec section 2 'Admin add product'). */
export const adminProductTextSchema = z.object({
  title: titleSchema(adminProductMessages.titleRequired),
  description: descriptionSchema,
});

const detailsShape = {
  price: priceSchema,
  bgColor: z
    .string({ error: adminProductMessages.bgColorInvalid })
    .trim()
    .regex(HEX_COLOR_PATTERN, adminProductMessages.bgColorInvalid)
    .transform((value) => value.toLowerCase()),
  type: typeSchema,
  // Absent means not discounted; the spec's client always sends it.
  discount: z.preprocess(
    blankToUndefined,
    flagSchema(adminProductMessages.discountFlagInvalid).optional().default(false),
  ),
  // Only read when discounted (the spec's client sends it only then).
  discountPercentage: z.preprocess(blankToUndefined, z.unknown().optional()),
  artist: artistSchema,
  isPremium: z.preprocess(
    blankToUndefined,
    flagSchema(adminProductMessages.premiumFlagInvalid).optional().default(false),
  ),
};

interface DiscountFields {
  discount: boolean;
  discountPercentage?: unknown;
}

const addPercentageSchema = percentageSchema(adminProductMessages.discountPercentageInvalid).refine(
  (value) => value > 0,
  adminProductMessages.discountPercentageInvalid,
);

/**
 * 'If discount is yes, a percentage above 0'; without a discount the percentage is 0 whatever was
 * sent. The rule also runs when other fields are wrong, so a step shows all its messages at once.
 */
function withDiscount<T extends DiscountFields>(schema: z.ZodType<T>) {
  return schema
    .superRefine(
      (value, ctx) => {
        if (
          value.discount === true &&
          !addPercentageSchema.safeParse(value.discountPercentage).success
        ) {
          ctx.addIssue({
            code: 'custom',
            path: ['discountPercentage'],
            message: adminProductMessages.discountPercentageInvalid,
          });
        }
      },
      { when: (payload) => typeof payload.value === 'object' && payload.value !== null },
    )
    .transform(({ discount, discountPercentage, ...rest }) => ({
      ...rest,
      discountPercentage: discount ? addPercentageSchema.parse(discountPercentage) : 0,
    }));
}

/** Wizard step 2: price, colour, type, discount (and the optional artist and premium flag). */
export const adminProductDetailsSchema = withDiscount(z.object(detailsShape));

/** The text fields of `POST /adminop/add` (a multipart form; the files are checked apart). */
export const adminProductAddFieldsSchema = withDiscount(
  z.object({ ...adminProductTextSchema.shape, ...detailsShape, ...gstAddShape }),
);
export type AdminProductAddFields = z.infer<typeof adminProductAddFieldsSchema>;

/**
 * The text fields of `PUT /adminop/edit/{id}`. The percentage decides the discount (the spec's client
 * sends `discount` as 'percentage above 0'), so `discount` itself is not read. Colour, artist and
 * premium may be left out and are then kept; a blank artist clears it.
 */
export const adminProductEditFieldsSchema = z.object({
  title: titleSchema(adminProductMessages.editTitleRequired),
  description: descriptionSchema.optional(),
  price: priceSchema,
  type: z.preprocess(blankToUndefined, typeSchema.optional()),
  discountPercentage: z.preprocess(
    blankToUndefined,
    percentageSchema(adminProductMessages.editDiscountRange).optional().default(0),
  ),
  bgColor: z.preprocess(blankToUndefined, detailsShape.bgColor.optional()),
  artist: editArtistSchema,
  isPremium: z.preprocess(
    blankToUndefined,
    flagSchema(adminProductMessages.premiumFlagInvalid).optional(),
  ),
  ...gstEditShape,
});
export type AdminProductEditFields = z.infer<typeof adminProductEditFieldsSchema>;

/** The dashboard's figures (spec section 2 'Admin dashboard'); totalSales in rupees, paid orders only. */
export const adminProductAnalyticsSchema = z.object({
  totalProducts: z.number().int(),
  paintings: z.number().int(),
  stoneArt: z.number().int(),
  activeDiscounts: z.number().int(),
  totalSales: z.number(),
});
export type AdminProductAnalytics = z.infer<typeof adminProductAnalyticsSchema>;

/** `GET /admin/products?q&type&discount&limit&offset`: searched, filtered and paged by the database. */
export const adminProductListQuerySchema = z
  .object({
    q: z
      .string({ error: adminProductMessages.searchTooLong })
      .trim()
      .max(ADMIN_PRODUCT_SEARCH_MAX, adminProductMessages.searchTooLong)
      .optional()
      .default(''),
    type: z.preprocess(
      blankToUndefined,
      z.enum(productTypes, { error: adminProductMessages.typeFilterInvalid }).optional(),
    ),
    discount: z.preprocess(
      blankToUndefined,
      z.enum(['yes', 'no'], { error: adminProductMessages.discountFilterInvalid }).optional(),
    ),
    ...pagingQueryShape({
      maxLimit: ADMIN_PRODUCT_PAGE_MAX,
      defaultLimit: ADMIN_PRODUCT_PAGE_DEFAULT,
    }),
    // Or the page after a cursor, newest first (decision 0127).
    ...cursorQueryShape,
  })
  .refine(cursorWithoutOffset, { error: cursorMessages.withOffset, path: ['after'] });
export type AdminProductListQuery = z.infer<typeof adminProductListQuerySchema>;
export type AdminProductListParams = z.input<typeof adminProductListQuerySchema>;

/**
 * A product as the back-office sees it: the shop's product plus its GST classification, null
 * where it follows its type's default (GST_DEFAULTS). Optional so older answers still parse.
 */
export const adminProductSchema = pricedProductSchema.extend({
  hsnCode: z.string().nullable().optional(),
  /** Percent (5, 0.25). */
  gstRate: z.number().nullable().optional(),
  /** Taken off the shop's lists and pages (decision 0052); the dashboard still lists it. */
  hidden: z.boolean().optional(),
  /** The parcel for the courier (decision 0094): packed weight and box size. */
  package: productPackageSchema.optional(),
  /** Medium, year made and signed, for the certificate of authenticity (decision 0119). */
  provenance: productProvenanceSchema.optional(),
});
export type AdminProduct = z.infer<typeof adminProductSchema>;

export const adminProductListResponseSchema = z.object({
  products: z.array(adminProductSchema),
  total: z.number().int(),
  analytics: adminProductAnalyticsSchema,
  /** `after` for the next page (decision 0127); null on the last page. */
  nextCursor: nextCursorSchema,
});
export type AdminProductListResponse = z.infer<typeof adminProductListResponseSchema>;

export const adminProductAddedResponseSchema = z.object({
  message: z.string(),
  product: adminProductSchema,
});
export type AdminProductAddedResponse = z.infer<typeof adminProductAddedResponseSchema>;

export const adminProductEditedResponseSchema = z.object({ product: adminProductSchema });
export type AdminProductEditedResponse = z.infer<typeof adminProductEditedResponseSchema>;

/**
 * The dashboard's listed price (spec section 2): price x (1 - percentage/100), in whole rupees
 * (decision 0083), computed through paise exactly as the server computes `discountPrice`.
 */
export function adminListedPrice(price: number, discountPercentage: number): number {
  return toRupees(discountedPaise(toPaise(price), discountPercentage));
}

/** The types a product photo may come in; the server stores WebP (decision 0087). */
export const ADMIN_PRODUCT_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/avif'];
/** The file picker's `accept`: the types and their usual names (some phones send no type). */
export const ADMIN_PRODUCT_IMAGE_ACCEPT = `${ADMIN_PRODUCT_IMAGE_TYPES.join(',')},.jpg,.jpeg,.png,.webp,.avif`;

/**
 * The file checks of an admin product image (JPEG, PNG, WebP or AVIF, at most 20 MB); null when
 * fine. Only a first answer: the server decodes the file and decides (decision 0087).
 */
export function adminProductImageError(file: { name: string; type: string; size: number }) {
  const accepted =
    ADMIN_PRODUCT_IMAGE_TYPES.includes(file.type) ||
    (file.type === '' && /\.(jpe?g|png|webp|avif)$/i.test(file.name));
  if (!accepted) return adminProductMessages.imageTypeNotAccepted;
  if (file.size > ADMIN_PRODUCT_MAX_IMAGE_BYTES) return adminProductMessages.imageTooLarge;
  return null;
}
