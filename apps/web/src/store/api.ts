import { createAction } from '@reduxjs/toolkit';
import { createApi, fetchBaseQuery } from '@reduxjs/toolkit/query/react';

/**
 * Where the API is and how to reach it, given to the store as the thunk's extra argument. In the
 * browser neither is set: relative `/api` with the window's fetch. The server renderer sets both: an
 * absolute base (fetch needs one outside a page) and a fetch that answers in the same process.
 */
export interface ApiTransport {
  baseUrl?: string;
  fetchFn?: typeof fetch;
}

// Every call sends credentials (the spec: 'All calls send credentials (cookies) to the API host').
const browserQuery = fetchBaseQuery({ baseUrl: '/api', credentials: 'include' });
const transportQueries = new WeakMap<ApiTransport, typeof browserQuery>();

const baseQuery: typeof browserQuery = (args, queryApi, extra) => {
  const transport = queryApi.extra as ApiTransport | undefined;
  if (!transport?.baseUrl) return browserQuery(args, queryApi, extra);
  let query = transportQueries.get(transport);
  if (!query) {
    query = fetchBaseQuery({
      baseUrl: transport.baseUrl,
      credentials: 'include',
      fetchFn: transport.fetchFn,
    });
    transportQueries.set(transport, query);
  }
  return query(args, queryApi, extra);
};

/**
 * The server-rendered page's API cache, handed to the browser's store before it hydrates (RTK Query's
 * rehydration), so the first render shows what the HTML shows and nothing is fetched twice.
 */
export const hydrateApi = createAction<unknown>('app/hydrateApi');

/**
 * The one RTK Query API. Features add their endpoints with `api.injectEndpoints` in their own
 * `<feature>.api.ts`, so no feature imports another and the admin endpoints stay in the admin chunk.
 */
export const api = createApi({
  reducerPath: 'api',
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
  extractRehydrationInfo(action, { reducerPath }) {
    if (hydrateApi.match(action)) return (action.payload as Record<string, never>)[reducerPath];
    return undefined;
  },
  endpoints: () => ({}),
});
