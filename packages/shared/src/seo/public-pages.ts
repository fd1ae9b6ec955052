import type { ProductType } from '../catalog/product.schema';

/**
 * The shop's pages as search engines see them, written once for /sitemap.xml and /robots.txt
 * (decision 0063). Paths match the web app's route table (apps/web/src/app/routes.tsx).
 */

export interface NamedPage {
  path: string;
  /** The page's name in a breadcrumb trail (search results show it). */
  name: string;
}

export const HOME_PAGE: NamedPage = { path: '/', name: 'Home' };

/** Each product type's collection page: a product page's breadcrumb runs through it. */
export const COLLECTION_PAGES: Record<ProductType, NamedPage> = {
  painting: { path: '/shop/paintings', name: 'Paintings' },
  stoneArt: { path: '/shop/stone-art', name: 'Stone Art' },
};

/** Every public page worth indexing, besides the product pages. */
export const PUBLIC_PAGE_PATHS: readonly string[] = [
  HOME_PAGE.path,
  COLLECTION_PAGES.painting.path,
  COLLECTION_PAGES.stoneArt.path,
  '/customarts',
  '/careers/about-us',
  '/careers/career',
  '/careers/faq',
  '/careers/terms-conditions',
  '/privacy',
  '/careers/contact-us',
  '/careers/operating-guidelines',
];

/**
 * Path prefixes crawlers are asked to keep out of: personal and back-office pages (nothing to find
 * without a session), the API, and pages opened from an emailed token (the token must not be
 * crawled, and the page says nothing without it).
 */
export const DISALLOWED_PATH_PREFIXES = [
  '/admin',
  '/my-account',
  '/account/',
  '/checkout',
  '/api/',
  '/reset-password',
  '/unsubscribe',
  '/newsletter/confirm',
] as const;

/** A product page's path; the id is encoded so any id stays one path segment. */
export function productPath(id: string): string {
  return `/productoverview/${encodeURIComponent(id)}`;
}

/** An artist's page (decision 0108); the slug is encoded so it stays one path segment. */
export function artistPath(slug: string): string {
  return `/artists/${encodeURIComponent(slug)}`;
}

/** What a crawler reads for a sitemap file the index does not list. */
export const sitemapMessages = {
  fileNotFound: 'No such sitemap file.',
} as const;
