import {
  adminSessionMessages,
  adminTwoFactorMessages,
  type AdminSigninChallengeResponse,
  type AdminSigninResponse,
} from '@artshop/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { UserRow } from '../../db/schema';
import { httpError } from '../../lib/http-error';
import { logSecurityEvent, requestContext } from '../../lib/security-event';
import type { FailedSigninCounter } from '../auth/failed-signins';
import { openSession, tooManyAttempts } from '../auth/limited-signin';
import { toAdminProfile } from './admin-session.service';
import {
  challengeToken,
  clearChallengeCookie,
  setChallengeCookie,
} from './signin-challenge-cookie';
import {
  CHALLENGE_MAX_ATTEMPTS,
  claimChallengeAttempt,
  createSigninChallenge,
  deleteSigninChallenge,
  deleteSigninChallengeByToken,
} from './signin-challenge.service';
import { isTwoFactorEnabled, useSecondFactor } from './two-factor.service';

/** The two steps of an admin sign-in with two-factor sign-in on (decision 0038). */

const m = adminTwoFactorMessages;

/**
 * After a correct password: for an admin with two-factor sign-in on, a challenge (cookie) and the
 * `twoFactorRequired` answer instead of a session; null for everyone else (sign in as before).
 */
export async function startSecondFactor(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  admin: UserRow,
): Promise<AdminSigninChallengeResponse | null> {
  if (!isTwoFactorEnabled(admin)) return null;
  const secure = app.config.cookieSecure;
  // A challenge this browser left behind is replaced, never kept alive beside the new one.
  const previous = challengeToken(request, secure);
  if (previous) await deleteSigninChallengeByToken(app.db, previous);
  const token = await createSigninChallenge(app.db, admin.id);
  setChallengeCookie(reply, token, secure);
  return { twoFactorRequired: true, message: m.secondFactorRequired };
}

/**
 * The second step: a TOTP or recovery code against the challenge in the cookie. Each call uses one
 * of the challenge's attempts; the last wrong one ends it. Wrong codes also count per account,
 * across challenges (`failures`, keyed by user id), since each new password sign-in brings fresh
 * attempts. Returns the body to send, or the 429 reply already sent.
 */
export async function verifySecondFactor(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  code: string,
  failures: FailedSigninCounter,
): Promise<AdminSigninResponse | FastifyReply> {
  const secure = app.config.cookieSecure;
  const context = requestContext(request);
  const token = challengeToken(request, secure);
  const claimed = token ? await claimChallengeAttempt(app.db, token) : null;
  // Also refused: a user demoted, or whose two-factor sign-in was turned off, since the password.
  if (!claimed || claimed.user.role !== 'admin' || !isTwoFactorEnabled(claimed.user)) {
    if (claimed) await deleteSigninChallenge(app.db, claimed.challengeId);
    clearChallengeCookie(reply, secure);
    logSecurityEvent(request.log, 'admin.signin.second-factor-failure', {
      ...context,
      userId: claimed?.user.id ?? null,
      status: 401,
      reason: 'no-live-challenge',
    });
    throw httpError(401, m.challengeExpired);
  }

  const { user, challengeId, attempts } = claimed;
  const wait = await failures.retryAfterMs(user.id);
  if (wait > 0) return tooManyAttempts(reply, wait);

  const factor = await useSecondFactor(app.db, user, code);
  if (!factor) {
    await failures.recordFailure(user.id);
    const dead = attempts >= CHALLENGE_MAX_ATTEMPTS;
    if (dead) {
      await deleteSigninChallenge(app.db, challengeId);
      clearChallengeCookie(reply, secure);
    }
    logSecurityEvent(request.log, 'admin.signin.second-factor-failure', {
      ...context,
      userId: user.id,
      status: 401,
      reason: dead ? 'attempts-used-up' : 'wrong-code',
    });
    throw httpError(401, dead ? m.tooManyWrongCodes : m.invalidCode);
  }

  await failures.reset(user.id);
  await deleteSigninChallenge(app.db, challengeId);
  clearChallengeCookie(reply, secure);
  if (factor === 'recovery-code') {
    logSecurityEvent(request.log, 'admin.recovery-code.used', { ...context, userId: user.id });
  }
  await openSession(app, request, reply, 'admin', user);
  logSecurityEvent(request.log, 'admin.signin.success', {
    ...context,
    userId: user.id,
    reason: factor,
  });
  return { message: adminSessionMessages.signedIn, admin: toAdminProfile(user) };
}
