import {
  adminTwoFactorMessages,
  apiErrorSchema,
  authMessages,
  forgotPasswordSchema,
  messageResponseSchema,
  passwordResetMessages,
  resetLinkCheckResponseSchema,
  resetLinkCheckSchema,
  resetPasswordResponseSchema,
  resetPasswordSchema,
} from '@artshop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { httpError } from '../../lib/http-error';
import { logSecurityEvent, requestContext } from '../../lib/security-event';
import {
  createDbFailedSigninCounter,
  SECOND_FACTOR_FAILURES,
  type FailedSigninCounter,
} from './failed-signins';
import { AUTH_CLIENT_RATE_LIMIT, tooManyAttempts } from './limited-signin';
import { checkResetLink, requestPasswordReset, resetPassword } from './password-reset.service';
import type { SecondFactorCheck } from './two-factor-flag';
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

export interface PasswordResetRoutesOptions {
  /**
   * The admin module's check of a current code or a recovery code, handed down by app.ts: an
   * account with two-factor sign-in on needs one besides the link (decision 0075).
   */
  checkSecondFactor: SecondFactorCheck;
  /** Per-account wrong codes; by default the database count the admin sign-in keeps too. */
  secondFactorFailures?: FailedSigninCounter;
}

/** 'Forgot password?' and the reset link's page (decision 0045), under /api. */
export const passwordResetRoutes: FastifyPluginAsyncZod<PasswordResetRoutesOptions> = async (
  app,
  options,
) => {
  const secondFactor = {
    check: options.checkSecondFactor,
    failures:
      options.secondFactorFailures ?? createDbFailedSigninCounter(app.db, SECOND_FACTOR_FAILURES),
  };
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
      // The sender runs now rather than at its next tick (not awaited: the answer's timing stays
      // the same whatever the outcome).
      if (outcome === 'sent') app.mailSender?.kick();
      // Mail flooding shows in the log; the answer stays the same so it reveals nothing.
      if (outcome === 'address-limited') {
        request.log.warn({ ...requestContext(request) }, 'password reset: per-address limit');
      }
      return reply.code(202).send({ message: passwordResetMessages.linkSent });
    },
  );

  app.post(
    '/auth/reset-password/check',
    {
      // The same limit as the reset itself: a stream of guesses gets no further here.
      config: { rateLimit: AUTH_CLIENT_RATE_LIMIT },
      schema: {
        tags,
        summary:
          'Whether a reset link still works, before a new password is typed (decision 0081); changes nothing',
        body: resetLinkCheckSchema,
        response: { 200: resetLinkCheckResponseSchema, 400: apiErrorSchema, 429: apiErrorSchema },
      },
    },
    async (request) => {
      await checkResetLink(app.db, request.body.token);
      return { valid: true as const };
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
          'Set a new password with a reset link (and, with two-factor sign-in on, a current code or a recovery code, else 400 `two_factor_code_required`); ends every session of the account (customer and admin)',
        body: resetPasswordSchema,
        response: { 200: resetPasswordResponseSchema, 400: apiErrorSchema, 429: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const context = requestContext(request);
      const result = await resetPassword(app.db, request.body, { secondFactor });
      if (result.outcome !== 'reset') {
        logSecurityEvent(request.log, 'password.reset.second-factor-failure', {
          ...context,
          userId: result.userId,
          status: result.outcome === 'wrong-code' ? 400 : 429,
          reason: result.outcome,
        });
        if (result.outcome === 'codes-limited') return tooManyAttempts(reply, result.retryAfterMs);
        throw httpError(400, adminTwoFactorMessages.invalidCode);
      }
      const { userId } = result;
      if (result.secondFactor === 'recovery-code') {
        logSecurityEvent(request.log, 'admin.recovery-code.used', { ...context, userId });
      }
      logSecurityEvent(request.log, 'password.changed', {
        ...context,
        userId,
        reason: 'reset-link',
      });
      return { message: passwordResetMessages.passwordReset, email: result.email };
    },
  );
};
