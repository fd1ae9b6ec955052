import {
  apiErrorSchema,
  contactFormMessages,
  contactInputSchema,
  contactSentResponseSchema,
} from '@artshop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createContactMessage } from './contact.service';
import { routeLimits } from '../../lib/route-limit';
import { resolveShopEmail } from '../mail/shop-email';

/**
 * Each message mails the shop: per client, a few an hour are plenty for a person and little for a
 * flood; per sender address (decision 0060), many clients sending as one address still mail the
 * shop a bounded number of times.
 */
export const CONTACT_LIMITS = routeLimits('contact-from:', {
  perKey: { max: 10, windowMs: 60 * 60 * 1000, message: contactFormMessages.tooManyFromAddress },
  perClient: { max: 5, windowMs: 10 * 60 * 1000, message: contactFormMessages.tooManyRequests },
});

/** The contact form (spec section 2 'Static pages', decision 0046), public, under /api. */
export const contactRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/contact',
    {
      config: { rateLimit: CONTACT_LIMITS.perClient },
      schema: {
        tags: ['Contact'],
        summary:
          'Send a message to the shop: stored for the back-office and announced to SHOP_EMAIL',
        body: contactInputSchema,
        response: { 201: contactSentResponseSchema, 400: apiErrorSchema, 429: apiErrorSchema },
      },
    },
    async (request, reply) => {
      await CONTACT_LIMITS.enforce(app.db, reply, request.body.email.toLowerCase());
      await createContactMessage(app.db, request.body, {
        shopEmail: await resolveShopEmail(app.db, app.config.mail.shopEmail),
        siteUrl: app.config.siteUrl,
      });
      // Committed: the notice goes now rather than at the sender's next tick.
      app.mailSender?.kick();
      return reply.code(201).send({ message: contactFormMessages.thanks });
    },
  );
};
