import type { ProductType } from './product.schema';

/** A collection's orders (decision 0089): newest first, or by selling price, each way. */
export const collectionSorts = ['newest', 'price-asc', 'price-desc'] as const;
export type CollectionSort = (typeof collectionSorts)[number];

/**
 * A collection's sort and filters as its address carries them (decision 0089): a shared link shows
 * the same list. The page, its prefetch on the server and the server's page cache key all read an
 * address with these, so they agree on what it shows.
 */
export interface CollectionFilters {
  sort: CollectionSort;
  size: string;
  /** Whole rupees as typed, '' for no bound. */
  minPrice: string;
  maxPrice: string;
  /** '' (for sale), 'available' or, for paintings, 'sold'. */
  availability: '' | 'available' | 'sold';
}

export const NO_COLLECTION_FILTERS: CollectionFilters = {
  sort: 'newest',
  size: '',
  minPrice: '',
  maxPrice: '',
  availability: '',
};

const WHOLE_RUPEES = /^\d{1,8}$/;

/** The filters in an address; a value the server would refuse is left out rather than shown broken. */
/** What the reader needs of an address's query: `URLSearchParams` in the browser and on the server. */
export interface SearchLike {
  get(name: string): string | null;
}

export function collectionFiltersFromSearch(
  type: ProductType,
  search: SearchLike,
): CollectionFilters {
  const sort = search.get('sort') ?? '';
  const availability = search.get('availability') ?? '';
  const price = (name: string) => {
    const value = search.get(name)?.trim() ?? '';
    return WHOLE_RUPEES.test(value) ? String(Number(value)) : '';
  };
  let minPrice = price('minPrice');
  let maxPrice = price('maxPrice');
  if (minPrice && maxPrice && Number(minPrice) > Number(maxPrice)) [minPrice, maxPrice] = ['', ''];
  return {
    sort: (collectionSorts as readonly string[]).includes(sort)
      ? (sort as CollectionSort)
      : 'newest',
    size: (search.get('size') ?? '').trim().slice(0, 40),
    minPrice,
    maxPrice,
    availability:
      availability === 'available' || (availability === 'sold' && type === 'painting')
        ? availability
        : '',
  };
}

/** The query for the address and the API alike: only what differs from no filter, in one order. */
export function collectionFiltersToSearch(filters: CollectionFilters): Record<string, string> {
  const search: Record<string, string> = {};
  if (filters.availability) search.availability = filters.availability;
  if (filters.maxPrice) search.maxPrice = filters.maxPrice;
  if (filters.minPrice) search.minPrice = filters.minPrice;
  if (filters.size) search.size = filters.size;
  if (filters.sort !== 'newest') search.sort = filters.sort;
  return search;
}

/** How many filters (not the sort) are on: the 'Filters (n)' button's count. */
export function activeCollectionFilterCount(filters: CollectionFilters): number {
  return [filters.size, filters.minPrice || filters.maxPrice, filters.availability].filter(Boolean)
    .length;
}
