import {
  apiErrorSchema,
  productDataListResponseSchema,
  productIdParamsSchema,
  productListQuerySchema,
  productListResponseSchema,
  productResponseSchema,
  productTypeSchema,
} from '@artshop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { httpError } from '../../lib/http-error';
import {
  getProduct,
  listAllProducts,
  listNewArrivals,
  listProductsByType,
  listTopSellers,
} from './catalog.service';
import { CATALOG_CACHE } from './http-cache';
import { toProductDto } from './product-dto';
import { cachedResponse } from './response-cache';

const tags = ['catalogue'];

/**
 * The public catalogue (spec section 7 'Catalogue'), mounted under /api. Static segments
 * ('/adminop/all', '/adminop/type/...') win over '/adminop/:id' in Fastify's router whatever the
 * registration order, so the id route cannot capture them.
 */
export const catalogRoutes: FastifyPluginAsyncZod = async (app) => {
  const cached = cachedResponse(app.db, CATALOG_CACHE);

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
    async () => ({ products: (await listNewArrivals(app.db)).map(toProductDto) }),
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
    async () => ({ products: (await listTopSellers(app.db)).map(toProductDto) }),
  );

  app.get(
    '/adminop/type/:type',
    {
      schema: {
        tags,
        summary: "Products of one type ('painting' or 'stoneArt'), newest first",
        params: z.object({ type: z.string() }),
        querystring: productListQuerySchema,
        response: { 200: productListResponseSchema, 400: apiErrorSchema, 404: apiErrorSchema },
      },
      ...cached,
    },
    async (request) => {
      const type = productTypeSchema.safeParse(request.params.type);
      if (!type.success) throw httpError(404, 'Product type not found');
      const rows = await listProductsByType(app.db, type.data, request.query);
      return { products: rows.map(toProductDto) };
    },
  );

  app.get(
    '/adminop/all',
    {
      schema: {
        tags,
        summary: 'All products, newest first, one page at a time',
        querystring: productListQuerySchema,
        response: { 200: productDataListResponseSchema, 400: apiErrorSchema },
      },
      ...cached,
    },
    async (request) => {
      const { rows, total } = await listAllProducts(app.db, request.query);
      return { data: rows.map(toProductDto), total };
    },
  );

  app.get(
    '/adminop/:id',
    {
      schema: {
        tags,
        summary: 'One product; 404 for an unknown or malformed id',
        params: productIdParamsSchema,
        response: { 200: productResponseSchema, 404: apiErrorSchema },
      },
      ...cached,
    },
    async (request) => ({ data: toProductDto(await getProduct(app.db, request.params.id)) }),
  );
};
