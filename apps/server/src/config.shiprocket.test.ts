import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

const ALL = {
  SHIPROCKET_EMAIL: 'api@shop.example.in',
  SHIPROCKET_PASSWORD: 'secret-password',
  SHIPROCKET_PICKUP_LOCATION: 'Primary',
  SHIPROCKET_PICKUP_PIN: '411005',
};

// Shiprocket (docs/shipping.md): the four account variables together or not at all.
describe('SHIPROCKET_*', () => {
  it('is off without them: the embedded default', () => {
    expect(loadConfig({}).shiprocket).toBeNull();
  });

  it('reads all of them, with the public API base and a 10 s timeout by default', () => {
    expect(loadConfig({ ...ALL, SHIPROCKET_WEBHOOK_TOKEN: 'a'.repeat(32) }).shiprocket).toEqual({
      email: 'api@shop.example.in',
      password: 'secret-password',
      pickupLocation: 'Primary',
      pickupPin: '411005',
      webhookToken: 'a'.repeat(32),
      apiBase: 'https://apiv2.shiprocket.in/v1/external',
      timeoutMs: 10_000,
    });
    const local = loadConfig({
      ...ALL,
      SHIPROCKET_API_BASE: 'http://127.0.0.1:4010/',
      SHIPROCKET_TIMEOUT_MS: '500',
    }).shiprocket;
    expect(local).toMatchObject({
      apiBase: 'http://127.0.0.1:4010',
      timeoutMs: 500,
      webhookToken: null,
    });
  });

  it('refuses to start with only some of them, naming the first missing', () => {
    const { SHIPROCKET_PICKUP_PIN: _pin, ...withoutPin } = ALL;
    expect(() => loadConfig(withoutPin)).toThrow(ConfigError);
    expect(() => loadConfig(withoutPin)).toThrow(
      /^Invalid SHIPROCKET_PICKUP_PIN: SHIPROCKET_EMAIL, SHIPROCKET_PASSWORD, SHIPROCKET_PICKUP_LOCATION, SHIPROCKET_PICKUP_PIN must be set together/,
    );
    expect(() => loadConfig({ SHIPROCKET_WEBHOOK_TOKEN: 'a'.repeat(32) })).not.toThrow();
  });

  it.each([
    [{ SHIPROCKET_PICKUP_PIN: '041100' }, /^Invalid SHIPROCKET_PICKUP_PIN: must be a 6-digit PIN/],
    [{ SHIPROCKET_EMAIL: 'not-an-email' }, /^Invalid SHIPROCKET_EMAIL: must be an email/],
    [
      { SHIPROCKET_WEBHOOK_TOKEN: 'short' },
      /^Invalid SHIPROCKET_WEBHOOK_TOKEN: must be at least 16/,
    ],
    [{ SHIPROCKET_API_BASE: 'nowhere' }, /^Invalid SHIPROCKET_API_BASE: must be a URL/],
  ])('refuses a bad value: %o', (change, message) => {
    expect(() => loadConfig({ ...ALL, ...change })).toThrow(message);
  });
});
