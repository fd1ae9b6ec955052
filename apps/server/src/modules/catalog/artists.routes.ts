import { apiErrorSchema, artistPageResponseSchema, artistSlugParamsSchema } from '@artshop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getArtistPage, toArtistDto } from './artists.service';
import { CATALOG_CACHE } from './http-cache';
import { availabilityChangesAt, toProductDto } from './product-dto';
import { answerChangesAt, cachedResponse } from './response-cache';

/** `GET /api/artists/{slug}` (decision 0108): the profile and its works, stored like the catalogue. */
export const artistsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/artists/:slug',
    {
      schema: {
        tags: ['catalogue'],
        summary: "An artist's profile and shown works: available first, then sold; 404 if unknown",
        params: artistSlugParamsSchema,
        response: { 200: artistPageResponseSchema, 404: apiErrorSchema },
      },
      ...cachedResponse(app.db, CATALOG_CACHE),
    },
    async (request) => {
      const { artist, rows } = await getArtistPage(app.db, request.params.slug);
      const now = new Date();
      answerChangesAt(request, availabilityChangesAt(rows, now));
      return { artist: toArtistDto(artist), products: rows.map((row) => toProductDto(row, now)) };
    },
  );
};
