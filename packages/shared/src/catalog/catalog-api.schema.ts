import { z } from 'zod';
import { pagingQueryShape } from '../paging/paging.schema';
import { availabilityValues } from '../offers/offer.schema';
import { productSchema } from './product.schema';

/** The catalogue's own messages (decision 0052: the sold filter and the admin's hide toggle). */
export const catalogMessages = {
  availabilityFilterInvalid: `availability must be one of ${availabilityValues.join(', ')}`,
  hiddenInvalid: 'hidden must be true or false',
  productHidden: 'Product hidden from the shop',
  productShown: 'Product shown in the shop',
  /** 429 for a client asking for too many pages the shop has not prepared (decision 0070). */
  tooManyNewPages: 'Too many requests. Please wait a moment and try again.',
} as const;

/** `GET /newarrivals`, `/topsellers`, `/adminop/type/{type}`: the spec's `{ products }` envelope. */
export const productListResponseSchema = z.object({ products: z.array(productSchema) });
export type ProductListResponse = z.infer<typeof productListResponseSchema>;

/**
 * `GET /adminop/type/{type}`: the spec's `{ products }` (one page) plus `total`, how many products
 * the collection has under the same filter, so a client can say 'Showing N Product(s)' and page.
 */
export const productPageResponseSchema = productListResponseSchema.extend({
  total: z.number().int(),
});
export type ProductPageResponse = z.infer<typeof productPageResponseSchema>;

/** `GET /adminop/{id}`. */
export const productResponseSchema = z.object({ data: productSchema });
export type ProductResponse = z.infer<typeof productResponseSchema>;

/** `GET /adminop/all`: `data` as the spec reads it, plus `total` so a list can page. */
export const productDataListResponseSchema = z.object({
  data: z.array(productSchema),
  total: z.number().int(),
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
export const productListQuerySchema = z.object(
  pagingQueryShape({ maxLimit: PRODUCT_LIST_MAX, defaultLimit: PRODUCT_LIST_MAX }),
);
export type ProductListQuery = z.infer<typeof productListQuerySchema>;

/**
 * `GET /adminop/type/{type}`: a page of one type. Without `availability` the collection shows what
 * can still be bought (available and reserved); `availability=sold` is the paintings' 'Sold' filter.
 */
export const productTypeListQuerySchema = productListQuerySchema.extend({
  availability: z
    .union([z.literal(''), z.enum(availabilityValues)], {
      error: catalogMessages.availabilityFilterInvalid,
    })
    .optional()
    .transform((value) => value || undefined),
});
export type ProductTypeListQuery = z.infer<typeof productTypeListQuerySchema>;

/** `PATCH /adminop/{id}/hidden` (admin): take a product off the shop's lists and pages, or back. */
export const productHiddenInputSchema = z.object(
  { hidden: z.boolean({ error: catalogMessages.hiddenInvalid }) },
  { error: catalogMessages.hiddenInvalid },
);
export type ProductHiddenInput = z.infer<typeof productHiddenInputSchema>;
