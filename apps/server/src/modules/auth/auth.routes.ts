import {
  apiErrorSchema,
  authMessages,
  authResponseSchema,
  changePasswordSchema,
  messageResponseSchema,
  signinSchema,
  signupSchema,
} from '@artshop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { isHttpError } from '../../lib/http-error';
import { logSecurityEvent, requestContext } from '../../lib/security-event';
import { toUserDto } from '../users/user-dto';
import { changePassword, checkCredentials, signUp } from './auth.service';
import {
  createDbFailedSigninCounter,
  SIGNIN_FAILURES,
  type FailedSigninCounter,
} from './failed-signins';
import { AUTH_CLIENT_RATE_LIMIT, emailKey, signInLimited, tooManyAttempts } from './limited-signin';
import { clearSessionCookie, setSessionCookie } from './session-cookie';
import { currentSession, currentUser } from './session.plugin';
import { deleteSession, deviceOf } from './session.service';

export interface AuthRoutesOptions {
  /** Per-email counters; by default in the database, shared by every process (failed-signins.ts). */
  signinFailures?: FailedSigninCounter;
  signupConflicts?: FailedSigninCounter;
}

const tags = ['Account'];

/** Sign-up, sign-in, sign-out and password change (spec section 7 'Accounts'), under /api. */
export const authRoutes: FastifyPluginAsyncZod<AuthRoutesOptions> = async (app, options) => {
  const signinFailures =
    options.signinFailures ?? createDbFailedSigninCounter(app.db, SIGNIN_FAILURES);
  const signupConflicts =
    options.signupConflicts ?? createDbFailedSigninCounter(app.db, 'signup-conflict');
  const secure = app.config.cookieSecure;
  // Answers about one person's account must never be stored by a browser or a shared cache.
  app.addHook('onSend', async (_request, reply) => {
    void reply.header('cache-control', 'no-store');
  });

  app.post(
    '/auth/signup',
    {
      config: { rateLimit: AUTH_CLIENT_RATE_LIMIT },
      schema: {
        tags,
        summary: 'Create a customer account and sign it in (sets the `token` cookie)',
        body: signupSchema,
        response: {
          201: authResponseSchema,
          400: apiErrorSchema,
          409: apiErrorSchema,
          429: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      // Probing which emails have accounts is bounded per email as well as per client.
      const key = emailKey(request.body.email);
      const wait = await signupConflicts.retryAfterMs(key);
      if (wait > 0) return tooManyAttempts(reply, wait);
      try {
        const { user, token } = await signUp(
          app.db,
          app.config,
          request.body,
          deviceOf(request.headers['user-agent']),
        );
        setSessionCookie(reply, 'customer', token, secure);
        app.mailSender?.kick();
        return reply.code(201).send({ message: authMessages.signedUp, user: toUserDto(user) });
      } catch (error) {
        if (isHttpError(error) && error.statusCode === 409) {
          await signupConflicts.recordFailure(key);
        }
        throw error;
      }
    },
  );

  app.post(
    '/auth/signin',
    {
      config: { rateLimit: AUTH_CLIENT_RATE_LIMIT },
      schema: {
        tags,
        summary:
          'Sign in; a new session token each time (sets the `token` cookie). An account with two-factor sign-in on gets 403 `two_factor_signin` and no session: it signs in at `/api/admin/signin`',
        body: signinSchema,
        response: {
          200: authResponseSchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          403: apiErrorSchema,
          429: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      // Security events (docs/security.md): the account named and where from, never the password.
      const { email } = request.body;
      const context = { ...requestContext(request), email };
      const isLocked = async () => (await signinFailures.retryAfterMs(emailKey(email))) > 0;
      if (await isLocked()) {
        logSecurityEvent(request.log, 'signin.locked', { ...context, reason: 'refused' });
      }
      try {
        return await signInLimited(app, request, reply, {
          kind: 'customer',
          email,
          failures: signinFailures,
          checkCredentials: () => checkCredentials(app.db, request.body),
          invalidMessage: authMessages.invalidCredentials,
          respond: (user) => {
            logSecurityEvent(request.log, 'signin.success', { ...context, userId: user.id });
            return { message: authMessages.signedIn, user: toUserDto(user) };
          },
        });
      } catch (error) {
        if (isHttpError(error) && error.statusCode === 403) {
          // The right password of a two-factor account at the wrong door (decision 0071).
          logSecurityEvent(request.log, 'signin.failure', {
            ...context,
            status: 403,
            reason: 'two-factor-required',
          });
        }
        if (isHttpError(error) && error.statusCode === 401) {
          logSecurityEvent(request.log, 'signin.failure', context);
          // This failure was the one that paused the account's sign-in (failed-signins.ts).
          if (await isLocked()) {
            logSecurityEvent(request.log, 'signin.locked', { ...context, reason: 'limit-reached' });
          }
        }
        throw error;
      }
    },
  );

  app.post(
    '/auth/signout',
    {
      onRequest: app.requireCustomer,
      schema: {
        tags,
        summary: 'End the current session on the server and clear the cookie',
        response: { 204: z.null().describe('Signed out'), 401: apiErrorSchema },
      },
    },
    async (request, reply) => {
      await deleteSession(app.db, currentSession(request).id);
      clearSessionCookie(reply, 'customer', secure);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/auth/changepassword',
    {
      onRequest: app.requireCustomer,
      // Guessing the current password through a stolen session is bounded like sign-in.
      config: { rateLimit: AUTH_CLIENT_RATE_LIMIT },
      schema: {
        tags,
        summary:
          "Change the password; ends the user's other sessions, keeps this one. Not for an admin or an account with two-factor sign-in on (403): they change it at `/api/admin/password`",
        body: changePasswordSchema,
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
      await changePassword(app.db, user, currentSession(request), request.body);
      logSecurityEvent(request.log, 'password.changed', {
        ...requestContext(request),
        userId: user.id,
      });
      return { message: authMessages.passwordUpdated };
    },
  );
};
