import type { CookieSerializeOptions } from '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { SessionKind } from '../../db/schema';
import { SESSION_TTL_MS } from './session.service';

/** DESIGN section 4: the customer cookie is `token`; the admin session is a separate cookie. */
export const SESSION_COOKIE_NAMES: Record<SessionKind, string> = {
  customer: 'token',
  admin: 'admin_token',
};

export function sessionCookieOptions(secure: boolean): CookieSerializeOptions {
  // httpOnly: the SPA learns the login state from /api/user/me, never by reading the cookie.
  return { httpOnly: true, sameSite: 'lax', path: '/', secure };
}

export function setSessionCookie(
  reply: FastifyReply,
  kind: SessionKind,
  token: string,
  secure: boolean,
): void {
  void reply.setCookie(SESSION_COOKIE_NAMES[kind], token, {
    ...sessionCookieOptions(secure),
    maxAge: Math.floor(SESSION_TTL_MS / 1000),
  });
}

export function clearSessionCookie(reply: FastifyReply, kind: SessionKind, secure: boolean): void {
  // Browsers only drop a cookie when the clearing one has the same name, path and flags.
  void reply.clearCookie(SESSION_COOKIE_NAMES[kind], sessionCookieOptions(secure));
}

/**
 * The tokens a request offers for a kind of session, cookie first. The Bearer header is also
 * accepted (spec section 6: the client sends it to /user/me); a stale or junk header such as
 * 'Bearer undefined' must not hide a valid cookie, so both are tried.
 */
export function sessionTokenCandidates(request: FastifyRequest, kind: SessionKind): string[] {
  const candidates: string[] = [];
  const cookie = request.cookies[SESSION_COOKIE_NAMES[kind]];
  if (cookie) candidates.push(cookie);
  const match = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '');
  const bearer = match?.[1];
  if (bearer && bearer !== cookie) candidates.push(bearer);
  return candidates;
}
