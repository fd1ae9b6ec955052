import { apiErrorSchema, whatsappMessages } from '@artshop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { httpError } from '../../lib/http-error';
import { logSecurityEvent, requestContext } from '../../lib/security-event';
import { tokenMatches } from '../../lib/token-matches';
import {
  applyWhatsappWebhook,
  whatsappSignatureValid,
  type WithdrawByNumber,
} from './whatsapp-webhook.service';
import { takeBodiesAsBytes } from '../../lib/raw-body';

const tags = ['WhatsApp'];
/** Meta's calls are small; anything bigger is not theirs. */
const WEBHOOK_BODY_LIMIT = 1024 * 1024;

const verifyQuerySchema = z.object({
  'hub.mode': z.string().optional(),
  'hub.verify_token': z.string().optional(),
  'hub.challenge': z.string().max(200).optional(),
});

/**
 * Meta's webhook of the shop's WhatsApp number (docs/whatsapp.md), mounted under /api: the
 * verification handshake, then signed calls with message statuses and inbound messages. A STOP is
 * handed to `withdraw`, which the users module gives (decision 0069: modules import downward).
 */
export const whatsappRoutes: FastifyPluginAsyncZod<{ withdraw: WithdrawByNumber }> = async (
  app,
  { withdraw },
) => {
  app.get(
    '/whatsapp/webhook',
    {
      config: { crossSiteAllowed: true },
      schema: {
        tags,
        summary:
          "Meta's verification: hub.mode=subscribe and hub.verify_token equal to WHATSAPP_VERIFY_TOKEN answer hub.challenge as plain text, otherwise 403",
        querystring: verifyQuerySchema,
        response: { 200: z.string(), 403: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const { verifyToken } = app.config.whatsapp;
      const query = request.query;
      const matches = verifyToken !== null && tokenMatches(query['hub.verify_token'], verifyToken);
      if (query['hub.mode'] !== 'subscribe' || !matches) {
        throw httpError(403, whatsappMessages.verifyRefused);
      }
      return reply.type('text/plain; charset=utf-8').send(query['hub.challenge'] ?? '');
    },
  );

  // The signature is over the raw bytes, so this route keeps them, as the Razorpay webhook does.
  await app.register(async (raw) => {
    takeBodiesAsBytes(raw, WEBHOOK_BODY_LIMIT);
    raw.post(
      '/whatsapp/webhook',
      {
        // Meta's servers call this; the signature over the raw body is the proof.
        config: { crossSiteAllowed: true },
        schema: {
          tags,
          summary:
            'WhatsApp webhook: X-Hub-Signature-256 over the raw body; records message statuses and STOP messages, a repeated event changes nothing',
          response: {
            200: z.object({ received: z.literal(true) }),
            400: apiErrorSchema,
            401: apiErrorSchema,
          },
        },
      },
      async (request) => {
        const rawBody = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        const signature = request.headers['x-hub-signature-256'];
        if (!whatsappSignatureValid(raw.config.whatsapp.appSecret, rawBody, signature)) {
          logSecurityEvent(request.log, 'whatsapp-webhook.bad-signature', {
            ...requestContext(request),
            reason: signature === undefined ? 'missing' : 'mismatch',
          });
          throw httpError(401, whatsappMessages.signatureInvalid);
        }
        let body: unknown;
        try {
          body = JSON.parse(rawBody.toString('utf8'));
        } catch {
          throw httpError(400, whatsappMessages.bodyInvalid);
        }
        const outcome = await applyWhatsappWebhook(raw.db, body, withdraw);
        if (outcome.stops > 0) request.log.info(outcome, 'whatsapp: STOP withdrew a consent');
        return { received: true as const };
      },
    );
  });
};
