import { authMessages, TWO_FACTOR_SIGNIN_CODE } from '@artshop/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { SessionKind, UserRow } from '../../db/schema';
import { httpError } from '../../lib/http-error';
import { toErrorBody } from '../../plugins/error-handler';
import type { FailedSigninCounter } from './failed-signins';
import { setSessionCookie } from './session-cookie';
import { loadSession } from './session.plugin';
import { createSession, deleteSession, deviceOf } from './session.service';
import { hasTwoFactorOn } from './two-factor-flag';
import { routeLimit } from '../../lib/route-limit';

/**
 * Sign-in as customers (`/api/auth/signin`) and admins (`/api/admin/signin`) both do it: one
 * per-client limit, one per-email limit on failures, one way of opening a session.
 */

/** Per client (IP): DESIGN asks for at least 20 attempts in 15 minutes before a 429. */
export const AUTH_CLIENT_RATE_LIMIT = routeLimit({
  max: 20,
  windowMs: 15 * 60 * 1000,
  message: authMessages.tooManyAttempts,
});

/** The per-email counters' key: the same account however its email is typed. */
export const emailKey = (email: string) => email.trim().toLowerCase();

/** 429 with Retry-After in whole seconds, like the per-client limiter answers. */
export function tooManyAttempts(reply: FastifyReply, retryAfterMs: number): FastifyReply {
  return reply
    .code(429)
    .header('retry-after', String(Math.ceil(retryAfterMs / 1000)))
    .send(toErrorBody(httpError(429, authMessages.tooManyAttempts)));
}

export interface LimitedSigninOptions<Body> {
  kind: SessionKind;
  email: string;
  failures: FailedSigninCounter;
  /** The user these credentials sign in as, or null (answered as `invalidMessage`). */
  checkCredentials: () => Promise<UserRow | null>;
  invalidMessage: string;
  respond: (user: UserRow) => Body;
  /**
   * Runs once the password matched, before any session opens: a body to answer instead (an admin's
   * two-factor step, decision 0038), or null to open the session now.
   */
  beforeSession?: (user: UserRow) => Promise<Body | null>;
}

/**
 * Opens a new session of `kind` for `user` and sets its cookie. The session of this kind the
 * browser had before (if any) is replaced, never reused.
 */
export async function openSession(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  kind: SessionKind,
  user: UserRow,
): Promise<void> {
  const previous = await loadSession(app, request, kind);
  if (previous) await deleteSession(app.db, previous.session.id);
  const { token } = await createSession(
    app.db,
    user.id,
    kind,
    new Date(),
    deviceOf(request.headers['user-agent']),
  );
  setSessionCookie(reply, kind, token, app.config.cookieSecure);
}

/**
 * Checks the credentials unless this email has failed too often (429), counts a failure (401),
 * clears the count on success and opens a new session of `kind` (unless `beforeSession` answers);
 * an account with two-factor sign-in on gets 403 instead of a session.
 * Returns the body for the caller to send, or the reply already sent with the 429.
 */
export async function signInLimited<Body>(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  options: LimitedSigninOptions<Body>,
): Promise<Body | FastifyReply> {
  const { kind, failures } = options;
  const key = emailKey(options.email);
  const wait = await failures.retryAfterMs(key);
  if (wait > 0) return tooManyAttempts(reply, wait);
  const user = await options.checkCredentials();
  if (!user) {
    await failures.recordFailure(key);
    throw httpError(401, options.invalidMessage);
  }
  await failures.reset(key);
  const instead = await options.beforeSession?.(user);
  if (instead) return instead;
  // Whatever the door, a password alone never opens a session of an account with two-factor
  // sign-in on; only the admin sign-in's second step does (decision 0071).
  if (hasTwoFactorOn(user)) {
    throw httpError(403, authMessages.twoFactorSigninRequired, TWO_FACTOR_SIGNIN_CODE);
  }
  await openSession(app, request, reply, kind, user);
  return options.respond(user);
}
