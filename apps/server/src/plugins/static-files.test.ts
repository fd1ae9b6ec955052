import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProduct, resetCatalog } from '../modules/catalog/catalog.factories';
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

describe('shared product links', () => {
  let t: TestApp;
  let dist: string;
  beforeAll(async () => {
    dist = distWithIndex();
    t = await buildTestApp({ webDistDir: dist });
    await resetCatalog(t.db);
  });
  afterAll(async () => {
    await t.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it("puts the product's title, description and image into the page", async () => {
    const product = await createProduct(t.db, {
      title: 'Radha Krishna',
      description: 'Acrylic on river stone.',
    });
    const response = await t.app.inject({
      method: 'GET',
      url: `/productoverview/${product.id}`,
      headers: { host: 'shop.example:8080' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/text\/html/);
    expect(response.headers['cache-control']).toBe('no-cache');
    const html = response.body;
    const mainImage = product.images.find((image) => image.role === 'main')!;
    const imageUrl = `http://shop.example:8080${mainImage.url.replace(/-\d+\.webp$/, '-1280.webp')}`;
    expect(html).toContain('<title>Radha Krishna | Shilpa Art Studio</title>');
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(metaContent(html, 'og:title')).toEqual(['Radha Krishna']);
    expect(metaContent(html, 'og:description')).toEqual(['Acrylic on river stone.']);
    expect(metaContent(html, 'description')).toEqual(['Acrylic on river stone.']);
    expect(metaContent(html, 'og:image')).toEqual([imageUrl]);
    expect(metaContent(html, 'og:url')).toEqual([
      `http://shop.example:8080/productoverview/${product.id}`,
    ]);
    expect(metaContent(html, 'og:type')).toEqual(['product']);
    expect(metaContent(html, 'og:site_name')).toEqual(['Shilpa Art Studio']);
    expect(metaContent(html, 'twitter:card')).toEqual(['summary_large_image']);
    expect(metaContent(html, 'twitter:title')).toEqual(['Radha Krishna']);
    expect(metaContent(html, 'twitter:description')).toEqual(['Acrylic on river stone.']);
    expect(metaContent(html, 'twitter:image')).toEqual([imageUrl]);
    expect(html).toContain('<div id="root"></div>');
  });

  it('answers HEAD like GET', async () => {
    const product = await createProduct(t.db);
    const response = await t.app.inject({ method: 'HEAD', url: `/productoverview/${product.id}` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/text\/html/);
  });

  it('escapes a hostile title and description', async () => {
    const product = await createProduct(t.db, {
      title: `"/><script>alert('x')</script>`,
      description: `</title><img src=x onerror="alert(1)">`,
    });
    const response = await t.app.inject({ method: 'GET', url: `/productoverview/${product.id}` });
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toContain('<script>');
    expect(response.body).not.toContain('<img');
    expect(metaContent(response.body, 'og:title')).toEqual([
      '&quot;/&gt;&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt;',
    ]);
    expect(response.body).toContain(
      '<title>&quot;/&gt;&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt; | Shilpa Art Studio</title>',
    );
  });

  it('gives unknown and malformed ids the plain page with 200', async () => {
    const plain = await t.app.inject({ method: 'GET', url: '/shop/stone-art' });
    for (const id of ['7b0c9a52-3c1e-4c8e-9d57-1f0f7f3b9a10', 'not-a-uuid', '%22%3E%3Cscript%3E']) {
      const response = await t.app.inject({ method: 'GET', url: `/productoverview/${id}` });
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toBe(plain.body);
      expect(metaContent(response.body, 'og:title')).toEqual([]);
      expect(response.body).toContain(
        '<title>Shilpa Art Studio | Hand-painted stone art and paintings</title>',
      );
    }
  });

  it('leaves other client routes and the root with the site-wide page', async () => {
    for (const url of ['/', '/shop/stone-art?x=1', '/productoverview', '/cart']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toContain(
        '<title>Shilpa Art Studio | Hand-painted stone art and paintings</title>',
      );
      expect(metaContent(response.body, 'description')).toEqual(['Site description']);
      expect(metaContent(response.body, 'og:site_name')).toEqual(['Shilpa Art Studio']);
      expect(metaContent(response.body, 'og:title')).toEqual([]);
    }
  });

  it('keeps unknown API paths as JSON 404s', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/productoverview/x' });
    expect(response.statusCode).toBe(404);
    expect(response.json().statusCode).toBe(404);
  });
});

describe('shared product links with PUBLIC_URL', () => {
  let t: TestApp;
  let dist: string;
  beforeAll(async () => {
    dist = distWithIndex();
    t = await buildTestApp({ webDistDir: dist, env: { PUBLIC_URL: 'https://shilpa.example/' } });
  });
  afterAll(async () => {
    await t.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('builds absolute URLs from PUBLIC_URL, whatever the Host header says', async () => {
    const product = await createProduct(t.db);
    const response = await t.app.inject({
      method: 'GET',
      url: `/productoverview/${product.id}`,
      headers: { host: 'internal:3000' },
    });
    const [image] = metaContent(response.body, 'og:image');
    expect(image).toMatch(/^https:\/\/shilpa\.example\/media\/products\/.+-1280\.webp$/);
    expect(metaContent(response.body, 'og:url')).toEqual([
      `https://shilpa.example/productoverview/${product.id}`,
    ]);
    expect(response.body).not.toContain('internal:3000');
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
