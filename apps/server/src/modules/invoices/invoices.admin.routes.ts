import {
  apiErrorSchema,
  invoiceExportQuerySchema,
  invoiceSettingsResponseSchema,
  invoiceSettingsSchema,
} from '@artshop/shared';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { getInvoiceSettings, saveInvoiceSettings } from './invoices.admin.service';
import { hsnSummaryCsv, invoiceRegisterCsv } from './invoice-exports.service';

const tags = ['Admin invoices'];
const denied = { 401: apiErrorSchema, 403: apiErrorSchema };

function sendCsv(reply: FastifyReply, filename: string, csv: string) {
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${filename}"`)
    .header('cache-control', 'private, no-store')
    .send(csv);
}

/**
 * The seller printed on invoices and the monthly GST exports (decision 0048), registered in the
 * admin scope: its hook has already refused callers without an admin session.
 */
const MONTHLY_EXPORTS = [
  {
    name: 'register',
    fileName: 'invoice-register',
    summary: "A month's invoices and credit notes (India time) as CSV; credit notes negative",
    build: invoiceRegisterCsv,
  },
  {
    name: 'hsn-summary',
    fileName: 'hsn-summary',
    summary: "A month's HSN summary (per HSN and rate, net of credit notes) as CSV",
    build: hsnSummaryCsv,
  },
] as const;

export const invoicesAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/invoice-settings',
    {
      schema: {
        tags,
        summary: 'The seller on invoices: the saved settings, else the SELLER_* environment',
        response: { 200: invoiceSettingsResponseSchema, ...denied },
      },
    },
    async () => getInvoiceSettings(app.db, app.config.invoice),
  );

  app.put(
    '/admin/invoice-settings',
    {
      schema: {
        tags,
        summary: 'Save the seller printed on invoices issued from now on',
        description:
          'legalName, address, state (an Indian state or union territory), gstin (blank: not ' +
          'registered, bills of supply without tax). The GSTIN must belong to the state.',
        body: invoiceSettingsSchema,
        response: { 200: invoiceSettingsResponseSchema, 400: apiErrorSchema, ...denied },
      },
    },
    async (request) => saveInvoiceSettings(app.db, request.body),
  );

  // The two monthly exports for the GST returns: one route shape, each its own file and summary.
  for (const csv of MONTHLY_EXPORTS) {
    app.get(
      `/admin/invoices/${csv.name}.csv`,
      {
        schema: {
          tags,
          summary: csv.summary,
          querystring: invoiceExportQuerySchema,
          produces: ['text/csv'],
          response: { 200: z.string().describe('text/csv'), 400: apiErrorSchema, ...denied },
        },
      },
      async (request, reply) =>
        sendCsv(
          reply,
          `${csv.fileName}-${request.query.month}.csv`,
          await csv.build(app.db, request.query.month),
        ),
    );
  }
};
