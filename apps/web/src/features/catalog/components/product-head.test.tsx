import { SHOP_NAME } from '@artshop/shared';
import { render } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  StructuredDataProvider,
  type StructuredDataSink,
} from '../../../components/seo/structured-data';
import { SiteUrlProvider } from '../../../lib/site-url';
import { makeProduct, storedImage } from '../../../test/products';
import { ProductHead } from './product-head';

const SITE = 'https://shop.example';

const renderHead = (product = makeProduct()) =>
  render(
    <SiteUrlProvider value={SITE}>
      <ProductHead product={product} />
    </SiteUrlProvider>,
  );

/** The JSON-LD the server renderer collects (the browser's build leaves it out: SSR is false). */
function serverJsonLd(product: ReturnType<typeof makeProduct>) {
  vi.stubEnv('SSR', true);
  const sink: StructuredDataSink = new Map();
  renderToString(
    <StructuredDataProvider value={sink}>
      <SiteUrlProvider value={SITE}>
        <ProductHead product={product} />
      </SiteUrlProvider>
    </StructuredDataProvider>,
  );
  return [...sink.values()].flat();
}

afterEach(() => {
  vi.unstubAllEnvs();
});

const meta = (key: string) =>
  document.head.querySelector(`meta[property="${key}"]`)?.getAttribute('content');

describe('ProductHead', () => {
  it("titles the page with the product and previews its main image's widest variant", () => {
    const main = storedImage('monsoon');
    // Smallest first, as stored: the preview must still pick 1280.
    renderHead(
      makeProduct({ id: 'p9', title: 'Monsoon Evening', images: [{ ...main, role: 'main' }] }),
    );
    expect(document.title).toBe(`Monsoon Evening | ${SHOP_NAME}`);
    expect(meta('og:type')).toBe('product');
    expect(meta('og:url')).toBe(`${SITE}/productoverview/p9`);
    expect(meta('og:image')).toBe(`${SITE}/media/products/monsoon-1280.webp`);
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
      `${SITE}/productoverview/p9`,
    );
  });

  it('writes the Product with its Offer, and the breadcrumb through its own collection', () => {
    const jsonLd = serverJsonLd(
      makeProduct({ id: 'p7', title: 'Lotus', type: 'painting', availability: 'sold' }),
    );
    expect(jsonLd.map((node) => node['@type'])).toEqual(['Product', 'BreadcrumbList']);
    expect(jsonLd[0]).toMatchObject({
      name: 'Lotus',
      offers: {
        price: '1500.00',
        priceCurrency: 'INR',
        availability: 'https://schema.org/SoldOut',
      },
    });
    expect(jsonLd[1]?.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: `${SITE}/` },
      { '@type': 'ListItem', position: 2, name: 'Paintings', item: `${SITE}/shop/paintings` },
      { '@type': 'ListItem', position: 3, name: 'Lotus', item: `${SITE}/productoverview/p7` },
    ]);
  });

  it('draws no JSON-LD in the browser', () => {
    const { container } = renderHead(makeProduct({ id: 'p8' }));
    expect(container.querySelector('script')).toBeNull();
    expect(document.querySelector('script[type="application/ld+json"]')).toBeNull();
  });
});
