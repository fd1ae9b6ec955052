import { apiErrorSchema, interestedBuyersResponseSchema } from '@artshop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listInterestedBuyers } from './interest.service';

// The admin scope's hook answers these before any handler runs.
const guarded = { 401: apiErrorSchema, 403: apiErrorSchema };

/**
 * Admin interested buyers (spec sections 2 and 7), in the admin scope under /api. The customer's
 * `POST` on the same path lives in interest.routes.ts, outside the admin scope.
 */
export const interestAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/user/interested-buyer',
    {
      schema: {
        tags: ['Admin interested buyers'],
        summary: 'Every interest a customer registered, newest first, with buyer and product',
        response: { 200: interestedBuyersResponseSchema, ...guarded },
      },
    },
    async () => ({ interestedBuyersData: await listInterestedBuyers(app.db) }),
  );
};
