import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Admin figures: GET /admin/stats (to be filled in). */
export const adminStatsRoutes: FastifyPluginAsyncZod = async () => {};
