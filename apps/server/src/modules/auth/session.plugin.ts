import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { adminSessionMessages, authMessages } from '@artshop/shared';
import type { SessionKind, SessionRow, UserRow } from '../../db/schema';
import { httpError } from '../../lib/http-error';
import { logSecurityEvent, requestContext } from '../../lib/security-event';
import { sessionTokenCandidates } from './session-cookie';
import { deleteSession, findActiveSession, type ActiveSession } from './session.service';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by a session guard (`requireCustomer`, `requireAdmin`) or `loadSession`; null otherwise. */
    user: UserRow | null;
    session: SessionRow | null;
  }
  interface FastifyInstance {
    /** preHandler: 401 'Please log in to continue.' without a valid customer session. */
    requireCustomer: preHandlerAsyncHookHandler;
    /**
     * onRequest/preHandler: passes only a valid admin session of a user whose role is still admin;
     * a signed-in customer gets 403, anyone else (a demoted admin too) 401.
     */
    requireAdmin: preHandlerAsyncHookHandler;
  }
}

export const ADMIN_LOGIN_REQUIRED = adminSessionMessages.loginRequired;

/**
 * Finds the session of `kind` the request carries (cookie or Bearer header) and, when there is
 * one, sets `request.user` and `request.session`. Never throws for a missing or bad token; an
 * expired or idle session counts as none (and is deleted).
 */
export async function loadSession(
  app: FastifyInstance,
  request: FastifyRequest,
  kind: SessionKind,
): Promise<ActiveSession | null> {
  for (const token of sessionTokenCandidates(request, kind, app.config.cookieSecure)) {
    const found = await findActiveSession(app.db, token, kind);
    if (found) {
      request.user = found.user;
      request.session = found.session;
      return found;
    }
  }
  return null;
}

/** Who asks for something both sides may read (an order, its invoice): an admin or its customer. */
export interface Viewer {
  /** An admin reads every customer's; a customer only their own. */
  admin: boolean;
  userId: string;
}

/**
 * An admin session first (the back-office's view), else the customer's own session, else 401
 * 'Please log in to continue.'. A browser may hold both cookies; the admin's wins.
 */
export async function adminOrCustomer(
  app: FastifyInstance,
  request: FastifyRequest,
): Promise<Viewer> {
  const admin = await loadSession(app, request, 'admin');
  if (admin?.user.role === 'admin') return { admin: true, userId: admin.user.id };
  request.user = null;
  request.session = null;
  const customer = await loadSession(app, request, 'customer');
  if (customer) return { admin: false, userId: customer.user.id };
  throw httpError(401, authMessages.loginRequired);
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

    /** The refusal of an admin call, logged so repeated probing of the back-office shows up. */
    const denyAdmin = (
      request: FastifyRequest,
      status: 401 | 403,
      reason: 'no-admin-session' | 'no-longer-admin' | 'customer-session',
      userId: string | null = null,
    ) => {
      logSecurityEvent(request.log, 'admin.denied', {
        ...requestContext(request),
        status,
        reason,
        userId,
      });
      return httpError(
        status,
        status === 403 ? adminSessionMessages.adminsOnly : adminSessionMessages.loginRequired,
      );
    };

    app.decorate('requireAdmin', async function requireAdmin(request: FastifyRequest) {
      const found = await loadSession(app, request, 'admin');
      if (found?.user.role === 'admin') return;
      request.user = null;
      request.session = null;
      if (found) {
        // A demoted admin's admin sessions end at once, and stay ended if the role comes back.
        await deleteSession(app.db, found.session.id);
        throw denyAdmin(request, 401, 'no-longer-admin', found.user.id);
      }
      // DESIGN section 4, the strict guard: a signed-in customer is known but not allowed (403).
      const customer = await loadSession(app, request, 'customer');
      request.user = null;
      request.session = null;
      if (customer) throw denyAdmin(request, 403, 'customer-session', customer.user.id);
      throw denyAdmin(request, 401, 'no-admin-session');
    });
  },
  { name: 'auth-session' },
);
