import {
  adminSubscriberListQuerySchema,
  adminSubscriberListResponseSchema,
  apiErrorSchema,
  newsletterInputSchema,
  newsletterListResponseSchema,
  newsletterPreviewSchema,
  newsletterResponseSchema,
} from '@artshop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  listNewsletters,
  listSubscribers,
  previewNewsletter,
  sendNewsletter,
  subscribersCsv,
} from './newsletter.admin.service';

const guarded = { 401: apiErrorSchema, 403: apiErrorSchema };
const tags = ['Admin newsletter'];

/** The back-office's 'Newsletter' screen (decision 0046), in the admin scope under /api. */
export const newsletterAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/newsletter/subscribers',
    {
      schema: {
        tags,
        summary:
          'Subscribers, newest first: search by email, page; with the active and unsubscribed counts',
        querystring: adminSubscriberListQuerySchema,
        response: { 200: adminSubscriberListResponseSchema, 400: apiErrorSchema, ...guarded },
      },
    },
    async (request) => listSubscribers(app.db, request.query),
  );

  app.get(
    '/admin/newsletter/subscribers.csv',
    {
      schema: {
        tags,
        summary: 'The active subscribers as CSV (email, subscribed at), a download',
        produces: ['text/csv'],
        response: { 200: z.string().describe('text/csv'), ...guarded },
      },
    },
    async (_request, reply) => {
      const csv = await subscribersCsv(app.db);
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="newsletter-subscribers-${day}.csv"`)
        .header('cache-control', 'no-store')
        .send(csv);
    },
  );

  app.post(
    '/admin/newsletter/preview',
    {
      schema: {
        tags,
        summary:
          'Render a newsletter as subscribers would get it (HTML and plain text); sends nothing',
        body: newsletterInputSchema,
        response: { 200: newsletterPreviewSchema, 400: apiErrorSchema, ...guarded },
      },
    },
    async (request) => previewNewsletter(request.body, app.config.siteUrl),
  );

  app.get(
    '/admin/newsletter',
    {
      schema: {
        tags,
        summary: 'The sent newsletters, newest first',
        response: { 200: newsletterListResponseSchema, ...guarded },
      },
    },
    async () => ({ newsletters: await listNewsletters(app.db) }),
  );

  app.post(
    '/admin/newsletter',
    {
      schema: {
        tags,
        summary:
          'Send a newsletter: queued in the outbox for every active subscriber, each with a one-click unsubscribe',
        body: newsletterInputSchema,
        response: { 201: newsletterResponseSchema, 400: apiErrorSchema, ...guarded },
      },
    },
    async (request, reply) => {
      const newsletter = await sendNewsletter(app.db, request.body, app.config.siteUrl);
      app.mailSender?.kick();
      return reply.code(201).send({ newsletter });
    },
  );
};
