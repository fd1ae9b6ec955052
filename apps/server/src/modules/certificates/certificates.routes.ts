import {
  apiErrorSchema,
  certificateDownloadQuerySchema,
  certificateNumberParamsSchema,
  certificateVerifyResponseSchema,
  orderIdParamsSchema,
} from '@artshop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { mediaKeyOf } from '../../media/storage';
import { adminOrCustomer } from '../auth/session.plugin';
import { sendPdf } from '../invoices/invoices.routes';
import { certificatePdf } from './certificate-downloads.service';
import { verifyCertificate } from './certificates.service';

/** Certificates of authenticity (docs/certificates.md; decisions 0119, 0120), under /api. */
export const certificatesRoutes: FastifyPluginAsyncZod = async (app) => {
  const readImage = async (url: string) => {
    const key = mediaKeyOf(url);
    return key ? app.media.public.read(key) : undefined;
  };

  app.get(
    '/order/:id/certificate',
    {
      schema: {
        tags: ['Orders'],
        summary: "An item's certificate of authenticity as a PDF; owner or admin",
        description:
          'Each painting, and each signed stone art piece, of a paid order has its own certificate ' +
          "(the item's `certificate.number` in the order answer). `number` picks one; without it, " +
          "the order's first. Another customer's order answers 404 like a missing one; an order " +
          'without a certificate (unpaid, or nothing certified) 404 with its own message.',
        params: orderIdParamsSchema,
        querystring: certificateDownloadQuerySchema,
        produces: ['application/pdf'],
        response: {
          200: z.any().describe('application/pdf'),
          400: apiErrorSchema,
          401: apiErrorSchema,
          404: apiErrorSchema,
        },
      },
    },
    async (request, reply) =>
      sendPdf(
        reply,
        await certificatePdf(
          app.db,
          request.params.id,
          await adminOrCustomer(app, request),
          request.query.number,
          { siteUrl: app.config.siteUrl, readImage, seller: app.config.invoice },
        ),
      ),
  );

  app.get(
    '/certificates/:number',
    {
      schema: {
        tags: ['Certificates'],
        summary: 'Verifies a certificate of authenticity by its number; public',
        description:
          "The work, its artist and the date of issue, with the buyer's initials only (decision " +
          '0120). An unknown number answers 404.',
        params: certificateNumberParamsSchema,
        response: { 200: certificateVerifyResponseSchema, 404: apiErrorSchema },
      },
    },
    async (request) => verifyCertificate(app.db, request.params.number),
  );
};
