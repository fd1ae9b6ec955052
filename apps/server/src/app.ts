import { createServer } from 'node:http';
import cookie from '@fastify/cookie';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { RenderPage } from '@artshop/shared';
import type { Config } from './config';
import type { Db, PoolStats } from './db/client';
import { registerMetrics } from './plugins/metrics';
import { createPaymentProvider } from './payment-providers/create-provider';
import type { PaymentProviderAdapter } from './payment-providers/provider';
import { createShiprocketClient, type ShiprocketClient } from './shipping-providers/shiprocket';
import { createDeliveryEstimator } from './modules/shipping/delivery-estimate.service';
import { deliveryEstimateRoutes } from './modules/shipping/delivery-estimate.routes';
import { shippingSettingsAdminRoutes } from './modules/shipping/shipping-settings.admin.routes';
import { shiprocketShipmentAdminRoutes } from './modules/shipping/shiprocket-shipment.admin.routes';
import { courierUpdatesRoutes } from './modules/shipping/courier-updates.routes';
import { shipmentEventsAdminRoutes } from './modules/shipping/shipment-events.admin.routes';
import { registerShipmentPoll } from './modules/shipping/shipment-poll';
import { logAdminChanges } from './modules/admin/admin-change-log';
import { adminStatsRoutes } from './modules/admin/admin-stats.routes';
import { firstRunRoutes } from './modules/admin/first-run.routes';
import { recordAdminRoutes } from './modules/admin/admin-route-registry';
import { adminAccountRoutes, adminSessionRoutes } from './modules/admin/admin-session.routes';
import { adminPasswordRoutes } from './modules/admin/admin-password.routes';
import { adminTwoFactorRoutes } from './modules/admin/two-factor.routes';
import { useSecondFactor } from './modules/admin/two-factor.service';
import { addressesRoutes } from './modules/addresses/addresses.routes';
import { registerSavedAlertsSweep } from './modules/saved/saved-alerts-sweep';
import { savedRoutes } from './modules/saved/saved.routes';
import { accountRoutes } from './modules/auth/account.routes';
import { authRoutes } from './modules/auth/auth.routes';
import { emailVerificationRoutes } from './modules/auth/email-verification.routes';
import {
  EMAIL_VERIFICATION_KIND,
  emailVerificationLinkSecret,
} from './modules/auth/email-verification.service';
import { passwordResetRoutes } from './modules/auth/password-reset.routes';
import { passwordResetLinkSecret } from './modules/auth/password-reset.service';
import { registerSessionSweep } from './modules/auth/session-sweep';
import { authSessionPlugin } from './modules/auth/session.plugin';
import { cartRoutes } from './modules/cart/cart.routes';
import { certificatesRoutes } from './modules/certificates/certificates.routes';
import { checkoutRoutes } from './modules/checkout/checkout.routes';
import { codSettingsAdminRoutes } from './modules/checkout/cod-settings.admin.routes';
import { codRemittancesAdminRoutes } from './modules/orders/cod-remittances.admin.routes';
import {
  COD_CODE_KIND,
  codCodeSecret,
  registerCodConfirmationSweep,
} from './modules/checkout/cod-confirmation.service';
import { catalogAdminRoutes } from './modules/catalog/catalog.admin.routes';
import { catalogRoutes } from './modules/catalog/catalog.routes';
import { afterFulfilmentSteps } from './modules/commerce/after-fulfilment-steps';
import { afterPayment } from './modules/commerce/after-payment-steps';
import { codCodeOnEveryChannel } from './modules/commerce/cod-code-on-every-channel';
import { orderStatusAdminRoutes } from './modules/commerce/order-status.admin.routes';
import { withSiteMeta } from './modules/pages/shell-meta';
import {
  answerFromReadyBytes,
  cacheCounts,
  registerReadyBytes,
} from './modules/catalog/response-cache';
import { configRoutes } from './modules/config/config.routes';
import { contactAdminRoutes } from './modules/contact/contact.admin.routes';
import { contactRoutes } from './modules/contact/contact.routes';
import { couponsAdminRoutes } from './modules/coupons/coupons.admin.routes';
import { couponsRoutes } from './modules/coupons/coupons.routes';
import { commissionAdminRoutes } from './modules/custom-art/commission.admin.routes';
import { commissionRoutes } from './modules/custom-art/commission.routes';
import { CUSTOM_ART_FOLDER } from './modules/custom-art/custom-art-photos';
import { customArtAdminRoutes } from './modules/custom-art/custom-art.admin.routes';
import { customArtRoutes } from './modules/custom-art/custom-art.routes';
import { healthRoutes } from './modules/health/health.routes';
import { interestAdminRoutes } from './modules/interest/interest.admin.routes';
import { interestRoutes } from './modules/interest/interest.routes';
import { invoicesAdminRoutes } from './modules/invoices/invoices.admin.routes';
import { invoicesRoutes } from './modules/invoices/invoices.routes';
import { registerMailSender } from './modules/mail/mail-sender';
import { registerWhatsappSender } from './modules/whatsapp/whatsapp-sender';
import { whatsappAdminRoutes } from './modules/whatsapp/whatsapp.admin.routes';
import { whatsappRoutes } from './modules/whatsapp/whatsapp.routes';
import { withdrawWhatsappByNumber } from './modules/users/consents.service';
import { mailAdminRoutes } from './modules/mail/mail.admin.routes';
import { newsletterAdminRoutes } from './modules/newsletter/newsletter.admin.routes';
import { newsletterRoutes } from './modules/newsletter/newsletter.routes';
import {
  newsletterConfirmLinkSecret,
  showSubscriptionOfConfirmedAccount,
} from './modules/newsletter/newsletter.service';
import { offersAdminRoutes } from './modules/offers/offers.admin.routes';
import { offersRoutes } from './modules/offers/offers.routes';
import { ordersAdminRoutes } from './modules/orders/orders.admin.routes';
import { ordersRoutes } from './modules/orders/orders.routes';
import { paymentStatusRoutes } from './modules/payments/payment-status.routes';
import { paymentsRoutes } from './modules/payments/payments.routes';
import { registerRefundSweep } from './modules/refunds/refund-sweep';
import { refundsAdminRoutes } from './modules/refunds/refunds.admin.routes';
import { privacyAdminRoutes } from './modules/privacy/privacy.admin.routes';
import { privacyRoutes } from './modules/privacy/privacy.routes';
import { reviewsAdminRoutes } from './modules/reviews/reviews.admin.routes';
import { reviewsRoutes } from './modules/reviews/reviews.routes';
import { seoRoutes } from './modules/seo/seo.routes';
import { loadPageRenderer } from './modules/pages/page-renderer';
import { registerPages } from './modules/pages/pages.routes';
import './plugins/decorations';
import { registerCompression } from './plugins/compression';
import { registerCrossSiteGuard } from './modules/auth/cross-site-guard';
import { registerApiDocs } from './plugins/docs';
import { registerErrorHandling } from './plugins/error-handler';
import { registerNotFound } from './plugins/not-found';
import { recordRegisteredRoutes } from './plugins/route-registry';
import { pgRateLimitStore } from './plugins/rate-limit-store';
import { withSafeRequestLogs } from './plugins/request-log';
import { registerSecurityHeaders } from './plugins/security';
import { defaultWebDistDir, registerMedia, registerSpa } from './plugins/static-files';
import { createMediaStorage } from './media/media-storage';

export interface AppDeps {
  config: Config;
  db: Db;
  /** Fastify logger options; `false` (the default) for tests. */
  logger?: FastifyServerOptions['logger'];
  /** The built SPA; `undefined` = apps/web/dist next to the server, `null` = serve no SPA. */
  webDistDir?: string | null;
  /**
   * The web app's server renderer; by default the one built beside the SPA (apps/web/dist-server),
   * `null` for none (pages are then the bare shell the browser draws).
   */
  renderPage?: RenderPage | null;
  /** The payment provider; by default the one the configuration selects. */
  payments?: PaymentProviderAdapter;
  /** PostgreSQL only: the pool's connections, for the metrics. */
  poolStats?: (() => PoolStats) | undefined;
  /**
   * Shiprocket's client; by default one made from `config.shiprocket` (null without it: the
   * embedded default, docs/shipping.md).
   */
  shiprocket?: ShiprocketClient | null;
}

/** Trust the nearest `count` proxies: the client is the address just before them. */
function trustHops(count: number) {
  return (_address: string, hop: number) => hop < count;
}

// The largest upload the spec allows (a product image, 20 MB); routes may ask for less.
const MAX_UPLOAD_BYTES = 20 * 1024 * 1024;

export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config, db } = deps;
  const app = Fastify({
    // Stored public answers leave at the server's door, as from bare node:http (decision 0059).
    serverFactory: (handler, options) =>
      createServer(options, (req, res) => {
        if (!answerFromReadyBytes(db, req, res)) handler(req, res);
      }),
    // Request lines print the URL without its query values (tokens, codes, searches).
    logger: withSafeRequestLogs(deps.logger ?? false),
    // Razorpay order ids and our uuids are short; anything huge in a URL is noise.
    routerOptions: { maxParamLength: 200 },
    // request.ip (rate limits, logs) is the real client only when the proxy in front is trusted.
    trustProxy:
      typeof config.trustProxy === 'number' ? trustHops(config.trustProxy) : config.trustProxy,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('db', db);
  app.decorate('config', config);
  // The route list the security suite walks (src/security/access-matrix.test.ts).
  recordRegisteredRoutes(app);
  app.decorate('payments', deps.payments ?? createPaymentProvider(config, db));
  // One client per app, so its login token is shared by every call (docs/shipping.md).
  const shiprocket =
    deps.shiprocket !== undefined
      ? deps.shiprocket
      : config.shiprocket
        ? createShiprocketClient(config.shiprocket)
        : null;
  app.decorate('shiprocket', shiprocket);
  // The local disk or the bucket (decision 0124); its S3 client ends with the app.
  const media = await createMediaStorage(config);
  app.decorate('media', media);
  app.addHook('onClose', async () => media.close());
  // Estimates and the checkouts' refusal of an unserved PIN code share one cache (decision 0092).
  const deliveryEstimates = createDeliveryEstimator({ db, shiprocket, log: app.log });
  // First of all hooks: a stored public catalogue answer leaves before other work (decision 0059).
  registerReadyBytes(app);
  // The SMTP transport (none without SMTP_URL); the outbox sender runs while the app listens. The
  // reset email's link is made by the sender, with auth's issuer handed down (decision 0072); so is
  // the newsletter's confirmation link (decision 0074).
  // WhatsApp's Cloud API client (none without WHATSAPP_TOKEN) and its outbox sender (0116).
  registerWhatsappSender(app);
  registerMailSender(app, {
    secrets: {
      'password-reset': passwordResetLinkSecret,
      'newsletter-confirmation': newsletterConfirmLinkSecret,
      // The sign-up's email confirmation link (decision 0076).
      [EMAIL_VERIFICATION_KIND]: emailVerificationLinkSecret,
      // A cash on delivery order's confirmation code (decision 0100), the same code going on
      // WhatsApp in the same step (decision 0118).
      [COD_CODE_KIND]: codCodeOnEveryChannel(app, codCodeSecret),
    },
  });
  registerErrorHandling(app);

  await registerSecurityHeaders(app, config);
  await registerCompression(app);
  await app.register(cookie);
  // After the cookie parser: it refuses cross-site calls that carry a session (decision 0050).
  registerCrossSiteGuard(app);
  await app.register(multipart, {
    limits: { fileSize: MAX_UPLOAD_BYTES, files: 4, fields: 40, fieldSize: 64 * 1024, parts: 50 },
  });
  // Routes opt in with `config: { rateLimit: { max, timeWindow } }`. Counts live in the database so
  // every server process shares them; if the database cannot count, let the request through.
  await app.register(rateLimit, {
    global: false,
    store: pgRateLimitStore(db),
    skipOnError: true,
    allowList: config.rateLimitAllowlist,
  });
  if (config.apiDocs) await registerApiDocs(app);
  // Before the routes, so every route's requests are timed (decision 0113).
  registerMetrics(app, { cacheCounts: () => cacheCounts(db), poolStats: deps.poolStats });

  // Every API module, with its prefix, in one list.
  await app.register(
    async (api) => {
      // Session guards (requireCustomer, requireAdmin) for every module below.
      await api.register(authSessionPlugin);
      // Ready when the media folder can be written, or the bucket answers, as well as the database
      // read (decisions 0113, 0124).
      await api.register(healthRoutes, { readiness: { media: () => media.ready() } });
      await api.register(configRoutes);
      await api.register(newsletterRoutes);
      await api.register(contactRoutes);
      await api.register(catalogRoutes);
      await api.register(reviewsRoutes);
      await api.register(authRoutes);
      // A reset of an account with two-factor sign-in on needs a code too, checked by the admin
      // module above auth, so its check is handed down (decision 0075).
      await api.register(passwordResetRoutes, { checkSecondFactor: useSecondFactor });
      // What follows a confirmed address in modules above auth (decision 0076).
      await api.register(emailVerificationRoutes, {
        afterVerified: [showSubscriptionOfConfirmedAccount],
      });
      await api.register(accountRoutes);
      // Notice, consents, export and erasure (DPDP Act; docs/privacy.md).
      await api.register(privacyRoutes);
      await api.register(addressesRoutes);
      // Saved pieces and their alerts' unsubscribe (decision 0122).
      await api.register(savedRoutes);
      await api.register(interestRoutes);
      await api.register(customArtRoutes);
      await api.register(commissionRoutes);
      await api.register(cartRoutes);
      await api.register(couponsRoutes);
      await api.register(deliveryEstimateRoutes, { deliveryEstimates });
      await api.register(checkoutRoutes, { deliveryEstimates });
      await api.register(ordersRoutes);
      // What follows a payment is composed once (modules/commerce, decision 0069) and handed down.
      await api.register(paymentStatusRoutes, { afterPayment });
      await api.register(offersRoutes, { deliveryEstimates });
      await api.register(paymentsRoutes, { afterPayment });
      // The courier's tracking webhook: 'delivered' runs the shop's after-fulfilment steps (0096).
      await api.register(courierUpdatesRoutes, { afterFulfilment: afterFulfilmentSteps });
      await api.register(invoicesRoutes);
      // Meta's WhatsApp webhook: statuses, and STOP withdrawing a consent (users hands it down).
      await api.register(whatsappRoutes, { withdraw: withdrawWhatsappByNumber });
      // Certificates of authenticity: the owner's PDF and the public check (decisions 0119, 0120).
      await api.register(certificatesRoutes);
      // Signing in is public; everything else of the admin lives in the scope below.
      await api.register(adminSessionRoutes);
      // The back-office: one scope whose hook refuses anonymous callers (401) and customers (403).
      await api.register(async (admin) => {
        admin.addHook('onRequest', admin.requireAdmin);
        recordAdminRoutes(app, admin);
        logAdminChanges(admin);
        await admin.register(adminAccountRoutes);
        await admin.register(adminStatsRoutes);
        await admin.register(firstRunRoutes);
        await admin.register(adminTwoFactorRoutes);
        await admin.register(adminPasswordRoutes);
        await admin.register(catalogAdminRoutes);
        await admin.register(ordersAdminRoutes);
        await admin.register(orderStatusAdminRoutes);
        await admin.register(offersAdminRoutes);
        await admin.register(refundsAdminRoutes);
        await admin.register(couponsAdminRoutes);
        await admin.register(reviewsAdminRoutes);
        await admin.register(interestAdminRoutes);
        await admin.register(customArtAdminRoutes);
        await admin.register(commissionAdminRoutes);
        await admin.register(contactAdminRoutes);
        await admin.register(newsletterAdminRoutes);
        await admin.register(mailAdminRoutes);
        await admin.register(whatsappAdminRoutes);
        await admin.register(privacyAdminRoutes);
        await admin.register(invoicesAdminRoutes);
        await admin.register(shippingSettingsAdminRoutes);
        // Cash on delivery: its limit and fee, and the couriers' remittances (decisions 0099, 0101).
        await admin.register(codSettingsAdminRoutes);
        await admin.register(codRemittancesAdminRoutes);
        // Ship in one click: 'shipped' runs the shop's after-fulfilment steps, handed down (0069).
        await admin.register(shiprocketShipmentAdminRoutes, {
          client: shiprocket,
          afterFulfilment: afterFulfilmentSteps,
        });
        await admin.register(shipmentEventsAdminRoutes);
      });
    },
    { prefix: '/api' },
  );

  await app.register(seoRoutes);
  // Custom art photos are private (0040): /media never serves them, wherever one may lie.
  await registerMedia(app, media, {
    privateFolders: [CUSTOM_ART_FOLDER],
  });
  const webDistDir = deps.webDistDir === undefined ? defaultWebDistDir() : deps.webDistDir;
  const spa = await registerSpa(app, webDistDir, { prepareIndexHtml: withSiteMeta });
  if (webDistDir) {
    const renderPage =
      deps.renderPage === undefined ? await loadPageRenderer(webDistDir) : deps.renderPage;
    registerPages(app, { spa, distDir: webDistDir, renderPage: renderPage ?? undefined });
  }
  registerNotFound(app);
  // Deletes expired and idle sessions while the server listens (never in injected test apps).
  registerSessionSweep(app);
  // Asks again about refunds left pending (a lost answer, a missed webhook), likewise.
  registerRefundSweep(app);
  // Cancels cash on delivery orders left unconfirmed for 24 hours (decision 0100), likewise.
  registerCodConfirmationSweep(app);
  // Asks Shiprocket about shipped parcels silent for a day (decision 0096), likewise.
  registerShipmentPoll(app, shiprocket, afterFulfilmentSteps);
  // Collects the saved pieces' weekly alerts (decision 0122), likewise.
  registerSavedAlertsSweep(app);

  return app;
}
