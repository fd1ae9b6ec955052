import { apiErrorSchema, demoRemovedResponseSchema, firstRunResponseSchema } from '@artshop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../auth/session.plugin';
import { demoRemovedMessage, removeDemoCatalogue } from './demo-catalogue.service';
import { firstRunChecklist } from './first-run.service';

const tags = ['Admin'];
// The admin scope's hook answers these before any handler runs.
const guarded = { 401: apiErrorSchema, 403: apiErrorSchema };

/** The back-office's first-run checklist and its one action, 'Remove the demo catalogue' (0086). */
export const firstRunRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/first-run',
    {
      schema: {
        tags,
        summary:
          "A new shop's checklist for the signed-in admin: shop email, generated password, two-factor, seller details, PUBLIC_URL, mail, payments, the demo catalogue",
        response: { 200: firstRunResponseSchema, ...guarded },
      },
    },
    async (request) => firstRunChecklist(app.db, app.config, currentUser(request)),
  );

  app.delete(
    '/admin/demo-catalogue',
    {
      schema: {
        tags,
        summary:
          "Remove the demo's products (with their reviews), its website reviews and its test-mode orders, in one transaction; the owner's rows stay",
        response: { 200: demoRemovedResponseSchema, ...guarded },
      },
    },
    async () => {
      const removed = await removeDemoCatalogue(app.db);
      return { message: demoRemovedMessage(removed), removed };
    },
  );
};
