import {
  apiErrorSchema,
  orderIdParamsSchema,
  orderLifecycleMessages,
  refundInputSchema,
  refundResponseSchema,
  toPaise,
} from '@artshop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createRefund } from './refunds.service';

// The admin scope's hook answers these before any handler runs.
const guarded = { 401: apiErrorSchema, 403: apiErrorSchema };

// Loose: the validated headers replace request.headers, which must keep the others.
const refundHeadersSchema = z.looseObject({
  'idempotency-key': z
    .string()
    .trim()
    .max(200, orderLifecycleMessages.idempotencyKeyTooLong)
    .optional()
    .transform((value) => value || null),
});

/** Refunds (decision 0049), registered in the admin scope under /api. */
export const refundsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/order/:id/refunds',
    {
      schema: {
        tags: ['Admin orders'],
        summary:
          'Refund part or all of a paid order (rupees) through its payment provider; never more than what is left. A cash on delivery order is refunded by the shop: method (bank_transfer or upi) and reference are required, and the refund is recorded processed with its credit note (decision 0102). An Idempotency-Key header makes a repeated request answer the same refund',
        params: orderIdParamsSchema,
        headers: refundHeadersSchema,
        body: refundInputSchema,
        response: {
          201: refundResponseSchema,
          400: apiErrorSchema,
          404: apiErrorSchema,
          409: apiErrorSchema,
          502: apiErrorSchema,
          ...guarded,
        },
      },
    },
    async (request, reply) => {
      const refund = await createRefund(
        app.db,
        app.payments,
        app.config,
        {
          orderId: request.params.id,
          amountPaise: toPaise(request.body.amount),
          reason: request.body.reason,
          requestKey: request.headers['idempotency-key'],
          adminId: request.user?.id ?? null,
          payout: { method: request.body.method, reference: request.body.reference },
        },
        request.log,
      );
      // A refund that went through at once has its message in the outbox.
      app.mailSender?.kick();
      return reply.code(201).send({ refund });
    },
  );
};
