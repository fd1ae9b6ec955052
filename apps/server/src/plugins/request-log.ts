import type { FastifyRequest, FastifyServerOptions } from 'fastify';

/**
 * The URL as request logs print it: the path and the query's names, never its values. A value
 * may be a token, a code, a search for a customer's name or a payment reference, and log lines
 * travel to collectors and people that the database never reaches.
 */
export function urlForLog(url: string): string {
  const at = url.indexOf('?');
  if (at === -1) return url;
  const names = url
    .slice(at + 1)
    .split('&')
    .filter(Boolean)
    // A name is the part before '=', cut short: a bare `?<secret>` is a value in all but name.
    .map((pair) => `${(pair.split('=')[0] ?? '').slice(0, 40)}=`);
  return `${url.slice(0, at)}?${names.join('&')}`;
}

/** Fastify's own request serializer, with the URL's query values left out. */
function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: urlForLog(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/**
 * The app's logger options with the safe request serializer added (security events,
 * docs/security.md): `false` stays off; `true` becomes the default options with it.
 */
export function withSafeRequestLogs(
  logger: FastifyServerOptions['logger'],
): FastifyServerOptions['logger'] {
  if (!logger) return false;
  const options = logger === true ? {} : logger;
  return {
    ...options,
    serializers: { ...options.serializers, req: serializeRequest },
  };
}
