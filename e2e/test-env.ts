// Values the web server is started with (playwright.config.ts) and the specs rely on.
export const e2ePort = Number(process.env.E2E_PORT ?? 3300);

export const adminCredentials = {
  email: 'admin@e2e.test',
  password: 'E2e-admin-Passw0rd!',
} as const;

/**
 * The Shiprocket stand-in serve-fresh.mjs starts for the run (Shiprocket has no sandbox): the
 * server's SHIPROCKET_API_BASE. On the server's port + 10000, so runs side by side (each on its own
 * E2E_PORT) have their own. Specs fetch labels from it and read what it was asked
 * (`GET /__stand-in/requests`).
 */
export const shiprocketStandInPort = e2ePort + 10_000;
export const shiprocketStandInUrl = `http://127.0.0.1:${shiprocketStandInPort}`;

/** SHIPROCKET_WEBHOOK_TOKEN of the run's server: send it as `x-api-key` to post a tracking update. */
export const shiprocketWebhookToken = 'e2e-shiprocket-webhook-token-0123456789';

/** The chat button's number (CHAT_PHONE) for this run. */
export const chatPhone = '919876543210';

/**
 * Admins of their own for the two-factor spec, one per project (both run at once): turning
 * two-factor sign-in on for the shared admin would lock out every other admin spec. serve-fresh.mjs
 * creates them (E2E_EXTRA_ADMINS) before the server starts for the run.
 */
export const twoFactorAdmins = {
  desktop: { email: 'admin-2fa-desktop@e2e.test', password: 'E2e-2fa-desktop-Passw0rd!' },
  phone: { email: 'admin-2fa-phone@e2e.test', password: 'E2e-2fa-phone-Passw0rd!' },
} as const;

/**
 * An admin of its own for the spec of two-factor sign-in on every route (decision 0071): it turns
 * two-factor sign-in on and changes its password, which would disturb any other admin spec.
 */
export const everyRouteAdmin = {
  email: 'admin-2fa-every-route@e2e.test',
  password: 'E2e-2fa-every-route-Passw0rd!',
} as const;

/**
 * An admin of its own for the spec of a password reset with two-factor sign-in on (decision 0075):
 * it turns two-factor sign-in on and resets its password, on the spec's own mail shop
 * (support/mail-shop.ts), where its reset email can be read.
 */
export const resetTwoFactorAdmin = {
  email: 'admin-2fa-reset@e2e.test',
  password: 'E2e-2fa-reset-Passw0rd!',
} as const;
