import {
  addressBookResponseSchema,
  apiErrorSchema,
  savedAddressInputSchema,
  savedAddressParamsSchema,
  savedAddressResponseSchema,
} from '@artshop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../auth/session.plugin';
import { deleteSavedAddress, listSavedAddresses, updateSavedAddress } from './addresses.service';

const tags = ['Account'];

/** The account's address book (decisions 0084 and 0090), under /api. */
export const addressesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/user/addresses',
    {
      onRequest: app.requireCustomer,
      schema: {
        tags,
        summary:
          "The signed-in customer's saved delivery addresses, in parts, the last used first (each order's address is saved)",
        response: { 200: addressBookResponseSchema, 401: apiErrorSchema },
      },
    },
    async (request) => ({ addresses: await listSavedAddresses(app.db, currentUser(request).id) }),
  );

  app.put(
    '/user/addresses/:id',
    {
      onRequest: app.requireCustomer,
      schema: {
        tags,
        summary:
          "Edit one of the customer's saved addresses (the checkout's rules); another's or none is 404, a copy of another entry 409",
        params: savedAddressParamsSchema,
        body: savedAddressInputSchema,
        response: {
          200: savedAddressResponseSchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          404: apiErrorSchema,
          409: apiErrorSchema,
        },
      },
    },
    async (request) => ({
      address: await updateSavedAddress(
        app.db,
        currentUser(request).id,
        request.params.id,
        request.body,
      ),
    }),
  );

  app.delete(
    '/user/addresses/:id',
    {
      onRequest: app.requireCustomer,
      schema: {
        tags,
        summary: "Delete one of the customer's saved addresses; another's or none is 404",
        params: savedAddressParamsSchema,
        response: { 204: z.null(), 401: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request, reply) => {
      await deleteSavedAddress(app.db, currentUser(request).id, request.params.id);
      return reply.status(204).send(null);
    },
  );
};
