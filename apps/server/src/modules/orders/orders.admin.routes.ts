import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Admin orders: GET /order, PUT /order/{id}/status (to be filled in). */
export const ordersAdminRoutes: FastifyPluginAsyncZod = async () => {};
