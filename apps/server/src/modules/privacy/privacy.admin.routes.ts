import {
  grievanceOfficerSchema,
  privacyLogResponseSchema,
  privacyNoticeSchema,
} from '@artshop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { invalidateCatalogCache } from '../catalog/response-cache';
import { listPrivacyEvents, privacyNotice, saveGrievanceOfficer } from './privacy-settings.service';

const tags = ['Admin privacy'];

/** Back-office > Privacy (decision 0106): the privacy log and the notice's grievance officer. */
export const privacyAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/privacy/log',
    {
      schema: {
        tags,
        summary: 'Exports, erasures and consent changes, newest first',
        response: { 200: privacyLogResponseSchema },
      },
    },
    async () => ({ events: await listPrivacyEvents(app.db) }),
  );

  app.get(
    '/admin/privacy/grievance-officer',
    {
      schema: {
        tags,
        summary: 'The grievance officer the privacy notice names',
        response: { 200: privacyNoticeSchema },
      },
    },
    async () => privacyNotice(app.db, app.config),
  );

  app.put(
    '/admin/privacy/grievance-officer',
    {
      schema: {
        tags,
        summary: 'Name the grievance officer of the privacy notice',
        body: grievanceOfficerSchema,
        response: { 200: privacyNoticeSchema },
      },
    },
    async (request) => {
      await saveGrievanceOfficer(app.db, request.body);
      // The /privacy page is kept as ready bytes like the catalogue's pages: drop it (0061).
      await invalidateCatalogCache(app.db);
      return privacyNotice(app.db, app.config);
    },
  );
};
