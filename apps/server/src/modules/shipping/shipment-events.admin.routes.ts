import { adminOrderResponseSchema, apiErrorSchema, orderIdParamsSchema } from '@artshop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getAdminOrder } from '../orders/orders.admin.service';
import { requestReattempt } from './shipment-events.service';

const guarded = { 401: apiErrorSchema, 403: apiErrorSchema };

/** The back-office's answer to a failed delivery (decision 0097), in the admin scope under /api. */
export const shipmentEventsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/order/:id/reattempt',
    {
      schema: {
        tags: ['Admin orders'],
        summary:
          "Record the admin's request for another delivery attempt of an undelivered parcel (Shiprocket documents no call for it: ask in its panel too); 409 unless the parcel is undelivered",
        params: orderIdParamsSchema,
        response: {
          200: adminOrderResponseSchema,
          404: apiErrorSchema,
          409: apiErrorSchema,
          ...guarded,
        },
      },
    },
    async (request) => {
      await requestReattempt(app.db, request.params.id);
      return { order: await getAdminOrder(app.db, request.params.id) };
    },
  );
};
