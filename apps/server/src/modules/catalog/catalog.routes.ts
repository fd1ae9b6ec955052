import {
  apiErrorSchema,
  productDataListResponseSchema,
  productIdParamsSchema,
  productListQuerySchema,
  productListResponseSchema,
  productPageResponseSchema,
  productResponseSchema,
  productTypeListQuerySchema,
  productTypeSchema,
} from '@artshop/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { httpError } from '../../lib/http-error';
import {
  getProduct,
  listAllProducts,
  listCollectionSizes,
  listNewArrivals,
  listProductsByType,
  listTopSellers,
} from './catalog.service';
import { artistSlugOfProduct } from './artists.service';
import { artistsRoutes } from './artists.routes';
import { CATALOG_CACHE } from './http-cache';
import { availabilityChangesAt, toProductDto } from './product-dto';
import { answerChangesAt, cachedResponse } from './response-cache';
import { searchRoutes } from './search.routes';
import type { ProductRow } from '../../db/schema';

const tags = ['catalogue'];

/**
 * The products of one answer, each with its availability as of now; the answer is cached no longer
 * than the first reservation in it lasts (it reads 'available' again then, with no write to say so).
 */
function productsAnswer(request: FastifyRequest, rows: readonly ProductRow[]) {
  const now = new Date();
  answerChangesAt(request, availabilityChangesAt(rows, now));
  return rows.map((row) => toProductDto(row, now));
}

/**
 * The public catalogue (spec section 7 'Catalogue'), mounted under /api. Static segments
 * ('/adminop/all', '/adminop/type/...') win over '/adminop/:id' in Fastify's router whatever the
 * registration order, so the id route cannot capture them.
 */
export const catalogRoutes: FastifyPluginAsyncZod = async (app) => {
  const cached = cachedResponse(app.db, CATALOG_CACHE);
  // The search and the artists' pages (decisions 0107, 0108) read the same catalogue.
  await app.register(searchRoutes);
  await app.register(artistsRoutes);

  app.get(
    '/newarrivals',
    {
      schema: {
        tags,
        summary: 'Newest products first',
        response: { 200: productListResponseSchema },
      },
      ...cached,
    },
    async (request) => ({ products: productsAnswer(request, await listNewArrivals(app.db)) }),
  );

  app.get(
    '/topsellers',
    {
      schema: {
        tags,
        summary: 'Most ordered products first',
        response: { 200: productListResponseSchema },
      },
      ...cached,
    },
    async (request) => ({ products: productsAnswer(request, await listTopSellers(app.db)) }),
  );

  app.get(
    '/adminop/type/:type',
    {
      schema: {
        tags,
        summary:
          "Products of one type ('painting' or 'stoneArt'), newest first, one page at a time",
        description:
          'Shown products that can still be bought (available or reserved) by default; ' +
          'availability=sold lists the sold paintings (available or reserved: only those). ' +
          '`sort` (newest, price-asc, price-desc), `size` and whole-rupee `minPrice`/`maxPrice` ' +
          "sort and filter (decision 0089; 'Price on request' last by price, outside a price range). " +
          '`total` counts every match under the same filter; `limit`/`offset` choose the page, ' +
          'or newest first `after` (the `nextCursor` of the page before; decision 0127); ' +
          '`sizeOptions` names the sizes the collection offers.',
        params: z.object({ type: z.string() }),
        querystring: productTypeListQuerySchema,
        response: { 200: productPageResponseSchema, 400: apiErrorSchema, 404: apiErrorSchema },
      },
      ...cached,
    },
    async (request) => {
      const type = productTypeSchema.safeParse(request.params.type);
      if (!type.success) throw httpError(404, 'Product type not found');
      const [{ rows, total, nextCursor }, sizeOptions] = await Promise.all([
        listProductsByType(app.db, type.data, request.query),
        listCollectionSizes(app.db, type.data),
      ]);
      return { products: productsAnswer(request, rows), total, sizeOptions, nextCursor };
    },
  );

  app.get(
    '/adminop/all',
    {
      schema: {
        tags,
        summary: 'All shown products (sold paintings too), newest first, one page at a time',
        querystring: productListQuerySchema,
        response: { 200: productDataListResponseSchema, 400: apiErrorSchema },
      },
      ...cached,
    },
    async (request) => {
      const { rows, total, nextCursor } = await listAllProducts(app.db, request.query);
      return { data: productsAnswer(request, rows), total, nextCursor };
    },
  );

  app.get(
    '/adminop/:id',
    {
      schema: {
        tags,
        summary: 'One product; 404 for an unknown or malformed id, or a hidden product',
        params: productIdParamsSchema,
        response: { 200: productResponseSchema, 404: apiErrorSchema },
      },
      ...cached,
    },
    async (request) => {
      const row = await getProduct(app.db, request.params.id);
      const now = new Date();
      answerChangesAt(request, availabilityChangesAt([row], now));
      // 'By {artist}' links to the profile (decision 0108).
      const artistSlug = await artistSlugOfProduct(app.db, row);
      return { data: { ...toProductDto(row, now), artistSlug } };
    },
  );
};
