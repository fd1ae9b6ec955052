import type { FastifyReply, FastifyRequest } from 'fastify';
import { sessionCookieOptions } from '../auth/session-cookie';
import { CHALLENGE_TTL_MS } from './signin-challenge.service';

/**
 * The challenge cookie only travels to the sign-in calls (its path), and with Secure cookies it
 * carries the `__Secure-` prefix, which browsers only accept over https.
 */
const CHALLENGE_COOKIE_PATH = '/api/admin/signin';

export function challengeCookieName(secure: boolean): string {
  return secure ? '__Secure-admin_signin' : 'admin_signin';
}

function challengeCookieOptions(secure: boolean) {
  return { ...sessionCookieOptions(secure), path: CHALLENGE_COOKIE_PATH };
}

export function setChallengeCookie(reply: FastifyReply, token: string, secure: boolean): void {
  void reply.setCookie(challengeCookieName(secure), token, {
    ...challengeCookieOptions(secure),
    maxAge: Math.floor(CHALLENGE_TTL_MS / 1000),
  });
}

export function clearChallengeCookie(reply: FastifyReply, secure: boolean): void {
  // Browsers only drop a cookie when the clearing one has the same name, path and flags.
  void reply.clearCookie(challengeCookieName(secure), challengeCookieOptions(secure));
}

export function challengeToken(request: FastifyRequest, secure: boolean): string | undefined {
  return request.cookies[challengeCookieName(secure)] || undefined;
}
