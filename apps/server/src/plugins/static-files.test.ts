import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/build-test-app';
import { metaContent } from '../test/meta-content';

const INDEX_HTML = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="description" content="Site description" />
    <title>Shilpa Art Studio | Hand-painted stone art and paintings</title>
  </head>
  <body><div id="root"></div></body>
</html>`;

function distWithIndex(): string {
  const dist = mkdtempSync(path.join(tmpdir(), 'artshop-dist-'));
  writeFileSync(path.join(dist, 'index.html'), INDEX_HTML);
  return dist;
}

describe('pages without a server renderer (a build without dist-server)', () => {
  let t: TestApp;
  let dist: string;
  beforeAll(async () => {
    dist = distWithIndex();
    t = await buildTestApp({ webDistDir: dist });
  });
  afterAll(async () => {
    await t.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('sends every page the shell with the site-wide tags, which the browser draws', async () => {
    for (const url of ['/', '/shop/stone-art?x=1', '/productoverview/x', '/account/cart']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toContain(
        '<title>Shilpa Art Studio | Hand-painted stone art and paintings</title>',
      );
      expect(metaContent(response.body, 'description')).toEqual(['Site description']);
      expect(metaContent(response.body, 'og:site_name')).toEqual(['Shilpa Art Studio']);
    }
  });

  it('answers HEAD like GET, and unknown API paths with the JSON 404', async () => {
    const head = await t.app.inject({ method: 'HEAD', url: '/shop/paintings' });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-type']).toMatch(/text\/html/);
    const api = await t.app.inject({ method: 'GET', url: '/api/productoverview/x' });
    expect(api.statusCode).toBe(404);
    expect(api.json().statusCode).toBe(404);
  });
});

describe('built assets', () => {
  const SCRIPT = 'console.log("a shop script that compresses well");'.repeat(20);
  let t: TestApp;
  let dist: string;
  beforeAll(async () => {
    dist = distWithIndex();
    mkdirSync(path.join(dist, 'assets'));
    const file = path.join(dist, 'assets', 'app-abc123.js');
    writeFileSync(file, SCRIPT);
    writeFileSync(`${file}.br`, brotliCompressSync(SCRIPT));
    writeFileSync(`${file}.gz`, gzipSync(SCRIPT));
    t = await buildTestApp({ webDistDir: dist });
  });
  afterAll(async () => {
    await t.close();
    rmSync(dist, { recursive: true, force: true });
  });

  const get = (acceptEncoding?: string) =>
    t.app.inject({
      method: 'GET',
      url: '/assets/app-abc123.js',
      headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {},
    });

  it('sends the Brotli copy to a browser that accepts it, cached for a year', async () => {
    const response = await get('gzip, deflate, br');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(SCRIPT);
  });

  it('sends the gzip copy when only gzip is accepted, and the plain file otherwise', async () => {
    const gzipped = await get('gzip');
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzipped.rawPayload).toString()).toBe(SCRIPT);

    const plain = await get();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
  });
});
