import {
  apiErrorSchema,
  authMessages,
  forgotPasswordSchema,
  messageResponseSchema,
  passwordResetMessages,
  resetPasswordSchema,
} from '@artshop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { logSecurityEvent, requestContext } from '../../lib/security-event';
import { AUTH_CLIENT_RATE_LIMIT } from './limited-signin';
import { requestPasswordReset, resetPassword } from './password-reset.service';
import { routeLimit } from '../../lib/route-limit';

/**
 * Per client (IP): each request may send an email, so fewer than sign-in's 20. The per-address
 * limit lives in the service (3 emails an hour) and is silent, so it cannot tell who has an account.
 */
export const FORGOT_PASSWORD_RATE_LIMIT = routeLimit({
  max: 10,
  windowMs: 15 * 60 * 1000,
  message: authMessages.tooManyAttempts,
});

const tags = ['Account'];

/** 'Forgot password?' and the reset link's page (decision 0045), under /api. */
export const passwordResetRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onSend', async (_request, reply) => {
    void reply.header('cache-control', 'no-store');
  });

  app.post(
    '/auth/forgot-password',
    {
      config: { rateLimit: FORGOT_PASSWORD_RATE_LIMIT },
      schema: {
        tags,
        summary: 'Email a password-reset link; the same 202 whether or not the account exists',
        body: forgotPasswordSchema,
        response: { 202: messageResponseSchema, 400: apiErrorSchema, 429: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const outcome = await requestPasswordReset(app.db, request.body.email, {
        siteUrl: app.config.siteUrl,
      });
      // Mail flooding shows in the log; the answer stays the same so it reveals nothing.
      if (outcome === 'address-limited') {
        request.log.warn({ ...requestContext(request) }, 'password reset: per-address limit');
      }
      return reply.code(202).send({ message: passwordResetMessages.linkSent });
    },
  );

  app.post(
    '/auth/reset-password',
    {
      // Tokens cannot be guessed (256 bits); the limit bounds the scrypt work a client can cause.
      config: { rateLimit: AUTH_CLIENT_RATE_LIMIT },
      schema: {
        tags,
        summary:
          'Set a new password with a reset link; ends every session of the account (customer and admin)',
        body: resetPasswordSchema,
        response: { 200: messageResponseSchema, 400: apiErrorSchema, 429: apiErrorSchema },
      },
    },
    async (request) => {
      const userId = await resetPassword(app.db, request.body);
      logSecurityEvent(request.log, 'password.changed', {
        ...requestContext(request),
        userId,
        reason: 'reset-link',
      });
      return { message: passwordResetMessages.passwordReset };
    },
  );
};
