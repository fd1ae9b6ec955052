import { apiErrorSchema, codSettingsResponseSchema, codSettingsSchema } from '@artshop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getCodSettings, saveCodSettings } from './cod-settings.service';

const tags = ['Admin shipping'];
const denied = { 401: apiErrorSchema, 403: apiErrorSchema };

/** Cash on delivery's limit and fee (decision 0099), registered in the admin scope under /api. */
export const codSettingsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/cod-settings',
    {
      schema: {
        tags,
        summary:
          'The largest cash on delivery order and its fee, in rupees (COD_MAX_RUPEES, COD_FEE_RUPEES until saved)',
        response: { 200: codSettingsResponseSchema, ...denied },
      },
    },
    async () => ({ settings: await getCodSettings(app.db, app.config.cod) }),
  );

  app.put(
    '/admin/cod-settings',
    {
      schema: {
        tags,
        summary: "Save cash on delivery's limit and fee (whole rupees)",
        body: codSettingsSchema,
        response: { 200: codSettingsResponseSchema, 400: apiErrorSchema, ...denied },
      },
    },
    async (request) => ({ settings: await saveCodSettings(app.db, request.body) }),
  );
};
