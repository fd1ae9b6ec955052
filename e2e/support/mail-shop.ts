import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { test } from '../fixtures';
import { adminCredentials, chatPhone, resetTwoFactorAdmin } from '../test-env';
import { startMailCatcher, type MailCatcher } from './mail-catcher';

/** A shop of a spec's own that sends its mail by SMTP to a catcher on loopback. */
export interface MailShop {
  /** `http://127.0.0.1:<port>`: the spec's baseURL. */
  url: string;
  /** The shop's SMTP server, holding every email it sent. */
  inbox: MailCatcher;
  stop: () => Promise<void>;
}

const serveFresh = fileURLToPath(new URL('../serve-fresh.mjs', import.meta.url));

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

export interface MailShopOptions {
  /** Admins besides the run's, created before the shop starts (serve-fresh.mjs E2E_EXTRA_ADMINS). */
  extraAdmins?: readonly { email: string; password: string }[];
}

/**
 * The run's shop keeps its mail (no SMTP_URL), and a reset link is made only when an email is
 * sent (decision 0072), so a spec that needs the link starts this second shop: the same production
 * build through serve-fresh.mjs (a fresh DATA_DIR and, in CI, a fresh PostgreSQL database, both
 * removed when it stops), the run's admin, no demo catalogue, and SMTP_URL pointing at a catcher
 * the spec reads. Always `await stop()`.
 */
export async function startMailShop(options: MailShopOptions = {}): Promise<MailShop> {
  const inbox = await startMailCatcher();
  try {
    // The port is free when asked for but not held, so another process may take it before the
    // shop listens (it then stops with EADDRINUSE): a new port is the answer to that race alone.
    for (let attempt = 1; ; attempt += 1) {
      const started = await launchShop(inbox, options);
      if ('url' in started) return started;
      if (!started.output.includes('EADDRINUSE') || attempt === 3) {
        throw new Error(
          `the mail shop stopped while starting (${started.exit}):\n${started.output}`,
        );
      }
    }
  } catch (error) {
    await inbox.stop();
    throw error;
  }
}

/** One start of the shop on a port free at the time: the shop, or how it ended and what it said. */
async function launchShop(
  inbox: MailCatcher,
  { extraAdmins = [] }: MailShopOptions,
): Promise<MailShop | { exit: string; output: string }> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [serveFresh], {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: '',
      // In CI, a new PostgreSQL database beside the run's (serve-fresh.mjs); else the embedded one.
      E2E_FRESH_DATABASE_FROM: process.env.E2E_DATABASE_URL ?? '',
      RAZORPAY_KEY_ID: '',
      RAZORPAY_KEY_SECRET: '',
      PAYMENTS_TEST_MODE: 'true',
      COOKIE_SECURE: 'false',
      ADMIN_EMAIL: adminCredentials.email,
      ADMIN_PASSWORD: adminCredentials.password,
      E2E_EXTRA_ADMINS: JSON.stringify(extraAdmins),
      CHAT_PHONE: chatPhone,
      SEED_DEMO: 'false',
      SMTP_URL: inbox.url,
      LOG_LEVEL: 'warn',
      // As the run's server (playwright.config.ts): hashes in milliseconds, not half a second of a
      // core for each sign-up, sign-in and admin made (decision 0088).
      PASSWORD_HASH_COST: '12',
      RATE_LIMIT_ALLOWLIST: '127.0.0.1,::1,::ffff:127.0.0.1',
    },
  });
  // The server logs (a failed start included) as JSON lines on stdout, serve-fresh on both: the
  // last of either says why a start ended. Read for the shop's whole life, so it never blocks on
  // a full pipe.
  let output = '';
  const keep = (chunk: string) => {
    output = (output + chunk).slice(-4000);
  };
  child.stdout?.setEncoding('utf8').on('data', keep);
  child.stderr?.setEncoding('utf8').on('data', keep);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const ended = () => child.exitCode !== null || child.signalCode !== null;

  const halt = async () => {
    if (!ended()) child.kill('SIGTERM');
    await exited;
  };
  const stop = async () => {
    await halt();
    await inbox.stop();
  };

  const deadline = Date.now() + 90_000;
  for (;;) {
    if (ended()) {
      await exited;
      return { exit: `exit ${child.exitCode ?? child.signalCode}`, output };
    }
    if (Date.now() > deadline) {
      await halt();
      return { exit: 'no answer in 90 s', output };
    }
    const ready = await fetch(`${url}/api/healthz`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) return { url, inbox, stop };
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/**
 * Tests on a mail shop, their baseURL (page, request and loginAs use it). Every spec that reads
 * mail takes this one fixture, so a worker starts one mail shop and its later spec files reuse it
 * instead of starting their own; the specs make their own customers, so they do not meet. The
 * shop carries the admin the two-factor reset spec resets.
 */
export const withMailShop = test.extend<object, { mailShop: MailShop }>({
  mailShop: [
    // Playwright reads a fixture's dependencies from its first parameter: this one has none.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const shop = await startMailShop({ extraAdmins: [resetTwoFactorAdmin] });
      await use(shop);
      await shop.stop();
    },
    // Two starts of a server on 2 busy cores: the extra admin's, then the shop's.
    { scope: 'worker', timeout: 180_000 },
  ],
  baseURL: async ({ mailShop }, use) => {
    await use(mailShop.url);
  },
});
