import type { FastifyInstance } from 'fastify';

export interface RecordedRoute {
  method: string;
  url: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route of the admin scope, as registered (admin-guard.test.ts checks each one). */
    adminRoutes: readonly RecordedRoute[];
  }
}

/**
 * Records each route registered in the admin `scope` on the root app, so one test proves the guard
 * covers every admin route, including those added later. Call it before the scope's routes.
 */
export function recordAdminRoutes(root: FastifyInstance, scope: FastifyInstance): void {
  const routes: RecordedRoute[] = [];
  root.decorate('adminRoutes', routes);
  scope.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) {
      // Fastify adds a HEAD twin to each GET; it runs the same hooks.
      if (method !== 'HEAD') routes.push({ method, url: route.url });
    }
  });
}
