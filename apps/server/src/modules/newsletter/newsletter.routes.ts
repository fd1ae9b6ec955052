import {
  NEWSLETTER_MESSAGES,
  apiErrorSchema,
  messageResponseSchema,
  subscribeInputSchema,
  subscribeResponseSchema,
  unsubscribeMessages,
  unsubscribeQuerySchema,
  unsubscribeStatusResponseSchema,
} from '@artshop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { subscribe, unsubscribe, unsubscribeStatus } from './newsletter.service';
import { routeLimit } from '../../lib/route-limit';

/** Per client: the token cannot be guessed (244 random bits); this only bounds the work. */
const UNSUBSCRIBE_RATE_LIMIT = { max: 30, timeWindow: '1 minute' };

/**
 * Per client: public and unauthenticated, so bounded to stop list-bombing. A subscription sends no
 * mail (the newsletter goes out only when the admin sends one), so no per-address limit is needed.
 */
const SUBSCRIBE_RATE_LIMIT = routeLimit({
  max: 10,
  windowMs: 60 * 1000,
  message: NEWSLETTER_MESSAGES.tooManyRequests,
});

export const newsletterRoutes: FastifyPluginAsyncZod = async (app) => {
  // RFC 8058: a mail client's one-click POST carries `List-Unsubscribe=One-Click` as a form body.
  // The token is in the URL, so the body is read as text and not used; only this plugin accepts it.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 1024 },
    (_request, body, done) => done(null, body),
  );

  app.post(
    '/user/subscribe',
    {
      config: { rateLimit: SUBSCRIBE_RATE_LIMIT },
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

  app.get(
    '/newsletter/unsubscribe',
    {
      config: { rateLimit: UNSUBSCRIBE_RATE_LIMIT },
      schema: {
        tags: ['newsletter'],
        summary:
          'What an unsubscribe link is for; changes nothing (a browser is sent to the page that asks)',
        querystring: unsubscribeQuerySchema,
        response: {
          200: unsubscribeStatusResponseSchema,
          303: z.null().describe('A browser: to /unsubscribe?token=…'),
          400: apiErrorSchema,
          404: apiErrorSchema,
          429: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const { token } = request.query;
      // Someone who opens the List-Unsubscribe address in a browser gets the page with the button;
      // the page itself (and scanners) read the JSON. Neither unsubscribes.
      if (request.headers.accept?.includes('text/html')) {
        return reply.redirect(`/unsubscribe?token=${encodeURIComponent(token)}`, 303);
      }
      void reply.header('cache-control', 'no-store');
      return { subscription: await unsubscribeStatus(app.db, token) };
    },
  );

  app.post(
    '/newsletter/unsubscribe',
    {
      config: { rateLimit: UNSUBSCRIBE_RATE_LIMIT },
      schema: {
        tags: ['newsletter'],
        summary:
          'One-click unsubscribe (RFC 8058), no sign-in: the token of the link; again is still 200',
        querystring: unsubscribeQuerySchema,
        response: {
          200: messageResponseSchema,
          400: apiErrorSchema,
          404: apiErrorSchema,
          429: apiErrorSchema,
        },
      },
    },
    async (request) => {
      await unsubscribe(app.db, request.query.token);
      return { message: unsubscribeMessages.unsubscribed };
    },
  );
};
