import {
  adminSessionMessages,
  adminSessionResponseSchema,
  adminSigninResponseSchema,
  adminSigninSchema,
  apiErrorSchema,
  authMessages,
} from '@artshop/shared';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { httpError } from '../../lib/http-error';
import { currentSession, currentUser, loadSession } from '../../plugins/auth-session';
import { toErrorBody } from '../../plugins/error-handler';
import { AUTH_CLIENT_RATE_LIMIT } from '../auth/auth.routes';
import {
  createMemoryFailedSigninCounter,
  FAILED_SIGNIN_LIMIT,
  type FailedSigninCounter,
} from '../auth/failed-signins';
import { clearSessionCookie, setSessionCookie } from '../auth/session-cookie';
import { createSession, deleteSession } from '../auth/session.service';
import { checkAdminCredentials, toAdminProfile } from './admin-session.service';

export interface AdminSessionRoutesOptions {
  /** Per-email failed admin sign-ins; by default in this process's memory (decision 0010). */
  signinFailures?: FailedSigninCounter;
}

const tags = ['Admin'];

const emailKey = (email: string) => email.trim().toLowerCase();

/** 429 with Retry-After in whole seconds, as the per-client limiter answers. */
function tooManyAttempts(reply: FastifyReply, retryAfterMs: number) {
  return reply
    .code(429)
    .header('retry-after', String(Math.ceil(retryAfterMs / 1000)))
    .send(toErrorBody(httpError(429, authMessages.tooManyAttempts)));
}

/** `POST /admin/signin`: public, so it lives outside the admin scope. */
export const adminSessionRoutes: FastifyPluginAsyncZod<AdminSessionRoutesOptions> = async (
  app,
  options,
) => {
  const signinFailures =
    options.signinFailures ?? createMemoryFailedSigninCounter(FAILED_SIGNIN_LIMIT);
  const secure = app.config.cookieSecure;
  app.addHook('onSend', async (_request, reply) => {
    void reply.header('cache-control', 'no-store');
  });

  app.post(
    '/admin/signin',
    {
      config: { rateLimit: AUTH_CLIENT_RATE_LIMIT },
      schema: {
        tags,
        summary: 'Open an admin session (only users whose role is admin; sets `admin_token`)',
        body: adminSigninSchema,
        response: {
          200: adminSigninResponseSchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          429: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const key = emailKey(request.body.email);
      const wait = signinFailures.retryAfterMs(key);
      if (wait > 0) return tooManyAttempts(reply, wait);
      const admin = await checkAdminCredentials(app.db, request.body);
      if (!admin) {
        signinFailures.recordFailure(key);
        throw httpError(401, adminSessionMessages.invalidCredentials);
      }
      signinFailures.reset(key);
      // The admin session this browser had before (if any) is replaced, never reused.
      const previous = await loadSession(app, request, 'admin');
      if (previous) await deleteSession(app.db, previous.session.id);
      const { token } = await createSession(app.db, admin.id, 'admin');
      setSessionCookie(reply, 'admin', token, secure);
      return { message: adminSessionMessages.signedIn, admin: toAdminProfile(admin) };
    },
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
