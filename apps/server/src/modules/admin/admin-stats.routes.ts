import { adminStatsResponseSchema, apiErrorSchema } from '@artshop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { orderStats } from '../orders/orders.admin.service';

/** `GET /admin/stats`: the sidebar's order figures from the database (not the spec's 15/7/8). */
export const adminStatsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/stats',
    {
      schema: {
        tags: ['Admin'],
        summary:
          'Order figures for the admin sidebar: total, payment pending, to ship (paid), completed (delivered)',
        response: { 200: adminStatsResponseSchema, 401: apiErrorSchema, 403: apiErrorSchema },
      },
    },
    async () => ({ orders: await orderStats(app.db) }),
  );
};
