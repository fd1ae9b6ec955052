import { describe, expect, it } from 'vitest';
import type { Product, ProductImage } from '../catalog/product.schema';
import { SHOP_NAME } from '../shop';
import {
  breadcrumbJsonLd,
  organizationJsonLd,
  productJsonLd,
  schemaPrice,
  personJsonLd,
  websiteJsonLd,
} from './json-ld';

const SITE = 'https://shop.example';

const mainImage: ProductImage = {
  role: 'main',
  url: '/media/products/p-1280.webp',
  width: 1280,
  height: 960,
  variants: [
    { url: '/media/products/p-320.webp', width: 320, height: 240 },
    { url: '/media/products/p-1280.webp', width: 1280, height: 960 },
  ],
};

function product(overrides: Partial<Product> = {}): Product {
  return {
    id: '7b0c9a52-3c1e-4c8e-9d57-1f0f7f3b9a10',
    title: 'Ganesha on river stone',
    description: 'Hand-painted with acrylics.',
    price: 1499.5,
    type: 'stoneArt',
    bgColor: '#ffffff',
    artist: null,
    size: null,
    isPremium: false,
    discount: false,
    discountPercentage: 0,
    discountPrice: 1499.5,
    rating: 0,
    ratingCount: 0,
    orderCount: 0,
    createdAt: '2025-01-02T03:04:05.000Z',
    mainImageUrl: mainImage.url,
    sidebarImageUrls: [],
    images: [mainImage],
    sizes: [],
    availability: 'available',
    priceOnRequest: false,
    ...overrides,
  };
}

function size(label: string, price: number | null): Product['sizes'][number] {
  return {
    id: label,
    label,
    price,
    discount: false,
    discountPercentage: 0,
    discountPrice: price,
    weightGrams: null,
  };
}

type Offer = { price: string; priceCurrency: string; availability: string; url: string };
const offerOf = (value: Record<string, unknown>) => value.offers as Offer;

describe('schemaPrice', () => {
  it('writes integer paise as rupees with two decimals', () => {
    expect(schemaPrice(134_955)).toBe('1349.55');
    expect(schemaPrice(150_000)).toBe('1500.00');
    expect(schemaPrice(80_910)).toBe('809.10');
    expect(schemaPrice(5)).toBe('0.05');
    expect(schemaPrice(0)).toBe('0.00');
  });
});

describe('productJsonLd', () => {
  it('describes the product with absolute URLs and an Offer in INR', () => {
    const value = productJsonLd(product(), { siteUrl: SITE });
    const url = `${SITE}/productoverview/7b0c9a52-3c1e-4c8e-9d57-1f0f7f3b9a10`;
    expect(value).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'Ganesha on river stone',
      description: 'Hand-painted with acrylics.',
      image: `${SITE}/media/products/p-1280.webp`,
      url,
      sku: '7b0c9a52-3c1e-4c8e-9d57-1f0f7f3b9a10',
      brand: { '@type': 'Brand', name: SHOP_NAME },
      offers: {
        '@type': 'Offer',
        url,
        price: '1499.50',
        priceCurrency: 'INR',
        availability: 'https://schema.org/InStock',
        seller: { '@type': 'Organization', name: SHOP_NAME },
      },
    });
  });

  it('offers the price a shopper pays: the discount price when a discount counts', () => {
    const discounted = product({
      price: 1500,
      discount: true,
      discountPercentage: 10,
      discountPrice: 1349.55,
    });
    expect(offerOf(productJsonLd(discounted, { siteUrl: SITE })).price).toBe('1349.55');
    const flagOff = product({ price: 1500, discountPercentage: 10, discountPrice: 1349.55 });
    expect(offerOf(productJsonLd(flagOff, { siteUrl: SITE })).price).toBe('1500.00');
  });

  it('publishes no price in the Offer of a painting on price on request', () => {
    const ld = productJsonLd(
      product({
        type: 'painting',
        priceOnRequest: true,
        price: null,
        discountPrice: null,
        sizes: [size('Original', null), size('Print', null)],
      }),
      { siteUrl: SITE },
    );
    expect(ld.offers).toMatchObject({ '@type': 'Offer' });
    const offer = offerOf(ld);
    expect(offer).not.toHaveProperty('price');
    expect(offer).not.toHaveProperty('priceCurrency');
    expect(offer.availability).toBe('https://schema.org/InStock');
  });

  it('gives a product of several sizes an AggregateOffer from its lowest to its highest price', () => {
    const sized = product({
      price: 999,
      discountPrice: 999,
      sizes: [
        size('5 x 3 inches', 999),
        size('4 x 3 inches', 799),
        // A discount counts: 2999 less 10% sells at 2699.
        {
          ...size('6 x 5 inches', 2999),
          discount: true,
          discountPercentage: 10,
          discountPrice: 2699,
        },
      ],
    });
    expect(productJsonLd(sized, { siteUrl: SITE }).offers).toEqual({
      '@type': 'AggregateOffer',
      url: `${SITE}/productoverview/7b0c9a52-3c1e-4c8e-9d57-1f0f7f3b9a10`,
      lowPrice: '799.00',
      highPrice: '2699.00',
      offerCount: 3,
      priceCurrency: 'INR',
      availability: 'https://schema.org/InStock',
      seller: { '@type': 'Organization', name: SHOP_NAME, url: `${SITE}/` },
    });
    const single = product({ sizes: [size('5 x 3 inches', 1499.5)] });
    expect(productJsonLd(single, { siteUrl: SITE }).offers).toMatchObject({
      '@type': 'Offer',
      price: '1499.50',
    });
  });

  it('maps available, reserved and sold to InStock, OutOfStock and SoldOut', () => {
    const availabilityOf = (state: Product['availability']) =>
      offerOf(productJsonLd(product({ type: 'painting', availability: state }), { siteUrl: SITE }))
        .availability;
    expect(availabilityOf('available')).toBe('https://schema.org/InStock');
    expect(availabilityOf('reserved')).toBe('https://schema.org/OutOfStock');
    expect(availabilityOf('sold')).toBe('https://schema.org/SoldOut');
  });

  it('has no aggregateRating without reviews, and the reviews’ figures with some', () => {
    expect(productJsonLd(product(), { siteUrl: SITE })).not.toHaveProperty('aggregateRating');
    const reviewed = productJsonLd(product({ rating: 4.3, ratingCount: 7 }), { siteUrl: SITE });
    expect(reviewed.aggregateRating).toEqual({
      '@type': 'AggregateRating',
      ratingValue: 4.3,
      reviewCount: 7,
      bestRating: 5,
      worstRating: 1,
    });
  });

  it('falls back to the bare main URL of an old record, keeps a CDN image as it is, and omits a missing one', () => {
    const old = product({ images: [], mainImageUrl: '/media/old.jpg' });
    expect(productJsonLd(old, { siteUrl: SITE }).image).toBe(`${SITE}/media/old.jpg`);
    const cdn = product({ images: [], mainImageUrl: 'https://cdn.example/a.webp' });
    expect(productJsonLd(cdn, { siteUrl: SITE }).image).toBe('https://cdn.example/a.webp');
    const none = product({ images: [], mainImageUrl: null });
    expect(productJsonLd(none, { siteUrl: SITE })).not.toHaveProperty('image');
  });
});

describe('organizationJsonLd and websiteJsonLd', () => {
  it('name the shop at its origin', () => {
    expect(websiteJsonLd({ siteUrl: SITE })).toEqual({
      '@context': 'https://schema.org',
      '@type': 'WebSite',
      name: SHOP_NAME,
      url: `${SITE}/`,
      potentialAction: {
        '@type': 'SearchAction',
        target: { '@type': 'EntryPoint', urlTemplate: `${SITE}/search?q={q}` },
        'query-input': 'required name=q',
      },
    });
    expect(organizationJsonLd({ siteUrl: SITE })).toMatchObject({
      '@type': 'Organization',
      name: SHOP_NAME,
      url: `${SITE}/`,
    });
  });

  it('lists real profiles in sameAs but not a placeholder link to a site’s home page', () => {
    const value = organizationJsonLd({
      siteUrl: SITE,
      logo: '/logo.png',
      sameAs: ['https://www.instagram.com/', 'https://www.instagram.com/shilpa.art/'],
    });
    expect(value.sameAs).toEqual(['https://www.instagram.com/shilpa.art/']);
    expect(value.logo).toBe(`${SITE}/logo.png`);
    const placeholders = organizationJsonLd({
      siteUrl: SITE,
      sameAs: ['https://www.facebook.com/'],
    });
    expect(placeholders).not.toHaveProperty('sameAs');
    expect(placeholders).not.toHaveProperty('logo');
  });
});

describe('breadcrumbJsonLd', () => {
  it('numbers the steps from 1 in order', () => {
    expect(
      breadcrumbJsonLd([
        { name: 'Home', url: `${SITE}/` },
        { name: 'Stone art', url: `${SITE}/shop/stone-art` },
      ]),
    ).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: `${SITE}/` },
        { '@type': 'ListItem', position: 2, name: 'Stone art', item: `${SITE}/shop/stone-art` },
      ],
    });
  });
});

describe('personJsonLd', () => {
  it('names the artist, the page, the photo, the bio and the city, working for the shop', () => {
    const artist = {
      name: 'Meera Pillai',
      slug: 'meera-pillai',
      city: 'Kochi',
      bio: 'Backwaters at dawn. ',
      photo: { url: '/media/artists/m-640.webp' },
    };
    expect(personJsonLd(artist, { siteUrl: SITE })).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Person',
      name: 'Meera Pillai',
      url: `${SITE}/artists/meera-pillai`,
      image: `${SITE}/media/artists/m-640.webp`,
      description: 'Backwaters at dawn.',
      homeLocation: { '@type': 'Place', name: 'Kochi' },
      worksFor: { '@type': 'Organization', name: SHOP_NAME, url: `${SITE}/` },
    });
    const bare = personJsonLd({ ...artist, city: '', bio: '', photo: null }, { siteUrl: SITE });
    expect(Object.keys(bare)).toEqual(['@context', '@type', 'name', 'url', 'worksFor']);
  });
});
