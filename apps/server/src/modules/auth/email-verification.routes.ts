import {
  apiErrorSchema,
  authMessages,
  emailVerificationMessages,
  messageResponseSchema,
  verifyEmailSchema,
} from '@artshop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requestContext } from '../../lib/security-event';
import { routeLimit } from '../../lib/route-limit';
import {
  resendVerificationEmail,
  verifyEmail,
  type AfterEmailVerified,
} from './email-verification.service';
import { currentUser } from './session.plugin';

/** Per client: the token cannot be guessed (256 random bits); this only bounds the work. */
const VERIFY_RATE_LIMIT = routeLimit({
  max: 30,
  windowMs: 60 * 1000,
  message: authMessages.tooManyAttempts,
});

/**
 * Per client, besides the silent 3 an hour per account (the service): each call may send an
 * email, like 'Forgot password?'.
 */
const RESEND_RATE_LIMIT = routeLimit({
  max: 10,
  windowMs: 15 * 60 * 1000,
  message: authMessages.tooManyAttempts,
});

const tags = ['Account'];

export interface EmailVerificationRoutesOptions {
  /** Steps of modules above auth once an address is confirmed (app.ts composes them). */
  afterVerified?: readonly AfterEmailVerified[];
}

/** Confirming a new account's email address (decision 0076), under /api. */
export const emailVerificationRoutes: FastifyPluginAsyncZod<
  EmailVerificationRoutesOptions
> = async (app, options) => {
  app.addHook('onSend', async (_request, reply) => {
    void reply.header('cache-control', 'no-store');
  });

  app.post(
    '/auth/verify-email',
    {
      config: { rateLimit: VERIFY_RATE_LIMIT },
      schema: {
        tags,
        summary:
          "Confirm an account's email with the token of the emailed link (once, within 24 hours); no sign-in needed",
        body: verifyEmailSchema,
        response: { 200: messageResponseSchema, 400: apiErrorSchema, 429: apiErrorSchema },
      },
    },
    async (request) => {
      const user = await verifyEmail(app.db, request.body.token, new Date(), options.afterVerified);
      request.log.info({ ...requestContext(request), userId: user.id }, 'email verified');
      return { message: emailVerificationMessages.verified };
    },
  );

  app.post(
    '/auth/verify-email/resend',
    {
      onRequest: app.requireCustomer,
      config: { rateLimit: RESEND_RATE_LIMIT },
      schema: {
        tags,
        summary:
          'Email the signed-in account a new confirmation link (the earlier one stops working); the same 202 when confirmed already or over 3 an hour, which send nothing',
        response: { 202: messageResponseSchema, 401: apiErrorSchema, 429: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const outcome = await resendVerificationEmail(app.db, user, {
        siteUrl: app.config.siteUrl,
      });
      if (outcome === 'sent') app.mailSender?.kick();
      if (outcome === 'limited') {
        request.log.warn(
          { ...requestContext(request), userId: user.id },
          'email verification: per-account resend limit',
        );
      }
      return reply.code(202).send({ message: emailVerificationMessages.resent });
    },
  );
};
