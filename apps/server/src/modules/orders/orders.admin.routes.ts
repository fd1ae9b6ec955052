import {
  adminOrderListQuerySchema,
  adminOrderListResponseSchema,
  apiErrorSchema,
} from '@artshop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listAdminOrders } from './orders.admin.service';

const guarded = { 401: apiErrorSchema, 403: apiErrorSchema };

/**
 * Admin orders (spec section 2 'Admin all orders'), registered in the admin scope under /api. The
 * status change (`PUT /order/{id}/status`) may cancel and refund, so it is modules/commerce's
 * (decision 0069).
 */
export const ordersAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/order',
    {
      schema: {
        tags: ['Admin orders'],
        summary:
          'All orders, newest first: search by name, email or order id (case-insensitive substring), filter, page; with the order counts',
        querystring: adminOrderListQuerySchema,
        response: { 200: adminOrderListResponseSchema, 400: apiErrorSchema, ...guarded },
      },
    },
    async (request) => listAdminOrders(app.db, request.query),
  );
};
