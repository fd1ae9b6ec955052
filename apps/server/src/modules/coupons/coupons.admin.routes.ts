import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Admin coupons: GET/POST /coupons, DELETE /coupons/{id} (to be filled in). */
export const couponsAdminRoutes: FastifyPluginAsyncZod = async () => {};
