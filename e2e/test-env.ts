// Values the web server is started with (playwright.config.ts) and the specs rely on.
export const e2ePort = Number(process.env.E2E_PORT ?? 3300);

export const adminCredentials = {
  email: 'admin@e2e.test',
  password: 'E2e-admin-Passw0rd!',
} as const;

/** The chat button's number (CHAT_PHONE) for this run. */
export const chatPhone = '919876543210';
