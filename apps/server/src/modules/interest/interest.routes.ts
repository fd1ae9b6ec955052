import {
  apiErrorSchema,
  authMessages,
  customerInterestSchema,
  interestInputSchema,
  interestParamsSchema,
  messageResponseSchema,
} from '@artshop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../auth/session.plugin';
import { hasInterest, registerInterest } from './interest.service';
import { routeLimits } from '../../lib/route-limit';

/**
 * Each new interest mails the shop: bounded per client (in the database, like every route limit)
 * and per account (decision 0060), so one customer cannot flood the shop's inbox across many
 * products.
 */
export const INTEREST_LIMITS = routeLimits('interest-by:', {
  perKey: { max: 20, windowMs: 60 * 60 * 1000 },
  perClient: { max: 30, windowMs: 10 * 60 * 1000, message: authMessages.tooManyInterests },
});

/** 'Interested to buy' on a product page (spec section 7 'Reviews and interest'), under /api. */
export const interestRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/user/interested-buyer',
    {
      onRequest: app.requireCustomer,
      config: { rateLimit: INTEREST_LIMITS.perClient },
      schema: {
        tags: ['Account'],
        summary: 'Record that the signed-in customer wants to buy a product (once per product)',
        body: interestInputSchema,
        response: {
          201: messageResponseSchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          404: apiErrorSchema,
          409: apiErrorSchema,
          429: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const userId = currentUser(request).id;
      await INTEREST_LIMITS.enforce(app.db, reply, userId);
      await registerInterest(app.db, app.config, userId, request.body.productID);
      app.mailSender?.kick();
      return reply.code(201).send({ message: authMessages.interestRegistered });
    },
  );

  app.get(
    '/user/interested-buyer/:productId',
    {
      onRequest: app.requireCustomer,
      schema: {
        tags: ['Account'],
        summary:
          "Whether the signed-in customer already showed interest in a product (its page then says 'Interest sent')",
        params: interestParamsSchema,
        response: { 200: customerInterestSchema, 401: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request) => ({
      interested: await hasInterest(app.db, currentUser(request).id, request.params.productId),
    }),
  );
};
