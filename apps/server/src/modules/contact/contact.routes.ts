import {
  apiErrorSchema,
  contactFormMessages,
  contactInputSchema,
  contactSentResponseSchema,
} from '@artshop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { enforceDbLimit, type DbLimit } from '../../lib/db-counter';
import { createContactMessage } from './contact.service';
import { routeLimit } from '../../lib/route-limit';

/**
 * Per client (IP), counted in the database like every limit: each message mails the shop, so a
 * few an hour are plenty for a person and little for a flood.
 */
export const CONTACT_RATE_LIMIT = routeLimit({
  max: 5,
  windowMs: 10 * 60 * 1000,
  message: contactFormMessages.tooManyRequests,
  // @fastify/rate-limit throws what this returns; the app's error handler keeps its 4xx message.
});

/**
 * Per sender address, counted in the database (issue 12): many clients sending as one address
 * still mail the shop a bounded number of times.
 */
export const CONTACT_ADDRESS_LIMIT: DbLimit = {
  prefix: 'contact-from:',
  max: 10,
  windowMs: 60 * 60 * 1000,
};

/** The contact form (spec section 2 'Static pages', issue 14), public, under /api. */
export const contactRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/contact',
    {
      config: { rateLimit: CONTACT_RATE_LIMIT },
      schema: {
        tags: ['Contact'],
        summary:
          'Send a message to the shop: stored for the back-office and announced to SHOP_EMAIL',
        body: contactInputSchema,
        response: { 201: contactSentResponseSchema, 400: apiErrorSchema, 429: apiErrorSchema },
      },
    },
    async (request, reply) => {
      await enforceDbLimit(
        app.db,
        reply,
        CONTACT_ADDRESS_LIMIT,
        request.body.email.toLowerCase(),
        contactFormMessages.tooManyFromAddress,
      );
      await createContactMessage(app.db, request.body, {
        shopEmail: app.config.mail.shopEmail,
        siteUrl: app.config.siteUrl,
      });
      // Committed: the notice goes now rather than at the sender's next tick.
      app.mailSender?.kick();
      return reply.code(201).send({ message: contactFormMessages.thanks });
    },
  );
};
