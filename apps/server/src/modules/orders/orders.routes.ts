import { apiErrorSchema, orderListResponseSchema } from '@artshop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../auth/session.plugin';
import { listCustomerOrders } from './orders.service';

/**
 * The customer's orders (spec section 7 'Orders and payment', DESIGN section 3), under /api. The
 * checkout (`POST /order`) is modules/checkout's, the payment status page's look-up
 * (`GET /order/razorpay/{ref}`) modules/payments': both sit above orders (decision 0069).
 */
export const ordersRoutes: FastifyPluginAsyncZod = async (app) => {
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
};
