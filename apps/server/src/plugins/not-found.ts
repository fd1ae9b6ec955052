import type { FastifyInstance } from 'fastify';

/**
 * Unknown API, media and asset paths are JSON 404s; any other page GET is a client route (or the
 * SPA's own not-found page), so it gets index.html when a build is present.
 */
export function registerNotFound(app: FastifyInstance, indexHtml: Buffer | undefined): void {
  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const isPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !/^\/(api|media|assets)(\/|$)/.test(pathname);
    if (indexHtml && isPage) {
      return reply
        .status(200)
        .header('Cache-Control', 'no-cache')
        .type('text/html; charset=utf-8')
        .send(indexHtml);
    }
    return reply.status(404).send({
      statusCode: 404,
      error: 'Not Found',
      message: `Route ${request.method}:${pathname} not found`,
    });
  });
}
