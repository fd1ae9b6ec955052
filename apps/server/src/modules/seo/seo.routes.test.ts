import { DISALLOWED_PATH_PREFIXES, PUBLIC_PAGE_PATHS, sitemapMessages } from '@artshop/shared';
import sharp from 'sharp';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { useTestApp } from '../../test/use-test-app';
import { createProduct, resetCatalog } from '../../test/factories/catalog';
import { multipartPayload, type MultipartFile } from '../../test/multipart-payload';
import { sessionCookieName } from '../auth/session-cookie';
import { productSitemapEntries, sitemapFiles } from './seo.service';
import { createSignedInAdmin } from '../../test/factories/users';

// A trailing slash, as an operator may write it: no URL may come out with '//'.
const PUBLIC_URL = 'https://shop.example/';
const SITE = 'https://shop.example';

let t: TestApp;
let admin: string;
useTestApp(
  () => buildTestApp({ env: { PUBLIC_URL } }),
  (built) => (t = built),
);
beforeAll(async () => {
  // An https PUBLIC_URL makes cookies Secure, under their `__Host-` names.
  const { token } = await createSignedInAdmin(t.db);
  admin = `${sessionCookieName('admin', t.config.cookieSecure)}=${token}`;
});
beforeEach(() => resetCatalog(t.db));

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

/** The `<loc>` values of a sitemap, in order. */
const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1]);

describe('GET /robots.txt', () => {
  it('disallows the personal, back-office and API paths and names the sitemap on PUBLIC_URL', async () => {
    const response = await get('/robots.txt');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    const lines = response.body.split('\n');
    expect(lines[0]).toBe('User-agent: *');
    for (const prefix of DISALLOWED_PATH_PREFIXES) expect(lines).toContain(`Disallow: ${prefix}`);
    expect(lines).toContain(`Sitemap: ${SITE}/sitemap.xml`);
  });
});

/** Every URL the sitemap names: the index's files, then each file's URLs. */
async function sitemapUrls(): Promise<string[]> {
  const index = await get('/sitemap.xml');
  expect(index.statusCode).toBe(200);
  const urls: string[] = [];
  for (const file of locs(index.body)) {
    const response = await get(new URL(file ?? '').pathname);
    expect(response.statusCode, file).toBe(200);
    urls.push(...(locs(response.body) as string[]));
  }
  return urls;
}

describe('GET /sitemap.xml', () => {
  it('is an index of the pages file and one file of products, on PUBLIC_URL', async () => {
    await createProduct(t.db);
    const response = await get('/sitemap.xml');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(response.body).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<sitemapindex /);
    expect(locs(response.body)).toEqual([
      `${SITE}/sitemaps/pages.xml`,
      `${SITE}/sitemaps/products-1.xml`,
    ]);
  });

  it('lists every public page and every shown product (sold ones too) with lastmod, and no hidden one', async () => {
    const updatedAt = new Date('2025-03-04T05:06:07.890Z');
    const stone = await createProduct(t.db, { updatedAt });
    const sold = await createProduct(t.db, { type: 'painting', soldAt: new Date() });
    const hidden = await createProduct(t.db, { hidden: true });

    const pages = await get('/sitemaps/pages.xml');
    expect(pages.body).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset /);
    const urls = await sitemapUrls();
    for (const path of PUBLIC_PAGE_PATHS) expect(urls).toContain(`${SITE}${path}`);
    expect(urls).toContain(`${SITE}/productoverview/${sold.id}`);
    expect(urls).not.toContain(`${SITE}/productoverview/${hidden.id}`);
    expect(urls.every((url) => url.startsWith(`${SITE}/`) && !url.slice(8).includes('//'))).toBe(
      true,
    );
    const products = await get('/sitemaps/products-1.xml');
    expect(products.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(products.body).toContain(
      `<url><loc>${SITE}/productoverview/${stone.id}</loc><lastmod>2025-03-04T05:06:07Z</lastmod></url>`,
    );
  });

  it('answers 404 for a file it does not list', async () => {
    await createProduct(t.db);
    for (const file of [
      'products-2.xml',
      'products-0.xml',
      'pages',
      'other.xml',
      'products-1.txt',
    ]) {
      const response = await get(`/sitemaps/${file}`);
      expect(response.statusCode, file).toBe(404);
      expect(response.json()).toMatchObject({ message: sitemapMessages.fileNotFound });
    }
  });

  it('answers a repeat with 304 for the ETag it sent', async () => {
    const first = await get('/sitemap.xml');
    const etag = String(first.headers.etag);
    const again = await get('/sitemap.xml', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
  });
});

describe('sitemap files of a few products each', () => {
  it('cut the shown products oldest first, so a new product lands in the last file', async () => {
    const at = (day: number) => new Date(Date.UTC(2025, 0, day));
    const made = [];
    for (const day of [1, 2, 3, 4, 5]) made.push(await createProduct(t.db, { createdAt: at(day) }));
    await createProduct(t.db, { createdAt: at(6), hidden: true });

    expect(await sitemapFiles(t.db, 2)).toEqual([
      '/sitemaps/pages.xml',
      '/sitemaps/products-1.xml',
      '/sitemaps/products-2.xml',
      '/sitemaps/products-3.xml',
    ]);
    const file = async (page: number) =>
      (await productSitemapEntries(t.db, page, 2))?.map((entry) => entry.path);
    expect(await file(1)).toEqual(made.slice(0, 2).map((p) => `/productoverview/${p.id}`));
    expect(await file(3)).toEqual([`/productoverview/${made[4]!.id}`]);
    expect(await productSitemapEntries(t.db, 4, 2)).toBeNull();

    const newest = await createProduct(t.db, { createdAt: at(7) });
    expect(await file(1)).toEqual(made.slice(0, 2).map((p) => `/productoverview/${p.id}`));
    expect(await file(3)).toEqual([made[4], newest].map((p) => `/productoverview/${p!.id}`));
  });
});

describe('the sitemap after an admin edit', () => {
  let webp: Buffer;
  beforeAll(async () => {
    webp = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#b85c38' } })
      .webp()
      .toBuffer();
  });

  const image = (name: string): MultipartFile => ({
    name,
    filename: `${name}.webp`,
    contentType: 'image/webp',
    data: webp,
  });

  it('adds a product the admin adds and drops one the admin hides, at once', async () => {
    const kept = await createProduct(t.db);
    // Warm the cached copy: the writes below must drop it.
    expect(await sitemapUrls()).toContain(`${SITE}/productoverview/${kept.id}`);

    const form = multipartPayload(
      {
        title: 'Peacock',
        description: 'On river stone',
        price: '1499',
        type: 'stoneArt',
        bgColor: '#f4e1c1',
      },
      [image('mainImage'), image('sidebarImage1'), image('sidebarImage2')],
    );
    const added = await t.app.inject({
      method: 'POST',
      url: '/api/adminop/add',
      payload: form.payload,
      headers: { ...form.headers, cookie: admin },
    });
    expect(added.statusCode, added.body).toBe(201);
    const { id } = added.json<{ product: { id: string } }>().product;
    expect(await sitemapUrls()).toContain(`${SITE}/productoverview/${id}`);

    const hide = await t.app.inject({
      method: 'PATCH',
      url: `/api/adminop/${kept.id}/hidden`,
      headers: { cookie: admin },
      payload: { hidden: true },
    });
    expect(hide.statusCode).toBe(200);
    const after = await sitemapUrls();
    expect(after).not.toContain(`${SITE}/productoverview/${kept.id}`);
    expect(after).toContain(`${SITE}/productoverview/${id}`);
  });
});
