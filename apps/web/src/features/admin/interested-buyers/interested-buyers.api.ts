import type { InterestedBuyer, InterestedBuyersResponse } from '@artshop/shared';
import { api } from '../../../store/api';

/**
 * The admin interested buyers call (spec section 7 'Reviews and interest'). Each entry says whether
 * an offer was sent (decision 0086), so it carries the offers' list tag: making or withdrawing an
 * offer refreshes it.
 */
export const adminInterestedBuyersApi = api
  .enhanceEndpoints({ addTagTypes: ['AdminOffer'] })
  .injectEndpoints({
    endpoints: (build) => ({
      getInterestedBuyers: build.query<InterestedBuyer[], void>({
        query: () => '/user/interested-buyer',
        transformResponse: (body: InterestedBuyersResponse) => body.interestedBuyersData,
        providesTags: [{ type: 'AdminOffer', id: 'LIST' }],
      }),
    }),
  });

export const { useGetInterestedBuyersQuery } = adminInterestedBuyersApi;
