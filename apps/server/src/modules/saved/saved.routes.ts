import {
  apiErrorSchema,
  savedAlertsUnsubscribeQuerySchema,
  savedAlertsUnsubscribeStatusSchema,
  savedPieceResponseSchema,
  savedPiecesResponseSchema,
  SAVED_ALERTS_UNSUBSCRIBE_PATH,
} from '@artshop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../auth/session.plugin';
import { savedAlertsStatus, unsubscribeSavedAlerts } from './saved-alerts.service';
import { listSavedPieces, savePiece, unsavePiece } from './saved.service';

const tags = ['Account'];
const productParams = z.object({ productId: z.string() });
const UNSUBSCRIBE_RATE_LIMIT = { max: 30, timeWindow: '1 minute' };

/** Saved pieces (decision 0122), under /api: the customer's own list, and the alert's unsubscribe. */
export const savedRoutes: FastifyPluginAsyncZod = async (app) => {
  // RFC 8058: a mail client's one-click POST carries `List-Unsubscribe=One-Click` as a form body;
  // the token is in the URL, so the body is read as text and not used (as the newsletter's).
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 1024 },
    (_request, body, done) => done(null, body),
  );

  app.get(
    '/user/saved',
    {
      onRequest: app.requireCustomer,
      schema: {
        tags,
        summary: "The signed-in customer's saved pieces the shop still shows, last saved first",
        response: { 200: savedPiecesResponseSchema, 401: apiErrorSchema },
      },
    },
    async (request) => ({ products: await listSavedPieces(app.db, currentUser(request).id) }),
  );

  app.post(
    '/user/saved/:productId',
    {
      onRequest: app.requireCustomer,
      schema: {
        tags,
        summary: 'Save a piece (again changes nothing); a product the shop does not show is 404',
        params: productParams,
        response: {
          200: savedPieceResponseSchema,
          401: apiErrorSchema,
          404: apiErrorSchema,
          409: apiErrorSchema,
        },
      },
    },
    async (request) => {
      await savePiece(app.db, currentUser(request).id, request.params.productId);
      return { productId: request.params.productId, saved: true as const };
    },
  );

  app.delete(
    '/user/saved/:productId',
    {
      onRequest: app.requireCustomer,
      schema: {
        tags,
        summary: 'Take a piece off the saved list (not saved is the same); unknown or hidden: 404',
        params: productParams,
        response: { 204: z.null(), 401: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request, reply) => {
      await unsavePiece(app.db, currentUser(request).id, request.params.productId);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/saved-alerts/unsubscribe',
    {
      config: { rateLimit: UNSUBSCRIBE_RATE_LIMIT },
      schema: {
        tags,
        summary:
          "What an alert's unsubscribe link is for; changes nothing (a browser is sent to the page that asks)",
        querystring: savedAlertsUnsubscribeQuerySchema,
        response: {
          200: z.object({ subscription: savedAlertsUnsubscribeStatusSchema }),
          303: z.null(),
          400: apiErrorSchema,
          404: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const { token } = request.query;
      if ((request.headers.accept ?? '').includes('text/html')) {
        return reply.redirect(
          `${SAVED_ALERTS_UNSUBSCRIBE_PATH}?token=${encodeURIComponent(token)}`,
          303,
        );
      }
      return { subscription: await savedAlertsStatus(app.db, token) };
    },
  );

  app.post(
    '/saved-alerts/unsubscribe',
    {
      config: { rateLimit: UNSUBSCRIBE_RATE_LIMIT },
      schema: {
        tags,
        summary:
          "One-click unsubscribe (RFC 8058), no sign-in: withdraws 'Offers by email', which the alerts need; again is still 200",
        querystring: savedAlertsUnsubscribeQuerySchema,
        response: {
          200: z.object({ subscription: savedAlertsUnsubscribeStatusSchema }),
          400: apiErrorSchema,
          404: apiErrorSchema,
        },
      },
    },
    async (request) => ({
      subscription: await unsubscribeSavedAlerts(app.db, request.query.token),
    }),
  );
};
