import { publicConfigSchema } from '@artshop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** What the built SPA needs to know about this deployment, so one build runs anywhere. */
export const configRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/config',
    {
      schema: {
        tags: ['system'],
        summary: 'Public runtime configuration for the SPA',
        response: { 200: publicConfigSchema },
      },
    },
    async (_request, reply) => {
      void reply.header('Cache-Control', 'no-cache');
      return {
        chatPhone: app.config.chatPhone,
        razorpayKeyId:
          app.config.paymentMode === 'razorpay' ? (app.config.razorpay.keyId ?? null) : null,
        paymentMode: app.config.paymentMode,
      };
    },
  );
};
