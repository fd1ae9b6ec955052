import type { CookieSerializeOptions } from '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { SessionKind } from '../../db/schema';
import { SESSION_LIFETIMES } from './session.service';

/**
 * DESIGN section 4: the customer cookie is `token`; the admin session is a separate cookie. These
 * are the names over plain http (a laptop, the browser suite).
 */
export const SESSION_COOKIE_NAMES: Record<SessionKind, string> = {
  customer: 'token',
  admin: 'admin_token',
};

/**
 * The names when cookies are Secure. Browsers only accept a `__Host-` cookie that is Secure, has
 * Path=/ and no Domain, so no subdomain or plain-http page can plant or overwrite it (a planted
 * session cookie would sign the victim into the attacker's account).
 */
export const SECURE_SESSION_COOKIE_NAMES: Record<SessionKind, string> = {
  customer: '__Host-token',
  admin: '__Host-admin_token',
};

/** The one cookie name of `kind` in this mode; the other mode's name is never read. */
export function sessionCookieName(kind: SessionKind, secure: boolean): string {
  return (secure ? SECURE_SESSION_COOKIE_NAMES : SESSION_COOKIE_NAMES)[kind];
}

export function sessionCookieOptions(secure: boolean): CookieSerializeOptions {
  // httpOnly: the SPA learns the login state from /api/user/me, never by reading the cookie.
  // Path=/ and no Domain also satisfy the `__Host-` prefix.
  return { httpOnly: true, sameSite: 'lax', path: '/', secure };
}

export function setSessionCookie(
  reply: FastifyReply,
  kind: SessionKind,
  token: string,
  secure: boolean,
): void {
  // The cookie lasts as long as the session can (its absolute lifetime); idle sessions end on the
  // server, which the cookie cannot know about.
  void reply.setCookie(sessionCookieName(kind, secure), token, {
    ...sessionCookieOptions(secure),
    maxAge: Math.floor(SESSION_LIFETIMES[kind].absoluteMs / 1000),
  });
}

export function clearSessionCookie(reply: FastifyReply, kind: SessionKind, secure: boolean): void {
  // Browsers only drop a cookie when the clearing one has the same name, path and flags.
  void reply.clearCookie(sessionCookieName(kind, secure), sessionCookieOptions(secure));
}

/**
 * The tokens a request offers for a kind of session, cookie first. The Bearer header is also
 * accepted (spec section 6: the client sends it to /user/me); a stale or junk header such as
 * 'Bearer undefined' must not hide a valid cookie, so both are tried.
 */
export function sessionTokenCandidates(
  request: FastifyRequest,
  kind: SessionKind,
  secure: boolean,
): string[] {
  const candidates: string[] = [];
  const cookie = request.cookies[sessionCookieName(kind, secure)];
  if (cookie) candidates.push(cookie);
  const match = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '');
  const bearer = match?.[1];
  if (bearer && bearer !== cookie) candidates.push(bearer);
  return candidates;
}
