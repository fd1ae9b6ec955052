import type {} from '@fastify/rate-limit';
import {
  apiErrorSchema,
  createOrderResponseSchema,
  createOrderSchema,
  orderMessages,
} from '@artshop/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeLimit } from '../../lib/route-limit';
import { currentUser } from '../auth/session.plugin';
import type { DeliveryEstimator } from '../shipping/delivery-estimate.service';
import { createOrder } from './checkout.service';

/**
 * Per signed-in customer (the route needs one): a shopper places a few orders a day, and a resubmit
 * of the same cart is answered from the pending order anyway; a script creating checkouts (or
 * provider orders) in a loop is stopped (docs/decisions/0037-orders-outside-transactions-and-offer-limits.md).
 */
export const ORDER_RATE_LIMIT = routeLimit({
  max: 20,
  windowMs: 10 * 60 * 1000,
  message: orderMessages.tooManyCheckouts,
  // Runs after requireCustomer (route hooks first), so the customer is known; the address otherwise.
  keyGenerator: (request: FastifyRequest) =>
    request.user ? `user:${request.user.id}` : `ip:${request.ip}`,
});

/** What a checkout answers: `POST /api/order` and `POST /api/offers/{id}/accept` alike. */
export const CHECKOUT_RESPONSES = {
  201: createOrderResponseSchema,
  400: apiErrorSchema,
  401: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
  429: apiErrorSchema,
  502: apiErrorSchema,
};

/**
 * What a checkout needs from the app and the request: the database, the payment provider, the
 * shop's origin for the callback URL (PUBLIC_URL, else the address the request came to) and the
 * delivery estimates that refuse an unserved PIN code (decision 0092).
 */
export function checkoutDeps(
  app: FastifyInstance,
  request: FastifyRequest,
  deliveryEstimates?: DeliveryEstimator,
) {
  const origin = app.config.publicUrl ?? `${request.protocol}://${request.host}`;
  return { db: app.db, payments: app.payments, origin, deliveryEstimates };
}

/** The checkout routes' options (app.ts): the app's one delivery estimator. */
export interface CheckoutRoutesOptions {
  deliveryEstimates?: DeliveryEstimator;
}

/** The cart's checkout (spec section 7 'Orders and payment', DESIGN section 3), under /api. */
export const checkoutRoutes: FastifyPluginAsyncZod<CheckoutRoutesOptions> = async (
  app,
  { deliveryEstimates },
) => {
  app.post(
    '/order',
    {
      onRequest: app.requireCustomer,
      config: { rateLimit: ORDER_RATE_LIMIT },
      schema: {
        tags: ['Orders'],
        summary:
          'Create the order from the cart (server-side prices, welcome offer, coupon) and its payment order; the same cart again reuses the pending order, a new one replaces it',
        body: createOrderSchema,
        response: CHECKOUT_RESPONSES,
      },
    },
    async (request, reply) => {
      const created = await createOrder(
        checkoutDeps(app, request, deliveryEstimates),
        currentUser(request),
        request.body,
      );
      return reply.code(201).send(created);
    },
  );
};
