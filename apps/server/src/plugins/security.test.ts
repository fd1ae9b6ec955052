import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../test/build-test-app';

/** HSTS (issue 18, "Behind a proxy"): promised only when the shop is served over https. */
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
