import { SHOP_NAME } from '@artshop/shared';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, startWarnings } from './config';

describe('loadConfig', () => {
  it('gives the documented defaults for an empty environment', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    // Loopback: a first try is not reachable from the network (decision 0079).
    expect(config.host).toBe('127.0.0.1');
    expect(config.dataDir).toBe('./data');
    expect(config.databaseUrl).toBeUndefined();
    expect(config.razorpay.apiBase).toBe('https://api.razorpay.com');
    expect(config.paymentMode).toBe('test');
    expect(config.cookieSecure).toBe(false);
    expect(config.seedDemo).toBe(true);
    expect(config.chatPhone).toMatch(/^91\d{10}$/);
  });

  it('switches to Razorpay only when both keys are set', () => {
    const config = loadConfig({ RAZORPAY_KEY_ID: 'rzp_test_1', RAZORPAY_KEY_SECRET: 's' });
    expect(config.paymentMode).toBe('razorpay');
    expect(config.razorpay.keyId).toBe('rzp_test_1');
  });

  it('makes cookies Secure in production unless told otherwise', () => {
    const production = { NODE_ENV: 'production', PAYMENTS_TEST_MODE: 'true' };
    expect(loadConfig(production).cookieSecure).toBe(true);
    expect(loadConfig({ ...production, COOKIE_SECURE: 'false' }).cookieSecure).toBe(false);
  });

  describe('payments in production (no free orders)', () => {
    const keys = { RAZORPAY_KEY_ID: 'rzp_live_1', RAZORPAY_KEY_SECRET: 's' };

    it('refuses to start in production without Razorpay keys, saying how to fix it', () => {
      expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(ConfigError);
      expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(
        /Razorpay keys are required in production.*RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET, or PAYMENTS_TEST_MODE=true/,
      );
    });

    it('takes real payments in production with keys', () => {
      expect(loadConfig({ NODE_ENV: 'production', ...keys }).paymentMode).toBe('razorpay');
    });

    it('runs the test window in production only when PAYMENTS_TEST_MODE=true is set on purpose', () => {
      expect(loadConfig({ NODE_ENV: 'production', PAYMENTS_TEST_MODE: 'true' }).paymentMode).toBe(
        'test',
      );
      // Forced test mode wins over keys left in the environment.
      expect(loadConfig({ PAYMENTS_TEST_MODE: 'true', ...keys }).paymentMode).toBe('test');
    });

    it('keeps the quick start (development, no variables) in test mode', () => {
      expect(loadConfig({ NODE_ENV: 'development' }).paymentMode).toBe('test');
    });

    it('demands keys anywhere when PAYMENTS_TEST_MODE=false', () => {
      expect(() => loadConfig({ PAYMENTS_TEST_MODE: 'false' })).toThrow(
        /Razorpay keys are required when PAYMENTS_TEST_MODE=false/,
      );
      expect(loadConfig({ PAYMENTS_TEST_MODE: 'false', ...keys }).paymentMode).toBe('razorpay');
    });
  });

  it('makes cookies Secure whenever the public address is https', () => {
    expect(loadConfig({ PUBLIC_URL: 'https://shop.example.com' }).cookieSecure).toBe(true);
    expect(loadConfig({ PUBLIC_URL: 'http://localhost:3000' }).cookieSecure).toBe(false);
  });

  it('trusts no proxy by default, else a hop count or a list of proxy addresses', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.1, 10.0.1.0/24' }).trustProxy).toEqual([
      '10.0.0.1',
      '10.0.1.0/24',
    ]);
  });

  it('treats empty values as unset', () => {
    const config = loadConfig({ DATABASE_URL: '', SEED_DEMO: '', SHUTDOWN_TIMEOUT_MS: '' });
    expect(config.databaseUrl).toBeUndefined();
    expect(config.seedDemo).toBe(true);
    expect(config.shutdownTimeoutMs).toBe(10_000);
  });

  it('bounds the PostgreSQL pool and the shutdown by default, and takes other bounds', () => {
    expect(loadConfig({})).toMatchObject({
      databasePoolSize: 10,
      databasePoolTimeoutMs: 5000,
      shutdownTimeoutMs: 10_000,
    });
    expect(
      loadConfig({
        DATABASE_POOL_SIZE: '1',
        DATABASE_POOL_TIMEOUT_MS: '250',
        SHUTDOWN_TIMEOUT_MS: ' 30000 ',
      }),
    ).toMatchObject({ databasePoolSize: 1, databasePoolTimeoutMs: 250, shutdownTimeoutMs: 30_000 });
  });

  it.each([
    [{ PORT: 'abc' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL'],
    [{ SEED_DEMO: 'maybe' }, 'SEED_DEMO'],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL'],
    [{ CHAT_PHONE: '+91 98765' }, 'CHAT_PHONE'],
    [{ ADMIN_EMAIL: 'not-an-email', ADMIN_PASSWORD: 'secret123' }, 'ADMIN_EMAIL'],
    [{ ADMIN_EMAIL: 'a@b.co' }, 'ADMIN_PASSWORD'],
    [{ RAZORPAY_KEY_ID: 'rzp_test_1' }, 'RAZORPAY_KEY_SECRET'],
    [{ NODE_ENV: 'production' }, 'RAZORPAY_KEY_ID'],
    [{ PAYMENTS_TEST_MODE: 'sometimes' }, 'PAYMENTS_TEST_MODE'],
    [{ TRUST_PROXY: 'everyone' }, 'TRUST_PROXY'],
    [{ DATABASE_POOL_SIZE: '0' }, 'DATABASE_POOL_SIZE'],
    [{ DATABASE_POOL_SIZE: 'many' }, 'DATABASE_POOL_SIZE'],
    [{ DATABASE_POOL_TIMEOUT_MS: '2.5' }, 'DATABASE_POOL_TIMEOUT_MS'],
    [{ DATABASE_POOL_TIMEOUT_MS: '0' }, 'DATABASE_POOL_TIMEOUT_MS'],
    [{ SHUTDOWN_TIMEOUT_MS: '-1' }, 'SHUTDOWN_TIMEOUT_MS'],
    [{ SHUTDOWN_TIMEOUT_MS: 'forever' }, 'SHUTDOWN_TIMEOUT_MS'],
  ])('rejects %o with one line naming %s', (env, variable) => {
    let thrown: unknown;
    try {
      loadConfig(env);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(ConfigError);
    const message = (thrown as Error).message;
    expect(message).toMatch(new RegExp(`^Invalid ${variable}: `));
    expect(message).not.toContain('\n');
  });
});

describe('mail settings', () => {
  it('keeps messages unsent without SMTP_URL and sends shop notices to ADMIN_EMAIL by default', () => {
    const config = loadConfig({ ADMIN_EMAIL: 'owner@example.in', ADMIN_PASSWORD: 'long-enough' });
    expect(config.mail.smtpUrl).toBeUndefined();
    expect(config.mail.shopEmail).toBe('owner@example.in');
    expect(config.mail.from).toBe(`"${SHOP_NAME}" <no-reply@localhost>`);
    expect(config.siteUrl).toBe('http://localhost:3000');
  });

  it('reads SMTP_URL, MAIL_FROM, SHOP_EMAIL and takes the From domain and links from PUBLIC_URL', () => {
    const config = loadConfig({
      SMTP_URL: 'smtps://user:secret@mail.example.in:465',
      SHOP_EMAIL: 'orders@example.in',
      PUBLIC_URL: 'https://shop.example.in/',
    });
    expect(config.mail).toEqual({
      smtpUrl: 'smtps://user:secret@mail.example.in:465',
      from: `"${SHOP_NAME}" <no-reply@shop.example.in>`,
      shopEmail: 'orders@example.in',
    });
    expect(config.siteUrl).toBe('https://shop.example.in');
    expect(loadConfig({ MAIL_FROM: 'Shop <hello@example.in>' }).mail.from).toBe(
      'Shop <hello@example.in>',
    );
  });

  it('refuses an SMTP_URL that is not smtp:// or smtps://, and a bad SHOP_EMAIL', () => {
    expect(() => loadConfig({ SMTP_URL: 'http://mail.example.in' })).toThrow(/^Invalid SMTP_URL/);
    expect(() => loadConfig({ SHOP_EMAIL: 'not-an-email' })).toThrow(/^Invalid SHOP_EMAIL/);
  });
});

describe('seller on invoices', () => {
  it('defaults to the shop name, no address, no state and no GSTIN (bills of supply)', () => {
    expect(loadConfig({}).invoice).toEqual({
      legalName: SHOP_NAME,
      address: '',
      state: null,
      gstin: null,
    });
  });

  it('reads SELLER_*, naming the state as INDIAN_STATES does and upper-casing the GSTIN', () => {
    const config = loadConfig({
      SELLER_LEGAL_NAME: 'Shilpa Art Studio LLP',
      SELLER_ADDRESS: '4 Temple Street, Mysuru 570001',
      SELLER_STATE: 'KA',
      SELLER_GSTIN: '29abcde1234f1z5',
    });
    expect(config.invoice).toEqual({
      legalName: 'Shilpa Art Studio LLP',
      address: '4 Temple Street, Mysuru 570001',
      state: 'Karnataka',
      gstin: '29ABCDE1234F1Z5',
    });
  });

  it.each([
    [{ SELLER_STATE: 'Atlantis' }, 'SELLER_STATE', /Indian state/],
    [{ SELLER_STATE: 'Karnataka', SELLER_GSTIN: '29ABCDE1234F1Z' }, 'SELLER_GSTIN', /15-character/],
    // 27 is Maharashtra's code, not Karnataka's (29).
    [{ SELLER_STATE: 'Karnataka', SELLER_GSTIN: '27ABCDE1234F1Z5' }, 'SELLER_GSTIN', /29 for/],
    [{ SELLER_GSTIN: '29ABCDE1234F1Z5' }, 'SELLER_STATE', /needs the state/],
  ])('rejects %o naming %s', (env, variable, reason) => {
    expect(() => loadConfig(env)).toThrow(new RegExp(`^Invalid ${variable}: `));
    expect(() => loadConfig(env)).toThrow(reason);
  });
});

describe('start warnings (decision 0086)', () => {
  const production = { NODE_ENV: 'production', PAYMENTS_TEST_MODE: 'true' };

  it('warns in production without PUBLIC_URL: email links would point at localhost', () => {
    const [warning, ...rest] = startWarnings(loadConfig(production));
    expect(rest).toEqual([]);
    expect(warning).toMatch(
      /^PUBLIC_URL is not set: links in emails point at http:\/\/localhost:3000/,
    );
  });

  it('says nothing with PUBLIC_URL, or on a laptop (not production)', () => {
    expect(
      startWarnings(loadConfig({ ...production, PUBLIC_URL: 'https://shop.example.in' })),
    ).toEqual([]);
    expect(startWarnings(loadConfig({}))).toEqual([]);
  });
});
