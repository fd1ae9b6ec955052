import {
  apiErrorSchema,
  codRemittanceInputSchema,
  codRemittanceListSchema,
  codRemittanceSchema,
  orderIdParamsSchema,
} from '@artshop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { codRemittancesCsv, listCodRemittances, markCodRemitted } from './cod-remittances.service';

const tags = ['Admin orders'];
const denied = { 401: apiErrorSchema, 403: apiErrorSchema };

/** Back-office > COD remittances (decision 0101), registered in the admin scope under /api. */
export const codRemittancesAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/cod-remittances',
    {
      schema: {
        tags,
        summary:
          'Cash on delivery orders whose cash was collected: amount, and whether the courier remitted it (date, reference)',
        response: { 200: codRemittanceListSchema, ...denied },
      },
    },
    async () => ({ remittances: await listCodRemittances(app.db) }),
  );

  app.get(
    '/admin/cod-remittances.csv',
    {
      schema: {
        tags,
        summary: 'The COD remittances as CSV',
        produces: ['text/csv'],
        response: { 200: z.string().describe('text/csv'), ...denied },
      },
    },
    async (_request, reply) =>
      reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="cod-remittances.csv"')
        .header('cache-control', 'private, no-store')
        .send(await codRemittancesCsv(app.db)),
  );

  app.put(
    '/admin/cod-remittances/:id',
    {
      schema: {
        tags,
        summary: "Record the courier's remittance of a COD order's cash: its date and reference",
        params: orderIdParamsSchema,
        body: codRemittanceInputSchema,
        response: {
          200: z.object({ remittance: codRemittanceSchema }),
          400: apiErrorSchema,
          404: apiErrorSchema,
          409: apiErrorSchema,
          ...denied,
        },
      },
    },
    async (request) => ({
      remittance: await markCodRemitted(app.db, request.params.id, request.body),
    }),
  );
};
