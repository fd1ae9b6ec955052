import {
  COD_FEE_RUPEES_DEFAULT,
  COD_FEE_RUPEES_LIMIT,
  COD_MAX_RUPEES_DEFAULT,
  COD_MAX_RUPEES_LIMIT,
  GSTIN_PATTERN,
  SHOP_NAME,
  findIndianState,
  type WhatsappKind,
  gstinMatchesState,
} from '@artshop/shared';
import { z } from 'zod';
import { SHOP_PASSWORD_COST } from './lib/password';
import type { ShiprocketConfig } from './shipping-providers/shiprocket';

/** Empty strings count as "not set", so `FOO=` in a .env file falls back to the default. */
const optionalString = z
  .string()
  .trim()
  .optional()
  .transform((v) => (v ? v : undefined));

const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no', 'on', 'off'], {
    error: 'must be true or false',
  })
  .transform((v) => ['true', '1', 'yes', 'on'].includes(v));

/** A whole number from `min` to `max`, or unset (undefined: the caller's default). */
function boundedInt(min: number, max: number, message: string) {
  return optionalString.pipe(
    z.coerce
      .number<string>({ error: message })
      .int(message)
      .min(min, message)
      .max(max, message)
      .optional(),
  );
}

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  // Loopback unless asked: a first `npm start` must not put the shop and its generated admin on
  // the network (decision 0079); a server or container sets HOST=0.0.0.0.
  HOST: z.string().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: optionalString.pipe(
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
      .optional(),
  ),
  // PostgreSQL only: connections per process, and how long a request waits for one before a 503.
  DATABASE_POOL_SIZE: boundedInt(1, 100, 'must be a whole number from 1 to 100'),
  // Milliseconds a second one client may spend preparing public answers (decision 0070); 0: no bound.
  CACHE_MISS_BUDGET: boundedInt(0, 1000, 'must be a whole number of milliseconds from 0 to 1000'),
  // log2 of scrypt's N for new password hashes; lower only for test servers (decision 0088).
  PASSWORD_HASH_COST: boundedInt(10, 20, 'must be a whole number from 10 to 20'),
  DATABASE_POOL_TIMEOUT_MS: boundedInt(100, 60_000, 'must be milliseconds from 100 to 60000'),
  // How long a SIGTERM/SIGINT may take to close everything before the process gives up and exits 1.
  SHUTDOWN_TIMEOUT_MS: boundedInt(100, 600_000, 'must be milliseconds from 100 to 600000'),
  PUBLIC_URL: optionalString.pipe(z.url({ error: 'must be a URL' }).optional()),
  ADMIN_EMAIL: optionalString.pipe(z.email({ error: 'must be an email address' }).optional()),
  ADMIN_PASSWORD: optionalString.pipe(
    z.string().min(8, 'must be at least 8 characters').optional(),
  ),
  RAZORPAY_KEY_ID: optionalString,
  RAZORPAY_KEY_SECRET: optionalString,
  RAZORPAY_WEBHOOK_SECRET: optionalString,
  // Test mode on purpose: the payment window without Razorpay. Needed in production (see below).
  PAYMENTS_TEST_MODE: optionalString.pipe(booleanFlag.optional()),
  RAZORPAY_API_BASE: z.url({ error: 'must be a URL' }).default('https://api.razorpay.com'),
  // A demo number in the international format the chat link needs (country code, no '+').
  CHAT_PHONE: z
    .string()
    .regex(/^\d{8,15}$/, 'must be 8 to 15 digits with the country code, no + or spaces')
    .default('919876543210'),
  COOKIE_SECURE: optionalString.pipe(booleanFlag.optional()),
  // Behind a reverse proxy: how many proxy hops to trust (a number), or their addresses.
  TRUST_PROXY: optionalString.pipe(
    z
      .string()
      .regex(
        /^(\d{1,2}|[0-9a-fA-F:./]+(\s*,\s*[0-9a-fA-F:./]+)*)$/,
        'must be a number of proxy hops or proxy addresses (CIDR allowed) separated by commas',
      )
      .optional(),
  ),
  // Mail (decision 0043): without SMTP_URL every message is kept in the outbox and shown in the
  // back-office, never sent.
  SMTP_URL: optionalString.pipe(
    z
      .string()
      .regex(
        /^smtps?:\/\/[^\s]+$/,
        'must be smtp://user:pass@host:587 or smtps://user:pass@host:465',
      )
      .optional(),
  ),
  MAIL_FROM: optionalString,
  SHOP_EMAIL: optionalString.pipe(z.email({ error: 'must be an email address' }).optional()),
  // The seller on invoices (decision 0048) until the back-office saves its own: legal name,
  // address, state (name or code letters), GSTIN (empty: not registered, bills of supply without
  // tax).
  SELLER_LEGAL_NAME: optionalString,
  SELLER_ADDRESS: optionalString,
  SELLER_STATE: optionalString.pipe(
    z
      .string()
      .refine(
        (value) => findIndianState(value) !== null,
        'must be an Indian state or union territory',
      )
      .optional(),
  ),
  SELLER_GSTIN: optionalString.pipe(
    z
      .string()
      .transform((value) => value.toUpperCase())
      .pipe(z.string().regex(GSTIN_PATTERN, 'must be a 15-character GSTIN like 27ABCDE1234F1Z5'))
      .optional(),
  ),
  // The grievance officer the privacy notice names (docs/privacy.md) until the back-office saves one.
  GRIEVANCE_OFFICER_NAME: optionalString,
  GRIEVANCE_OFFICER_EMAIL: optionalString.pipe(
    z.email({ error: 'must be an email address' }).optional(),
  ),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SEED_DEMO: optionalString.pipe(booleanFlag.optional()),
  // Shiprocket (docs/shipping.md): all four of email, password, pickup nickname and pickup PIN, or
  // none (the shop's own delivery settings answer estimates and the admin ships by hand).
  SHIPROCKET_EMAIL: optionalString.pipe(z.email({ error: 'must be an email address' }).optional()),
  SHIPROCKET_PASSWORD: optionalString,
  SHIPROCKET_PICKUP_LOCATION: optionalString,
  SHIPROCKET_PICKUP_PIN: optionalString.pipe(
    z
      .string()
      .regex(/^[1-9]\d{5}$/, 'must be a 6-digit PIN code that does not start with 0')
      .optional(),
  ),
  SHIPROCKET_WEBHOOK_TOKEN: optionalString.pipe(
    z.string().min(16, 'must be at least 16 characters').optional(),
  ),
  SHIPROCKET_API_BASE: z
    .url({ error: 'must be a URL' })
    .default('https://apiv2.shiprocket.in/v1/external'),
  SHIPROCKET_TIMEOUT_MS: boundedInt(100, 120_000, 'must be milliseconds from 100 to 120000'),
  // Order updates on WhatsApp (docs/whatsapp.md): without WHATSAPP_TOKEN every message is kept in
  // the outbox and shown in the back-office, never sent (decision 0117).
  WHATSAPP_TOKEN: optionalString,
  WHATSAPP_PHONE_NUMBER_ID: optionalString,
  WHATSAPP_API_BASE: z.url({ error: 'must be a URL' }).default('https://graph.facebook.com/v21.0'),
  WHATSAPP_VERIFY_TOKEN: optionalString,
  WHATSAPP_APP_SECRET: optionalString,
  WHATSAPP_TEMPLATE_LANGUAGE: optionalString,
  WHATSAPP_TEMPLATE_ORDER_CONFIRMED: optionalString,
  WHATSAPP_TEMPLATE_ORDER_SHIPPED: optionalString,
  WHATSAPP_TEMPLATE_OUT_FOR_DELIVERY: optionalString,
  WHATSAPP_TEMPLATE_ORDER_DELIVERED: optionalString,
  WHATSAPP_TEMPLATE_COD_CODE: optionalString,
  WHATSAPP_TEMPLATE_OFFER: optionalString,
  WHATSAPP_TEMPLATE_REFUND: optionalString,
  // Cash on delivery's defaults until the back-office saves its own (decision 0099).
  COD_MAX_RUPEES: boundedInt(
    1,
    COD_MAX_RUPEES_LIMIT,
    `must be whole rupees from 1 to ${COD_MAX_RUPEES_LIMIT}`,
  ),
  COD_FEE_RUPEES: boundedInt(
    0,
    COD_FEE_RUPEES_LIMIT,
    `must be whole rupees from 0 to ${COD_FEE_RUPEES_LIMIT}`,
  ),
  // The OpenAPI page at /api/docs: on by default, off in production unless asked for.
  API_DOCS: optionalString.pipe(booleanFlag.optional()),
  // Prometheus metrics (decision 0113): off without a token; with METRICS_PORT, on a port of its own.
  METRICS_TOKEN: optionalString.pipe(
    z.string().min(16, 'must be at least 16 characters').optional(),
  ),
  METRICS_PORT: boundedInt(1, 65535, 'must be a port number from 1 to 65535'),
  // Where images live (decision 0124): the local disk, or an S3-compatible bucket.
  MEDIA_STORAGE: z.enum(['local', 's3'], { error: 'must be local or s3' }).default('local'),
  S3_ENDPOINT: optionalString.pipe(z.url({ error: 'must be a URL' }).optional()),
  S3_BUCKET: optionalString,
  S3_REGION: optionalString,
  S3_ACCESS_KEY_ID: optionalString,
  S3_SECRET_ACCESS_KEY: optionalString,
  // The bucket's public address (a CDN in front of it): pages point public images there.
  S3_PUBLIC_URL: optionalString.pipe(z.url({ error: 'must be a URL' }).optional()),
  // Client addresses exempt from rate limits, comma-separated (the browser suite, a trusted probe).
  RATE_LIMIT_ALLOWLIST: optionalString.pipe(
    z
      .string()
      .regex(/^[0-9a-fA-F:.]+(\s*,\s*[0-9a-fA-F:.]+)*$/, 'must be IP addresses separated by commas')
      .optional(),
  ),
});

/** MEDIA_STORAGE=s3 (decision 0124): the bucket and how to reach it. */
export interface S3MediaConfig {
  storage: 's3';
  /** S3_ENDPOINT; undefined: AWS itself, found from the region. */
  endpoint: string | undefined;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** S3_PUBLIC_URL without a trailing '/'; null: the shop streams public images itself. */
  publicUrl: string | null;
  /** Path-style addresses (`endpoint/bucket/key`), which every non-AWS endpoint expects. */
  forcePathStyle: boolean;
}

export interface Config {
  /** Where images live: the local disk under DATA_DIR (the default) or a bucket (decision 0124). */
  media: { storage: 'local' } | S3MediaConfig;
  /** `GET /metrics` (decision 0113): null answers 404; a port, when set, serves it apart. */
  metrics: { token: string | null; port: number | null };
  nodeEnv: 'development' | 'production' | 'test';
  isProduction: boolean;
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** PostgreSQL pool: at most this many connections per process. */
  databasePoolSize: number;
  /**
   * PostgreSQL pool: a request waits at most this long for a connection, then answers 503
   * (never an unbounded queue behind a stuck transaction).
   */
  databasePoolTimeoutMs: number;
  /** The shutdown deadline: past it main.ts logs what it was waiting for and exits 1. */
  shutdownTimeoutMs: number;
  publicUrl: string | undefined;
  adminEmail: string | undefined;
  adminPassword: string | undefined;
  razorpay: {
    keyId: string | undefined;
    keySecret: string | undefined;
    webhookSecret: string | undefined;
    apiBase: string;
  };
  /**
   * 'razorpay' when both keys are set and test mode is not forced; otherwise the test provider plays
   * the payment window (no money moves). Production needs keys unless PAYMENTS_TEST_MODE=true.
   */
  paymentMode: 'razorpay' | 'test';
  chatPhone: string;
  cookieSecure: boolean;
  /**
   * Fastify's `trustProxy`: false (the default) ignores X-Forwarded-For, so a client cannot pick its
   * own address for the rate limits; a hop count or the proxies' addresses behind a reverse proxy.
   */
  trustProxy: false | number | string[];
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  seedDemo: boolean;
  /** Serve the OpenAPI description and page at /api/docs (a map of every call for an attacker too). */
  apiDocs: boolean;
  rateLimitAllowlist: string[];
  /**
   * Milliseconds a second of the server's time one client may spend having public answers prepared
   * (cache misses; up to ten seconds' worth saved), so one client's flood of distinct addresses
   * cannot take the server from everyone else (decision 0070). 0: no bound. The rate-limit
   * allowlist is exempt.
   */
  cacheMissMsPerSecond: number;
  /** log2 of scrypt's N for new password hashes (decision 0088); stored hashes carry their own. */
  passwordHashCost: number;
  mail: {
    /** nodemailer's SMTP URL; undefined: messages are kept in the outbox, never sent. */
    smtpUrl: string | undefined;
    /** The From header of every message. */
    from: string;
    /**
     * Where the shop's own notices go (SHOP_EMAIL, else ADMIN_EMAIL); undefined: the first admin's
     * address, looked up when a notice is written (mail/shop-email.ts, decision 0086).
     */
    shopEmail: string | undefined;
  };
  /**
   * The shop's address for links in emails: PUBLIC_URL, else the local address (a laptop run).
   */
  siteUrl: string;
  /**
   * The seller printed on invoices until the back-office saves its own (SELLER_*). Without a GSTIN
   * the shop is not registered and issues bills of supply; a GSTIN needs its state (SELLER_STATE),
   * whose GST code must be its first two digits.
   */
  invoice: {
    legalName: string;
    address: string;
    /** The state's name as `INDIAN_STATES` has it; null when SELLER_STATE is unset. */
    state: string | null;
    gstin: string | null;
  };
  /**
   * Shiprocket's API (docs/shipping.md): set when SHIPROCKET_EMAIL, _PASSWORD, _PICKUP_LOCATION and
   * _PICKUP_PIN are all set; null is the embedded default (estimates from the shop's own delivery
   * settings, shipping by hand with a courier and AWB).
   */
  shiprocket: ShiprocketConfig | null;
  /** Order updates on WhatsApp (docs/whatsapp.md); no token: every message is kept. */
  whatsapp: WhatsappConfig;
  /**
   * Cash on delivery's largest order and fee in paise (COD_MAX_RUPEES, COD_FEE_RUPEES): the
   * defaults until the back-office saves its own (decision 0099).
   */
  cod: { maxPaise: number; feePaise: number };
  /**
   * The grievance officer of the privacy notice (docs/privacy.md) until the back-office saves one:
   * GRIEVANCE_OFFICER_NAME (else the shop's name), GRIEVANCE_OFFICER_EMAIL (else SHOP_EMAIL, else
   * ADMIN_EMAIL; '' when none, and the notice points at the contact page).
   */
  privacy: { grievanceName: string; grievanceEmail: string };
}

/** WhatsApp Business Cloud API (docs/whatsapp.md): the sender's account and the templates' names. */
export interface WhatsappConfig {
  /** WHATSAPP_TOKEN; null: messages are kept in the outbox, never sent (decision 0117). */
  token: string | null;
  phoneNumberId: string;
  apiBase: string;
  /** Meta's webhook verification answers only this token; null refuses every verification. */
  verifyToken: string | null;
  /** The HMAC key of the webhook's X-Hub-Signature-256; null refuses every webhook call. */
  appSecret: string | null;
  /** The templates' language code. */
  language: string;
  /** The approved template's name of each message kind. */
  templates: Record<WhatsappKind, string>;
}

/** `no-reply@` the public host (PUBLIC_URL), so replies and SPF line up with the shop's domain. */
function defaultFromAddress(publicUrl: string | undefined): string {
  const host = publicUrl ? new URL(publicUrl).hostname : 'localhost';
  return `no-reply@${host}`;
}

/** Thrown with one line naming the variable, e.g. `Invalid PORT: ...`. */
export class ConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ConfigError';
  }
}

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const name = issue?.path.join('.') ?? 'environment';
    throw new ConfigError(`Invalid ${name}: ${issue?.message ?? 'bad value'}`);
  }
  const e = parsed.data;
  if (Boolean(e.ADMIN_EMAIL) !== Boolean(e.ADMIN_PASSWORD)) {
    throw new ConfigError(
      `Invalid ${e.ADMIN_EMAIL ? 'ADMIN_PASSWORD' : 'ADMIN_EMAIL'}: ADMIN_EMAIL and ADMIN_PASSWORD must be set together`,
    );
  }
  if (Boolean(e.RAZORPAY_KEY_ID) !== Boolean(e.RAZORPAY_KEY_SECRET)) {
    throw new ConfigError(
      `Invalid ${e.RAZORPAY_KEY_ID ? 'RAZORPAY_KEY_SECRET' : 'RAZORPAY_KEY_ID'}: RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET must be set together`,
    );
  }
  if (e.WHATSAPP_TOKEN && !e.WHATSAPP_PHONE_NUMBER_ID) {
    throw new ConfigError(
      'Invalid WHATSAPP_PHONE_NUMBER_ID: WHATSAPP_TOKEN needs the phone number id it sends from',
    );
  }
  if (e.SELLER_GSTIN && !(e.SELLER_STATE && gstinMatchesState(e.SELLER_GSTIN, e.SELLER_STATE))) {
    throw new ConfigError(
      e.SELLER_STATE
        ? `Invalid SELLER_GSTIN: its first two digits must be the GST code of SELLER_STATE (${findIndianState(e.SELLER_STATE)?.code ?? '?'} for ${e.SELLER_STATE})`
        : 'Invalid SELLER_STATE: a GSTIN needs the state it is registered in (SELLER_STATE)',
    );
  }
  const shiprocket = chooseShiprocket(e);
  const isProduction = e.NODE_ENV === 'production';
  const paymentMode = choosePaymentMode(e, isProduction);
  return {
    media: chooseMediaStorage(e),
    metrics: { token: e.METRICS_TOKEN ?? null, port: e.METRICS_PORT ?? null },
    nodeEnv: e.NODE_ENV,
    isProduction,
    port: e.PORT,
    host: e.HOST,
    dataDir: e.DATA_DIR,
    databaseUrl: e.DATABASE_URL,
    databasePoolSize: e.DATABASE_POOL_SIZE ?? 10,
    // Long enough for a burst behind a slow query; short enough that a stuck pool answers 503
    // while the client is still waiting, instead of queueing requests without end.
    databasePoolTimeoutMs: e.DATABASE_POOL_TIMEOUT_MS ?? 5000,
    // Under the 30 s Kubernetes waits before its SIGKILL (docker stop: 10 s; see decision 0041).
    shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT_MS ?? 10_000,
    publicUrl: e.PUBLIC_URL?.replace(/\/+$/, ''),
    adminEmail: e.ADMIN_EMAIL,
    adminPassword: e.ADMIN_PASSWORD,
    razorpay: {
      keyId: e.RAZORPAY_KEY_ID,
      keySecret: e.RAZORPAY_KEY_SECRET,
      webhookSecret: e.RAZORPAY_WEBHOOK_SECRET,
      apiBase: e.RAZORPAY_API_BASE.replace(/\/+$/, ''),
    },
    paymentMode,
    chatPhone: e.CHAT_PHONE,
    // A shop served over https never needs a cookie sent in clear text.
    cookieSecure:
      e.COOKIE_SECURE ?? (isProduction || Boolean(e.PUBLIC_URL?.startsWith('https://'))),
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    logLevel: e.LOG_LEVEL,
    // The seed itself only runs on an empty database; this switch can turn it off entirely.
    seedDemo: e.SEED_DEMO ?? true,
    apiDocs: e.API_DOCS ?? !isProduction,
    rateLimitAllowlist: e.RATE_LIMIT_ALLOWLIST?.split(',').map((ip) => ip.trim()) ?? [],
    cacheMissMsPerSecond: e.CACHE_MISS_BUDGET ?? 50,
    passwordHashCost: e.PASSWORD_HASH_COST ?? SHOP_PASSWORD_COST,
    mail: {
      smtpUrl: e.SMTP_URL,
      from: e.MAIL_FROM ?? `"${SHOP_NAME}" <${defaultFromAddress(e.PUBLIC_URL)}>`,
      shopEmail: e.SHOP_EMAIL ?? e.ADMIN_EMAIL,
    },
    siteUrl: e.PUBLIC_URL?.replace(/\/+$/, '') ?? `http://localhost:${e.PORT}`,
    invoice: {
      legalName: e.SELLER_LEGAL_NAME ?? SHOP_NAME,
      address: e.SELLER_ADDRESS ?? '',
      state: findIndianState(e.SELLER_STATE)?.name ?? null,
      gstin: e.SELLER_GSTIN ?? null,
    },
    shiprocket,
    whatsapp: {
      token: e.WHATSAPP_TOKEN ?? null,
      phoneNumberId: e.WHATSAPP_PHONE_NUMBER_ID ?? '',
      apiBase: e.WHATSAPP_API_BASE.replace(/\/+$/, ''),
      verifyToken: e.WHATSAPP_VERIFY_TOKEN ?? null,
      appSecret: e.WHATSAPP_APP_SECRET ?? null,
      language: e.WHATSAPP_TEMPLATE_LANGUAGE ?? 'en',
      templates: {
        'order-confirmed': e.WHATSAPP_TEMPLATE_ORDER_CONFIRMED ?? 'order_confirmed',
        'order-shipped': e.WHATSAPP_TEMPLATE_ORDER_SHIPPED ?? 'order_shipped',
        'order-out-for-delivery': e.WHATSAPP_TEMPLATE_OUT_FOR_DELIVERY ?? 'order_out_for_delivery',
        'order-delivered': e.WHATSAPP_TEMPLATE_ORDER_DELIVERED ?? 'order_delivered',
        'cod-code': e.WHATSAPP_TEMPLATE_COD_CODE ?? 'cod_confirmation_code',
        'offer-made': e.WHATSAPP_TEMPLATE_OFFER ?? 'painting_offer',
        'refund-processed': e.WHATSAPP_TEMPLATE_REFUND ?? 'refund_processed',
      },
    },
    cod: {
      maxPaise: (e.COD_MAX_RUPEES ?? COD_MAX_RUPEES_DEFAULT) * 100,
      feePaise: (e.COD_FEE_RUPEES ?? COD_FEE_RUPEES_DEFAULT) * 100,
    },
    privacy: {
      grievanceName: e.GRIEVANCE_OFFICER_NAME ?? SHOP_NAME,
      grievanceEmail: e.GRIEVANCE_OFFICER_EMAIL ?? e.SHOP_EMAIL ?? e.ADMIN_EMAIL ?? '',
    },
  };
}

const S3_REQUIRED = ['S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;

/**
 * MEDIA_STORAGE=s3 needs its bucket and keys, or the start refuses and names what is missing (an
 * upload would otherwise fail only once a shopper or the admin made one).
 */
function chooseMediaStorage(e: z.infer<typeof envSchema>): Config['media'] {
  if (e.MEDIA_STORAGE === 'local') return { storage: 'local' };
  const missing = S3_REQUIRED.find((name) => !e[name]);
  if (missing) throw new ConfigError(`Invalid ${missing}: required when MEDIA_STORAGE=s3`);
  const endpoint = e.S3_ENDPOINT?.replace(/\/+$/, '');
  return {
    storage: 's3',
    endpoint,
    bucket: e.S3_BUCKET ?? '',
    region: e.S3_REGION ?? 'us-east-1',
    accessKeyId: e.S3_ACCESS_KEY_ID ?? '',
    secretAccessKey: e.S3_SECRET_ACCESS_KEY ?? '',
    publicUrl: e.S3_PUBLIC_URL?.replace(/\/+$/, '') ?? null,
    forcePathStyle: Boolean(endpoint && !new URL(endpoint).hostname.endsWith('amazonaws.com')),
  };
}

const SHIPROCKET_REQUIRED = [
  'SHIPROCKET_EMAIL',
  'SHIPROCKET_PASSWORD',
  'SHIPROCKET_PICKUP_LOCATION',
  'SHIPROCKET_PICKUP_PIN',
] as const;

/**
 * All four account variables, or none: a half-configured Shiprocket would fail only at the first
 * parcel, so the start refuses it and names what is missing.
 */
function chooseShiprocket(e: z.infer<typeof envSchema>): ShiprocketConfig | null {
  const missing = SHIPROCKET_REQUIRED.filter((name) => !e[name]);
  if (missing.length === SHIPROCKET_REQUIRED.length) return null;
  const [firstMissing] = missing;
  if (firstMissing) {
    throw new ConfigError(
      `Invalid ${firstMissing}: ${SHIPROCKET_REQUIRED.join(', ')} must be set together`,
    );
  }
  return {
    email: e.SHIPROCKET_EMAIL ?? '',
    password: e.SHIPROCKET_PASSWORD ?? '',
    pickupLocation: e.SHIPROCKET_PICKUP_LOCATION ?? '',
    pickupPin: e.SHIPROCKET_PICKUP_PIN ?? '',
    webhookToken: e.SHIPROCKET_WEBHOOK_TOKEN ?? null,
    apiBase: e.SHIPROCKET_API_BASE.replace(/\/+$/, ''),
    timeoutMs: e.SHIPROCKET_TIMEOUT_MS ?? 10_000,
  };
}

/**
 * What a start should warn about, once, in the log. In production without PUBLIC_URL every link in
 * an email (order, reset, confirmation) points at localhost, which no customer can open
 * (decision 0086).
 */
export function startWarnings(
  config: Pick<Config, 'isProduction' | 'publicUrl' | 'siteUrl' | 'passwordHashCost'>,
): string[] {
  const warnings: string[] = [];
  if (config.passwordHashCost < SHOP_PASSWORD_COST) {
    warnings.push(
      `PASSWORD_HASH_COST is ${config.passwordHashCost}: new passwords are hashed more weakly than the shop's ${SHOP_PASSWORD_COST}. Only test servers should set it (decision 0088).`,
    );
  }
  if (config.isProduction && !config.publicUrl) {
    warnings.push(
      `PUBLIC_URL is not set: links in emails point at ${config.siteUrl}, which customers cannot open. Set PUBLIC_URL to the shop's address, e.g. https://shop.example.in.`,
    );
  }
  return warnings;
}

/**
 * Without keys the test window takes 'payments' that anyone can make succeed: harmless on a laptop,
 * free orders in a deployment. So production (NODE_ENV=production) refuses to start without keys
 * unless test mode is asked for by name, and PAYMENTS_TEST_MODE=false demands keys anywhere
 * (docs/decisions/0035-no-test-payments-in-production-by-default.md).
 */
function choosePaymentMode(
  e: z.infer<typeof envSchema>,
  isProduction: boolean,
): Config['paymentMode'] {
  const hasKeys = Boolean(e.RAZORPAY_KEY_ID && e.RAZORPAY_KEY_SECRET);
  if (e.PAYMENTS_TEST_MODE === true) return 'test';
  if (hasKeys) return 'razorpay';
  if (e.PAYMENTS_TEST_MODE === false || isProduction) {
    throw new ConfigError(
      `Invalid RAZORPAY_KEY_ID: Razorpay keys are required ${
        e.PAYMENTS_TEST_MODE === false
          ? 'when PAYMENTS_TEST_MODE=false'
          : 'in production (NODE_ENV=production)'
      }; set RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET, or PAYMENTS_TEST_MODE=true to run without real payments`,
    );
  }
  return 'test';
}

function parseTrustProxy(value: string | undefined): Config['trustProxy'] {
  if (!value) return false;
  if (/^\d+$/.test(value)) return Number(value);
  return value.split(',').map((address) => address.trim());
}
