import {
  apiErrorSchema,
  orderIdParamsSchema,
  orderMessages,
  testPaymentInputSchema,
  testPaymentResponseSchema,
  webhookResponseSchema,
} from '@artshop/shared';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { isHttpError } from '../../lib/http-error';
import { logSecurityEvent, requestContext } from '../../lib/security-event';
import { currentUser } from '../auth/session.plugin';
import type { AfterPayment } from './after-payment';
import { handleCheckoutCallback } from './callback.service';
import { makeTestPayment } from './test-payment.service';
import { handleRazorpayWebhook } from './webhook.service';
import { takeBodiesAsBytes } from '../../lib/raw-body';

// Callback forms and webhook bodies are small; anything bigger is not from Razorpay.
const CALLBACK_BODY_LIMIT = 64 * 1024;
const WEBHOOK_BODY_LIMIT = 1024 * 1024;

/** What the payment routes are given: what follows a payment (after-payment.ts). */
export interface PaymentRoutesOptions {
  afterPayment: AfterPayment;
}

/** Payment callbacks (DESIGN section 3 and 4 'Payments'), under /api. */
export const paymentsRoutes: FastifyPluginAsyncZod<PaymentRoutesOptions> = async (
  app,
  { afterPayment },
) => {
  // Razorpay's redirect (and the test window, the same way) posts an HTML form. This plugin is
  // encapsulated, so the parser serves these routes only.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: CALLBACK_BODY_LIMIT },
    (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(String(body))));
    },
  );

  app.post(
    '/payments/test/:orderId',
    {
      onRequest: app.requireCustomer,
      schema: {
        tags: ['Payments'],
        summary:
          "Test mode's payment window: records a success or failure for the owner's order and answers the fields to post to the callback",
        params: z.object({ orderId: z.string() }),
        body: testPaymentInputSchema,
        response: {
          200: testPaymentResponseSchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          404: apiErrorSchema,
          409: apiErrorSchema,
        },
      },
    },
    async (request) =>
      makeTestPayment(
        app.db,
        app.payments,
        currentUser(request).id,
        request.params.orderId,
        request.body,
      ),
  );

  app.post(
    '/transaction/:id',
    {
      bodyLimit: CALLBACK_BODY_LIMIT,
      // Razorpay's pages post here from their own site; the signature is the proof.
      config: { crossSiteAllowed: true },
      schema: {
        tags: ['Payments'],
        summary:
          "The payment window's callback (form or JSON): a valid signature marks the order paid once Razorpay confirms the payment captured (capturing an authorised one); an error form re-checks with Razorpay; always 303 to the payment status page",
        params: orderIdParamsSchema,
      },
    },
    async (request, reply) => {
      const answer = await handleCheckoutCallback(
        app.db,
        app.payments,
        app.config,
        afterPayment,
        request.params.id,
        request.body,
        request.log,
      );
      // Just paid: its confirmation is in the outbox; send it now rather than at the next tick.
      if (answer.result === 'paid') app.mailSender?.kick();
      if (answer.result === 'bad-signature') {
        logSecurityEvent(request.log, 'callback.bad-signature', requestContext(request));
      } else if (answer.result === 'rejected') {
        request.log.warn({ orderId: request.params.id }, 'payment callback refused');
      }
      return reply.redirect(answer.location, 303);
    },
  );

  // The webhook's signature is over the raw bytes, so this one route keeps them: its own scope
  // replaces the JSON parser with one that hands over the Buffer untouched.
  await app.register(async (raw) => {
    takeBodiesAsBytes(raw, WEBHOOK_BODY_LIMIT);
    raw.post(
      '/webhooks/razorpay',
      {
        // Razorpay's servers call this; the signature over the raw body is the proof.
        config: { crossSiteAllowed: true },
        schema: {
          tags: ['Payments'],
          summary:
            'Razorpay webhook: X-Razorpay-Signature over the raw body, de-duplicated by x-razorpay-event-id; acts on order.paid, payment.captured, payment.failed, refund.processed and refund.failed',
          response: { 200: webhookResponseSchema, 400: apiErrorSchema },
        },
      },
      async (request) => {
        try {
          const answer = await handleRazorpayWebhook(
            raw.db,
            raw.payments,
            raw.config,
            afterPayment,
            raw.config.razorpay.webhookSecret,
            Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0),
            request.headers['x-razorpay-signature'],
            request.headers['x-razorpay-event-id'],
            request.log,
          );
          // A processed event may have paid an order and written its confirmation.
          if (answer.status === 'processed') raw.mailSender?.kick();
          return answer;
        } catch (error) {
          // Someone other than Razorpay (or a wrong RAZORPAY_WEBHOOK_SECRET): worth an alert.
          if (isHttpError(error) && error.message === orderMessages.webhookSignatureInvalid) {
            logSecurityEvent(request.log, 'webhook.bad-signature', requestContext(request));
          }
          throw error;
        }
      },
    );
  });
};
