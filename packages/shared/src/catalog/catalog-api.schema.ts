import { z } from 'zod';
import {
  cursorMessages,
  cursorQueryShape,
  cursorWithoutOffset,
  nextCursorSchema,
} from '../paging/cursor.schema';
import { pagingQueryShape } from '../paging/paging.schema';
import { availabilityValues } from '../offers/offer.schema';
import { collectionSorts } from './collection-filters';
import { productSchema } from './product.schema';

/** The catalogue's own messages (decision 0052: the sold filter and the admin's hide toggle). */
export const catalogMessages = {
  availabilityFilterInvalid: `availability must be one of ${availabilityValues.join(', ')}`,
  hiddenInvalid: 'hidden must be true or false',
  productHidden: 'Product hidden from the shop',
  productShown: 'Product shown in the shop',
  /** 429 for a client asking for too many pages the shop has not prepared (decision 0070). */
  tooManyNewPages: 'Too many requests. Please wait a moment and try again.',
  /** A collection's sort and filters (decision 0089). */
  sortInvalid: `sort must be one of ${collectionSorts.join(', ')}`,
  minPriceInvalid: 'minPrice must be a whole number of rupees, 0 or more',
  maxPriceInvalid: 'maxPrice must be a whole number of rupees, 0 or more',
  priceRangeInvalid: 'minPrice must not be more than maxPrice',
  sizeInvalid: 'size must be a size name of at most 40 characters',
  priceOnRequestInvalid: 'priceOnRequest must be true or false',
  priceOnRequestPaintingsOnly: 'Only a painting can have its price on request',
  priceShown: 'Price shown in the shop',
  priceOnRequest: 'Price on request',
} as const;

/** The largest price filter, in rupees: beyond any painting, and small enough for integer paise. */
export const PRICE_FILTER_MAX_RUPEES = 10_000_000;

/** `GET /newarrivals`, `/topsellers`, `/adminop/type/{type}`: the spec's `{ products }` envelope. */
export const productListResponseSchema = z.object({ products: z.array(productSchema) });
export type ProductListResponse = z.infer<typeof productListResponseSchema>;

/**
 * `GET /adminop/type/{type}`: the spec's `{ products }` (one page) plus `total`, how many products
 * the collection has under the same filter, so a client can say 'Showing N Product(s)' and page.
 */
export const productPageResponseSchema = productListResponseSchema.extend({
  total: z.number().int(),
  /**
   * The size names the collection offers (every shown product of the type, whatever the filter),
   * for its size filter (decision 0089); sorted.
   */
  sizeOptions: z.array(z.string()),
  /** `after` for the next page, newest first only (decision 0127); null on the last page. */
  nextCursor: nextCursorSchema,
});
export type ProductPageResponse = z.infer<typeof productPageResponseSchema>;

/** `GET /adminop/{id}`. */
export const productResponseSchema = z.object({ data: productSchema });
export type ProductResponse = z.infer<typeof productResponseSchema>;

/** `GET /adminop/all`: `data` as the spec reads it, plus `total` so a list can page. */
export const productDataListResponseSchema = z.object({
  data: z.array(productSchema),
  total: z.number().int(),
  /** `after` for the next page (decision 0127); null on the last page. */
  nextCursor: nextCursorSchema,
});
export type ProductDataListResponse = z.infer<typeof productDataListResponseSchema>;

/**
 * Any string is accepted here on purpose: a malformed id must answer 404 'Product not found'
 * (docs/architecture.md), which a 400 from a uuid check would contradict.
 */
export const productIdParamsSchema = z.object({ id: z.string() });

export const PRODUCT_LIST_MAX = 100;

/** How many products a collection page asks for at a time ('Load more' fetches the next as many). */
export const COLLECTION_PAGE_SIZE = 48;

/** Paging for product lists; the defaults keep a 10,000 product catalogue from going out in one body. */
const productListQueryShape = {
  ...pagingQueryShape({ maxLimit: PRODUCT_LIST_MAX, defaultLimit: PRODUCT_LIST_MAX }),
  // Or, newest first, the page after a cursor (decision 0127).
  ...cursorQueryShape,
};
export const productListQuerySchema = z
  .object(productListQueryShape)
  .refine(cursorWithoutOffset, { error: cursorMessages.withOffset, path: ['after'] });
export type ProductListQuery = z.infer<typeof productListQuerySchema>;

/** A whole-rupee bound of the price filter; empty means no bound (a cleared field in a form). */
function rupeeFilter(message: string) {
  return z
    .union([z.literal(''), z.coerce.number({ error: message })], { error: message })
    .optional()
    .transform((value, ctx) => {
      if (value === '' || value === undefined) return undefined;
      if (!Number.isInteger(value) || value < 0 || value > PRICE_FILTER_MAX_RUPEES) {
        ctx.addIssue({ code: 'custom', message });
        return z.NEVER;
      }
      return value;
    });
}

/**
 * `GET /adminop/type/{type}`: a page of one type. Without `availability` the collection shows what
 * can still be bought (available and reserved); `availability=sold` is the paintings' 'Sold' filter.
 * `sort`, `size` and the whole-rupee `minPrice`/`maxPrice` are the collection's sort and filters
 * (decision 0089); the server orders and filters, so 'Load more' pages follow each other exactly.
 */
export const productTypeListQuerySchema = z
  .object(productListQueryShape)
  .extend({
    availability: z
      .union([z.literal(''), z.enum(availabilityValues)], {
        error: catalogMessages.availabilityFilterInvalid,
      })
      .optional()
      .transform((value) => value || undefined),
    sort: z
      .union([z.literal(''), z.enum(collectionSorts)], { error: catalogMessages.sortInvalid })
      .optional()
      .transform((value) => value || 'newest'),
    size: z
      .string({ error: catalogMessages.sizeInvalid })
      .trim()
      .max(40, catalogMessages.sizeInvalid)
      .optional()
      .transform((value) => value || undefined),
    minPrice: rupeeFilter(catalogMessages.minPriceInvalid),
    maxPrice: rupeeFilter(catalogMessages.maxPriceInvalid),
  })
  .refine(
    (query) =>
      query.minPrice === undefined ||
      query.maxPrice === undefined ||
      query.minPrice <= query.maxPrice,
    { error: catalogMessages.priceRangeInvalid, path: ['minPrice'] },
  )
  .refine(cursorWithoutOffset, { error: cursorMessages.withOffset, path: ['after'] })
  // A cursor names a place in the newest-first order; a price order has its own (decision 0127).
  .refine((query) => query.after === undefined || query.sort === 'newest', {
    error: cursorMessages.newestOnly,
    path: ['after'],
  });
export type ProductTypeListQuery = z.infer<typeof productTypeListQuerySchema>;

/** `PATCH /adminop/{id}/hidden` (admin): take a product off the shop's lists and pages, or back. */
export const productHiddenInputSchema = z.object(
  { hidden: z.boolean({ error: catalogMessages.hiddenInvalid }) },
  { error: catalogMessages.hiddenInvalid },
);
export type ProductHiddenInput = z.infer<typeof productHiddenInputSchema>;

/** `PATCH /adminop/{id}/price-on-request` (admin): hide a painting's price behind 'Price on request'. */
export const productPriceOnRequestInputSchema = z.object(
  { priceOnRequest: z.boolean({ error: catalogMessages.priceOnRequestInvalid }) },
  { error: catalogMessages.priceOnRequestInvalid },
);
export type ProductPriceOnRequestInput = z.infer<typeof productPriceOnRequestInputSchema>;
