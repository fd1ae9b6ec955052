import { apiErrorSchema, profileSchema, userResponseSchema } from '@artshop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { toUserDto } from '../users/user-dto';
import { updateProfile } from '../users/users.service';
import { currentUser } from './session.plugin';

const tags = ['Account'];

/**
 * The signed-in customer's own account (spec section 7 'Accounts'), mounted under /api. Its routes
 * live with the sessions that guard them: users owns the rows, auth imports users, never the
 * reverse (decision 0069).
 */
export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  // Answers about one person's account must never be stored by a browser or a shared cache.
  app.addHook('onSend', async (_request, reply) => {
    void reply.header('cache-control', 'no-store');
  });
  app.get(
    '/user/me',
    {
      onRequest: app.requireCustomer,
      schema: {
        tags,
        summary: 'The signed-in customer (cookie `token` or `Authorization: Bearer`)',
        response: { 200: userResponseSchema, 401: apiErrorSchema },
      },
    },
    async (request) => ({ user: toUserDto(currentUser(request)) }),
  );

  app.post(
    '/user',
    {
      onRequest: app.requireCustomer,
      schema: {
        tags,
        summary: "Update the customer's name, phone and address; the country stays India",
        body: profileSchema,
        response: { 200: userResponseSchema, 400: apiErrorSchema, 401: apiErrorSchema },
      },
    },
    async (request) => {
      const row = await updateProfile(app.db, currentUser(request).id, request.body);
      return { user: toUserDto(row) };
    },
  );
};
