import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Admin website reviews: POST /website-reviews, DELETE /website-reviews/{id} (to be filled in). */
export const reviewsAdminRoutes: FastifyPluginAsyncZod = async () => {};
