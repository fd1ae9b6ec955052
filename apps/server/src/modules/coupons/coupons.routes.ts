import { apiErrorSchema, couponCodeParamsSchema, couponResponseSchema } from '@artshop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { lookUpCoupon } from './coupons.service';

/** The customer's coupon lookup from the cart page (spec section 7 'Cart and coupons'), under /api. */
export const couponsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/coupons/:code',
    {
      onRequest: app.requireCustomer,
      schema: {
        tags: ['Cart'],
        summary: 'Look up a coupon by code (any case); refused when unknown or expired',
        params: couponCodeParamsSchema,
        response: {
          200: couponResponseSchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          404: apiErrorSchema,
        },
      },
    },
    async (request) => ({ coupon: await lookUpCoupon(app.db, request.params.code, new Date()) }),
  );
};
