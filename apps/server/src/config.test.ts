import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('gives the documented defaults for an empty environment', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.host).toBe('0.0.0.0');
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
    expect(loadConfig({ NODE_ENV: 'production' }).cookieSecure).toBe(true);
    expect(loadConfig({ NODE_ENV: 'production', COOKIE_SECURE: 'false' }).cookieSecure).toBe(false);
  });

  it('treats empty values as unset', () => {
    const config = loadConfig({ DATABASE_URL: '', SEED_DEMO: '' });
    expect(config.databaseUrl).toBeUndefined();
    expect(config.seedDemo).toBe(true);
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
