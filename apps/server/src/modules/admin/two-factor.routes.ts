import {
  adminTwoFactorConfirmResponseSchema,
  adminTwoFactorConfirmSchema,
  adminTwoFactorDisableSchema,
  adminTwoFactorMessages,
  adminTwoFactorSetupSchema,
  adminTwoFactorStatusSchema,
  apiErrorSchema,
  messageResponseSchema,
} from '@artshop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { logSecurityEvent, requestContext } from '../../lib/security-event';
import { AUTH_CLIENT_RATE_LIMIT } from '../auth/limited-signin';
import { currentSession, currentUser } from '../auth/session.plugin';
import {
  confirmEnrolment,
  disableTwoFactor,
  startEnrolment,
  twoFactorStatus,
} from './two-factor.service';

const tags = ['Admin'];
const m = adminTwoFactorMessages;
const guarded = { 401: apiErrorSchema, 403: apiErrorSchema };

/**
 * The signed-in admin's own two-factor sign-in (decision 0038), in the admin scope: its hook has
 * already refused anyone without an admin session (401) and customers (403).
 */
export const adminTwoFactorRoutes: FastifyPluginAsyncZod = async (app) => {
  // The set-up answer holds the secret and the recovery codes: never stored by a browser or cache.
  app.addHook('onSend', async (_request, reply) => {
    void reply.header('cache-control', 'no-store');
  });

  app.get(
    '/admin/two-factor',
    {
      schema: {
        tags,
        summary:
          'Whether two-factor sign-in is on for this admin, and how many recovery codes are left',
        response: { 200: adminTwoFactorStatusSchema, ...guarded },
      },
    },
    async (request) => twoFactorStatus(app.db, currentUser(request)),
  );

  app.post(
    '/admin/two-factor/setup',
    {
      schema: {
        tags,
        summary:
          'Start the set-up: a new secret (not in force until confirmed), its otpauth URI and QR code; from an admin session signed in within the last 15 minutes (else 403 `fresh_signin_required`)',
        response: { 200: adminTwoFactorSetupSchema, 409: apiErrorSchema, ...guarded },
      },
    },
    async (request) => startEnrolment(app.db, currentUser(request), currentSession(request)),
  );

  app.post(
    '/admin/two-factor/confirm',
    {
      // Codes are guessable in a million tries: bounded like a sign-in.
      config: { rateLimit: AUTH_CLIENT_RATE_LIMIT },
      schema: {
        tags,
        summary:
          "Turn two-factor sign-in on with a first code; answers the recovery codes, once, and ends the account's other sessions",
        body: adminTwoFactorConfirmSchema,
        response: {
          200: adminTwoFactorConfirmResponseSchema,
          400: apiErrorSchema,
          409: apiErrorSchema,
          429: apiErrorSchema,
          ...guarded,
        },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const recoveryCodes = await confirmEnrolment(
        app.db,
        user,
        currentSession(request),
        request.body.code,
      );
      logSecurityEvent(request.log, 'admin.two-factor.enabled', {
        ...requestContext(request),
        userId: user.id,
      });
      return { message: m.enabled, recoveryCodes };
    },
  );

  app.post(
    '/admin/two-factor/disable',
    {
      // Codes are guessable in a million tries: bounded like a sign-in.
      config: { rateLimit: AUTH_CLIENT_RATE_LIMIT },
      schema: {
        tags,
        summary:
          'Turn two-factor sign-in off with a current code or a recovery code, from an admin session signed in within the last 15 minutes (else 403 `fresh_signin_required`)',
        body: adminTwoFactorDisableSchema,
        response: {
          200: messageResponseSchema,
          400: apiErrorSchema,
          409: apiErrorSchema,
          429: apiErrorSchema,
          ...guarded,
        },
      },
    },
    async (request) => {
      const user = currentUser(request);
      await disableTwoFactor(app.db, user, currentSession(request), request.body);
      logSecurityEvent(request.log, 'admin.two-factor.disabled', {
        ...requestContext(request),
        userId: user.id,
      });
      return { message: m.disabled };
    },
  );
};
