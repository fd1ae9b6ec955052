import path from 'node:path';
import {
  apiErrorSchema,
  customArtFieldsSchema,
  customArtMessages,
  customArtResponseSchema,
} from '@artshop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { httpError } from '../../lib/http-error';
import { createCustomArtRequest } from './custom-art.service';
import { readCustomArtForm } from './read-custom-art-form';

/** Per client: enough for a person who fixes a mistake or two, not for a flood of uploads. */
export const CUSTOM_ART_RATE_LIMIT = {
  max: 10,
  timeWindow: 15 * 60 * 1000,
  // @fastify/rate-limit throws what this returns; the app's error handler keeps its 4xx message.
  errorResponseBuilder: () => httpError(429, customArtMessages.tooManyRequests),
};

const tags = ['Custom art'];

/**
 * The public custom stone art request (spec sections 2, 7 'Custom art'), under /api. The admin's
 * list and status change live in custom-art.admin.routes.ts, in the admin scope.
 */
export const customArtRoutes: FastifyPluginAsyncZod = async (app) => {
  const mediaDir = path.resolve(app.config.dataDir, 'media');

  app.post(
    '/customArt',
    {
      config: { rateLimit: CUSTOM_ART_RATE_LIMIT },
      schema: {
        tags,
        summary:
          'Request a custom stone art piece (multipart: the text fields and the file `image`)',
        description:
          'Fields firstName, lastName, email, phone, description (optional); file `image`, any ' +
          'common image type up to 10 MB, re-encoded without metadata.',
        consumes: ['multipart/form-data'],
        response: {
          201: customArtResponseSchema,
          400: apiErrorSchema,
          413: apiErrorSchema,
          429: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const form = await readCustomArtForm(request);
      const fields = customArtFieldsSchema.parse(form.fields);
      if (!form.image) throw httpError(400, customArtMessages.imageRequired);
      const customArt = await createCustomArtRequest(app.db, mediaDir, fields, form.image);
      return reply.code(201).send({ customArt });
    },
  );
};
