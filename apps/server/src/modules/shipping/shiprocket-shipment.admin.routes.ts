import {
  apiErrorSchema,
  orderIdParamsSchema,
  shiprocketCouriersResponseSchema,
  shiprocketShipInputSchema,
  shiprocketShipResponseSchema,
} from '@artshop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ShiprocketClient } from '../../shipping-providers/shiprocket';
import type { AfterFulfilmentStep } from '../orders/after-fulfilment';
import { shiprocketCouriers, shipWithShiprocket } from './shiprocket-shipment.service';

export interface ShiprocketShipmentRoutesOptions {
  /** null when Shiprocket is not configured: both calls answer 503. */
  client: ShiprocketClient | null;
  /** What follows 'shipped' (the customer's email), composed in modules/commerce (decision 0069). */
  afterFulfilment: readonly AfterFulfilmentStep[];
}

const guarded = { 401: apiErrorSchema, 403: apiErrorSchema };
const failures = {
  404: apiErrorSchema,
  409: apiErrorSchema,
  502: apiErrorSchema,
  503: apiErrorSchema,
  504: apiErrorSchema,
  ...guarded,
};

/**
 * Ship in one click (docs/shipping.md 'Ship in one click', decision 0095), registered in the admin
 * scope under /api. The 'shipped' step is the admin's own (modules/orders) with the shop's
 * after-fulfilment steps handed down, so the customer gets the same email as for a parcel typed in.
 */
export const shiprocketShipmentAdminRoutes: FastifyPluginAsyncZod<
  ShiprocketShipmentRoutesOptions
> = async (app, { client, afterFulfilment }) => {
  app.post(
    '/order/:id/shiprocket',
    {
      schema: {
        tags: ['Admin orders'],
        summary:
          'Ship a paid order with Shiprocket: its order (found by our number first, never made twice), the AWB (the recommended courier or `courierId`), the pickup, the label and the manifest; then shipped, with the customer told',
        params: orderIdParamsSchema,
        body: shiprocketShipInputSchema,
        response: { 201: shiprocketShipResponseSchema, 400: apiErrorSchema, ...failures },
      },
    },
    async (request, reply) => {
      const result = await shipWithShiprocket(
        { db: app.db, client, settings: app.config, afterFulfilment },
        request.params.id,
        request.body ?? {},
      );
      app.mailSender?.kick();
      return reply.code(201).send(result);
    },
  );

  app.get(
    '/order/:id/shiprocket/couriers',
    {
      schema: {
        tags: ['Admin orders'],
        summary:
          "The couriers Shiprocket offers from the pickup PIN code to a paid order's, for its parcel, with their rates and the recommended one",
        params: orderIdParamsSchema,
        response: { 200: shiprocketCouriersResponseSchema, ...failures },
      },
    },
    async (request) => shiprocketCouriers({ db: app.db, client }, request.params.id),
  );
};
