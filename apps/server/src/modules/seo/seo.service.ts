import {
  artistPath,
  DISALLOWED_PATH_PREFIXES,
  PUBLIC_PAGE_PATHS,
  productPath,
} from '@artshop/shared';
import { desc } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { products } from '../../db/schema';
import { listArtistSlugs } from '../catalog/artists.service';
import { shown } from '../catalog/catalog.service';

/**
 * What crawlers read besides the pages (decision 0063): /sitemap.xml names every public page and
 * every product a shopper can open; /robots.txt keeps them out of personal, back-office and API
 * paths.
 */

export interface SitemapEntry {
  /** The page's path on the shop's origin. */
  path: string;
  /** When its content last changed, where the shop knows it. */
  lastModified?: Date;
}

/**
 * The public pages, then every product the catalogue shows (the same rule as its lists and its
 * product answer, so a hidden product is in neither), newest first, then every artist's page
 * (decision 0108). Only ids, slugs and times are read.
 */
export async function sitemapEntries(db: Db): Promise<SitemapEntry[]> {
  const [rows, artists] = await Promise.all([
    db
      .select({ id: products.id, updatedAt: products.updatedAt })
      .from(products)
      .where(shown)
      .orderBy(desc(products.createdAt), desc(products.id)),
    listArtistSlugs(db),
  ]);
  return [
    ...PUBLIC_PAGE_PATHS.map((path) => ({ path })),
    ...rows.map((row) => ({ path: productPath(row.id), lastModified: row.updatedAt })),
    ...artists.map((artist) => ({ path: artistPath(artist.slug), lastModified: artist.updatedAt })),
  ];
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
