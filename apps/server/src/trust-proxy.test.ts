import { describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './test/build-test-app';

// The rate limits key on request.ip. Behind a reverse proxy every request comes from the proxy, so
// TRUST_PROXY lets the server read the client from X-Forwarded-For; without it that header, which
// any client can write, must be ignored, or a client could pick a fresh address per request.

const PROXY = '10.9.9.9';
const NEWSLETTER_LIMIT = 10; // POST /api/user/subscribe: 10 a minute per client

async function subscribeAs(t: TestApp, forwardedFor: string) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/user/subscribe',
    remoteAddress: PROXY,
    headers: { 'x-forwarded-for': forwardedFor },
    payload: { email: `reader-${Math.random().toString(36).slice(2)}@example.com` },
  });
  return response.statusCode;
}

describe('TRUST_PROXY', () => {
  it('counts each real client apart behind a trusted proxy', async () => {
    const t = await buildTestApp({ env: { TRUST_PROXY: '1' } });
    try {
      for (let i = 0; i < NEWSLETTER_LIMIT; i += 1) {
        expect(await subscribeAs(t, '203.0.113.1')).toBeLessThan(400);
      }
      expect(await subscribeAs(t, '203.0.113.1')).toBe(429);
      // Another shopper behind the same proxy is not punished for the first one.
      expect(await subscribeAs(t, '203.0.113.2')).toBeLessThan(400);
    } finally {
      await t.close();
    }
  });

  it('ignores X-Forwarded-For when no proxy is trusted, so a client cannot dodge its limit', async () => {
    const t = await buildTestApp();
    try {
      for (let i = 0; i < NEWSLETTER_LIMIT; i += 1) {
        expect(await subscribeAs(t, `203.0.113.${i + 10}`)).toBeLessThan(400);
      }
      expect(await subscribeAs(t, '203.0.113.99')).toBe(429);
    } finally {
      await t.close();
    }
  });
});
