import type { FastifyInstance } from 'fastify';

/**
 * Whatever no route answers: unknown API, media and asset paths, and methods other than GET on pages.
 * Page GETs never get here: the pages module answers every one (modules/pages), its not-found page
 * with a 404 of its own.
 */
export function registerNotFound(app: FastifyInstance): void {
  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    return reply.status(404).send({
      statusCode: 404,
      error: 'Not Found',
      message: `Route ${request.method}:${pathname} not found`,
    });
  });
}
