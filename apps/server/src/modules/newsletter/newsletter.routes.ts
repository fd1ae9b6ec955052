import {
  NEWSLETTER_MESSAGES,
  apiErrorSchema,
  subscribeInputSchema,
  subscribeResponseSchema,
} from '@artshop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { subscribe } from './newsletter.service';

export const newsletterRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/user/subscribe',
    {
      // Public and unauthenticated, so bound per client to stop list-bombing.
      config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
      schema: {
        tags: ['newsletter'],
        summary: 'Subscribe an email to the newsletter',
        body: subscribeInputSchema,
        response: {
          200: subscribeResponseSchema.describe('Already subscribed'),
          201: subscribeResponseSchema.describe('Newly subscribed'),
          400: apiErrorSchema,
          429: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const result = await subscribe(app.db, request.body.email);
      if (result === 'subscribed') {
        return reply.status(201).send({ message: NEWSLETTER_MESSAGES.subscribed });
      }
      return reply.status(200).send({ message: NEWSLETTER_MESSAGES.alreadySubscribed });
    },
  );
};
