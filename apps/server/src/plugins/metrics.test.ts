import { rmSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/build-test-app';
import { createProduct } from '../test/factories/catalog';
import { useTestApp } from '../test/use-test-app';

// `GET /metrics` and `GET /api/readyz` (decision 0113).
const TOKEN = 'metrics-token-0123456789';
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** The value of one sample line of Prometheus's text format, or undefined. */
function sample(
  text: string,
  name: string,
  labels: Record<string, string> = {},
): number | undefined {
  for (const line of text.split('\n')) {
    if (!line.startsWith(name)) continue;
    const rest = line.slice(name.length);
    const labelText = rest.startsWith('{') ? rest.slice(1, rest.indexOf('}')) : '';
    if (!rest.startsWith('{') && !rest.startsWith(' ')) continue;
    const have = Object.fromEntries(
      [...labelText.matchAll(/(\w+)="([^"]*)"/g)].map((match) => [match[1], match[2]]),
    );
    if (Object.entries(labels).every(([key, value]) => have[key] === value)) {
      return Number(line.slice(line.lastIndexOf(' ') + 1));
    }
  }
  return undefined;
}

describe('metrics without METRICS_TOKEN', () => {
  let t: TestApp;
  useTestApp(buildTestApp, (built) => (t = built));

  it('has no /metrics at all', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/metrics', headers: bearer(TOKEN) });
    expect(response.statusCode).toBe(404);
  });
});

describe('metrics with METRICS_TOKEN', () => {
  let t: TestApp;
  const pool = { total: 4, idle: 3, waiting: 1 };
  useTestApp(
    () => buildTestApp({ env: { METRICS_TOKEN: TOKEN }, poolStats: () => pool }),
    (built) => (t = built),
  );
  const scrape = async () => {
    const response = await t.app.inject({ method: 'GET', url: '/metrics', headers: bearer(TOKEN) });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/plain');
    return response.body;
  };

  it('answers 401 without the token or with another one', async () => {
    const none = await t.app.inject({ method: 'GET', url: '/metrics' });
    expect(none.statusCode).toBe(401);
    expect(none.headers['www-authenticate']).toBe('Bearer');
    const wrong = await t.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: bearer(`${TOKEN}x`),
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.body).not.toContain('artshop_');
  });

  it('times requests by route pattern, not by address', async () => {
    const product = await createProduct(t.db);
    await t.app.inject({ method: 'GET', url: `/api/adminop/${product.id}` });
    await t.app.inject({ method: 'GET', url: '/api/no-such-thing-here' });
    const text = await scrape();
    const byRoute = (route: string, status: string) =>
      sample(text, 'artshop_http_request_duration_seconds_count', {
        method: 'GET',
        route,
        status_code: status,
      });
    expect(byRoute('/api/adminop/:id', '200')).toBeGreaterThanOrEqual(1);
    expect(byRoute('unmatched', '404')).toBeGreaterThanOrEqual(1);
    expect(text).not.toContain(product.id);
  });

  it('counts the response cache: a first answer is a miss, the same again a hit', async () => {
    const product = await createProduct(t.db);
    const url = `/api/adminop/${product.id}`;
    const before = await scrape();
    const hits = sample(before, 'artshop_response_cache_total', { result: 'hit' }) ?? 0;
    const misses = sample(before, 'artshop_response_cache_total', { result: 'miss' }) ?? 0;
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(200);
    const after = await scrape();
    expect(sample(after, 'artshop_response_cache_total', { result: 'miss' })).toBe(misses + 1);
    expect(sample(after, 'artshop_response_cache_total', { result: 'hit' })).toBe(hits + 1);
  });

  it('shows the email outbox, the pool, the event loop and the periodic tasks', async () => {
    const text = await scrape();
    expect(sample(text, 'artshop_outbox_depth', { channel: 'email' })).toBe(0);
    expect(sample(text, 'artshop_outbox_oldest_age_seconds', { channel: 'email' })).toBe(0);
    expect(sample(text, 'artshop_db_pool_connections', { state: 'total' })).toBe(4);
    expect(sample(text, 'artshop_db_pool_connections', { state: 'waiting' })).toBe(1);
    expect(text).toContain('# TYPE nodejs_eventloop_lag_seconds gauge');
    expect(text).toContain('# TYPE artshop_task_runs_total counter');
  });
});

/** A port nobody listens on now. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

describe('metrics on a port of their own', () => {
  it('serves /metrics on METRICS_PORT only, still for the token only, until the app closes', async () => {
    const port = await freePort();
    const t = await buildTestApp({
      env: { METRICS_TOKEN: TOKEN, METRICS_PORT: String(port), HOST: '127.0.0.1' },
    });
    try {
      await t.app.listen({ port: 0, host: '127.0.0.1' });
      expect(
        (await t.app.inject({ method: 'GET', url: '/metrics', headers: bearer(TOKEN) })).statusCode,
      ).toBe(404);
      const url = `http://127.0.0.1:${port}/metrics`;
      expect((await fetch(url)).status).toBe(401);
      const answer = await fetch(url, { headers: bearer(TOKEN) });
      expect(answer.status).toBe(200);
      expect(await answer.text()).toContain('artshop_http_request_duration_seconds');
    } finally {
      await t.close();
    }
    await expect(fetch(`http://127.0.0.1:${port}/metrics`)).rejects.toThrow();
  });
});

describe('GET /api/readyz', () => {
  let t: TestApp;
  useTestApp(buildTestApp, (built) => (t = built));

  it('is ready when the database and the media folder answer, and says which part fails', async () => {
    const ready = await t.app.inject({ method: 'GET', url: '/api/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready', checks: { database: 'ok', media: 'ok' } });
    expect(ready.headers['cache-control']).toBe('no-store');

    rmSync(path.join(t.dataDir, 'media'), { recursive: true, force: true });
    const notReady = await t.app.inject({ method: 'GET', url: '/api/readyz' });
    expect(notReady.statusCode).toBe(503);
    expect(notReady.json()).toEqual({
      status: 'not ready',
      checks: { database: 'ok', media: 'failing' },
    });
  });
});
