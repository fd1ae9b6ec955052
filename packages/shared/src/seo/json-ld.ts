import { effectivePrice, shownPrice } from '../catalog/price';
import type { Product } from '../catalog/product.schema';
import { toPaise } from '../money';
import type { Availability } from '../offers/offer.schema';
import { SHOP_CURRENCY, SHOP_DESCRIPTION, SHOP_NAME } from '../shop';
import { shareImagePath } from './preview';
import { artistPath, productPath } from './public-pages';

/**
 * schema.org JSON-LD for search engines (decision 0063): pure builders of plain objects, which the
 * server renderer writes with `scriptSafeJson` into `<script type="application/ld+json">` tags.
 */

/** One JSON-LD node: plain, JSON-serialisable data. */
export type JsonLd = Record<string, unknown>;

const CONTEXT = 'https://schema.org';

/** `path` on the shop's origin (no trailing slash); an absolute URL (a CDN image) stays as it is. */
function onSite(siteUrl: string, path: string): string {
  if (/^https?:\/\//i.test(path)) return path;
  return `${siteUrl}${path.startsWith('/') ? '' : '/'}${path}`;
}

/**
 * What the shop's state means to a search engine: a reserved painting may come back when its
 * payment window lapses (out of stock for now); a sold one is gone for good.
 */
export const SCHEMA_AVAILABILITY: Record<Availability, string> = {
  available: 'https://schema.org/InStock',
  reserved: 'https://schema.org/OutOfStock',
  sold: 'https://schema.org/SoldOut',
};

/** Integer paise as the decimal rupee string schema.org's `price` wants: 134955 -> '1349.55'. */
export function schemaPrice(paise: number): string {
  const whole = Math.trunc(paise / 100);
  const rest = Math.abs(paise % 100);
  return `${whole}.${String(rest).padStart(2, '0')}`;
}

export interface SiteOptions {
  /** The shop's public origin (PUBLIC_URL), without a trailing slash. */
  siteUrl: string;
}

/** A price as schema.org's `price` wants it, from rupees: the shop's whole rupees, '1499.00'. */
function rupeePrice(rupees: number): string {
  return schemaPrice(toPaise(rupees));
}

/**
 * The product's offer: one `Offer` at the price a shopper pays now for its one size, or, with
 * several sizes at their own prices (decision 0082), an `AggregateOffer` from the lowest to the
 * highest of them. A price the owner put on request (decision 0089) is not published: the offer
 * stands without one, as the public answer carries none.
 */
function offerOf(product: Product, url: string, seller: JsonLd): JsonLd {
  const availability = SCHEMA_AVAILABILITY[product.availability];
  const own = shownPrice(product);
  if (product.priceOnRequest || !own) return { '@type': 'Offer', url, availability, seller };
  const prices = product.sizes
    .map((size) => shownPrice(size))
    .filter((price) => price !== null)
    .map(effectivePrice);
  if (prices.length > 1) {
    return {
      '@type': 'AggregateOffer',
      url,
      lowPrice: rupeePrice(Math.min(...prices)),
      highPrice: rupeePrice(Math.max(...prices)),
      offerCount: prices.length,
      priceCurrency: SHOP_CURRENCY,
      availability,
      seller,
    };
  }
  return {
    '@type': 'Offer',
    url,
    price: rupeePrice(effectivePrice(own)),
    priceCurrency: SHOP_CURRENCY,
    availability,
    seller,
  };
}

/**
 * A product page's `Product` with its offer in INR (`offerOf`). The rating is the reviews'
 * (`rating`/`ratingCount`, kept by the server on every review), and only when there are some: a
 * rating nobody gave must not show in search results.
 */
export function productJsonLd(product: Product, { siteUrl }: SiteOptions): JsonLd {
  const url = onSite(siteUrl, productPath(product.id));
  const image = shareImagePath(product.images) ?? product.mainImageUrl ?? undefined;
  const shop = { '@type': 'Organization', name: SHOP_NAME, url: onSite(siteUrl, '/') };
  return {
    '@context': CONTEXT,
    '@type': 'Product',
    name: product.title,
    description: product.description.trim() || SHOP_DESCRIPTION,
    ...(image === undefined ? {} : { image: onSite(siteUrl, image) }),
    url,
    sku: product.id,
    productID: product.id,
    brand: { '@type': 'Brand', name: SHOP_NAME },
    offers: offerOf(product, url, shop),
    ...(product.ratingCount > 0
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: product.rating,
            reviewCount: product.ratingCount,
            bestRating: 5,
            worstRating: 1,
          },
        }
      : {}),
  };
}

export interface OrganizationOptions extends SiteOptions {
  /** The shop's logo as an image URL, when it has one (the header's logo is inline SVG). */
  logo?: string;
  /** The shop's own profiles elsewhere (Instagram, Facebook, YouTube). */
  sameAs?: readonly string[];
}

/**
 * A profile is a page under a site (`https://www.instagram.com/shilpa.art/`); a site's bare root
 * (`https://www.instagram.com/`) is a placeholder link, not the shop's profile.
 */
const PROFILE_URL = /^https?:\/\/[^/?#]+\/+[^/?#]/i;
const isProfile = (url: string) => PROFILE_URL.test(url);

/** The home page's `Organization`: who sells here. */
export function organizationJsonLd({ siteUrl, logo, sameAs = [] }: OrganizationOptions): JsonLd {
  const profiles = sameAs.filter(isProfile);
  return {
    '@context': CONTEXT,
    '@type': 'Organization',
    name: SHOP_NAME,
    url: onSite(siteUrl, '/'),
    description: SHOP_DESCRIPTION,
    ...(logo ? { logo: onSite(siteUrl, logo) } : {}),
    ...(profiles.length > 0 ? { sameAs: profiles } : {}),
  };
}

/**
 * The home page's `WebSite`: the site's name as search results show it, and its search (decision
 * 0107) as a `SearchAction`, so a search engine can offer a search box that opens `/search?q=`.
 */
export function websiteJsonLd({ siteUrl }: SiteOptions): JsonLd {
  return {
    '@context': CONTEXT,
    '@type': 'WebSite',
    name: SHOP_NAME,
    url: onSite(siteUrl, '/'),
    potentialAction: {
      '@type': 'SearchAction',
      target: { '@type': 'EntryPoint', urlTemplate: `${onSite(siteUrl, '/search')}?q={q}` },
      'query-input': 'required name=q',
    },
  };
}

/** What an artist's page needs of the profile (decision 0108). */
export interface PersonFields {
  name: string;
  slug: string;
  city: string;
  bio: string;
  photo: { url: string } | null;
}

/** An artist's page's `Person`: name, page, photo, short bio and city, working for the shop. */
export function personJsonLd(artist: PersonFields, { siteUrl }: SiteOptions): JsonLd {
  return {
    '@context': CONTEXT,
    '@type': 'Person',
    name: artist.name,
    url: onSite(siteUrl, artistPath(artist.slug)),
    ...(artist.photo ? { image: onSite(siteUrl, artist.photo.url) } : {}),
    ...(artist.bio.trim() ? { description: artist.bio.trim() } : {}),
    ...(artist.city.trim() ? { homeLocation: { '@type': 'Place', name: artist.city.trim() } } : {}),
    worksFor: { '@type': 'Organization', name: SHOP_NAME, url: onSite(siteUrl, '/') },
  };
}

export interface BreadcrumbItem {
  name: string;
  /** Absolute URL of the step. */
  url: string;
}

/** A `BreadcrumbList`, first step first (Home › Stone art › the product). */
export function breadcrumbJsonLd(items: readonly BreadcrumbItem[]): JsonLd {
  return {
    '@context': CONTEXT,
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.name,
      item: item.url,
    })),
  };
}
