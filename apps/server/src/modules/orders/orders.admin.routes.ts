import {
  adminOrderListQuerySchema,
  adminOrderListResponseSchema,
  adminOrderResponseSchema,
  adminOrderStatusSchema,
  apiErrorSchema,
  orderIdParamsSchema,
} from '@artshop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { cancelOrder } from '../refunds/cancellation.service';
import { getAdminOrder, listAdminOrders, setFulfilmentStatus } from './orders.admin.service';

const guarded = { 401: apiErrorSchema, 403: apiErrorSchema };

/** Admin orders (spec section 2 'Admin all orders'), registered in the admin scope under /api. */
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

  app.put(
    '/order/:id/status',
    {
      schema: {
        tags: ['Admin orders'],
        summary:
          'Set the fulfilment status of a paid order: processing, shipped (with the courier, tracking number and an optional tracking URL), delivered, or cancelled (not once shipped; refunds what is left of the payment, and a cancelled order stays cancelled)',
        params: orderIdParamsSchema,
        body: adminOrderStatusSchema,
        response: {
          200: adminOrderResponseSchema,
          400: apiErrorSchema,
          404: apiErrorSchema,
          409: apiErrorSchema,
          ...guarded,
        },
      },
    },
    async (request) => {
      const change = request.body;
      if (change.status === 'cancelled') {
        await cancelOrder(
          app.db,
          app.payments,
          app.config,
          {
            orderId: request.params.id,
            reason: change.reason,
            adminId: request.user?.id ?? null,
          },
          request.log,
        );
      } else {
        await setFulfilmentStatus(app.db, app.config, request.params.id, change);
      }
      app.mailSender?.kick();
      return { order: await getAdminOrder(app.db, request.params.id) };
    },
  );
};
