import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { createArtistProfile, createProduct, resetCatalog } from '../../test/factories/catalog';
import { webDist, webRenderer } from '../../test/web-renderer';
import { storedAnswers } from '../catalog/response-cache';

// The search page and an artist's page rendered on the server (decisions 0107, 0108, 0061): whole
// HTML with their data, JSON-LD `Person` on the artist's, and the product page's link to it.

describe('search and artist pages rendered on the server', () => {
  let t: TestApp;
  let dist: string;
  let paintingId: string;
  beforeAll(async () => {
    dist = webDist();
    t = await buildTestApp({
      webDistDir: dist,
      renderPage: await webRenderer(),
      env: { PUBLIC_URL: 'https://shilpa.example/' },
    });
    await resetCatalog(t.db);
    const meera = await createArtistProfile(t.db, {
      name: 'Meera Pillai',
      city: 'Kochi',
      bio: 'Paints the backwaters at dawn.',
    });
    const painting = await createProduct(t.db, {
      type: 'painting',
      title: 'Radha Krishna by the Yamuna',
      artist: 'Meera Pillai',
      artistId: meera.id,
      pricePaise: 4_500_000,
    });
    paintingId = painting.id;
    await createProduct(t.db, {
      type: 'painting',
      title: 'Backwaters at dawn',
      artist: 'Meera Pillai',
      artistId: meera.id,
      soldAt: new Date(),
    });
    await createProduct(t.db, { title: 'Ganesha pebble', pricePaise: 150_000 });
  });
  afterAll(async () => {
    await t.close();
    rmSync(dist, { recursive: true, force: true });
  });

  const jsonLdTypes = (html: string) =>
    [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map(
      (match) => JSON.parse(match[1] ?? 'null') as Record<string, unknown>,
    );

  it('renders a misspelt search with its results, facets and count, kept out of search engines', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/search?q=radha+krisna' });
    expect(response.statusCode).toBe(200);
    const html = response.body;
    expect(html).toContain('Results for &#x27;radha krisna&#x27;');
    expect(html).toContain('Radha Krishna by the Yamuna');
    expect(html).not.toContain('Ganesha pebble');
    expect(html).toContain('1 artwork');
    expect(html).toContain('<meta name="robots" content="noindex"/>');
    // A facet is a link to the search with that filter.
    expect(html).toMatch(/href="\/search\?q=radha\+krisna&amp;type=painting"/);
  });

  it('keys the stored search page by its words and filters alone', async () => {
    const first = await t.app.inject({ method: 'GET', url: '/search?q=ganesha&utm_source=x' });
    expect(first.statusCode).toBe(200);
    expect(first.body).toContain('Ganesha pebble');
    const urls = storedAnswers(t.db)
      .map((answer) => answer.url)
      .filter((url) => url.startsWith('/search?'));
    expect(urls).toContain('/search?q=ganesha');
    expect(urls.some((url) => url.includes('utm_source'))).toBe(false);
  });

  it("renders an artist's page with the works, available first, and JSON-LD Person", async () => {
    const response = await t.app.inject({ method: 'GET', url: '/artists/meera-pillai' });
    expect(response.statusCode).toBe(200);
    const html = response.body;
    expect(html).toContain('<title>Meera Pillai | Shilpa Art Studio</title>');
    expect(html).toContain('Paints the backwaters at dawn.');
    expect(html).toContain('From Kochi');
    expect(html.indexOf('Radha Krishna by the Yamuna')).toBeLessThan(
      html.indexOf('Backwaters at dawn</h2>'),
    );
    const person = jsonLdTypes(html).find((node) => node['@type'] === 'Person');
    expect(person).toMatchObject({
      name: 'Meera Pillai',
      url: 'https://shilpa.example/artists/meera-pillai',
      homeLocation: { name: 'Kochi' },
    });
  });

  it('answers an unknown artist with the not-found page and a 404', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/artists/nobody' });
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain('Artist not found.');
  });

  it("links 'By {artist}' on a painting's page to the artist's page", async () => {
    const response = await t.app.inject({ method: 'GET', url: `/productoverview/${paintingId}` });
    expect(response.statusCode).toBe(200);
    expect(response.body).toMatch(
      /By(<!-- -->)? <a[^>]*href="\/artists\/meera-pillai"[^>]*>Meera Pillai<\/a>/,
    );
  });
});
