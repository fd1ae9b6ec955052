import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Admin session: POST /admin/signin, GET /admin, POST /admin/signout (to be filled in). */
export const adminSessionRoutes: FastifyPluginAsyncZod = async () => {};
