import { tokenMatches } from '../../lib/token-matches';
import {
  apiErrorSchema,
  courierUpdateResponseSchema,
  shipmentTrackingMessages,
} from '@artshop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { httpError } from '../../lib/http-error';
import { logSecurityEvent, requestContext } from '../../lib/security-event';
import type { AfterFulfilmentStep } from '../orders/after-fulfilment';
import { readCourierUpdate } from './courier-updates.payload';
import { applyTrackingUpdate } from './shipment-events.service';
import { takeBodiesAsBytes } from '../../lib/raw-body';

/**
 * The tracking webhook's address. Shiprocket refuses a webhook URL holding the words shiprocket,
 * kartrocket, sr or kr (docs/shipping.md), so it names neither the provider nor them.
 */
export const COURIER_UPDATES_PATH = '/shipping/courier-updates';

// A tracking update with its scans is a few kilobytes; a long journey stays well under this.
const COURIER_UPDATE_BODY_LIMIT = 256 * 1024;

function parseJson(body: unknown): unknown {
  if (!Buffer.isBuffer(body) || body.length === 0) return null;
  try {
    return JSON.parse(body.toString('utf8')) as unknown;
  } catch {
    return null;
  }
}

export interface CourierUpdatesOptions {
  /** What follows a fulfilment step, composed by the shop (modules/commerce, decision 0069). */
  afterFulfilment: readonly AfterFulfilmentStep[];
}

/**
 * `POST /api/shipping/courier-updates`: Shiprocket's tracking webhook (decision 0096). Shiprocket
 * signs nothing: the shared token in `x-api-key` is the only proof, so a missing or wrong one is a
 * 401 and a security event. With the right token the answer is always 200 (Shiprocket wants
 * nothing else), whatever the body holds: an unknown AWB or an unreadable body changes nothing.
 */
export const courierUpdatesRoutes: FastifyPluginAsyncZod<CourierUpdatesOptions> = async (
  app,
  { afterFulfilment },
) => {
  // The token is checked before the body is read, so the body arrives as bytes: a body Fastify's
  // JSON parser refuses would otherwise answer 400 to Shiprocket, or to a caller without the token.
  takeBodiesAsBytes(app, COURIER_UPDATE_BODY_LIMIT);
  app.post(
    COURIER_UPDATES_PATH,
    {
      // Shiprocket's servers call it; the token is the proof, not a session (decision 0050).
      config: { crossSiteAllowed: true },
      schema: {
        tags: ['Shipping'],
        summary:
          "Shiprocket's tracking webhook: x-api-key must be SHIPROCKET_WEBHOOK_TOKEN; stores each scan once, moves the order's tracking stage forward only (delivered, returned), matched by AWB",
        response: { 200: courierUpdateResponseSchema, 401: apiErrorSchema },
      },
    },
    async (request) => {
      if (!tokenMatches(request.headers['x-api-key'], app.config.shiprocket?.webhookToken)) {
        logSecurityEvent(request.log, 'courier-webhook.bad-token', {
          ...requestContext(request),
          reason: request.headers['x-api-key'] === undefined ? 'missing' : 'wrong',
        });
        throw httpError(401, shipmentTrackingMessages.webhookTokenInvalid);
      }
      const update = readCourierUpdate(parseJson(request.body));
      if (!update) return { status: 'ignored' as const };
      try {
        const outcome = await applyTrackingUpdate(app.db, app.config, afterFulfilment, update);
        if (outcome.delivered) app.mailSender?.kick();
        return { status: outcome.result };
      } catch (error) {
        // Still 200: Shiprocket does not say whether it retries, and the poll asks again later.
        request.log.error({ err: error, awb: update.awb }, 'courier update could not be applied');
        return { status: 'unchanged' as const };
      }
    },
  );
};
