import type { FastifyInstance } from 'fastify';

// Statuses whose response has no body (the Response constructor refuses one).
const NO_BODY = new Set([101, 204, 205, 304]);

/**
 * A `fetch` for the server renderer that answers through the app itself (`app.inject`): the same
 * routes, validation and stored catalogue answers a browser gets, with no socket and no cookies, so a
 * rendered page holds only what every visitor may see.
 */
export function inProcessFetch(app: FastifyInstance): typeof fetch {
  return async (input, init) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const url = new URL(request.url);
    const body = request.body ? Buffer.from(await request.arrayBuffer()) : undefined;
    const response = await app.inject({
      method: request.method as 'GET',
      url: `${url.pathname}${url.search}`,
      headers: {
        accept: request.headers.get('accept') ?? 'application/json',
        'content-type': request.headers.get('content-type') ?? undefined,
        'accept-encoding': 'identity',
      },
      payload: body,
    });
    const headers = new Headers();
    for (const [name, value] of Object.entries(response.headers)) {
      if (value === undefined) continue;
      for (const item of Array.isArray(value) ? value : [value]) headers.append(name, String(item));
    }
    return new Response(NO_BODY.has(response.statusCode) ? null : response.rawPayload, {
      status: response.statusCode,
      headers,
    });
  };
}
