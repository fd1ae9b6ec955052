import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { SHOP_NAME } from '@artshop/shared';

/** OpenAPI generated from the routes' Zod schemas; the UI lives at /api/docs. */
export async function registerApiDocs(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: {
        title: `${SHOP_NAME} API`,
        description:
          'Storefront and back-office API. Money is in rupees; errors are { statusCode, error, message, code? }.',
        version: '1.0.0',
      },
      components: {
        securitySchemes: {
          customerCookie: { type: 'apiKey', in: 'cookie', name: 'token' },
          bearer: { type: 'http', scheme: 'bearer' },
        },
      },
    },
    transform: jsonSchemaTransform,
  });
  // staticCSP makes the UI pages send their own CSP (with hashes for their inline code), replacing
  // the site-wide one only on /api/docs.
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
}
