import {
  adminMailIdParamsSchema,
  adminMailListQuerySchema,
  adminMailListResponseSchema,
  adminMailResponseSchema,
  apiErrorSchema,
} from '@artshop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { keptSecretsLogged } from './mail-sender';
import { getAdminMail, listAdminMail, resendAdminMail } from './mail.admin.service';

// The admin scope's hook answers these before any handler runs.
const guarded = { 401: apiErrorSchema, 403: apiErrorSchema };

/** The back-office 'Mail' screen (decision 0043): the outbox, each message, and resend. */
export const mailAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const view = { keptLinksLogged: keptSecretsLogged(app.config) };

  app.get(
    '/admin/mail',
    {
      schema: {
        tags: ['Admin mail'],
        summary:
          'The outbox, newest first, 20 a page: filter by status, search recipient or subject',
        querystring: adminMailListQuerySchema,
        response: { 200: adminMailListResponseSchema, 400: apiErrorSchema, ...guarded },
      },
    },
    async (request) => listAdminMail(app.db, request.query, app.mailTransport ? 'smtp' : 'kept'),
  );

  app.get(
    '/admin/mail/:id',
    {
      schema: {
        tags: ['Admin mail'],
        summary:
          'One message with its HTML and plain-text parts and extra headers; a reset link shows as a placeholder',
        params: adminMailIdParamsSchema,
        response: { 200: adminMailResponseSchema, 404: apiErrorSchema, ...guarded },
      },
    },
    async (request) => ({ message: await getAdminMail(app.db, request.params.id, view) }),
  );

  app.post(
    '/admin/mail/:id/resend',
    {
      schema: {
        tags: ['Admin mail'],
        summary:
          'Send a failed, sent or kept message again: back to pending now, attempts from zero',
        params: adminMailIdParamsSchema,
        response: {
          200: adminMailResponseSchema,
          404: apiErrorSchema,
          409: apiErrorSchema,
          ...guarded,
        },
      },
    },
    async (request) => {
      const message = await resendAdminMail(app.db, request.params.id, view);
      app.mailSender?.kick();
      return { message };
    },
  );
};
