import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './test/build-test-app';
import { useTestApp } from './test/use-test-app';
import { createSignedInCustomer } from './test/factories/users';

describe('app core', () => {
  let t: TestApp;
  useTestApp(buildTestApp, (built) => (t = built));

  it('answers the health check once the database does', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/healthz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('serves the OpenAPI document and its UI', async () => {
    const spec = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(spec.statusCode).toBe(200);
    expect(spec.json().paths).toHaveProperty('/api/user/subscribe');
    const ui = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect([200, 302]).toContain(ui.statusCode);
  });

  describe('the OpenAPI page in production', () => {
    const production = { NODE_ENV: 'production', PAYMENTS_TEST_MODE: 'true' };

    it('is not served unless API_DOCS=true', async () => {
      const hidden = await buildTestApp({ env: production });
      try {
        for (const url of ['/api/docs', '/api/docs/json']) {
          const response = await hidden.app.inject({ method: 'GET', url });
          expect(response.statusCode).toBe(404);
        }
      } finally {
        await hidden.close();
      }
    });

    it('is served when API_DOCS=true', async () => {
      const shown = await buildTestApp({ env: { ...production, API_DOCS: 'true' } });
      try {
        const spec = await shown.app.inject({ method: 'GET', url: '/api/docs/json' });
        expect(spec.statusCode).toBe(200);
        expect(spec.json().info.title).toBe('Shilpa Art Studio API');
      } finally {
        await shown.close();
      }
    });
  });

  it('keeps personal answers out of every cache, and lets public lists be cached', async () => {
    const { cookie } = await createSignedInCustomer(t.db);
    for (const url of ['/api/user/cart', '/api/order/user', '/api/user/me', '/api/user/profile']) {
      const response = await t.app.inject({ method: 'GET', url, headers: { cookie } });
      expect(response.statusCode, url).toBeLessThan(500);
      expect(response.headers['cache-control'], url).toMatch(/no-store/);
    }
    const list = await t.app.inject({ method: 'GET', url: '/api/adminop/type/stoneArt' });
    expect(list.headers['cache-control']).toMatch(/^public, max-age=\d+/);
  });

  it('gives a JSON 404 for an unknown /api path', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/no-such-thing' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/application\/json/);
    expect(response.json()).toMatchObject({ statusCode: 404, error: 'Not Found' });
  });

  it('turns a validation failure into a 400 with the rule message and no stack', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/user/subscribe',
      payload: { email: 'nope' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      statusCode: 400,
      error: 'Bad Request',
      message: 'Please enter a valid email address',
    });
    expect(response.body).not.toMatch(/stack|at .*\.ts/);
  });

  it('gives a 400, not a 500, for malformed JSON', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/user/subscribe',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().statusCode).toBe(400);
  });

  it('sends the security headers', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/healthz' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self' https://checkout.razorpay.com");
    expect(csp).toContain('frame-src https://api.razorpay.com https://checkout.razorpay.com');
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("img-src 'self' data: blob:");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });

  it('publishes the runtime config in test payment mode without keys', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/config' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      chatPhone: t.config.chatPhone,
      razorpayKeyId: null,
      paymentMode: 'test',
    });
  });

  it('serves uploaded media with immutable caching, and a JSON 404 for a missing file', async () => {
    mkdirSync(path.join(t.dataDir, 'media', 'products'), { recursive: true });
    writeFileSync(path.join(t.dataDir, 'media', 'products', 'abc-320.webp'), 'fake');
    const found = await t.app.inject({ method: 'GET', url: '/media/products/abc-320.webp' });
    expect(found.statusCode).toBe(200);
    expect(found.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const missing = await t.app.inject({ method: 'GET', url: '/media/products/none.webp' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().statusCode).toBe(404);
  });
});

describe('runtime config with Razorpay keys', () => {
  let t: TestApp;
  useTestApp(
    () =>
      buildTestApp({
        env: {
          RAZORPAY_KEY_ID: 'rzp_test_abc',
          RAZORPAY_KEY_SECRET: 'secret',
          CHAT_PHONE: '911234567890',
        },
      }),
    (built) => (t = built),
  );

  it('exposes the key id, never the secret', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/config' });
    expect(response.json()).toEqual({
      chatPhone: '911234567890',
      razorpayKeyId: 'rzp_test_abc',
      paymentMode: 'razorpay',
    });
    expect(response.body).not.toContain('secret');
  });
});

describe('built SPA', () => {
  let t: TestApp;
  let dist: string;
  beforeAll(async () => {
    dist = mkdtempSync(path.join(tmpdir(), 'artshop-dist-'));
    mkdirSync(path.join(dist, 'assets'));
    writeFileSync(path.join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
    writeFileSync(path.join(dist, 'assets', 'index-abc123.js'), 'console.log(1)');
    writeFileSync(path.join(dist, 'favicon.svg'), '<svg/>');
    t = await buildTestApp({ webDistDir: dist });
  });
  afterAll(async () => {
    await t.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('serves index.html, uncached, for a client route', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/shop/stone-art?x=1' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/text\/html/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toContain('id="root"');
  });

  it('serves index.html at the root', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('id="root"');
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('caches hashed assets forever and other files briefly', async () => {
    const asset = await t.app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const icon = await t.app.inject({ method: 'GET', url: '/favicon.svg' });
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['cache-control']).toBe('public, max-age=3600');
  });

  it('keeps unknown API paths and missing assets as JSON 404s', async () => {
    for (const url of ['/api/nothing', '/assets/missing.js']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(404);
      expect(response.json().statusCode).toBe(404);
    }
  });
});
