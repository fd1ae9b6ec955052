import {
  apiErrorSchema,
  customArtFieldsSchema,
  customArtMessages,
  customArtParamsSchema,
  customArtResponseSchema,
} from '@artshop/shared';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { httpError } from '../../lib/http-error';
import { currentUser, loadSession } from '../auth/session.plugin';
import { readCustomArtPhoto } from './custom-art-photos';
import { createCustomArtRequest } from './custom-art.service';
import { readCustomArtForm } from './read-custom-art-form';
import { routeLimits } from '../../lib/route-limit';

const tags = ['Custom art'];

/**
 * Per client: enough for a person who fixes a mistake or two, not for a flood of uploads. Per
 * address the request mails (the requester's confirmation goes to the email typed in the form,
 * decision 0060): many clients cannot bomb one inbox through this form.
 */
export const CUSTOM_ART_LIMITS = routeLimits('custom-art-to:', {
  perKey: { max: 5, windowMs: 60 * 60 * 1000, message: customArtMessages.tooManyForAddress },
  perClient: { max: 10, windowMs: 15 * 60 * 1000, message: customArtMessages.tooManyRequests },
});

/**
 * A private photo's answer: WebP bytes (the intake re-encodes every upload), kept by no cache, not
 * even the browser's, since a shared computer's next user must not find it there.
 */
export function sendPrivatePhoto(reply: FastifyReply, bytes: Buffer): FastifyReply {
  return reply
    .header('cache-control', 'private, no-store')
    .header('content-type', 'image/webp')
    .send(bytes);
}

/** The photo routes' documented answer (bytes, not JSON). */
export const photoResponse = z.any().describe('The reference photo (image/webp)');

/**
 * The public custom stone art request (spec sections 2, 7 'Custom art'), under /api. The admin's
 * list and status change live in custom-art.admin.routes.ts, in the admin scope.
 */
export const customArtRoutes: FastifyPluginAsyncZod = async (app) => {
  const privateStore = app.media.private;

  app.post(
    '/customArt',
    {
      config: { rateLimit: CUSTOM_ART_LIMITS.perClient },
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
      await CUSTOM_ART_LIMITS.enforce(app.db, reply, fields.email.toLowerCase());
      // Open to visitors (spec section 7); a signed-in customer's request is theirs, photo included.
      const sender = await loadSession(app, request, 'customer');
      const customArt = await createCustomArtRequest(
        app.db,
        app.config,
        privateStore,
        fields,
        form.image,
        sender?.user.id ?? null,
      );
      app.mailSender?.kick();
      return reply.code(201).send({ customArt });
    },
  );

  app.get(
    '/customArt/:id/image',
    {
      onRequest: app.requireCustomer,
      schema: {
        tags,
        summary: "The signed-in customer's own request's reference photo",
        description:
          'Only the customer who sent the request while signed in; 404 for any other request, ' +
          'whether or not it exists. Cache-Control: private, no-store.',
        params: customArtParamsSchema,
        response: { 200: photoResponse, 401: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const userId = currentUser(request).id;
      const bytes = await readCustomArtPhoto(
        app.db,
        privateStore,
        request.params.id,
        (row) => row.userId === userId,
      );
      return sendPrivatePhoto(reply, bytes);
    },
  );
};
