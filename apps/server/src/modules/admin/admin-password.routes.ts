import {
  adminChangePasswordSchema,
  apiErrorSchema,
  authMessages,
  messageResponseSchema,
} from '@artshop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { logSecurityEvent, requestContext } from '../../lib/security-event';
import { AUTH_CLIENT_RATE_LIMIT } from '../auth/limited-signin';
import { currentSession, currentUser } from '../auth/session.plugin';
import { changeAdminPassword } from './admin-password.service';

const tags = ['Admin'];

/**
 * `POST /admin/password`, in the admin scope (its hook has already refused anyone without an admin
 * session, 401, and customers, 403): the one place an account with two-factor sign-in on changes
 * its password (decision 0071).
 */
export const adminPasswordRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onSend', async (_request, reply) => {
    void reply.header('cache-control', 'no-store');
  });

  app.post(
    '/admin/password',
    {
      // A password and a code are checked here: bounded like a sign-in.
      config: { rateLimit: AUTH_CLIENT_RATE_LIMIT },
      schema: {
        tags,
        summary:
          "Change the signed-in admin's password: the current one and, with two-factor sign-in on, a current code or a recovery code, from a session signed in within the last 15 minutes (else 403 `fresh_signin_required`); ends the account's other sessions",
        body: adminChangePasswordSchema,
        response: {
          200: messageResponseSchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          403: apiErrorSchema,
          429: apiErrorSchema,
        },
      },
    },
    async (request) => {
      const user = currentUser(request);
      await changeAdminPassword(app.db, user, currentSession(request), request.body);
      logSecurityEvent(request.log, 'password.changed', {
        ...requestContext(request),
        userId: user.id,
        reason: 'back-office',
      });
      return { message: authMessages.passwordUpdated };
    },
  );
};
