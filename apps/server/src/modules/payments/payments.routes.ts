import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Payment callbacks: POST /transaction/{id}, POST /webhooks/razorpay, POST /payments/test/{orderId} (to be filled in). */
export const paymentsRoutes: FastifyPluginAsyncZod = async () => {};
