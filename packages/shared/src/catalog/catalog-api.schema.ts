import { z } from 'zod';
import { pagingQueryShape } from '../paging/paging.schema';
import { productSchema } from './product.schema';

/** `GET /newarrivals`, `/topsellers`, `/adminop/type/{type}`: the spec's `{ products }` envelope. */
export const productListResponseSchema = z.object({ products: z.array(productSchema) });
export type ProductListResponse = z.infer<typeof productListResponseSchema>;

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

/** Paging for product lists; the defaults keep a 10,000 product catalogue from going out in one body. */
export const productListQuerySchema = z.object(
  pagingQueryShape({ maxLimit: PRODUCT_LIST_MAX, defaultLimit: PRODUCT_LIST_MAX }),
);
export type ProductListQuery = z.infer<typeof productListQuerySchema>;
