import { createApi, fetchBaseQuery } from '@reduxjs/toolkit/query/react';

/**
 * The one RTK Query API. Features add their endpoints with `api.injectEndpoints` in their own
 * `<feature>.api.ts`, so no feature imports another and the admin endpoints stay in the admin chunk.
 * Every call sends credentials (the spec: 'All calls send credentials (cookies) to the API host').
 */
export const api = createApi({
  reducerPath: 'api',
  baseQuery: fetchBaseQuery({ baseUrl: '/api', credentials: 'include' }),
  tagTypes: ['Product', 'Review', 'WebsiteReview', 'User', 'Cart', 'Order', 'Coupon', 'CustomArt'],
  endpoints: () => ({}),
});
