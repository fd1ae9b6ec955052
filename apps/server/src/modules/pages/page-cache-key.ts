import { COLLECTION_PAGES } from '@artshop/shared';
import type { QueryRule } from '../catalog/response-cache-key';

/**
 * The query a server-rendered page depends on (decision 0070): what the web app reads while
 * rendering a public page on the server. Today that is only the paintings' Sold filter
 * (`?availability=sold`: apps/web paintings-page.tsx's prefetch and CollectionView, which read the
 * first `availability` value and compare it with 'sold'). Pages that read more of the query (a
 * token, a tab, a search) are pages of one person, sent as the bare shell and never stored.
 *
 * Everything else in an address (`utm_*`, `gclid`, any made-up parameter) gives the same page, so
 * it is rendered and kept once, with one ETag. When a page starts reading a parameter, add it here.
 */
const SOLD_FILTER_PATHS = new Set([COLLECTION_PAGES.painting.path]);

export const pageQueryKey: QueryRule = (pathname, search) => {
  if (search === '' || !SOLD_FILTER_PATHS.has(pathname)) return '';
  return new URLSearchParams(search).get('availability') === 'sold' ? 'availability=sold' : '';
};

/** The address the renderer is given: the path and only the query the page reads. */
export function pageRenderUrl(pathname: string, search: string): string {
  const query = pageQueryKey(pathname, search);
  return query ? `${pathname}?${query}` : pathname;
}
