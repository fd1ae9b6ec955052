import {
  apiErrorSchema,
  customArtListSchema,
  customArtParamsSchema,
  customArtResponseSchema,
  customArtStatusInputSchema,
} from '@artshop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { readCustomArtPhoto } from './custom-art-photos';
import { photoResponse, sendPrivatePhoto } from './custom-art.routes';
import { listCustomArtRequests, updateCustomArtStatus } from './custom-art.service';

const tags = ['Admin custom art'];
// The admin scope's hook answers these before any handler runs.
const guarded = { 401: apiErrorSchema, 403: apiErrorSchema };

/** Admin custom art orders (spec sections 2, 4 and 7 'Custom art'), in the admin scope under /api. */
export const customArtAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const privateStore = app.media.private;

  app.get(
    '/customArt',
    {
      schema: {
        tags,
        summary: 'Every custom art request, newest first',
        response: { 200: customArtListSchema, ...guarded },
      },
    },
    async () => listCustomArtRequests(app.db),
  );

  app.put(
    '/customArt/:id',
    {
      schema: {
        tags,
        summary: "Set a custom art request's status: 'pending' or 'completed', either way",
        params: customArtParamsSchema,
        body: customArtStatusInputSchema,
        response: {
          200: customArtResponseSchema,
          400: apiErrorSchema,
          404: apiErrorSchema,
          ...guarded,
        },
      },
    },
    async (request) => {
      const customArt = await updateCustomArtStatus(
        app.db,
        app.config,
        request.params.id,
        request.body.status,
      );
      app.mailSender?.kick();
      return { customArt };
    },
  );

  // The list's <img> loads this with the admin's cookie (same origin); never a public file.
  app.get(
    '/admin/customArt/:id/image',
    {
      schema: {
        tags,
        summary: "A custom art request's reference photo (Cache-Control: private, no-store)",
        params: customArtParamsSchema,
        response: { 200: photoResponse, 404: apiErrorSchema, ...guarded },
      },
    },
    async (request, reply) =>
      sendPrivatePhoto(
        reply,
        await readCustomArtPhoto(app.db, privateStore, request.params.id, () => true),
      ),
  );
};
