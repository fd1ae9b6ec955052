import { SHOP_DESCRIPTION, SHOP_NAME } from '@artshop/shared';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { SiteUrlProvider } from '../../lib/site-url';
import { PageHead } from './page-head';

const SITE = 'https://shop.example';

const onSite = (ui: ReactElement) => <SiteUrlProvider value={SITE}>{ui}</SiteUrlProvider>;

const meta = (key: string) =>
  document.head
    .querySelector(`meta[name="${key}"], meta[property="${key}"]`)
    ?.getAttribute('content');

const canonical = () => document.head.querySelector('link[rel="canonical"]')?.getAttribute('href');

describe('PageHead in the browser', () => {
  it('puts the title, description, canonical link and preview tags into document.head', () => {
    render(
      onSite(
        <PageHead
          title="Ganesha"
          description="Hand-painted on a river stone."
          path="/productoverview/1"
          image="/media/products/g-1280.webp"
          type="product"
        />,
      ),
    );
    expect(document.title).toBe(`Ganesha | ${SHOP_NAME}`);
    expect(meta('description')).toBe('Hand-painted on a river stone.');
    expect(canonical()).toBe(`${SITE}/productoverview/1`);
    expect(meta('og:url')).toBe(`${SITE}/productoverview/1`);
    expect(meta('og:site_name')).toBe(SHOP_NAME);
    expect(meta('og:type')).toBe('product');
    expect(meta('og:title')).toBe('Ganesha');
    expect(meta('og:description')).toBe('Hand-painted on a river stone.');
    expect(meta('og:image')).toBe(`${SITE}/media/products/g-1280.webp`);
    expect(meta('twitter:card')).toBe('summary_large_image');
    expect(meta('twitter:title')).toBe('Ganesha');
    expect(meta('twitter:image')).toBe(`${SITE}/media/products/g-1280.webp`);
    expect(meta('robots')).toBeUndefined();
  });

  it("falls back to the shop's name and description, with a small card and no canonical link", () => {
    render(onSite(<PageHead />));
    expect(document.title).toBe(SHOP_NAME);
    expect(meta('description')).toBe(SHOP_DESCRIPTION);
    expect(meta('og:type')).toBe('website');
    expect(meta('twitter:card')).toBe('summary');
    expect(meta('og:image')).toBeUndefined();
    expect(canonical()).toBeUndefined();
    expect(meta('og:url')).toBeUndefined();
  });

  it('summarises a long description at a word', () => {
    const description = `${'A painted river stone. '.repeat(20)}\n\nShipped across India.`;
    render(onSite(<PageHead title="Stone" description={description} />));
    const text = meta('description') ?? '';
    expect(text.length).toBeLessThanOrEqual(200);
    expect(text).toMatch(/^A painted river stone\. A painted.*\S…$/);
    expect(meta('og:description')).toBe(text);
  });

  it('marks a noindex page and gives it nothing to preview', () => {
    render(onSite(<PageHead title="My Account" noindex />));
    expect(document.title).toBe(`My Account | ${SHOP_NAME}`);
    expect(meta('robots')).toBe('noindex');
    expect(meta('description')).toBeUndefined();
    expect(meta('og:title')).toBeUndefined();
    expect(canonical()).toBeUndefined();
  });

  it('takes its tags away when the page goes', () => {
    const view = render(onSite(<PageHead title="Gone" path="/x" />));
    view.unmount();
    expect(canonical()).toBeUndefined();
    expect(document.head.querySelector('title')).toBeNull();
  });
});

describe('PageHead on the server', () => {
  it('renders the tags into the HTML', () => {
    const html = renderToString(onSite(<PageHead title="Ganesha & Co" path="/shop/stone-art" />));
    expect(html).toContain(`<title>Ganesha &amp; Co | ${SHOP_NAME}</title>`);
    expect(html).toContain(`<link rel="canonical" href="${SITE}/shop/stone-art"/>`);
    expect(html).toContain(`<meta property="og:url" content="${SITE}/shop/stone-art"/>`);
    expect(html).toContain(`<meta name="description" content="${SHOP_DESCRIPTION}"/>`);
  });
});
