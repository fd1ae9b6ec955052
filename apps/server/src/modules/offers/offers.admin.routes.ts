import {
  adminOfferListQuerySchema,
  adminOfferListResponseSchema,
  adminOfferResponseSchema,
  apiErrorSchema,
  createOfferInputSchema,
  offerIdParamsSchema,
} from '@artshop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../auth/session.plugin';
import { createOffer, listAdminOffers, withdrawOffer } from './offers.service';

const tags = ['Admin offers'];
const denied = { 401: apiErrorSchema, 403: apiErrorSchema };

/**
 * The back-office's offers (decision 0052), registered in the admin scope: its hook has already
 * refused callers without an admin session.
 */
export const offersAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/admin/offers',
    {
      schema: {
        tags,
        summary:
          'Make an offer to an interested buyer (interestId: a painting) or a custom art requester (customArtId: a quote)',
        description:
          'price and deliveryFee in rupees (delivery ₹50 by default), note optional, validHours 1 to 720 (72 by default). The customer is emailed. 409 for stone art, a sold painting, or a requester without an account.',
        body: createOfferInputSchema,
        response: {
          201: adminOfferResponseSchema,
          400: apiErrorSchema,
          404: apiErrorSchema,
          409: apiErrorSchema,
          ...denied,
        },
      },
    },
    async (request, reply) => {
      const offer = await createOffer(app.db, app.config, currentUser(request).id, request.body);
      app.mailSender?.kick();
      return reply.code(201).send({ offer });
    },
  );

  app.get(
    '/admin/offers',
    {
      schema: {
        tags,
        summary:
          'Offers, newest first (at most 200): q searches the title and the customer’s name and email; status filters by the effective status',
        querystring: adminOfferListQuerySchema,
        response: { 200: adminOfferListResponseSchema, 400: apiErrorSchema, ...denied },
      },
    },
    async (request) => ({ offers: await listAdminOffers(app.db, request.query) }),
  );

  app.post(
    '/admin/offers/:id/withdraw',
    {
      schema: {
        tags,
        summary:
          'Withdraw an open or accepted (unpaid) offer: its painting is free again and the customer is emailed',
        params: offerIdParamsSchema,
        response: {
          200: adminOfferResponseSchema,
          404: apiErrorSchema,
          409: apiErrorSchema,
          ...denied,
        },
      },
    },
    async (request) => {
      const offer = await withdrawOffer(app.db, app.config, request.params.id);
      app.mailSender?.kick();
      return { offer };
    },
  );
};
