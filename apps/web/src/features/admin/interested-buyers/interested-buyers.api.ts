import type { InterestedBuyer, InterestedBuyersResponse } from '@artshop/shared';
import { api } from '../../../store/api';

/** The admin interested buyers call (spec section 7 'Reviews and interest'). */
export const adminInterestedBuyersApi = api.injectEndpoints({
  endpoints: (build) => ({
    getInterestedBuyers: build.query<InterestedBuyer[], void>({
      query: () => '/user/interested-buyer',
      transformResponse: (body: InterestedBuyersResponse) => body.interestedBuyersData,
    }),
  }),
});

export const { useGetInterestedBuyersQuery } = adminInterestedBuyersApi;
