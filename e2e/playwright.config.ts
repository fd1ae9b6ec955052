import { defineConfig, devices } from '@playwright/test';
import {
  adminCredentials,
  chatPhone,
  e2ePort,
  everyRouteAdmin,
  shiprocketStandInPort,
  twoFactorAdmins,
} from './test-env';

// The suite drives the production build (`npm run build`) in Debian's Chromium. It never downloads
// a browser: the path is fixed and can be overridden for other machines.
const port = e2ePort;
const baseURL = `http://127.0.0.1:${port}`;
const isCI = Boolean(process.env.CI);
// A run on its own port (E2E_PORT) keeps its own results, so runs side by side do not clear each
// other's traces, screenshots and reports.
const resultsDir = process.env.E2E_PORT ? `test-results/port-${port}` : 'test-results';

const chromiumLaunch = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    '--disable-quic',
  ],
};

export default defineConfig({
  testDir: './tests',
  fullyParallel: true,
  forbidOnly: isCI,
  // A flaky test is a bug to find, not to retry.
  retries: 0,
  workers: 2,
  outputDir: resultsDir,
  reporter: [
    ['list'],
    // Where the time went, for report-summary.mjs (`.ci/run` prints it after the suite).
    ['json', { outputFile: `${resultsDir}/report.json` }],
    [
      'html',
      {
        open: 'never',
        outputFolder: process.env.E2E_PORT ? `playwright-report/port-${port}` : 'playwright-report',
      },
    ],
  ],
  // The longest journeys (sign in, cart, coupon, checkout, pay, My Orders) take 15 s on a quiet
  // 2-core machine running the server and two browsers; a bound, not a retry (decision 0068).
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL,
    // A trace films every test to keep the failures' (a quarter of the suite's CPU on 2 cores), so
    // CI keeps the failure's screenshot and page snapshot instead; locally a failure keeps its
    // trace (decision 0098).
    trace: isCI ? 'off' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: chromiumLaunch,
  },
  projects: [
    {
      name: 'desktop',
      use: {
        browserName: 'chromium',
        viewport: { width: 1280, height: 800 },
        launchOptions: chromiumLaunch,
      },
    },
    {
      name: 'phone',
      // Back-office flows marked desktopOnly (fixtures.ts) run once, on the desktop project.
      grepInvert: /@desktop-only/,
      use: {
        browserName: 'chromium',
        viewport: { width: 390, height: 844 },
        deviceScaleFactor: 3,
        isMobile: true,
        hasTouch: true,
        userAgent: devices['Pixel 7'].userAgent,
        launchOptions: chromiumLaunch,
      },
    },
  ],
  webServer: {
    // A wrapper gives each run a fresh DATA_DIR, so the demo catalogue is seeded into an empty
    // embedded database and removed afterwards.
    command: 'node ./serve-fresh.mjs',
    url: `${baseURL}/api/healthz`,
    // The first start renders the demo images with sharp, which takes a while on 2 cores.
    timeout: 120_000,
    reuseExistingServer: !isCI,
    stdout: 'ignore',
    stderr: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
    env: {
      ...(process.env as Record<string, string>),
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      // The embedded database, unless E2E_DATABASE_URL names an empty PostgreSQL database for this
      // run (`.ci/run` makes one: the server's queries then leave its event loop, decision 0098),
      // and the test payment provider, whatever the caller's shell holds.
      DATABASE_URL: process.env.E2E_DATABASE_URL ?? '',
      RAZORPAY_KEY_ID: '',
      RAZORPAY_KEY_SECRET: '',
      // Production refuses to run without keys unless test mode is asked for by name.
      PAYMENTS_TEST_MODE: 'true',
      // Plain http on 127.0.0.1: a Secure cookie would not come back from the request context.
      COOKIE_SECURE: 'false',
      ADMIN_EMAIL: adminCredentials.email,
      ADMIN_PASSWORD: adminCredentials.password,
      // Read by serve-fresh.mjs only: where the run's Shiprocket stand-in listens (test-env.ts).
      E2E_SHIPROCKET_PORT: String(shiprocketStandInPort),
      // Read by serve-fresh.mjs only: more admins, created before the run's server starts.
      E2E_EXTRA_ADMINS: JSON.stringify([...Object.values(twoFactorAdmins), everyRouteAdmin]),
      CHAT_PHONE: chatPhone,
      // The seller on invoices (decision 0048): GST-registered in Maharashtra, so a paid order gets
      // a tax invoice (IGST for the specs' Karnataka addresses) and a refund its credit note.
      SELLER_LEGAL_NAME: 'Stone & Canvas Arts LLP',
      SELLER_ADDRESS: '4 Ring Road, Shivajinagar, Pune, Maharashtra 411005',
      SELLER_STATE: 'Maharashtra',
      SELLER_GSTIN: '27ABCDE1234F1Z5',
      LOG_LEVEL: 'warn',
      // Hashes in milliseconds instead of half a second: the suite signs in hundreds of times on 2
      // cores, and the shop's own cost is proven by the server's tests (decision 0088).
      PASSWORD_HASH_COST: '12',
      // Every browser test comes from this machine; the limits themselves are proven by the
      // server's integration tests, so they must not throttle the suite's many sign-ups.
      RATE_LIMIT_ALLOWLIST: '127.0.0.1,::1,::ffff:127.0.0.1',
    },
  },
});
