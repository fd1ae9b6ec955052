import {
  apiErrorSchema,
  shippingSettingsResponseSchema,
  shippingSettingsSchema,
} from '@artshop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getShippingSettings, saveShippingSettings } from './shipping-settings.service';

const tags = ['Admin shipping'];
const denied = { 401: apiErrorSchema, 403: apiErrorSchema };

/**
 * The shop's own delivery promise (decision 0092), registered in the admin scope: its hook has
 * already refused callers without an admin session.
 */
export const shippingSettingsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const shiprocketConfigured = app.config.shiprocket !== null;

  app.get(
    '/admin/shipping-settings',
    {
      schema: {
        tags,
        summary:
          'Delivery days, cash on delivery and blocked PIN prefixes; whether Shiprocket is on',
        response: { 200: shippingSettingsResponseSchema, ...denied },
      },
    },
    async () => getShippingSettings(app.db, shiprocketConfigured),
  );

  app.put(
    '/admin/shipping-settings',
    {
      schema: {
        tags,
        summary: "Save the shop's own delivery promise",
        description:
          'minDays and maxDays (1 to 60, max at least min), codAvailable, blockedPinPrefixes ' +
          '(1 to 6 digits each, not starting with 0; at most 200). Blocked prefixes apply with ' +
          'Shiprocket too.',
        body: shippingSettingsSchema,
        response: { 200: shippingSettingsResponseSchema, 400: apiErrorSchema, ...denied },
      },
    },
    async (request) => saveShippingSettings(app.db, request.body, shiprocketConfigured),
  );
};
