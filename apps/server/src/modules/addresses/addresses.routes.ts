import { addressBookResponseSchema, apiErrorSchema } from '@artshop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../auth/session.plugin';
import { listSavedAddresses } from './addresses.service';

/** The account's address book (decision 0084), under /api. */
export const addressesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/user/addresses',
    {
      onRequest: app.requireCustomer,
      schema: {
        tags: ['Account'],
        summary:
          "The signed-in customer's saved delivery addresses, in parts, the last used first (each order's address is saved)",
        response: { 200: addressBookResponseSchema, 401: apiErrorSchema },
      },
    },
    async (request) => ({ addresses: await listSavedAddresses(app.db, currentUser(request).id) }),
  );
};
