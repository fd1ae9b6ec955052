import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { authMessages } from '@artshop/shared';
import type { SessionKind, SessionRow, UserRow } from '../db/schema';
import { httpError } from '../lib/http-error';
import { sessionTokenCandidates } from '../modules/auth/session-cookie';
import { findActiveSession, type ActiveSession } from '../modules/auth/session.service';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by a session guard (`requireCustomer`, `requireAdmin`) or `loadSession`; null otherwise. */
    user: UserRow | null;
    session: SessionRow | null;
  }
  interface FastifyInstance {
    /** preHandler: 401 'Please log in to continue.' without a valid customer session. */
    requireCustomer: preHandlerAsyncHookHandler;
    /** preHandler: 401 without a valid admin session of a user whose role is still admin. */
    requireAdmin: preHandlerAsyncHookHandler;
  }
}

export const ADMIN_LOGIN_REQUIRED = 'Please log in as an admin to continue.';

/**
 * Finds the session of `kind` the request carries (cookie or Bearer header) and, when there is
 * one, sets `request.user` and `request.session`. Never throws for a missing or bad token.
 */
export async function loadSession(
  app: FastifyInstance,
  request: FastifyRequest,
  kind: SessionKind,
): Promise<ActiveSession | null> {
  for (const token of sessionTokenCandidates(request, kind)) {
    const found = await findActiveSession(app.db, token, kind);
    if (found) {
      request.user = found.user;
      request.session = found.session;
      return found;
    }
  }
  return null;
}

/** The signed-in user of a guarded route; a route without a guard gets a 401, never a crash. */
export function currentUser(request: FastifyRequest): UserRow {
  if (!request.user) throw httpError(401, authMessages.loginRequired);
  return request.user;
}

export function currentSession(request: FastifyRequest): SessionRow {
  if (!request.session) throw httpError(401, authMessages.loginRequired);
  return request.session;
}

/**
 * Decorates requests with `user`/`session` and the app with the session guards. Wrapped in
 * fastify-plugin so every module registered after it sees the decorators.
 */
export const authSessionPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorateRequest('user', null);
    app.decorateRequest('session', null);

    app.decorate('requireCustomer', async function requireCustomer(request: FastifyRequest) {
      if (!(await loadSession(app, request, 'customer'))) {
        throw httpError(401, authMessages.loginRequired);
      }
    });

    app.decorate('requireAdmin', async function requireAdmin(request: FastifyRequest) {
      const found = await loadSession(app, request, 'admin');
      // A demoted admin's old admin sessions stop working at once.
      if (!found || found.user.role !== 'admin') {
        request.user = null;
        request.session = null;
        throw httpError(401, ADMIN_LOGIN_REQUIRED);
      }
    });
  },
  { name: 'auth-session' },
);
