import {
  adminOrderResponseSchema,
  cashReceivedSchema,
  adminOrderStatusSchema,
  apiErrorSchema,
  orderIdParamsSchema,
} from '@artshop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { invalidateCatalogCache } from '../catalog/response-cache';
import { recordCashReference } from '../orders/cash-on-delivery';
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
      const order = await getAdminOrder(app.db, request.params.id);
      // A COD order delivered became paid: the top sellers changed (decision 0101).
      if (change.status === 'delivered' && order.paymentMethod === 'cod') {
        await invalidateCatalogCache(app.db);
      }
      return { order };
    },
  );

  app.post(
    '/order/:id/cash-received',
    {
      schema: {
        tags: ['Admin orders'],
        summary:
          "A manually shipped cash on delivery order's cash was received: its reference is stored and the order becomes delivered and paid (invoice issued)",
        params: orderIdParamsSchema,
        body: cashReceivedSchema,
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
      const { id } = request.params;
      const { deliver } = await recordCashReference(app.db, id, request.body.reference);
      // 'delivered' runs the shop's steps: the cash collected makes it paid (decision 0101).
      if (deliver) {
        await setFulfilmentStatus(app.db, app.config, afterFulfilmentSteps, id, {
          status: 'delivered',
        });
        await invalidateCatalogCache(app.db);
      }
      app.mailSender?.kick();
      return { order: await getAdminOrder(app.db, id) };
    },
  );
};
