import type {} from '@fastify/rate-limit';
import {
  apiErrorSchema,
  deliveryEstimateQuerySchema,
  deliveryEstimateSchema,
  deliveryMessages,
} from '@artshop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeLimit } from '../../lib/route-limit';
import { ESTIMATE_CACHE_MS, type DeliveryEstimator } from './delivery-estimate.service';

export interface DeliveryEstimateRoutesOptions {
  deliveryEstimates: DeliveryEstimator;
}

/**
 * Generous for a person (a few PIN codes per visit) and a bound on a script walking every PIN
 * code, each a Shiprocket call on a miss (decision 0092).
 */
const ESTIMATE_RATE_LIMIT = routeLimit({
  max: 60,
  windowMs: 10 * 60 * 1000,
  message: deliveryMessages.tooManyChecks,
});

/** A fallback answer (Shiprocket failed just now) is kept briefly, so the real one comes soon. */
const FALLBACK_MAX_AGE_S = 5 * 60;

/** `GET /api/delivery/estimate?pin=` (public; docs/shipping.md 'Estimates'). */
export const deliveryEstimateRoutes: FastifyPluginAsyncZod<DeliveryEstimateRoutesOptions> = async (
  app,
  { deliveryEstimates },
) => {
  app.get(
    '/delivery/estimate',
    {
      config: { rateLimit: ESTIMATE_RATE_LIMIT },
      schema: {
        tags: ['Delivery'],
        summary:
          'Whether the shop delivers to a PIN code, and in how many days (Shiprocket, else the shop settings)',
        querystring: deliveryEstimateQuerySchema,
        response: { 200: deliveryEstimateSchema, 400: apiErrorSchema, 429: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const {
        source: _source,
        fallback,
        ...estimate
      } = await deliveryEstimates.estimate(request.query.pin);
      const maxAge = fallback ? FALLBACK_MAX_AGE_S : ESTIMATE_CACHE_MS / 1000;
      void reply.header('cache-control', `public, max-age=${maxAge}`);
      return estimate;
    },
  );
};
