import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Admin custom art: GET /customArt, PUT /customArt/{id} (to be filled in). */
export const customArtAdminRoutes: FastifyPluginAsyncZod = async () => {};
