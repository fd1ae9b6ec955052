import type { InterestedBuyersQuery, InterestedBuyersResponse } from '@artshop/shared';
import { api } from '../../../store/api';

/**
 * The admin interested buyers call (spec section 7 'Reviews and interest'), searched and paged by
 * the server (decision 0137). Each entry says whether an offer was sent (decision 0086), so it
 * carries the offers' list tag: making or withdrawing an offer refreshes it.
 */
export const adminInterestedBuyersApi = api
  .enhanceEndpoints({ addTagTypes: ['AdminOffer'] })
  .injectEndpoints({
    endpoints: (build) => ({
      getInterestedBuyers: build.query<InterestedBuyersResponse, InterestedBuyersQuery>({
        query: ({ q, limit, offset }) => ({
          url: '/user/interested-buyer',
          params: { q: q || undefined, limit, offset },
        }),
        providesTags: [{ type: 'AdminOffer', id: 'LIST' }],
      }),
    }),
  });

export const { useGetInterestedBuyersQuery } = adminInterestedBuyersApi;
