import type {} from '@fastify/rate-limit';
import {
  apiErrorSchema,
  cartMessages,
  couponCodeParamsSchema,
  couponResponseSchema,
} from '@artshop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../auth/session.plugin';
import { lookUpCoupon, toCouponDto } from './coupons.service';
import { routeLimit } from '../../lib/route-limit';

/**
 * Per client address: a shopper tries a code or two per visit; a script guessing codes is stopped
 * after a handful of tries (docs/decisions/0037-orders-outside-transactions-and-offer-limits.md).
 * Keyed by address, not account, because new accounts are free.
 */
export const COUPON_LOOKUP_RATE_LIMIT = routeLimit({
  max: 30,
  windowMs: 10 * 60 * 1000,
  message: cartMessages.couponTooManyLookups,
});

/** The customer's coupon lookup from the cart page (spec section 7 'Cart and coupons'), under /api. */
export const couponsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/coupons/:code',
    {
      onRequest: app.requireCustomer,
      config: { rateLimit: COUPON_LOOKUP_RATE_LIMIT },
      schema: {
        tags: ['Cart'],
        summary:
          'Look up a coupon by code (any case); refused when unknown, expired, or at a usage limit for this customer',
        params: couponCodeParamsSchema,
        response: {
          200: couponResponseSchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          404: apiErrorSchema,
          429: apiErrorSchema,
        },
      },
    },
    async (request) => ({
      coupon: toCouponDto(
        await lookUpCoupon(app.db, request.params.code, currentUser(request).id, new Date()),
      ),
    }),
  );
};
