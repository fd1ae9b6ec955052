import { SHOP_NAME } from '@artshop/shared';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SiteUrlProvider } from '../../../lib/site-url';
import { makeProduct, storedImage } from '../../../test/products';
import { ProductHead } from './product-head';

const SITE = 'https://shop.example';

function renderHead(product = makeProduct()) {
  const { container } = render(
    <SiteUrlProvider value={SITE}>
      <ProductHead product={product} />
    </SiteUrlProvider>,
  );
  const jsonLd = [...container.querySelectorAll('script[type="application/ld+json"]')].map(
    (script) => JSON.parse(script.textContent ?? '') as Record<string, unknown>,
  );
  return { jsonLd };
}

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
    const { jsonLd } = renderHead(
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
});
