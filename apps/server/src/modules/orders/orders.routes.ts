import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** The customer's orders: POST /order, GET /order/user, GET /order/razorpay/{ref} (to be filled in). */
export const ordersRoutes: FastifyPluginAsyncZod = async () => {};
