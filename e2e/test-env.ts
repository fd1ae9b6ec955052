// Values the web server is started with (playwright.config.ts) and the specs rely on.
export const e2ePort = Number(process.env.E2E_PORT ?? 3300);

export const adminCredentials = {
  email: 'admin@e2e.test',
  password: 'E2e-admin-Passw0rd!',
} as const;

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
