import type { AdminOffer, CreateOfferInput, OfferStatus } from '@artshop/shared';
import { api } from '../../../store/api';

export interface AdminOfferListArgs {
  q: string;
  status: OfferStatus | '';
}

const OFFER_LIST = { type: 'AdminOffer' as const, id: 'LIST' };
/** The custom art list: an offer moves its request to 'quoted'. */
const CUSTOM_ART_LIST = { type: 'CustomArt' as const, id: 'LIST' };
/** The dashboard: withdrawing an accepted offer releases its painting's reservation. */
const PRODUCT_ADMIN_LIST = { type: 'Product' as const, id: 'ADMIN_LIST' };

/**
 * The back-office offer calls (decision 0052): the list (searched and filtered by the server, with
 * the effective status, so 'expired' is the server's word), making an offer and withdrawing one.
 * A write refetches the lists it changes rather than patching them: the server decides the status.
 */
export const adminOffersApi = api
  .enhanceEndpoints({ addTagTypes: ['AdminOffer'] })
  .injectEndpoints({
    endpoints: (build) => ({
      getAdminOffers: build.query<AdminOffer[], AdminOfferListArgs>({
        query: ({ q, status }) => ({
          url: '/admin/offers',
          params: { q: q || undefined, status: status || undefined },
        }),
        transformResponse: (body: { offers: AdminOffer[] }) => body.offers,
        providesTags: [OFFER_LIST],
      }),
      createAdminOffer: build.mutation<AdminOffer, CreateOfferInput>({
        query: (body) => ({ url: '/admin/offers', method: 'POST', body }),
        transformResponse: (body: { offer: AdminOffer }) => body.offer,
        invalidatesTags: (_result, error, input) =>
          error ? [] : input.customArtId ? [OFFER_LIST, CUSTOM_ART_LIST] : [OFFER_LIST],
      }),
      withdrawAdminOffer: build.mutation<AdminOffer, string>({
        query: (id) => ({
          url: `/admin/offers/${encodeURIComponent(id)}/withdraw`,
          method: 'POST',
        }),
        transformResponse: (body: { offer: AdminOffer }) => body.offer,
        invalidatesTags: (_result, error) => (error ? [] : [OFFER_LIST, PRODUCT_ADMIN_LIST]),
      }),
    }),
  });

export const {
  useGetAdminOffersQuery,
  useCreateAdminOfferMutation,
  useWithdrawAdminOfferMutation,
} = adminOffersApi;
