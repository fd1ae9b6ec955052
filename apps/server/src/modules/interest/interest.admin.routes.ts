import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Admin interested buyers: GET /user/interested-buyer (to be filled in). */
export const interestAdminRoutes: FastifyPluginAsyncZod = async () => {};
