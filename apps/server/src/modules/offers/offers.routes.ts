import {
  apiErrorSchema,
  createOrderSchema,
  offerIdParamsSchema,
  offerListResponseSchema,
  offerResponseSchema,
} from '@artshop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../auth/session.plugin';
import {
  CHECKOUT_RESPONSES,
  checkoutDeps,
  ORDER_RATE_LIMIT,
  type CheckoutRoutesOptions,
} from '../checkout/checkout.routes';
import { acceptOffer } from './offer-checkout';
import { declineOffer, listCustomerOffers } from './offers.service';

const tags = ['Offers'];

/** The customer's offers (decision 0052), under /api: list, accept (checkout), decline. */
export const offersRoutes: FastifyPluginAsyncZod<CheckoutRoutesOptions> = async (
  app,
  { deliveryEstimates },
) => {
  app.get(
    '/offers',
    {
      onRequest: app.requireCustomer,
      schema: {
        tags,
        summary:
          "The signed-in customer's offers, newest first (an open offer past its time reads expired)",
        response: { 200: offerListResponseSchema, 401: apiErrorSchema },
      },
    },
    async (request) => ({ offers: await listCustomerOffers(app.db, currentUser(request).id) }),
  );

  app.post(
    '/offers/:id/accept',
    {
      onRequest: app.requireCustomer,
      // Each acceptance makes a provider order, like a checkout: the same limit.
      config: { rateLimit: ORDER_RATE_LIMIT },
      schema: {
        tags,
        summary:
          'Accept an offer: an order of its one line through the checkout of POST /order (welcome offer, coupon, Razorpay or test mode); holds a painting for 30 minutes',
        description:
          'The body is the checkout body of POST /order. 404 for another customer’s offer; 409 when it has expired, was withdrawn, declined or paid, or the painting is sold or held for another buyer. Accepting again while accepted makes a new order and renews the hold.',
        params: offerIdParamsSchema,
        body: createOrderSchema,
        response: CHECKOUT_RESPONSES,
      },
    },
    async (request, reply) => {
      const created = await acceptOffer(
        checkoutDeps(app, request, deliveryEstimates),
        currentUser(request),
        request.params.id,
        request.body,
      );
      return reply.code(201).send(created);
    },
  );

  app.post(
    '/offers/:id/decline',
    {
      onRequest: app.requireCustomer,
      schema: {
        tags,
        summary: 'Decline an open offer (or an accepted, unpaid one: its painting is free again)',
        params: offerIdParamsSchema,
        response: {
          200: offerResponseSchema,
          401: apiErrorSchema,
          404: apiErrorSchema,
          409: apiErrorSchema,
        },
      },
    },
    async (request) => ({
      offer: await declineOffer(app.db, currentUser(request).id, request.params.id),
    }),
  );
};
