import { z } from 'zod';
import { productSchema, productTypes } from '../catalog/product.schema';
import { availabilityValues } from '../offers/offer.schema';
import { pagingQueryShape } from '../paging/paging.schema';
import {
  orientations,
  searchSorts,
  SEARCH_MAX_LIMIT,
  SEARCH_MAX_QUERY,
  SEARCH_PAGE_SIZE,
} from './search-params';

/**
 * `GET /api/search` (decision 0107): full-text search plus trigram similarity over title, artist,
 * description and type, so a misspelling still finds the piece; facets with counts; 'Price on
 * request' pieces outside every price band and range (decision 0089).
 */

export const searchMessages = {
  queryTooLong: `q must be at most ${SEARCH_MAX_QUERY} characters`,
  typeInvalid: `type must be one of ${productTypes.join(', ')}`,
  availabilityInvalid: `availability must be one of ${availabilityValues.join(', ')}`,
  orientationInvalid: `orientation must be one of ${orientations.join(', ')}`,
  sortInvalid: `sort must be one of ${searchSorts.join(', ')}`,
  minPriceInvalid: 'minPrice must be a whole number of rupees, 0 or more',
  maxPriceInvalid: 'maxPrice must be a whole number of rupees, 0 or more',
  priceRangeInvalid: 'minPrice must not be more than maxPrice',
} as const;

/** The largest price bound, in rupees (the collections' own, decision 0089). */
const PRICE_MAX_RUPEES = 10_000_000;

/** An optional value of a list; '' (a cleared form field) is no filter. */
function oneOfOrEmpty<const T extends readonly [string, ...string[]]>(values: T, message: string) {
  return z
    .union([z.literal(''), z.enum(values)], { error: message })
    .optional()
    .transform((value) => (value ? value : undefined));
}

function rupees(message: string) {
  return z
    .union([z.literal(''), z.coerce.number({ error: message })], { error: message })
    .optional()
    .transform((value, ctx) => {
      if (value === '' || value === undefined) return undefined;
      if (!Number.isInteger(value) || value < 0 || value > PRICE_MAX_RUPEES) {
        ctx.addIssue({ code: 'custom', message });
        return z.NEVER;
      }
      return value;
    });
}

/** `GET /api/search`: every parameter optional; no `q` lists every shown product, newest first. */
export const searchQuerySchema = z
  .object({
    q: z
      .string({ error: searchMessages.queryTooLong })
      .max(SEARCH_MAX_QUERY, searchMessages.queryTooLong)
      .optional()
      .transform((value) => (value ?? '').replace(/\s+/g, ' ').trim()),
    type: oneOfOrEmpty(productTypes, searchMessages.typeInvalid),
    availability: oneOfOrEmpty(availabilityValues, searchMessages.availabilityInvalid),
    orientation: oneOfOrEmpty(orientations, searchMessages.orientationInvalid),
    sort: z
      .union([z.literal(''), z.enum(searchSorts)], { error: searchMessages.sortInvalid })
      .optional()
      .transform((value) => value || 'relevance'),
    minPrice: rupees(searchMessages.minPriceInvalid),
    maxPrice: rupees(searchMessages.maxPriceInvalid),
    ...pagingQueryShape({ maxLimit: SEARCH_MAX_LIMIT, defaultLimit: SEARCH_PAGE_SIZE }),
  })
  .refine(
    (query) =>
      query.minPrice === undefined ||
      query.maxPrice === undefined ||
      query.minPrice <= query.maxPrice,
    { error: searchMessages.priceRangeInvalid, path: ['minPrice'] },
  );
export type SearchQuery = z.infer<typeof searchQuerySchema>;

const facetCount = <T extends z.ZodType>(value: T) => z.object({ value, count: z.number().int() });

/**
 * Each facet counts the products matching the text and every other chosen filter (not its own), so
 * a shopper sees what choosing another value would give.
 */
export const searchFacetsSchema = z.object({
  type: z.array(facetCount(z.enum(productTypes))),
  price: z.array(
    z.object({ min: z.number().int(), max: z.number().int().nullable(), count: z.number().int() }),
  ),
  availability: z.array(facetCount(z.enum(availabilityValues))),
  orientation: z.array(facetCount(z.enum(orientations))),
});
export type SearchFacets = z.infer<typeof searchFacetsSchema>;

export const searchResponseSchema = z.object({
  products: z.array(productSchema),
  total: z.number().int(),
  facets: searchFacetsSchema,
});
export type SearchResponse = z.infer<typeof searchResponseSchema>;
