import {
  adminSessionMessages,
  adminSessionResponseSchema,
  adminSigninResponseSchema,
  adminSigninResultSchema,
  adminSigninSchema,
  adminSigninVerifySchema,
  apiErrorSchema,
  type AdminSigninResult,
} from '@artshop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  createDbFailedSigninCounter,
  SECOND_FACTOR_FAILURES,
  SIGNIN_FAILURES,
  type FailedSigninCounter,
} from '../auth/failed-signins';
import { AUTH_CLIENT_RATE_LIMIT, signInLimited } from '../auth/limited-signin';
import { clearSessionCookie } from '../auth/session-cookie';
import { currentSession, currentUser } from '../auth/session.plugin';
import { deleteSession } from '../auth/session.service';
import { checkAdminCredentials, toAdminProfile } from './admin-session.service';
import { startSecondFactor, verifySecondFactor } from './two-factor-signin';

export interface AdminSessionRoutesOptions {
  /**
   * Per-email wrong passwords; by default the database count the customer sign-in keeps too
   * (decisions 0010, 0060 and 0071).
   */
  signinFailures?: FailedSigninCounter;
  /** Per-account wrong second-factor codes, across challenges and processes; in the database. */
  secondFactorFailures?: FailedSigninCounter;
}

const tags = ['Admin'];

/** `POST /admin/signin` and its second step: public, so they live outside the admin scope. */
export const adminSessionRoutes: FastifyPluginAsyncZod<AdminSessionRoutesOptions> = async (
  app,
  options,
) => {
  const signinFailures =
    options.signinFailures ?? createDbFailedSigninCounter(app.db, SIGNIN_FAILURES);
  const secondFactorFailures =
    options.secondFactorFailures ?? createDbFailedSigninCounter(app.db, SECOND_FACTOR_FAILURES);
  app.addHook('onSend', async (_request, reply) => {
    void reply.header('cache-control', 'no-store');
  });

  app.post(
    '/admin/signin',
    {
      config: { rateLimit: AUTH_CLIENT_RATE_LIMIT },
      schema: {
        tags,
        summary:
          'Open an admin session (only users whose role is admin; sets `admin_token`), or, with two-factor sign-in on, answer `{ twoFactorRequired: true }` and set the short-lived challenge cookie instead',
        body: adminSigninSchema,
        response: {
          200: adminSigninResultSchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          429: apiErrorSchema,
        },
      },
    },
    async (request, reply) =>
      signInLimited<AdminSigninResult>(app, request, reply, {
        kind: 'admin',
        email: request.body.email,
        failures: signinFailures,
        // A customer with the right password is answered exactly as a wrong password.
        checkCredentials: () => checkAdminCredentials(app.db, request.body),
        invalidMessage: adminSessionMessages.invalidCredentials,
        // With two-factor sign-in on, the password only opens the second step (decision 0038).
        beforeSession: (admin) => startSecondFactor(app, request, reply, admin),
        respond: (admin) => ({
          message: adminSessionMessages.signedIn,
          admin: toAdminProfile(admin),
        }),
      }),
  );

  app.post(
    '/admin/signin/verify',
    {
      config: { rateLimit: AUTH_CLIENT_RATE_LIMIT },
      schema: {
        tags,
        summary:
          'Second step of an admin sign-in: a code from the authenticator app or a recovery code turns the challenge cookie into an admin session',
        body: adminSigninVerifySchema,
        response: {
          200: adminSigninResponseSchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          429: apiErrorSchema,
        },
      },
    },
    async (request, reply) =>
      verifySecondFactor(app, request, reply, request.body.code, secondFactorFailures),
  );
};

/**
 * `GET /admin` and `POST /admin/signout`, registered in the admin scope: its hook has already
 * refused anyone without an admin session (401) and customers (403).
 */
export const adminAccountRoutes: FastifyPluginAsyncZod = async (app) => {
  const secure = app.config.cookieSecure;
  app.addHook('onSend', async (_request, reply) => {
    void reply.header('cache-control', 'no-store');
  });

  app.get(
    '/admin',
    {
      schema: {
        tags,
        summary: 'The signed-in admin',
        response: { 200: adminSessionResponseSchema, 401: apiErrorSchema, 403: apiErrorSchema },
      },
    },
    async (request) => ({ admin: toAdminProfile(currentUser(request)) }),
  );

  app.post(
    '/admin/signout',
    {
      schema: {
        tags,
        summary: 'End the admin session on the server and clear its cookie',
        response: {
          204: z.null().describe('Signed out'),
          401: apiErrorSchema,
          403: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      await deleteSession(app.db, currentSession(request).id);
      clearSessionCookie(reply, 'admin', secure);
      return reply.code(204).send(null);
    },
  );
};
