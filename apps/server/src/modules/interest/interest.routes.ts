import {
  apiErrorSchema,
  authMessages,
  interestInputSchema,
  messageResponseSchema,
} from '@artshop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../auth/session.plugin';
import { registerInterest } from './interest.service';

/** 'Interested to buy' on a product page (spec section 7 'Reviews and interest'), under /api. */
export const interestRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/user/interested-buyer',
    {
      onRequest: app.requireCustomer,
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
        },
      },
    },
    async (request, reply) => {
      await registerInterest(app.db, app.config, currentUser(request).id, request.body.productID);
      app.mailSender?.kick();
      return reply.code(201).send({ message: authMessages.interestRegistered });
    },
  );
};
