import {
  collectionFiltersFromSearch,
  collectionFiltersToSearch,
  COLLECTION_PAGES,
  productTypes,
  searchParamsFromSearch,
  searchParamsToSearch,
  type ProductType,
} from '@artshop/shared';
import type { QueryRule } from '../catalog/response-cache-key';

/**
 * The query a server-rendered page depends on (decision 0070): what the web app reads while
 * rendering a public page on the server. Today that is a collection's sort and filters (decision
 * 0089: `sort`, `size`, `minPrice`, `maxPrice`, `availability`) and the search page's words,
 * filters and sort (decision 0107), each read by the same shared function as
 * the page (`collectionFiltersFromSearch`, `searchParamsFromSearch`) and written back in its
 * canonical order, so a value the page drops (an unknown sort, a reversed range) keys no page of its
 * own. Pages that read more of the query (a token, a tab) are pages of one person, sent as the bare
 * shell and never stored.
 *
 * Everything else in an address (`utm_*`, `gclid`, any made-up parameter) gives the same page, so
 * it is rendered and kept once, with one ETag. When a page starts reading a parameter, add it here.
 */
const COLLECTION_TYPES = new Map<string, ProductType>(
  productTypes.map((type) => [COLLECTION_PAGES[type].path, type]),
);

export const pageQueryKey: QueryRule = (pathname, search) => {
  // The search page (decision 0107) reads its words, filters and sort, the same shared way.
  if (pathname === '/search') {
    if (search === '') return '';
    const params = searchParamsFromSearch(new URLSearchParams(search));
    return new URLSearchParams(searchParamsToSearch(params)).toString();
  }
  const type = COLLECTION_TYPES.get(pathname);
  if (search === '' || type === undefined) return '';
  const filters = collectionFiltersFromSearch(type, new URLSearchParams(search));
  return new URLSearchParams(collectionFiltersToSearch(filters)).toString();
};

/** The address the renderer is given: the path and only the query the page reads. */
export function pageRenderUrl(pathname: string, search: string): string {
  const query = pageQueryKey(pathname, search);
  return query ? `${pathname}?${query}` : pathname;
}
