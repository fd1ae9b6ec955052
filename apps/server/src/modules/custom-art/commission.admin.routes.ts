import {
  apiErrorSchema,
  commissionPhotoCaptionSchema,
  commissionPhotoListSchema,
  commissionPhotoParamsSchema,
  commissionPhotoResponseSchema,
  commissionMessages,
  customArtParamsSchema,
  customArtResponseSchema,
  customArtStageInputSchema,
} from '@artshop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { httpError } from '../../lib/http-error';
import { ADMIN_UPLOAD_RATE_LIMIT } from '../catalog/admin-upload-limit';
import { setCommissionStage } from './commission-stage.service';
import {
  addProgressPhoto,
  deleteProgressPhoto,
  listProgressPhotos,
} from './progress-photos.service';
import { readProgressPhotoForm } from './read-progress-photo-form';

const tags = ['Admin custom art'];
// The admin scope's hook answers these before any handler runs.
const guarded = { 401: apiErrorSchema, 403: apiErrorSchema };

/** A commission's stages and progress photos (decision 0053), in the admin scope under /api. */
export const commissionAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const privateStore = app.media.private;

  app.put(
    '/admin/customArt/:id/stage',
    {
      schema: {
        tags,
        summary: "Move a paid commission's stage: in_progress, completed, shipped (or one back)",
        description:
          'Only once its quote is paid (409 before). Forward any number of stages, back one ' +
          "(to 'paid' only from 'in_progress'). 'completed' and 'shipped' set the status " +
          "'completed'. Each new stage after 'paid' emails the requester once.",
        params: customArtParamsSchema,
        body: customArtStageInputSchema,
        response: {
          200: customArtResponseSchema,
          400: apiErrorSchema,
          404: apiErrorSchema,
          409: apiErrorSchema,
          ...guarded,
        },
      },
    },
    async (request) => {
      const customArt = await setCommissionStage(
        app.db,
        app.config,
        request.params.id,
        request.body.stage,
      );
      app.mailSender?.kick();
      return { customArt };
    },
  );

  app.post(
    '/admin/customArt/:id/photos',
    {
      config: { rateLimit: ADMIN_UPLOAD_RATE_LIMIT },
      schema: {
        tags,
        summary: 'Add a progress photo the customer sees (multipart: file `photo`, `caption`)',
        description:
          'Any common image type up to 10 MB, re-encoded to WebP without metadata and kept ' +
          'private; caption optional, at most 200 characters.',
        consumes: ['multipart/form-data'],
        params: customArtParamsSchema,
        response: {
          201: commissionPhotoResponseSchema,
          400: apiErrorSchema,
          404: apiErrorSchema,
          413: apiErrorSchema,
          429: apiErrorSchema,
          ...guarded,
        },
      },
    },
    async (request, reply) => {
      const form = await readProgressPhotoForm(request);
      const caption = commissionPhotoCaptionSchema.parse(form.caption);
      if (!form.photo) throw httpError(400, commissionMessages.photoRequired);
      const photo = await addProgressPhoto(
        app.db,
        privateStore,
        request.params.id,
        form.photo,
        caption,
      );
      return reply.code(201).send({ photo });
    },
  );

  app.get(
    '/admin/customArt/:id/photos',
    {
      schema: {
        tags,
        summary: "A commission's progress photos, oldest first",
        params: customArtParamsSchema,
        response: { 200: commissionPhotoListSchema, 404: apiErrorSchema, ...guarded },
      },
    },
    async (request) => ({ photos: await listProgressPhotos(app.db, request.params.id) }),
  );

  app.delete(
    '/admin/customArt/:id/photos/:photoId',
    {
      schema: {
        tags,
        summary: 'Delete a progress photo (its files too)',
        params: commissionPhotoParamsSchema,
        response: { 204: z.null().describe('Deleted'), 404: apiErrorSchema, ...guarded },
      },
    },
    async (request, reply) => {
      await deleteProgressPhoto(
        app.db,
        privateStore,
        request.params.id,
        request.params.photoId,
        request.log,
      );
      return reply.code(204).send(null);
    },
  );
};
