import {
  apiErrorSchema,
  orderMessages,
  orderRefParamsSchema,
  orderResponseSchema,
} from '@artshop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { httpError } from '../../lib/http-error';
import { adminOrCustomer } from '../auth/session.plugin';
import { findOrderByProviderRef, orderDto } from '../orders/orders.service';
import type { PaymentRoutesOptions } from './payments.routes';
import { recheckPendingOrder } from './recheck.service';

/**
 * The payment status page's look-up (decision 0032), under /api: an order read by its provider
 * order id, re-checked with the provider while pending. Its URL is an order's, its work a
 * payment's, so it lives here, above orders (decision 0069).
 */
export const paymentStatusRoutes: FastifyPluginAsyncZod<PaymentRoutesOptions> = async (
  app,
  { afterPayment },
) => {
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
      const order = await recheckPendingOrder(
        app.db,
        app.payments,
        app.config,
        afterPayment,
        found,
        request.log,
      );
      // Just paid: its confirmation is in the outbox; send it now rather than at the next tick.
      if (order.paymentStatus === 'success' && found.paymentStatus !== 'success') {
        app.mailSender?.kick();
      }
      return { order: await orderDto(app.db, order) };
    },
  );
};
