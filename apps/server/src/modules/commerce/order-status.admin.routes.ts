import {
  adminOrderResponseSchema,
  adminOrderStatusSchema,
  apiErrorSchema,
  orderIdParamsSchema,
} from '@artshop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getAdminOrder, setFulfilmentStatus } from '../orders/orders.admin.service';
import { cancelOrder } from '../refunds/cancellation.service';
import { afterFulfilmentSteps } from './after-fulfilment-steps';

const guarded = { 401: apiErrorSchema, 403: apiErrorSchema };

/**
 * The admin's order status change (spec section 2 'Admin all orders', decision 0019), registered in
 * the admin scope under /api. Cancelling refunds (modules/refunds), the other steps are the
 * order's (modules/orders) with the shop's after-fulfilment steps: this route joins modules that
 * never import each other upward, so it lives in the aggregating module (decision 0069).
 */
export const orderStatusAdminRoutes: FastifyPluginAsyncZod = async (app) => {
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
        await setFulfilmentStatus(
          app.db,
          app.config,
          afterFulfilmentSteps,
          request.params.id,
          change,
        );
      }
      app.mailSender?.kick();
      return { order: await getAdminOrder(app.db, request.params.id) };
    },
  );
};
