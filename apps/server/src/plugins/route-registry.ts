import type { FastifyInstance, FastifySchema } from 'fastify';

export interface RegisteredRoute {
  method: string;
  url: string;
  /** The route's schema (Zod `body`, `querystring`, `params`, `consumes`…), for the input fuzzer. */
  schema: FastifySchema | undefined;
}

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Every route of the app as registered, HEAD twins left out: the security suite
     * (`src/security/`) calls each one, so a route added later cannot go untested.
     */
    registeredRoutes: readonly RegisteredRoute[];
  }
}

/** Records every route registered after this call, in any plugin. Call it before the routes. */
export function recordRegisteredRoutes(app: FastifyInstance): void {
  const routes: RegisteredRoute[] = [];
  app.decorate('registeredRoutes', routes);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) {
      // Fastify adds a HEAD twin to each GET; it runs the same handler and hooks.
      if (method !== 'HEAD') routes.push({ method, url: route.url, schema: route.schema });
    }
  });
}
