import {
  apiErrorSchema,
  authMessages,
  commissionPhotoParamsSchema,
  myCustomArtListSchema,
} from '@artshop/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { SQL } from 'drizzle-orm';
import { httpError } from '../../lib/http-error';
import { currentUser, loadSession } from '../auth/session.plugin';
import { photoResponse, sendPrivatePhoto } from './custom-art.routes';
import { listMyCustomArtRequests } from './my-custom-art.service';
import { readProgressPhoto } from './progress-photos.service';
import { ownRequestCondition } from './request-owner';

const tags = ['Custom art'];

/**
 * Who may see a progress photo: an admin (every request: undefined, no condition), else a
 * signed-in customer (their own requests only), else nobody (401).
 */
async function photoViewer(
  app: FastifyInstance,
  request: FastifyRequest,
): Promise<SQL | undefined> {
  const admin = await loadSession(app, request, 'admin');
  if (admin?.user.role === 'admin') return undefined;
  const customer = await loadSession(app, request, 'customer');
  if (!customer) throw httpError(401, authMessages.loginRequired);
  return ownRequestCondition(customer.user);
}

/** The customer's side of a commission (decision 0053), under /api. */
export const commissionRoutes: FastifyPluginAsyncZod = async (app) => {
  const privateStore = app.media.private;

  app.get(
    '/customArt/mine',
    {
      onRequest: app.requireCustomer,
      schema: {
        tags,
        summary: "The signed-in customer's custom art requests, newest first",
        description:
          "Sent while signed in as them, or with their account's email (any case) once the " +
          'account has confirmed it (decision 0076); each with ' +
          'its stage, progress photos and the offers made for it to them.',
        response: { 200: myCustomArtListSchema, 401: apiErrorSchema },
      },
    },
    async (request) => ({
      requests: await listMyCustomArtRequests(app.db, currentUser(request)),
    }),
  );

  // The admin screen and My Account load it with their own cookie (same origin); never /media.
  app.get(
    '/customArt/:id/photos/:photoId',
    {
      schema: {
        tags,
        summary: "A commission's progress photo (Cache-Control: private, no-store)",
        description:
          "The request's customer (signed in, their own request) or an admin; 401 signed out, " +
          'and the same 404 for anyone else as for a photo that does not exist.',
        params: commissionPhotoParamsSchema,
        response: { 200: photoResponse, 401: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const mayView = await photoViewer(app, request);
      const bytes = await readProgressPhoto(
        app.db,
        privateStore,
        request.params.id,
        request.params.photoId,
        mayView,
      );
      return sendPrivatePhoto(reply, bytes);
    },
  );
};
