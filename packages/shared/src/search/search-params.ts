import type { ProductType } from '../catalog/product.schema';
import type { Availability } from '../offers/offer.schema';
import { formatINR } from '../money';

/**
 * The shop's search (decision 0107) without Zod: its values, its address and its words, for the
 * header's field and the search page (the shopper shell carries no Zod, decision 0064).
 */

// The lists of product.schema.ts and offer.schema.ts, written again without their Zod module (the
// type check keeps them equal both ways).
const SEARCH_TYPES = ['painting', 'stoneArt'] as const satisfies readonly ProductType[];
const SEARCH_AVAILABILITY = [
  'available',
  'reserved',
  'sold',
] as const satisfies readonly Availability[];
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : never) : never;
const sameTypes: Same<(typeof SEARCH_TYPES)[number], ProductType> = true;
const sameAvailability: Same<(typeof SEARCH_AVAILABILITY)[number], Availability> = true;
void sameTypes;
void sameAvailability;

export const searchSorts = ['relevance', 'newest', 'price-asc', 'price-desc'] as const;
export type SearchSort = (typeof searchSorts)[number];

/** A painting's shape from its main photo: wider, taller, or about as wide as tall. */
export const orientations = ['landscape', 'portrait', 'square'] as const;
export type Orientation = (typeof orientations)[number];

/** A search asks for this many products at a time; the page's 'Load more' asks for the next. */
export const SEARCH_PAGE_SIZE = 24;
export const SEARCH_MAX_LIMIT = 100;
/** Longer text than this is not a search a shopper types. */
export const SEARCH_MAX_QUERY = 100;

/**
 * The price bands the facets count, whole rupees, bounds included; the last has no top. A band is
 * the `minPrice`/`maxPrice` a shopper can pick, so its count is what that filter lists.
 */
export const SEARCH_PRICE_BANDS: readonly { min: number; max: number | null }[] = [
  { min: 0, max: 1_999 },
  { min: 2_000, max: 4_999 },
  { min: 5_000, max: 9_999 },
  { min: 10_000, max: 24_999 },
  { min: 25_000, max: 49_999 },
  { min: 50_000, max: null },
];

/** The search page's address: what the page, its prefetch and the server's page cache all read. */
export interface SearchParams {
  q: string;
  type: '' | ProductType;
  availability: '' | Availability;
  orientation: '' | Orientation;
  sort: SearchSort;
  minPrice: string;
  maxPrice: string;
}

interface SearchLike {
  get(name: string): string | null;
}

const WHOLE_RUPEES = /^\d{1,8}$/;
const pickOf = <T extends string>(values: readonly T[], value: string | null): T | '' =>
  (values as readonly string[]).includes(value ?? '') ? (value as T) : '';

/** The search in an address; a value the server would refuse is dropped rather than shown broken. */
export function searchParamsFromSearch(search: SearchLike): SearchParams {
  const price = (name: string) => {
    const value = search.get(name)?.trim() ?? '';
    return WHOLE_RUPEES.test(value) ? String(Number(value)) : '';
  };
  let minPrice = price('minPrice');
  let maxPrice = price('maxPrice');
  if (minPrice && maxPrice && Number(minPrice) > Number(maxPrice)) [minPrice, maxPrice] = ['', ''];
  return {
    q: (search.get('q') ?? '').replace(/\s+/g, ' ').trim().slice(0, SEARCH_MAX_QUERY),
    type: pickOf(SEARCH_TYPES, search.get('type')),
    availability: pickOf(SEARCH_AVAILABILITY, search.get('availability')),
    orientation: pickOf(orientations, search.get('orientation')),
    sort: pickOf(searchSorts, search.get('sort')) || 'relevance',
    minPrice,
    maxPrice,
  };
}

/** The query for the address and the API alike: only what is set, in one order. */
export function searchParamsToSearch(params: SearchParams): Record<string, string> {
  const out: Record<string, string> = {};
  if (params.availability) out.availability = params.availability;
  if (params.maxPrice) out.maxPrice = params.maxPrice;
  if (params.minPrice) out.minPrice = params.minPrice;
  if (params.orientation) out.orientation = params.orientation;
  if (params.q) out.q = params.q;
  if (params.sort !== 'relevance') out.sort = params.sort;
  if (params.type) out.type = params.type;
  return out;
}

/** The search page's path for a query. */
export function searchPath(params: Partial<SearchParams>): string {
  const search = searchParamsToSearch({
    q: '',
    type: '',
    availability: '',
    orientation: '',
    sort: 'relevance',
    minPrice: '',
    maxPrice: '',
    ...params,
  });
  // As URLSearchParams writes a query (a space is '+'), without needing the DOM's types here.
  const encode = (value: string) => encodeURIComponent(value).replace(/%20/g, '+');
  const query = Object.entries(search)
    .map(([name, value]) => `${name}=${encode(value)}`)
    .join('&');
  return query ? `/search?${query}` : '/search';
}

/** The shopper's words on the search page. */
export const searchUi = {
  heading: (q: string) => (q ? `Results for '${q}'` : 'All artworks'),
  count: (total: number) => (total === 1 ? '1 artwork' : `${total} artworks`),
  noResults: 'No artworks match your search.',
  noResultsHint: 'Check the spelling, try fewer words, or clear the filters.',
  clearFilters: 'Clear filters',
  sortLabel: 'Sort by',
  sortOptions: {
    relevance: 'Best match',
    newest: 'Newest',
    'price-asc': 'Price: low to high',
    'price-desc': 'Price: high to low',
  } satisfies Record<SearchSort, string>,
  facetHeadings: {
    type: 'Type',
    price: 'Price',
    availability: 'Availability',
    orientation: 'Orientation',
  },
  typeNames: { painting: 'Paintings', stoneArt: 'Stone art' } satisfies Record<ProductType, string>,
  availabilityNames: { available: 'Available now', reserved: 'Reserved', sold: 'Sold' },
  orientationNames: {
    landscape: 'Landscape',
    portrait: 'Portrait',
    square: 'Square',
  } satisfies Record<Orientation, string>,
  any: 'Any',
  priceBand: (min: number, max: number | null) =>
    max === null
      ? `${formatINR(min)} and above`
      : min === 0
        ? `Under ${formatINR(max + 1)}`
        : `${formatINR(min)} to ${formatINR(max)}`,
  /** A facet value's count beside it, for screen readers too. */
  withCount: (label: string, count: number) => `${label} (${count})`,
  filters: 'Filters',
  priceOnRequestNote: "'Price on request' pieces are outside the price filter.",
} as const;
