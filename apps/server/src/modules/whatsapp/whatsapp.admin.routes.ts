import {
  adminWhatsappIdParamsSchema,
  adminWhatsappListResponseSchema,
  adminWhatsappResponseSchema,
  apiErrorSchema,
} from '@artshop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { countOptedIn, listAdminWhatsapp, resendAdminWhatsapp } from './whatsapp.admin.service';

const guarded = { 401: apiErrorSchema, 403: apiErrorSchema };
const tags = ['Admin mail'];

/** The back-office Mail screen's WhatsApp part (docs/whatsapp.md): messages, states, resend. */
export const whatsappAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/whatsapp',
    {
      schema: {
        tags,
        summary:
          'The newest 50 WhatsApp messages with their states, how they are sent, and how many customers opted in',
        response: { 200: adminWhatsappListResponseSchema, ...guarded },
      },
    },
    async () => {
      const [messages, optedIn] = await Promise.all([
        listAdminWhatsapp(app.db),
        countOptedIn(app.db),
      ]);
      return {
        mode: app.whatsappClient ? ('cloud-api' as const) : ('kept' as const),
        optedIn,
        messages,
      };
    },
  );

  app.post(
    '/admin/whatsapp/:id/resend',
    {
      schema: {
        tags,
        summary:
          "Send a failed, kept or sent WhatsApp message again (not a COD code's: resend its email)",
        params: adminWhatsappIdParamsSchema,
        response: {
          200: adminWhatsappResponseSchema,
          400: apiErrorSchema,
          404: apiErrorSchema,
          409: apiErrorSchema,
          ...guarded,
        },
      },
    },
    async (request) => {
      const message = await resendAdminWhatsapp(app.db, request.params.id);
      app.whatsappSender?.kick();
      return { message };
    },
  );
};
