import {
  adminContactListQuerySchema,
  adminContactListResponseSchema,
  adminContactMessageResponseSchema,
  adminContactUpdateSchema,
  apiErrorSchema,
  contactMessageParamsSchema,
} from '@artshop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listContactMessages, setContactMessageRead } from './contact.service';

const guarded = { 401: apiErrorSchema, 403: apiErrorSchema };
const tags = ['Admin messages'];

/** The back-office's 'Messages' screen (decision 0046), in the admin scope under /api. */
export const contactAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/contact-messages',
    {
      schema: {
        tags,
        summary:
          'Contact messages, newest first: search name, email, subject and text; unread only; page',
        querystring: adminContactListQuerySchema,
        response: { 200: adminContactListResponseSchema, 400: apiErrorSchema, ...guarded },
      },
    },
    async (request) => listContactMessages(app.db, request.query),
  );

  app.patch(
    '/admin/contact-messages/:id',
    {
      schema: {
        tags,
        summary: 'Mark a contact message read or unread',
        params: contactMessageParamsSchema,
        body: adminContactUpdateSchema,
        response: {
          200: adminContactMessageResponseSchema,
          400: apiErrorSchema,
          404: apiErrorSchema,
          ...guarded,
        },
      },
    },
    async (request) => ({
      contactMessage: await setContactMessageRead(app.db, request.params.id, request.body.read),
    }),
  );
};
