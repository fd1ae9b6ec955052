import {
  apiErrorSchema,
  authMessages,
  interestInputSchema,
  messageResponseSchema,
} from '@artshop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { enforceDbLimit, type DbLimit } from '../../lib/db-counter';
import { currentUser } from '../auth/session.plugin';
import { registerInterest } from './interest.service';
import { routeLimit } from '../../lib/route-limit';

/**
 * Each new interest mails the shop: bounded per client (in the database, like every route limit)
 * and per account (issue 12), so one customer cannot flood the shop's inbox across many products.
 */
export const INTEREST_RATE_LIMIT = routeLimit({
  max: 30,
  windowMs: 10 * 60 * 1000,
  message: authMessages.tooManyInterests,
  // @fastify/rate-limit throws what this returns; the app's error handler keeps its 4xx message.
});
export const INTEREST_ACCOUNT_LIMIT: DbLimit = {
  prefix: 'interest-by:',
  max: 20,
  windowMs: 60 * 60 * 1000,
};

/** 'Interested to buy' on a product page (spec section 7 'Reviews and interest'), under /api. */
export const interestRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/user/interested-buyer',
    {
      onRequest: app.requireCustomer,
      config: { rateLimit: INTEREST_RATE_LIMIT },
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
      await enforceDbLimit(
        app.db,
        reply,
        INTEREST_ACCOUNT_LIMIT,
        userId,
        authMessages.tooManyInterests,
      );
      await registerInterest(app.db, app.config, userId, request.body.productID);
      app.mailSender?.kick();
      return reply.code(201).send({ message: authMessages.interestRegistered });
    },
  );
};
