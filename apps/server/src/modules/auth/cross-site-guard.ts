import type { FastifyInstance, FastifyRequest } from 'fastify';
import { SECURE_SESSION_COOKIE_NAMES, SESSION_COOKIE_NAMES } from './session-cookie';
import { logSecurityEvent, requestContext } from '../../lib/security-event';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The route is called from other sites by design and proves itself another way (Razorpay's
     * callback and webhook carry signatures), so the cross-site refusal below does not apply.
     */
    crossSiteAllowed?: boolean;
  }
}

export const CROSS_SITE_MESSAGE = 'Cross-site requests are not allowed';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Every cookie that signs a request in: both sessions in both modes, and the two-factor challenge. */
const SIGNED_IN_COOKIES = [
  ...Object.values(SESSION_COOKIE_NAMES),
  ...Object.values(SECURE_SESSION_COOKIE_NAMES),
  'admin_signin',
  '__Secure-admin_signin',
];

const carriesSession = (request: FastifyRequest) =>
  SIGNED_IN_COOKIES.some((name) => request.cookies[name] !== undefined);

function hostOf(origin: string): string | null {
  try {
    return new URL(origin).host;
  } catch {
    return null;
  }
}

/** The Host header as a URL of the origin's scheme would spell it (a default port dropped). */
function requestHostFor(origin: URL, requestHost: string): string | null {
  try {
    return new URL(`${origin.protocol}//${requestHost}`).host;
  } catch {
    return null;
  }
}

/**
 * Whether a browser sent this request from another site. The Origin header, when there is one,
 * must name this shop (the host the request came to, or PUBLIC_URL's); `null` (sandboxed frames,
 * cross-site redirects) is another site. Without Origin, Fetch Metadata decides: only 'same-origin'
 * and 'none' (typed into the address bar) pass; tools that send neither (curl, server-to-server)
 * are no browser a page could drive.
 */
export function isCrossSite(request: FastifyRequest, publicHost: string | null): boolean {
  const origin = request.headers.origin;
  if (origin !== undefined) {
    let url: URL;
    try {
      url = new URL(origin);
    } catch {
      return true;
    }
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return true;
    return url.host !== requestHostFor(url, request.host) && url.host !== publicHost;
  }
  const site = request.headers['sec-fetch-site'];
  return site === 'cross-site' || site === 'same-site';
}

/**
 * Cross-site requests (decision 0050): a state-changing call that carries a session cookie and
 * comes from another site is refused with 403 before any handler runs. SameSite=Lax cookies already
 * keep most of them out; this also covers a sibling subdomain (same-site for the browser, so Lax
 * cookies go along), old browsers and any route that would forget to check.
 */
export function registerCrossSiteGuard(app: FastifyInstance): void {
  const publicHost = app.config.publicUrl ? hostOf(app.config.publicUrl) : null;
  app.addHook('onRequest', async (request, reply) => {
    if (!STATE_CHANGING.has(request.method)) return;
    if (request.routeOptions.config.crossSiteAllowed) return;
    if (!carriesSession(request) || !isCrossSite(request, publicHost)) return;
    logSecurityEvent(request.log, 'cross-site.refused', {
      ...requestContext(request),
      reason: request.headers.origin
        ? 'foreign origin'
        : `sec-fetch-site ${String(request.headers['sec-fetch-site'])}`,
    });
    return reply.code(403).send({ message: CROSS_SITE_MESSAGE });
  });
}
