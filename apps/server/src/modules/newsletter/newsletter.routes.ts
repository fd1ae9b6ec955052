import {
  NEWSLETTER_MESSAGES,
  apiErrorSchema,
  confirmSubscriptionSchema,
  messageResponseSchema,
  newsletterConfirmMessages,
  subscribeInputSchema,
  subscribeResponseSchema,
  unsubscribeMessages,
  unsubscribeQuerySchema,
  unsubscribeStatusResponseSchema,
} from '@artshop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  confirmSubscription,
  subscribe,
  unsubscribe,
  unsubscribeStatus,
} from './newsletter.service';
import { routeLimit } from '../../lib/route-limit';

/** Per client: the token cannot be guessed (244 random bits); this only bounds the work. */
const UNSUBSCRIBE_RATE_LIMIT = { max: 30, timeWindow: '1 minute' };

/** Per client: the token cannot be guessed (256 random bits); this only bounds the work. */
const CONFIRM_RATE_LIMIT = { max: 30, timeWindow: '1 minute' };

/**
 * Per client: public and unauthenticated, so bounded to stop list-bombing. Per address there is no
 * 429 (it would tell a stranger the address was signed up lately): the service sends one email an
 * hour to an address and answers the same (decision 0074).
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
        summary:
          'Ask to subscribe an email: the same answer for every address; the mailbox gets the confirmation link (double opt-in)',
        body: subscribeInputSchema,
        response: {
          201: subscribeResponseSchema.describe('Whatever the address: check your email'),
          400: apiErrorSchema,
          429: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      await subscribe(app.db, request.body.email, { siteUrl: app.config.siteUrl });
      // Kicked whether or not a message was queued, like everything else here (decision 0074).
      app.mailSender?.kick();
      return reply.status(201).send({ message: NEWSLETTER_MESSAGES.checkEmail });
    },
  );

  app.post(
    '/newsletter/confirm',
    {
      config: { rateLimit: CONFIRM_RATE_LIMIT },
      schema: {
        tags: ['newsletter'],
        summary:
          'Confirm a sign-up with the token of the emailed link (once); the address joins the list',
        body: confirmSubscriptionSchema,
        response: {
          200: messageResponseSchema,
          400: apiErrorSchema,
          429: apiErrorSchema,
        },
      },
    },
    async (request) => {
      await confirmSubscription(app.db, request.body.token);
      return { message: newsletterConfirmMessages.confirmed };
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
