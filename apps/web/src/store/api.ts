import { createApi } from './query/create-api';
import { fetchQuery } from './query/fetch-query';
import type { BaseQuery } from './query/types';

export { hydrateApi } from './query/cache';
export { skipToken } from './query/types';

/**
 * Where the API is and how to reach it, given to the store as its thunks' extra argument. In the
 * browser neither is set: relative `/api` with the window's fetch. The server renderer sets both: an
 * absolute base (fetch needs one outside a page) and a fetch that answers in the same process.
 */
export interface ApiTransport {
  baseUrl?: string;
  fetchFn?: typeof fetch;
}

// Every call sends credentials (the spec: 'All calls send credentials (cookies) to the API host');
// fetchQuery does so unless a call says otherwise.
const baseQuery: BaseQuery = (args, extra) => {
  const transport = extra as ApiTransport | undefined;
  return fetchQuery(args, {
    baseUrl: transport?.baseUrl ?? '/api',
    fetchFn: transport?.fetchFn,
  });
};

/**
 * The one API (decision 0129: our own data layer in ./query, RTK Query's vocabulary). Features add
 * their endpoints with `api.injectEndpoints` in their own `<feature>.api.ts`, so no feature imports
 * another and the admin endpoints stay in the admin chunk. The server-rendered page's cache is handed
 * to the browser's store with `hydrateApi` before it hydrates, so the first render shows what the
 * HTML shows and nothing is fetched twice.
 */
export const api = createApi({
  baseQuery,
  tagTypes: [
    'Product',
    'Review',
    'WebsiteReview',
    'User',
    'Cart',
    'Order',
    'Coupon',
    'CustomArt',
    'Address',
    // Saved pieces (decision 0122).
    'Saved',
  ],
});
