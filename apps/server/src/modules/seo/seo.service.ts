import {
  artistPath,
  DISALLOWED_PATH_PREFIXES,
  PUBLIC_PAGE_PATHS,
  productPath,
} from '@artshop/shared';
import { asc, count } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { products } from '../../db/schema';
import { listArtistSlugs } from '../catalog/artists.service';
import { shown } from '../catalog/catalog.service';

/**
 * What crawlers read besides the pages (decision 0063): /sitemap.xml is an index of files that name
 * every public page, artist and product a shopper can open (decision 0126); /robots.txt keeps them
 * out of personal, back-office and API paths.
 */

export interface SitemapEntry {
  /** The page's path on the shop's origin. */
  path: string;
  /** When its content last changed, where the shop knows it. */
  lastModified?: Date;
}

/**
 * The protocol's bound on one file (sitemaps.org: 50,000 URLs and 50 MB): past it /sitemap.xml is
 * an index of files, which it always is, so crawlers meet one shape whatever the catalogue's size
 * (decision 0126).
 */
export const SITEMAP_URLS_PER_FILE = 50_000;

/** The index's files: the shop's pages and artists, then the products a file at a time. */
export const SITEMAP_PAGES_FILE = 'pages';
export const productSitemapFile = (page: number) => `products-${page}`;
export const SITEMAP_FILE_PATTERN = /^(pages|products-([1-9][0-9]{0,5}))\.xml$/;

/** The files /sitemap.xml lists, as paths: the pages' file, then one per `perFile` products. */
export async function sitemapFiles(db: Db, perFile = SITEMAP_URLS_PER_FILE): Promise<string[]> {
  const [row] = await db.select({ count: count() }).from(products).where(shown);
  const files = Math.ceil((row?.count ?? 0) / perFile);
  return [
    SITEMAP_PAGES_FILE,
    ...Array.from({ length: files }, (_, index) => productSitemapFile(index + 1)),
  ].map((file) => `/sitemaps/${file}.xml`);
}

/** The public pages, then every artist's page (decision 0108). */
export async function pageSitemapEntries(db: Db): Promise<SitemapEntry[]> {
  const artists = await listArtistSlugs(db);
  return [
    ...PUBLIC_PAGE_PATHS.map((path) => ({ path })),
    ...artists.map((artist) => ({ path: artistPath(artist.slug), lastModified: artist.updatedAt })),
  ];
}

/**
 * The `page`th file of products the catalogue shows (the same rule as its lists and its product
 * answer, so a hidden product is in neither), oldest first: a new product lands in the last file
 * and the earlier files keep their content as the shop grows. Only ids and times are read; null
 * when there is no such file.
 */
export async function productSitemapEntries(
  db: Db,
  page: number,
  perFile = SITEMAP_URLS_PER_FILE,
): Promise<SitemapEntry[] | null> {
  const rows = await db
    .select({ id: products.id, updatedAt: products.updatedAt })
    .from(products)
    .where(shown)
    .orderBy(asc(products.createdAt), asc(products.id))
    .limit(perFile)
    .offset((page - 1) * perFile);
  if (rows.length === 0) return null;
  return rows.map((row) => ({ path: productPath(row.id), lastModified: row.updatedAt }));
}

const XML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

/** Safe as XML text (the sitemap protocol asks for all five entities in URLs). */
export function escapeXml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => XML_ESCAPES[char] ?? char);
}

/** W3C datetime to the second: the sitemap protocol's `lastmod`. */
const lastmodOf = (date: Date) => date.toISOString().replace(/\.\d{3}Z$/, 'Z');

/** The sitemap protocol's urlset, every URL absolute on `siteUrl` (no trailing slash). */
export function renderSitemap(siteUrl: string, entries: readonly SitemapEntry[]): string {
  const urls = entries.map((entry) => {
    const loc = `<loc>${escapeXml(`${siteUrl}${entry.path}`)}</loc>`;
    const lastmod = entry.lastModified ? `<lastmod>${lastmodOf(entry.lastModified)}</lastmod>` : '';
    return `  <url>${loc}${lastmod}</url>`;
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

/** The sitemap protocol's index of sitemap files, each URL absolute on `siteUrl`. */
export function renderSitemapIndex(siteUrl: string, paths: readonly string[]): string {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...paths.map((path) => `  <sitemap><loc>${escapeXml(`${siteUrl}${path}`)}</loc></sitemap>`),
    '</sitemapindex>',
    '',
  ].join('\n');
}

/** Every crawler: the disallowed prefixes and where the sitemap is. */
export function renderRobots(siteUrl: string): string {
  return [
    'User-agent: *',
    ...DISALLOWED_PATH_PREFIXES.map((prefix) => `Disallow: ${prefix}`),
    '',
    `Sitemap: ${siteUrl}/sitemap.xml`,
    '',
  ].join('\n');
}
