import { SHOP_DESCRIPTION } from '@artshop/shared';
import { describe, expect, it } from 'vitest';
import type { ProductRow } from '../../db/schema';
import { metaContent } from '../../test/meta-content';
import { fakeProductImages } from './catalog.factories';
import { toProductDto } from './product-dto';
import {
  escapeHtml,
  productMetaTags,
  productPageMeta,
  renderProductPage,
  shareImagePath,
  siteOrigin,
  summarize,
  withSiteMeta,
} from './product-meta';

const ID = '7b0c9a52-3c1e-4c8e-9d57-1f0f7f3b9a10';

function product(overrides: Partial<ProductRow> = {}) {
  return toProductDto({
    id: ID,
    title: 'Ganesha',
    description: 'Hand-painted stone',
    pricePaise: 125_000,
    type: 'stoneArt',
    bgColor: '#ffeedd',
    artist: null,
    size: null,
    isPremium: false,
    discountPercentage: 0,
    discountPricePaise: 125_000,
    rating: 0,
    ratingCount: 0,
    orderCount: 0,
    hsnCode: null,
    gstRateBp: null,
    reservedUntil: null,
    reservedOfferId: null,
    soldAt: null,
    soldOrderId: null,
    hidden: false,
    images: fakeProductImages('ganesha'),
    createdAt: new Date('2025-01-02T03:04:05.000Z'),
    updatedAt: new Date('2025-01-02T03:04:05.000Z'),
    ...overrides,
  });
}

const TEMPLATE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta
      name="description"
      content="Site description"
    />
    <meta property="og:title" content="Site" />
    <title>Shilpa Art Studio | Hand-painted stone art and paintings</title>
  </head>
  <body><div id="root"></div></body>
</html>`;

describe('escapeHtml', () => {
  it('escapes the characters that could end an attribute or open a tag', () => {
    expect(escapeHtml(`<script>"a" & 'b'</script>`)).toBe(
      '&lt;script&gt;&quot;a&quot; &amp; &#39;b&#39;&lt;/script&gt;',
    );
  });
});

describe('summarize', () => {
  it('collapses whitespace and keeps short text whole', () => {
    expect(summarize('  A  painted\n\nstone  ')).toBe('A painted stone');
  });

  it('cuts long text at a word with an ellipsis', () => {
    const text = 'word '.repeat(100);
    const result = summarize(text, 50);
    expect(result.length).toBeLessThanOrEqual(50);
    expect(result).toMatch(/word…$/);
  });
});

describe('shareImagePath', () => {
  it("picks the main image's widest variant", () => {
    expect(shareImagePath(fakeProductImages('x'))).toBe('/media/products/x-1280.webp');
  });

  it('falls back to the main image itself without variants, and to nothing without a main image', () => {
    const [main, ...sidebars] = fakeProductImages('x');
    expect(shareImagePath([{ ...main!, variants: [] }])).toBe('/media/products/x-1280.webp');
    expect(shareImagePath(sidebars)).toBeUndefined();
  });
});

describe('siteOrigin', () => {
  it('prefers PUBLIC_URL', () => {
    expect(siteOrigin('https://shop.example/', 'http', 'internal:3000')).toBe(
      'https://shop.example',
    );
  });

  it('builds the origin from the request otherwise', () => {
    expect(siteOrigin(undefined, 'http', 'localhost:3000')).toBe('http://localhost:3000');
    expect(siteOrigin(undefined, 'https', 'shop.example')).toBe('https://shop.example');
  });

  it('refuses a host header that is not a host', () => {
    expect(siteOrigin(undefined, 'http', 'evil.example/"><script>')).toBeUndefined();
    expect(siteOrigin(undefined, 'http', undefined)).toBeUndefined();
  });
});

describe('renderProductPage', () => {
  it('writes the title, description, image and URL into the page', () => {
    const html = renderProductPage(TEMPLATE, productPageMeta(product(), 'https://shop.example'));
    expect(html).toContain('<title>Ganesha | Shilpa Art Studio</title>');
    expect(html).not.toContain('Hand-painted stone art and paintings</title>');
    expect(metaContent(html, 'og:title')).toEqual(['Ganesha']);
    expect(metaContent(html, 'description')).toEqual(['Hand-painted stone']);
    expect(metaContent(html, 'og:description')).toEqual(['Hand-painted stone']);
    expect(metaContent(html, 'og:image')).toEqual([
      'https://shop.example/media/products/ganesha-1280.webp',
    ]);
    expect(metaContent(html, 'og:url')).toEqual([`https://shop.example/productoverview/${ID}`]);
    expect(metaContent(html, 'og:type')).toEqual(['product']);
    expect(metaContent(html, 'og:site_name')).toEqual(['Shilpa Art Studio']);
    expect(metaContent(html, 'twitter:card')).toEqual(['summary_large_image']);
    expect(metaContent(html, 'twitter:title')).toEqual(['Ganesha']);
    expect(metaContent(html, 'twitter:description')).toEqual(['Hand-painted stone']);
    expect(metaContent(html, 'twitter:image')).toEqual([
      'https://shop.example/media/products/ganesha-1280.webp',
    ]);
    expect(html).not.toContain('Site description');
    // The tags sit in the head, the rest of the page is untouched.
    expect(html.indexOf('og:title')).toBeLessThan(html.indexOf('</head>'));
    expect(html).toContain('<body><div id="root"></div></body>');
  });

  it('keeps a hostile title and description inside their attributes and text', () => {
    const meta = productPageMeta(
      product({
        title: `"><script>alert(1)</script> $& $' Tom's`,
        description: `</title><img src=x onerror=alert(1)>`,
      }),
      'https://shop.example',
    );
    const html = renderProductPage(TEMPLATE, meta);
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<img');
    expect(html).toContain(
      '<title>&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt; $&amp; $&#39; Tom&#39;s | Shilpa Art Studio</title>',
    );
    expect(metaContent(html, 'og:title')).toEqual([
      '&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt; $&amp; $&#39; Tom&#39;s',
    ]);
    expect(metaContent(html, 'og:description')).toEqual([
      '&lt;/title&gt;&lt;img src=x onerror=alert(1)&gt;',
    ]);
  });

  it('uses the small card and no image tags for a product without a main image', () => {
    const html = renderProductPage(
      TEMPLATE,
      productPageMeta(product({ images: [] }), 'https://shop.example'),
    );
    expect(metaContent(html, 'og:image')).toEqual([]);
    expect(metaContent(html, 'twitter:image')).toEqual([]);
    expect(metaContent(html, 'twitter:card')).toEqual(['summary']);
  });

  it('falls back to the site description for an empty one', () => {
    const meta = productPageMeta(product({ description: '   ' }), undefined);
    expect(meta.description).toBe(SHOP_DESCRIPTION);
    expect(meta.url).toBe(`/productoverview/${ID}`);
  });

  it('adds a head to a template without one', () => {
    const html = renderProductPage(
      '<!doctype html><div id="root"></div>',
      productPageMeta(product(), 'https://shop.example'),
    );
    expect(html).toMatch(/^<!doctype html><head><title>Ganesha \| Shilpa Art Studio<\/title>/);
    expect(html.indexOf('og:title')).toBeLessThan(html.indexOf('</head>'));
    expect(html).toMatch(/<\/head><div id="root"><\/div>$/);
  });

  it('puts each tag in once', () => {
    const tags = productMetaTags(productPageMeta(product(), 'https://shop.example'));
    const keys = [...tags.matchAll(/(?:name|property)="([^"]+)"/g)].map((match) => match[1]);
    expect(keys.sort()).toEqual(
      [
        'description',
        'og:description',
        'og:image',
        'og:site_name',
        'og:title',
        'og:type',
        'og:url',
        'twitter:card',
        'twitter:description',
        'twitter:image',
        'twitter:title',
      ].sort(),
    );
  });
});

describe('withSiteMeta', () => {
  it('adds og:site_name and a default description when missing', () => {
    const html = withSiteMeta('<html><head><title>T</title></head><body></body></html>');
    expect(metaContent(html, 'og:site_name')).toEqual(['Shilpa Art Studio']);
    expect(metaContent(html, 'description')).toEqual([SHOP_DESCRIPTION]);
  });

  it("keeps the build's own description and adds only what is missing", () => {
    const html = withSiteMeta(TEMPLATE);
    // The template's own (multi-line) description stays and no second one is added.
    expect(html).toContain('Site description');
    expect(html.match(/name="description"/g)).toHaveLength(1);
    expect(metaContent(html, 'og:site_name')).toEqual(['Shilpa Art Studio']);
    expect(withSiteMeta(html)).toBe(html);
  });
});
