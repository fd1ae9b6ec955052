import type {} from '@fastify/rate-limit';
import {
  apiErrorSchema,
  createOrderResponseSchema,
  createOrderSchema,
  orderListResponseSchema,
  orderMessages,
  orderRefParamsSchema,
  orderResponseSchema,
} from '@artshop/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { httpError } from '../../lib/http-error';
import { adminOrCustomer, currentUser } from '../auth/session.plugin';
import { recheckPendingOrder } from '../payments/recheck.service';
import {
  createOrder,
  findOrderByProviderRef,
  listCustomerOrders,
  orderDto,
} from './orders.service';
import { routeLimit } from '../../lib/route-limit';

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
 * What a checkout needs from the app and the request: the database, the payment provider and the
 * shop's origin for the callback URL (PUBLIC_URL, else the address the request came to).
 */
export function checkoutDeps(app: FastifyInstance, request: FastifyRequest) {
  const origin = app.config.publicUrl ?? `${request.protocol}://${request.host}`;
  return { db: app.db, payments: app.payments, origin };
}

/** The customer's orders (spec section 7 'Orders and payment', DESIGN section 3), under /api. */
export const ordersRoutes: FastifyPluginAsyncZod = async (app) => {
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
        checkoutDeps(app, request),
        currentUser(request),
        request.body,
      );
      return reply.code(201).send(created);
    },
  );

  app.get(
    '/order/user',
    {
      onRequest: app.requireCustomer,
      schema: {
        tags: ['Orders'],
        summary: "The signed-in customer's orders, newest first",
        response: { 200: orderListResponseSchema, 401: apiErrorSchema },
      },
    },
    async (request) => ({ orders: await listCustomerOrders(app.db, currentUser(request).id) }),
  );

  app.get(
    '/order/razorpay/:ref',
    {
      schema: {
        tags: ['Orders'],
        summary:
          'An order by its payment provider order id (owner or admin); a pending order is first re-checked with the provider',
        params: orderRefParamsSchema,
        response: { 200: orderResponseSchema, 401: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request) => {
      const who = await adminOrCustomer(app, request);
      const found = await findOrderByProviderRef(app.db, request.params.ref);
      if (!found || (!who.admin && found.userId !== who.userId)) {
        throw httpError(404, orderMessages.orderNotFound);
      }
      const order = await recheckPendingOrder(app.db, app.payments, app.config, found, request.log);
      // Just paid: its confirmation is in the outbox; send it now rather than at the next tick.
      if (order.paymentStatus === 'success' && found.paymentStatus !== 'success') {
        app.mailSender?.kick();
      }
      return { order: await orderDto(app.db, order) };
    },
  );
};
