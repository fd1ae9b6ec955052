import { apiErrorSchema, searchQuerySchema, searchResponseSchema } from '@artshop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CATALOG_CACHE } from './http-cache';
import { availabilityChangesAt, toProductDto } from './product-dto';
import { answerChangesAt, cachedResponse } from './response-cache';
import { searchProducts } from './search.service';

/**
 * `GET /api/search` (decision 0107), public and stored like the catalogue's answers: keyed by the
 * parameters of its schema (decision 0070), dropped by every catalogue write, and a client's misses
 * are bounded by its budget.
 */
export const searchRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/search',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'Search the shown products: text, filters, facets with counts, one page',
        description:
          'Every word of `q` must be found, by its stem in title, artist, type or description ' +
          '(full-text search) or as a similar word in title, artist or type (trigrams: ' +
          'misspellings); no `q` lists every shown product. `type`, `availability`, `orientation` ' +
          'and whole-rupee `minPrice`/`maxPrice` ' +
          "filter ('Price on request' is outside every price range and band); `sort` is relevance " +
          '(default), newest, price-asc or price-desc. Each facet counts under every other filter.',
        querystring: searchQuerySchema,
        response: { 200: searchResponseSchema, 400: apiErrorSchema },
      },
      ...cachedResponse(app.db, CATALOG_CACHE),
    },
    async (request) => {
      const now = new Date();
      const { rows, total, facets } = await searchProducts(app.db, request.query, now);
      answerChangesAt(request, availabilityChangesAt(rows, now));
      return { products: rows.map((row) => toProductDto(row, now)), total, facets };
    },
  );
};
