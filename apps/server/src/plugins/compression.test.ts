import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProduct, resetCatalog } from '../test/factories/catalog';
import { buildTestApp, type TestApp } from '../test/build-test-app';

describe('compressed answers', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
    await resetCatalog(t.db);
    // Enough products for a list well over the 1 KB threshold.
    for (let n = 0; n < 6; n += 1) await createProduct(t.db, { type: 'stoneArt' });
  });
  afterAll(() => t.close());

  const list = (acceptEncoding?: string) =>
    t.app.inject({
      method: 'GET',
      url: '/api/adminop/type/stoneArt',
      headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {},
    });

  it('sends a catalogue list as Brotli or gzip to clients that accept it', async () => {
    const plain = await list();
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.json().products).toHaveLength(6);

    const br = await list('gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());

    const gzip = await list('gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString())).toEqual(plain.json());
  });

  it('leaves small answers alone', async () => {
    const health = await t.app.inject({
      method: 'GET',
      url: '/api/healthz',
      headers: { 'accept-encoding': 'br' },
    });
    expect(health.statusCode).toBe(200);
    expect(health.headers['content-encoding']).toBeUndefined();
    expect(health.json()).toEqual({ status: 'ok' });
  });
});
