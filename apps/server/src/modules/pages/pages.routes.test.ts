import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createProduct,
  createReview,
  createWebsiteReview,
  resetCatalog,
} from '../../test/factories/catalog';
import { createSignedInCustomer } from '../../test/factories/users';
import { invalidateCatalogCache, storedAnswers } from '../catalog/response-cache';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { metaContent } from '../../test/meta-content';
import { webDist, webRenderer } from '../../test/web-renderer';

describe('pages rendered on the server', () => {
  let t: TestApp;
  let dist: string;
  beforeAll(async () => {
    dist = webDist({
      'src/features/catalog/pages/product-overview-page.tsx': {
        file: 'assets/product-overview-page-x1.js',
        imports: ['_shared-y2.js'],
        css: ['assets/product-x3.css'],
      },
      '_shared-y2.js': { file: 'assets/shared-y2.js' },
    });
    t = await buildTestApp({
      webDistDir: dist,
      renderPage: await webRenderer(),
      env: { PUBLIC_URL: 'https://shilpa.example/' },
    });
    await resetCatalog(t.db);
  });
  afterAll(async () => {
    await t.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('sends a product page whole: title, rupee price, description, image, JSON-LD and preloads', async () => {
    const product = await createProduct(t.db, {
      title: 'Ganesha on river stone',
      description: 'A small Ganesha <painted> by hand.',
      pricePaise: 149_900,
    });
    await createReview(t.db, { productId: product.id, rating: 4 });
    const response = await t.app.inject({
      method: 'GET',
      url: `/productoverview/${product.id}`,
      headers: { host: 'internal:3000' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    const html = response.body;
    expect(html).toContain('<title>Ganesha on river stone | Shilpa Art Studio</title>');
    expect(html).not.toContain('Hand-painted stone art and paintings</title>');
    expect(html).toContain('₹1,499');
    expect(html).toContain('A small Ganesha &lt;painted&gt; by hand.');
    expect(metaContent(html, 'description')).toEqual(['A small Ganesha <painted> by hand.']);
    const [image] = metaContent(html, 'og:image');
    expect(image).toMatch(/^https:\/\/shilpa\.example\/media\/products\/.+\.webp$/);
    expect(html).toContain(`<img`);
    expect(metaContent(html, 'og:url')).toEqual([
      `https://shilpa.example/productoverview/${product.id}`,
    ]);
    expect(html).not.toContain('internal:3000');
    // In <head>, written by the server alone: the browser's bundle carries no JSON-LD.
    const head = html.slice(0, html.indexOf('</head>'));
    const jsonLd = [...head.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map(
      (match) => JSON.parse(match[1] ?? 'null') as { '@type': string },
    );
    expect(jsonLd.map((item) => item['@type'])).toEqual(['Product', 'BreadcrumbList']);
    expect(html.match(/application\/ld\+json/g)).toHaveLength(2);
    // The page's own stylesheet comes with it; its scripts load after the page (entry-client.tsx).
    expect(html).toContain('<link rel="stylesheet" href="/assets/product-x3.css">');
    expect(html).not.toContain('rel="modulepreload"');
    // Nothing for the CSP to refuse: no inline script React would stream for an unfinished boundary.
    expect(html).not.toMatch(/<script>|<template id="B:/);
    const data = /<script type="application\/json" id="page-data">(.*?)<\/script>/s.exec(html);
    const state = JSON.parse(data?.[1] ?? '{}') as { api: { queries: Record<string, unknown> } };
    expect(Object.keys(state.api.queries)).toEqual(
      expect.arrayContaining([`getProduct("${product.id}")`]),
    );
  });

  // Decision 0112: 'You might also like' comes when the shopper scrolls near it, so the page
  // carries its frame only, and neither the product pool nor the picks.
  it('carries no recommendations in its page data, only the frame they load into', async () => {
    await resetCatalog(t.db);
    const products = [];
    for (let i = 0; i < 9; i += 1)
      products.push(await createProduct(t.db, { title: `Pool piece ${i}` }));
    await invalidateCatalogCache(t.db);
    const current = products[0]!;
    const response = await t.app.inject({ method: 'GET', url: `/productoverview/${current.id}` });
    expect(response.statusCode).toBe(200);
    const data = /<script type="application\/json" id="page-data">(.*?)<\/script>/s.exec(
      response.body,
    );
    const state = JSON.parse(data?.[1] ?? '{}') as {
      api: { queries: Record<string, { data?: unknown }> };
    };
    const keys = Object.keys(state.api.queries);
    expect(keys.filter((key) => /getAllProducts|getRecommendations/.test(key))).toEqual([]);
    expect(response.body).toContain('You might also like');
    const others = products.filter((p) => p.id !== current.id);
    expect(others.filter((p) => response.body.includes(p.title))).toEqual([]);
  });

  // Decision 0115: the carousel's first page, whatever the number of reviews.
  it('carries the newest 20 website reviews on the home page, not all of them', async () => {
    await resetCatalog(t.db);
    const start = Date.UTC(2026, 0, 1);
    for (let i = 0; i < 25; i += 1) {
      await createWebsiteReview(t.db, {
        reviewUserName: `Home reviewer ${String(i).padStart(2, '0')}`,
        createdAt: new Date(start + i * 60_000),
      });
    }
    await invalidateCatalogCache(t.db);
    const response = await t.app.inject({ method: 'GET', url: '/' });
    expect(response.statusCode).toBe(200);
    const shown = [...new Set(response.body.match(/Home reviewer \d\d/g) ?? [])].sort();
    expect(shown).toEqual(
      Array.from({ length: 20 }, (_, i) => `Home reviewer ${String(i + 5).padStart(2, '0')}`),
    );
  });

  it('escapes a hostile title and description, and answers HEAD like GET', async () => {
    const product = await createProduct(t.db, {
      title: `"/><script>alert('x')</script>`,
      description: `</title><img src=x onerror="alert(1)">`,
    });
    const url = `/productoverview/${product.id}`;
    const response = await t.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toContain("<script>alert('x')");
    expect(response.body).not.toContain('<img src=x');
    expect(metaContent(response.body, 'og:title')).toEqual([`"/><script>alert('x')</script>`]);
    const head = await t.app.inject({ method: 'HEAD', url });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-type']).toMatch(/text\/html/);
  });

  it('answers an unknown product and an unknown page with the not-found page and a 404', async () => {
    const unknown = await t.app.inject({
      method: 'GET',
      url: '/productoverview/6f1c2b1e-0000-4000-8000-000000000000',
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toContain('Product not found.');
    const page = await t.app.inject({ method: 'GET', url: '/no-such-page' });
    expect(page.statusCode).toBe(404);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
  });

  // Decision 0077: the reviews' real average and count, or 'No reviews yet', on the page, its cards
  // and its JSON-LD; never the spec's fixed 4.5/5, default 4.8 or five stars beside '(0)'.
  it('shows the real rating, or none, on product pages, cards and JSON-LD, fresh after a review', async () => {
    await resetCatalog(t.db);
    const product = await createProduct(t.db, { title: 'Unrated pebble', type: 'stoneArt' });
    const url = `/productoverview/${product.id}`;
    const productLd = (html: string) =>
      [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)]
        .map((match) => JSON.parse(match[1] ?? 'null') as Record<string, unknown>)
        .find((node) => node['@type'] === 'Product');

    const before = await t.app.inject({ method: 'GET', url });
    expect(productLd(before.body)).toBeDefined();
    expect(productLd(before.body)).not.toHaveProperty('aggregateRating');
    expect(before.body).toContain('No reviews yet</p>');
    expect(before.body).not.toMatch(/4\.5\/5|Rated (4\.8|4\.5|5) out of 5/);
    for (const listUrl of ['/', '/shop/stone-art']) {
      const list = await t.app.inject({ method: 'GET', url: listUrl });
      expect(list.body, listUrl).toContain('Unrated pebble');
      expect(list.body, listUrl).toContain('No reviews yet');
      expect(list.body, listUrl).not.toMatch(/Rated [\d.]+ out of 5/);
    }

    // Three customers review it through the API: the stored pages are dropped with the answers.
    const reviewers = ['Asha', 'Ravi', 'Meena'];
    for (const [i, rating] of [5, 4, 4].entries()) {
      // A Bearer token: this app's https PUBLIC_URL makes its session cookie a Secure one.
      const { token } = await createSignedInCustomer(t.db);
      const posted = await t.app.inject({
        method: 'POST',
        url: `/api/adminop/reviews/${product.id}`,
        payload: { name: reviewers[i], review: 'As pictured', rating },
        remoteAddress: `10.8.0.${i + 1}`,
        headers: { authorization: `Bearer ${token}` },
      });
      expect(posted.statusCode, posted.body).toBe(201);
    }
    const after = await t.app.inject({ method: 'GET', url });
    // (5 + 4 + 4) / 3 = 4.33: one decimal, as the server keeps it.
    expect(productLd(after.body)?.aggregateRating).toEqual({
      '@type': 'AggregateRating',
      ratingValue: 4.3,
      reviewCount: 3,
      bestRating: 5,
      worstRating: 1,
    });
    expect(after.body).toContain('aria-label="Rated 4.3 out of 5"');
    expect(after.body).toContain('4.3/5');
    expect(after.body).toContain('(3 reviews)');
    expect(after.body).not.toContain('No reviews yet</p>');
    for (const listUrl of ['/', '/shop/stone-art']) {
      const list = await t.app.inject({ method: 'GET', url: listUrl });
      expect(list.body, listUrl).toContain('aria-label="Rated 4.3 out of 5"');
      expect(list.body, listUrl).toContain('3 reviews');
    }
  });

  // Decision 0089: the page, its data for hydration and its JSON-LD carry no price on request.
  it("renders a 'Price on request' painting with no price in its HTML, data or JSON-LD", async () => {
    await resetCatalog(t.db);
    const painting = await createProduct(t.db, {
      title: 'Kerala backwaters at dusk',
      type: 'painting',
      pricePaise: 45_678_900,
      priceOnRequest: true,
    });
    for (const url of [`/productoverview/${painting.id}`, '/shop/paintings', '/']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toContain('Kerala backwaters at dusk');
      expect(response.body, url).toContain('Price on request');
      expect(response.body, url).not.toMatch(/456789|4,56,789/);
    }
  });

  it('lists a collection with links to its products', async () => {
    const product = await createProduct(t.db, { title: 'Peacock pebble', type: 'stoneArt' });
    const response = await t.app.inject({ method: 'GET', url: '/shop/stone-art' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('Peacock pebble');
    expect(response.body).toContain(`href="/productoverview/${product.id}"`);
  });

  it('keeps a page as ready bytes until the admin changes the catalogue', async () => {
    const product = await createProduct(t.db, { title: 'Lotus stone', type: 'stoneArt' });
    const url = `/productoverview/${product.id}`;
    const first = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br' } });
    expect(first.headers['content-encoding']).toBe('br');
    const etag = String(first.headers.etag);
    const again = await t.app.inject({ method: 'GET', url, headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);

    // Changed behind the cache's back, the stored page stays; every admin write drops it
    // (catalog.admin.service.ts calls invalidateCatalogCache), and the next visit sees the change.
    await t.db.execute(
      `update products set title = 'Lotus stone, renamed' where id = '${product.id}'`,
    );
    const stored = await t.app.inject({ method: 'GET', url });
    expect(stored.body).toContain('Lotus stone |');
    await invalidateCatalogCache(t.db);
    const after = await t.app.inject({ method: 'GET', url });
    expect(after.body).toContain('Lotus stone, renamed');
  });

  // Decision 0070: marketing tags and made-up parameters neither render nor keep a page again.
  it('keeps one page, with one ETag, for an address with parameters the page does not read', async () => {
    await invalidateCatalogCache(t.db);
    const product = await createProduct(t.db, { title: 'Tagged pebble', type: 'stoneArt' });
    const br = { 'accept-encoding': 'br' };
    const plain = await t.app.inject({ method: 'GET', url: '/shop/stone-art', headers: br });
    expect(plain.statusCode).toBe(200);
    for (const url of ['/shop/stone-art?utm_source=x&foo=1', '/shop/stone-art?gclid=abc']) {
      const tagged = await t.app.inject({ method: 'GET', url, headers: br });
      expect(tagged.headers.etag, url).toBe(plain.headers.etag);
      expect(tagged.rawPayload.equals(plain.rawPayload), url).toBe(true);
    }
    const pages = () => storedAnswers(t.db).filter((answer) => !answer.url.startsWith('/api/'));
    expect(pages().map((answer) => answer.url)).toEqual(['/shop/stone-art']);
    // Answered from that copy: a change behind the cache's back is not seen through a new tag.
    await t.db.execute(`update products set title = 'Retitled pebble' where id = '${product.id}'`);
    const later = await t.app.inject({
      method: 'GET',
      url: `/shop/stone-art?fbclid=${Date.now()}`,
    });
    expect(later.body).toContain('Tagged pebble');
    expect(later.body).not.toContain('Retitled pebble');

    // Each page of the web app counts against a bound of its own.
    await t.app.inject({ method: 'GET', url: `/productoverview/${product.id}?utm_medium=email` });
    const [collection, productPage] = pages();
    expect(productPage?.url).toBe(`/productoverview/${product.id}`);
    expect(productPage?.group).not.toBe(collection?.group);
  });

  it("keeps the paintings' Sold filter apart, as the page reads it, and nothing else", async () => {
    await invalidateCatalogCache(t.db);
    const sold = await t.app.inject({ method: 'GET', url: '/shop/paintings?availability=sold' });
    const soldTagged = await t.app.inject({
      method: 'GET',
      url: '/shop/paintings?utm_campaign=x&availability=sold',
    });
    expect(soldTagged.headers.etag).toBe(sold.headers.etag);
    const all = await t.app.inject({ method: 'GET', url: '/shop/paintings' });
    const unknownValue = await t.app.inject({
      method: 'GET',
      url: '/shop/paintings?availability=nonsense',
    });
    expect(unknownValue.headers.etag).toBe(all.headers.etag);
    expect(all.headers.etag).not.toBe(sold.headers.etag);
    expect(
      storedAnswers(t.db)
        .filter((answer) => answer.url.startsWith('/shop/'))
        .map((answer) => answer.url),
    ).toEqual(['/shop/paintings?availability=sold', '/shop/paintings']);
  });

  it("keeps a collection's sort and filters apart, as the page reads them (decision 0089)", async () => {
    await resetCatalog(t.db);
    // The dear one is the newer: newest first and price up disagree.
    await createProduct(t.db, {
      title: 'Cheap pebble',
      pricePaise: 50_000,
      createdAt: new Date(1),
    });
    await createProduct(t.db, {
      title: 'Dear pebble',
      pricePaise: 900_000,
      createdAt: new Date(2),
    });
    await invalidateCatalogCache(t.db);
    const sorted = await t.app.inject({ method: 'GET', url: '/shop/stone-art?sort=price-asc' });
    expect(sorted.body.indexOf('Cheap pebble')).toBeLessThan(sorted.body.indexOf('Dear pebble'));
    const tagged = await t.app.inject({
      method: 'GET',
      url: '/shop/stone-art?utm_source=x&sort=price-asc',
    });
    expect(tagged.headers.etag).toBe(sorted.headers.etag);
    const newest = await t.app.inject({ method: 'GET', url: '/shop/stone-art?sort=nonsense' });
    expect(newest.headers.etag).not.toBe(sorted.headers.etag);
    expect(newest.body.indexOf('Dear pebble')).toBeLessThan(newest.body.indexOf('Cheap pebble'));
    const filtered = await t.app.inject({
      method: 'GET',
      url: '/shop/stone-art?maxPrice=1000&sort=price-asc',
    });
    expect(filtered.body).toContain('Cheap pebble');
    expect(filtered.body).not.toContain('Dear pebble');
    expect(
      storedAnswers(t.db)
        .filter((answer) => answer.url.startsWith('/shop/stone-art'))
        .map((answer) => answer.url),
    ).toEqual([
      '/shop/stone-art?sort=price-asc',
      '/shop/stone-art',
      '/shop/stone-art?maxPrice=1000&sort=price-asc',
    ]);
  });

  it('sends the bare shell for the pages of one signed-in person, and never stores it', async () => {
    for (const url of ['/account/cart', '/checkout', '/my-account', '/admin/dashboard']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('<div id="root"></div>');
      expect(response.body).not.toContain('id="page-data"');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.headers.etag).toBeUndefined();
    }
  });

  it('redirects the old addresses and leaves API paths to the JSON 404', async () => {
    const careers = await t.app.inject({ method: 'GET', url: '/careers' });
    expect(careers.statusCode).toBe(302);
    expect(careers.headers.location).toBe('/careers/about-us');
    const api = await t.app.inject({ method: 'GET', url: '/api/productoverview/x' });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ statusCode: 404 });
  });
});

describe('pages when rendering fails', () => {
  it('sends the shell, which the browser draws, instead of an error', async () => {
    const dist = webDist();
    const t = await buildTestApp({
      webDistDir: dist,
      renderPage: () => Promise.reject(new Error('a component threw')),
    });
    try {
      const response = await t.app.inject({ method: 'GET', url: '/shop/stone-art' });
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('<div id="root"></div>');
    } finally {
      await t.close();
      rmSync(dist, { recursive: true, force: true });
    }
  });
});
