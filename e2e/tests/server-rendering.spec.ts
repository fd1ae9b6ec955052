import { randomUUID } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import {
  COLLECTION_PAGE_SIZE,
  formatINR,
  type Product,
  type ProductPageResponse,
} from '@artshop/shared';
import { desktopOnly, expect, test } from '../fixtures';
import { demoProducts, firstDemoProduct, sellingPrice } from '../support/catalogue';
import { waitForHydration } from '../support/hydration';

// Shopper pages rendered on the server (decision 0061): what a crawler or a link preview
// that runs no JavaScript receives, a shopper browsing with JavaScript off, and a hydrated product
// page that does not fetch again what its HTML carried. Products come from the API, never from
// hard-coded values; other specs add and edit products meanwhile, so lists are compared on the
// products that existed both before and after the page was fetched.

const PRICE = /₹[\d,]+/;

const decodeEntities = (text: string) =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&#0?39;|&#x27;|&apos;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&nbsp;|&#160;|&#xa0;/g, ' ')
    .replace(/&amp;/g, '&');

const collapse = (text: string) => text.replace(/\s+/g, ' ').trim();

/** The visible text of a page's body: no head, scripts or styles, tags as spaces, entities decoded. */
function bodyText(html: string): string {
  const body = html.slice(html.search(/<body[\s>]/));
  const withoutCode = body.replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1>/g, ' ');
  return collapse(decodeEntities(withoutCode.replace(/<[^>]+>/g, ' ')));
}

/** Every schema.org node of the page's JSON-LD scripts (arrays and @graph flattened). */
function jsonLdNodes(html: string): Record<string, unknown>[] {
  const nodes: Record<string, unknown>[] = [];
  const add = (value: unknown) => {
    if (Array.isArray(value)) value.forEach(add);
    else if (value && typeof value === 'object') {
      const node = value as Record<string, unknown>;
      nodes.push(node);
      if (node['@graph']) add(node['@graph']);
    }
  };
  for (const match of html.matchAll(
    /<script[^>]*type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g,
  )) {
    add(JSON.parse(match[1]!));
  }
  return nodes;
}

async function productOf(request: APIRequestContext, id: string): Promise<Product> {
  const response = await request.get(`/api/adminop/${id}`);
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { data: Product }).data;
}

/** Every product the catalogue API lists, page by page. */
async function allProductIds(request: APIRequestContext): Promise<Set<string>> {
  const ids = new Set<string>();
  for (let offset = 0; ; offset += 100) {
    const response = await request.get(`/api/adminop/all?limit=100&offset=${offset}`);
    expect(response.status()).toBe(200);
    const { data, total } = (await response.json()) as { data: Product[]; total: number };
    for (const product of data) ids.add(product.id);
    if (data.length === 0 || offset + data.length >= total) return ids;
  }
}

async function stoneArtFirstPage(request: APIRequestContext): Promise<Product[]> {
  const response = await request.get(
    `/api/adminop/type/stoneArt?limit=${COLLECTION_PAGE_SIZE}&offset=0`,
  );
  expect(response.status()).toBe(200);
  return ((await response.json()) as ProductPageResponse).products;
}

test.describe('the HTML of a page, without JavaScript', desktopOnly, () => {
  test('a product page carries its title, price, description, main image and JSON-LD Product', async ({
    request,
  }) => {
    const { id } = await firstDemoProduct(request, 'stoneArt');
    const product = await productOf(request, id);
    const response = await request.get(`/productoverview/${id}`);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('text/html');
    const html = await response.text();
    const text = bodyText(html);

    const heading = html.match(/<h1\b[^>]*>([\s\S]*?)<\/h1>/)?.[1] ?? '';
    expect(collapse(decodeEntities(heading.replace(/<[^>]+>/g, ' ')))).toBe(product.title);
    // The price as the page shows it: the rupee sign and Indian grouping (₹1,25,000).
    const price = formatINR(sellingPrice(product));
    expect(price).toMatch(/^₹(?:\d{1,3}|(?:\d{1,2},)(?:\d{2},)*\d{3})(?:\.\d{2})?$/);
    expect(text).toContain(price);
    expect(text).toContain(collapse(product.description));

    // The main image as an <img> of the page, not only in the preview tags of the head.
    const main = product.images.find((image) => image.role === 'main');
    const mainUrls = [
      product.mainImageUrl,
      main?.url,
      ...(main?.variants.map((variant) => variant.url) ?? []),
    ].filter((url): url is string => Boolean(url));
    expect(mainUrls.length, 'the demo product has a main image').toBeGreaterThan(0);
    const images = [...html.matchAll(/<img\b[^>]*>/g)].map((m) => m[0]);
    expect(
      images.some((img) => mainUrls.some((url) => img.includes(url))),
      `an <img> with one of ${mainUrls.join(', ')}`,
    ).toBe(true);

    const ld = jsonLdNodes(html).find((node) => node['@type'] === 'Product');
    expect(ld, 'a JSON-LD Product').toBeDefined();
    // One offer per product: an AggregateOffer over its sizes' prices when it has several (decision 0082).
    const prices = product.sizes.map(sellingPrice);
    const offers = ld!.offers as Record<string, string | number>;
    expect(ld).toMatchObject({ name: product.title, offers: { priceCurrency: 'INR' } });
    if (prices.length > 1) {
      expect(offers).toMatchObject({ '@type': 'AggregateOffer', offerCount: prices.length });
      expect(Number(offers.lowPrice)).toBe(Math.min(...prices));
      expect(Number(offers.highPrice)).toBe(Math.max(...prices));
    } else {
      expect(offers['@type']).toBe('Offer');
      expect(Number(offers.price)).toBe(sellingPrice(product));
    }
  });

  test('the stone art collection lists its products with links to their pages', async ({
    request,
  }) => {
    const before = await stoneArtFirstPage(request);
    const response = await request.get('/shop/stone-art');
    expect(response.status()).toBe(200);
    const html = await response.text();
    const after = new Set((await stoneArtFirstPage(request)).map((p) => p.id));

    const listed = before.filter((product) => after.has(product.id));
    expect(listed.length, 'the demo catalogue has stone art').toBeGreaterThan(0);
    const text = bodyText(html);
    for (const product of listed) {
      expect(html, product.title).toContain(`href="/productoverview/${product.id}"`);
      expect(text).toContain(collapse(product.title));
    }
  });

  test('/sitemap.xml leads to every product of the catalogue', async ({ request }) => {
    const locationsIn = async (path: string) => {
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      expect(response.headers()['content-type']).toMatch(/xml/);
      const xml = await response.text();
      return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => decodeEntities(m[1]!));
    };
    const before = await allProductIds(request);
    // An index of sitemap files (decision 0126), each read as a crawler would.
    const files = await locationsIn('/sitemap.xml');
    const locations = [];
    for (const file of files) locations.push(...(await locationsIn(new URL(file).pathname)));
    const after = await allProductIds(request);

    for (const location of [...files, ...locations]) expect(location).toMatch(/^https?:\/\//);
    const paths = new Set(locations.map((location) => new URL(location).pathname));
    const products = [...before].filter((id) => after.has(id));
    expect(products.length).toBeGreaterThan(0);
    const missing = products.filter((id) => !paths.has(`/productoverview/${id}`));
    expect(missing, 'products missing from the sitemap').toEqual([]);
  });

  test('/robots.txt keeps crawlers out of the admin area and names the sitemap', async ({
    request,
  }) => {
    const response = await request.get('/robots.txt');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('text/plain');
    const robots = await response.text();
    expect(robots).toMatch(/^User-agent: \*$/im);
    expect(robots).toMatch(/^Disallow: \/admin\b/m);
    expect(robots).toMatch(/^Sitemap: https?:\/\/\S+\/sitemap\.xml$/m);
  });

  test('an unknown product answers 404 with "Product not found."', async ({ request }) => {
    const response = await request.get(`/productoverview/${randomUUID()}`);
    expect(response.status()).toBe(404);
    expect(response.headers()['content-type']).toContain('text/html');
    expect(bodyText(await response.text())).toContain('Product not found.');
  });

  test('an unknown page answers 404', async ({ request }) => {
    const response = await request.get('/no-such-page');
    expect(response.status()).toBe(404);
    expect(response.headers()['content-type']).toContain('text/html');
  });
});

test.describe('browsing with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  test('home, a collection and a product page show their content and their links work', async ({
    page,
    request,
  }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    for (const shelf of ['New Arrivals', 'Top Sellers']) {
      const region = page.getByRole('region', { name: shelf });
      await expect(region.getByRole('heading', { name: shelf })).toBeVisible();
      await expect(region.locator('a[href^="/productoverview/"]').first()).toContainText(PRICE);
    }

    await page.getByRole('link', { name: 'Shop Now' }).click();
    await expect(page).toHaveURL(/\/shop\/stone-art$/);
    await expect(page.getByRole('heading', { name: 'Stone Art Collection' })).toBeVisible();
    const cards = page.getByRole('main').locator('a[href^="/productoverview/"]');
    await expect(cards.first()).toBeVisible();

    const href = await cards.first().getAttribute('href');
    const id = href!.split('/').at(-1)!;
    const product = await productOf(request, id);
    await cards.first().click();
    await expect(page).toHaveURL(new RegExp(`/productoverview/${id}$`));
    await expect(page.getByRole('heading', { level: 1, name: product.title })).toBeVisible();
    await expect(
      page
        .getByRole('main')
        .getByText(formatINR(sellingPrice(product)))
        .first(),
    ).toBeVisible();
  });
});

test(
  'a hydrated product page does not fetch the product its HTML carried',
  desktopOnly,
  async ({ page, request }) => {
    const [stone] = await demoProducts(request, 'stoneArt');
    const paths: string[] = [];
    page.on('request', (req) => paths.push(new URL(req.url()).pathname));

    await page.goto(`/productoverview/${stone!.id}`);
    await expect(page.getByRole('heading', { level: 1, name: stone!.title })).toBeVisible();
    // React has taken the page over, so its queries have started: any fetch of the product is seen.
    await waitForHydration(page.getByRole('button', { name: 'Add to Cart' }));
    await page.waitForLoadState('networkidle');

    expect(paths).not.toContain(`/api/adminop/${stone!.id}`);
  },
);
