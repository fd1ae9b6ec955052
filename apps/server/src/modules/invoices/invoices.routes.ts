import { apiErrorSchema, creditNoteParamsSchema, orderIdParamsSchema } from '@artshop/shared';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminOrCustomer } from '../auth/session.plugin';
import { creditNotePdf, invoicePdf, type PdfFile } from './invoice-downloads.service';

const tags = ['Orders'];
const pdfResponses = {
  200: z.any().describe('application/pdf'),
  401: apiErrorSchema,
  404: apiErrorSchema,
};

/** A download: never cached by a shared cache, never kept by the browser's cache either. */
export function sendPdf(reply: FastifyReply, file: PdfFile) {
  return reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', `attachment; filename="${file.filename}"`)
    .header('cache-control', 'private, no-store')
    .send(file.pdf);
}

/** Invoice and credit note downloads (decision 0048): the order's owner or an admin, under /api. */
export const invoicesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/order/:id/invoice',
    {
      schema: {
        tags,
        summary: "The order's invoice (tax invoice or bill of supply) as a PDF; owner or admin",
        description:
          "Another customer's order answers 404 like a missing one; an order without an invoice " +
          '(unpaid, or paid before invoices) 404 with its own message.',
        params: orderIdParamsSchema,
        produces: ['application/pdf'],
        response: pdfResponses,
      },
    },
    async (request, reply) =>
      sendPdf(
        reply,
        await invoicePdf(app.db, request.params.id, await adminOrCustomer(app, request)),
      ),
  );

  app.get(
    '/order/:id/credit-notes/:creditNoteId',
    {
      schema: {
        tags,
        summary:
          'One credit note of the order (issued for a processed refund) as a PDF; owner or admin',
        params: creditNoteParamsSchema,
        produces: ['application/pdf'],
        response: pdfResponses,
      },
    },
    async (request, reply) =>
      sendPdf(
        reply,
        await creditNotePdf(
          app.db,
          request.params.id,
          request.params.creditNoteId,
          await adminOrCustomer(app, request),
        ),
      ),
  );
};
