import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../test/build-test-app';

/** HSTS (docs/security.md): promised only when the shop is served over https. */
describe('Strict-Transport-Security', () => {
  async function hstsFor(publicUrl: string): Promise<string | undefined> {
    const t = await buildTestApp({ env: { PUBLIC_URL: publicUrl } });
    try {
      const response = await t.app.inject({ method: 'GET', url: '/api/healthz' });
      const header = response.headers['strict-transport-security'];
      return typeof header === 'string' ? header : undefined;
    } finally {
      await t.close();
    }
  }

  it('is sent on every answer when PUBLIC_URL is https', async () => {
    const header = await hstsFor('https://shop.example.in');
    expect(header).toMatch(/max-age=\d{7,}/);
    expect(header).toContain('includeSubDomains');
  });

  it('is not promised over plain http (a local or test run)', async () => {
    expect(await hstsFor('http://localhost:3000')).toBeUndefined();
  });
});

/** The headers every answer carries, pages and API alike, in production (docs/security.md). */
describe('security headers of pages, API answers and errors', () => {
  it('sends a script policy without unsafe-inline, no framing, nosniff and no x-powered-by', async () => {
    const dist = mkdtempSync(path.join(tmpdir(), 'artshop-dist-'));
    writeFileSync(path.join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
    const t = await buildTestApp({
      webDistDir: dist,
      env: {
        NODE_ENV: 'production',
        PAYMENTS_TEST_MODE: 'true',
        PUBLIC_URL: 'https://shop.example',
      },
    });
    try {
      const answers = await Promise.all(
        ['/', '/shop/stone-art', '/api/healthz', '/api/nothing', '/api/user/cart'].map((url) =>
          t.app.inject({ method: 'GET', url }),
        ),
      );
      expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 404, 401]);
      for (const answer of answers) {
        const csp = String(answer.headers['content-security-policy']);
        const scriptSrc = /script-src ([^;]*)/.exec(csp)?.[1] ?? '';
        expect(scriptSrc).toBe("'self' https://checkout.razorpay.com");
        expect(csp).toContain("frame-ancestors 'none'");
        expect(csp).toContain("object-src 'none'");
        expect(answer.headers['x-content-type-options']).toBe('nosniff');
        expect(answer.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
        expect(answer.headers['strict-transport-security']).toMatch(/max-age=\d+/);
        expect(answer.headers['x-powered-by']).toBeUndefined();
      }
      // Error bodies in production: the message and nothing else.
      expect(answers[4]?.json()).toEqual({
        statusCode: 401,
        error: 'Unauthorized',
        message: expect.any(String),
      });
    } finally {
      await t.close();
      rmSync(dist, { recursive: true, force: true });
    }
  });
});
