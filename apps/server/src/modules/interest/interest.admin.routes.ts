import {
  apiErrorSchema,
  interestedBuyersQuerySchema,
  interestedBuyersResponseSchema,
} from '@artshop/shared';
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
        summary:
          'Interests customers registered, newest first, with buyer and product: searched, and paged when a limit is given',
        querystring: interestedBuyersQuerySchema,
        response: { 200: interestedBuyersResponseSchema, 400: apiErrorSchema, ...guarded },
      },
    },
    async (request) => listInterestedBuyers(app.db, request.query),
  );
};
