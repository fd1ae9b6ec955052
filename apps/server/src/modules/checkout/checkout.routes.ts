import type {} from '@fastify/rate-limit';
import {
  apiErrorSchema,
  codOptionsQuerySchema,
  codOptionsResponseSchema,
  codOrderResponseSchema,
  confirmCodSchema,
  createOrderResponseSchema,
  createOrderSchema,
  orderIdParamsSchema,
  orderMessages,
  orderResponseSchema,
} from '@artshop/shared';
import { z } from 'zod';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeLimit } from '../../lib/route-limit';
import { currentUser } from '../auth/session.plugin';
import type { DeliveryEstimator } from '../shipping/delivery-estimate.service';
import { getCustomerOrder } from '../orders/orders.service';
import { cartCodOptions, createOrder } from './checkout.service';
import { confirmCodOrder } from './cod-confirmation.service';

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

/** The checkout page asks as the PIN code or the cart changes: a few a minute. */
const COD_OPTIONS_RATE_LIMIT = routeLimit({
  max: 60,
  windowMs: 10 * 60 * 1000,
  message: orderMessages.tooManyCheckouts,
  keyGenerator: (request: FastifyRequest) =>
    request.user ? `user:${request.user.id}` : `ip:${request.ip}`,
});

/** Five wrong codes cancel the order anyway; this stops a script across orders (decision 0100). */
const CONFIRM_COD_RATE_LIMIT = routeLimit({
  max: 20,
  windowMs: 10 * 60 * 1000,
  message: orderMessages.tooManyCheckouts,
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
  return { db: app.db, payments: app.payments, origin, deliveryEstimates, settings: app.config };
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
        description:
          "paymentMethod 'cod' (stone art only; decision 0099) answers 201 { order } with no checkout: nothing is paid now, and the order waits for the customer's emailed code (POST /api/order/{id}/confirm-cod).",
        body: createOrderSchema,
        response: {
          ...CHECKOUT_RESPONSES,
          201: z.union([createOrderResponseSchema, codOrderResponseSchema]),
        },
      },
    },
    async (request, reply) => {
      const created = await createOrder(
        checkoutDeps(app, request, deliveryEstimates),
        currentUser(request),
        request.body,
      );
      // A COD order's code email is in the outbox: send it now.
      if (!('checkout' in created)) app.mailSender?.kick();
      return reply.code(201).send(created);
    },
  );

  app.get(
    '/order/cash-on-delivery',
    {
      onRequest: app.requireCustomer,
      config: { rateLimit: COD_OPTIONS_RATE_LIMIT },
      schema: {
        tags: ['Orders'],
        summary:
          "Whether the customer's cart may be paid in cash on delivery to this PIN code (and why not), with the fee and the limit",
        querystring: codOptionsQuerySchema,
        response: { 200: codOptionsResponseSchema, 401: apiErrorSchema, 429: apiErrorSchema },
      },
    },
    async (request) =>
      cartCodOptions(
        checkoutDeps(app, request, deliveryEstimates),
        currentUser(request),
        request.query.pin,
      ),
  );

  app.post(
    '/order/:id/confirm-cod',
    {
      onRequest: app.requireCustomer,
      config: { rateLimit: CONFIRM_COD_RATE_LIMIT },
      schema: {
        tags: ['Orders'],
        summary:
          'Confirm a cash on delivery order with the 6-digit code emailed to its customer (5 tries, within 24 hours, once)',
        params: orderIdParamsSchema,
        body: confirmCodSchema,
        response: {
          200: orderResponseSchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          404: apiErrorSchema,
          409: apiErrorSchema,
          429: apiErrorSchema,
        },
      },
    },
    async (request) => {
      const user = currentUser(request);
      await confirmCodOrder(app.db, app.config, user.id, request.params.id, request.body.code);
      app.mailSender?.kick();
      return { order: await getCustomerOrder(app.db, user.id, request.params.id) };
    },
  );
};
