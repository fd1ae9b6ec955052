import {
  apiErrorSchema,
  consentChangeSchema,
  consentsResponseSchema,
  deleteAccountSchema,
  PRIVACY_NOTICE_VERSION,
  privacyMessages,
  privacyNoticeSchema,
  whatsappMessages,
  whatsappNumberOf,
  type Consent,
} from '@artshop/shared';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { routeLimit } from '../../lib/route-limit';
import { httpError } from '../../lib/http-error';
import { clearSessionCookie } from '../auth/session-cookie';
import { currentUser } from '../auth/session.plugin';
import { setNewsletterConsent } from '../newsletter/newsletter-consent.service';
import { listConsents, recordConsent } from '../users/consents.service';
import { eraseAccount } from './erasure.service';
import { exportPersonalData } from './export.service';
import { privacyNotice } from './privacy-settings.service';

const tags = ['Privacy'];

/** The consents' answer, with the WhatsApp switch and its number as `whatsappUpdates`. */
function consentsAnswer(consents: Consent[]) {
  const whatsapp = consents.find((consent) => consent.purpose === 'whatsapp');
  return {
    noticeVersion: PRIVACY_NOTICE_VERSION,
    consents,
    whatsappUpdates: whatsapp?.granted ?? false,
    whatsappPhone: whatsapp?.phone ?? null,
  };
}
const HOUR_MS = 60 * 60 * 1000;

/** A person downloads their data now and then; a loop asking for it is stopped (decision 0104). */
export const EXPORT_RATE_LIMIT = routeLimit({
  max: 5,
  windowMs: HOUR_MS,
  message: privacyMessages.exportLimited,
});
/** The password is asked again: guessing it through a stolen session is bounded like sign-in. */
export const ERASURE_RATE_LIMIT = routeLimit({
  max: 10,
  windowMs: 15 * 60 * 1000,
  message: privacyMessages.deleteLimited,
});

/**
 * A person's data rights under the DPDP Act (docs/privacy.md, decisions 0103 to 0106): the notice's
 * details, consents with one switch each, the export of their data and the erasure of their
 * account. Mounted under /api.
 */
export const privacyRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/privacy',
    {
      schema: {
        tags,
        summary: "The privacy notice's version and grievance officer (the /privacy page)",
        response: { 200: privacyNoticeSchema },
      },
    },
    async () => privacyNotice(app.db, app.config),
  );

  await app.register(async (scope) => {
    const own = scope.withTypeProvider<ZodTypeProvider>();
    // Answers about one person must never be stored by a browser or a shared cache.
    own.addHook('onSend', async (_request, reply) => {
      void reply.header('cache-control', 'no-store');
    });

    own.get(
      '/user/consents',
      {
        onRequest: app.requireCustomer,
        schema: {
          tags,
          summary: "The signed-in customer's consents, one per purpose",
          response: { 200: consentsResponseSchema, 401: apiErrorSchema },
        },
      },
      async (request) => consentsAnswer(await listConsents(app.db, currentUser(request).id)),
    );

    own.put(
      '/user/consents',
      {
        onRequest: app.requireCustomer,
        schema: {
          tags,
          summary:
            'Give or withdraw one consent ({ purpose, granted } or { whatsappUpdates, phone? }); a withdrawal holds at once (queued messages go)',
          body: consentChangeSchema,
          response: { 200: consentsResponseSchema, 400: apiErrorSchema, 401: apiErrorSchema },
        },
      },
      async (request) => {
        const user = currentUser(request);
        const body = request.body;
        const purpose = body.whatsappUpdates !== undefined ? 'whatsapp' : body.purpose;
        const granted = body.whatsappUpdates ?? body.granted;
        if (purpose === undefined || granted === undefined) {
          throw httpError(400, privacyMessages.consentBody);
        }
        if (purpose === 'newsletter') {
          await setNewsletterConsent(app.db, user, granted, 'my-account');
        } else {
          // WhatsApp updates on need the number they go to: the body's, else the account's (0116).
          const phone =
            purpose === 'whatsapp' && granted
              ? whatsappNumberOf(body.phone ?? user.phone ?? '')
              : undefined;
          if (phone === null) throw httpError(400, whatsappMessages.phoneRequired);
          await app.db.transaction((tx) =>
            recordConsent(tx, {
              userId: user.id,
              purpose,
              granted,
              source: 'my-account',
              ...(phone ? { phone } : {}),
            }),
          );
        }
        return consentsAnswer(await listConsents(app.db, user.id));
      },
    );

    own.get(
      '/user/export',
      {
        onRequest: app.requireCustomer,
        config: { rateLimit: EXPORT_RATE_LIMIT },
        schema: {
          tags,
          summary: 'Everything the shop holds about the signed-in customer, as a JSON attachment',
          response: {
            200: z.record(z.string(), z.unknown()).describe('The data, as a JSON attachment'),
            401: apiErrorSchema,
            429: apiErrorSchema,
          },
        },
      },
      async (request, reply) => {
        const now = new Date();
        const document = await exportPersonalData(app.db, currentUser(request), now);
        const day = now.toISOString().slice(0, 10);
        return reply
          .type('application/json; charset=utf-8')
          .header('content-disposition', `attachment; filename="my-data-${day}.json"`)
          .send(document);
      },
    );

    own.delete(
      '/user',
      {
        onRequest: app.requireCustomer,
        config: { rateLimit: ERASURE_RATE_LIMIT },
        schema: {
          tags,
          summary: "Erase the signed-in customer's account (password again)",
          description:
            'Ends every session and erases name, email, phone and addresses; orders, invoices ' +
            'and credit notes stay (GST law), with the buyer on the invoice documents only. 409 ' +
            'with a message naming it while an order is paid and not yet delivered, and for the ' +
            "shop's last admin.",
          body: deleteAccountSchema,
          response: {
            200: z.object({ message: z.string() }),
            400: apiErrorSchema,
            401: apiErrorSchema,
            409: apiErrorSchema,
            429: apiErrorSchema,
          },
        },
      },
      async (request, reply) => {
        await eraseAccount(app.db, currentUser(request), request.body.password, {
          privateStore: app.media.private,
        });
        clearSessionCookie(reply, 'customer', app.config.cookieSecure);
        return { message: privacyMessages.deleted };
      },
    );
  });
};
