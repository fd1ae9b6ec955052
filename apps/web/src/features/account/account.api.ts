import type {
  AddressBookResponse,
  ChangePasswordInput,
  ConsentChange,
  ConsentsResponse,
  DeleteAccountInput,
  MyCustomArtList,
  MyCustomArtRequest,
  Offer,
  Order,
  OrderListResponse,
  ProfileInput,
  SavedAddress,
  SavedAddressInput,
  SavedAddressResponse,
  UserResponse,
} from '@artshop/shared';
import { api } from '../../store/api';

export interface MessageResponse {
  message: string;
}

/**
 * The account area's calls. A profile change invalidates 'User', so the session query reloads the
 * user and the auth store follows (features do not import each other's slices).
 */
export const accountApi = api.injectEndpoints({
  endpoints: (build) => ({
    updateProfile: build.mutation<UserResponse, ProfileInput>({
      query: (body) => ({ url: '/user', method: 'POST', body }),
      invalidatesTags: ['User'],
    }),
    changePassword: build.mutation<MessageResponse, ChangePasswordInput>({
      query: (body) => ({ url: '/auth/changepassword', method: 'POST', body }),
    }),
    /** My Account > Privacy: one consent per purpose (decision 0105). */
    getConsents: build.query<ConsentsResponse, void>({
      query: () => '/user/consents',
    }),
    /** One switch; the answer is every consent as it now stands. */
    setConsent: build.mutation<ConsentsResponse, ConsentChange>({
      query: (body) => ({ url: '/user/consents', method: 'PUT', body }),
      async onQueryStarted(_change, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled;
        dispatch(accountApi.util.upsertQueryData('getConsents', undefined, data));
      },
      // The newsletter switch shows in the footer's form too (the user's `isSubscribed`).
      invalidatesTags: ['User'],
    }),
    /** Erases the account (decision 0104); the caller ends the session in the store. */
    deleteAccount: build.mutation<MessageResponse, DeleteAccountInput>({
      query: (body) => ({ url: '/user', method: 'DELETE', body }),
    }),
    /** The customer's own orders, newest first (`GET /api/order/user`). */
    getMyOrders: build.query<Order[], void>({
      query: () => '/order/user',
      transformResponse: (body: OrderListResponse) => body.orders,
      providesTags: ['Order'],
    }),
    /**
     * The customer's offers, newest first (`GET /api/offers`). Tagged 'Order' because accepting an
     * offer makes an order (and paying it moves the offer on): the checkout's order calls
     * invalidate 'Order', so the offers are asked afresh after them.
     */
    getMyOffers: build.query<Offer[], void>({
      query: () => '/offers',
      transformResponse: (body: { offers: Offer[] }) => body.offers,
      providesTags: ['Order'],
    }),
    /** The customer's custom art requests with their stage, photos and quotes. */
    getMyRequests: build.query<MyCustomArtRequest[], void>({
      query: () => '/customArt/mine',
      transformResponse: (body: MyCustomArtList) => body.requests,
      providesTags: ['CustomArt'],
    }),
    /**
     * The address book (decisions 0084, 0090), the last used first. Tagged 'Order' too: every
     * order saves its address.
     */
    getSavedAddresses: build.query<SavedAddress[], void>({
      query: () => '/user/addresses',
      transformResponse: (body: AddressBookResponse) => body.addresses,
      providesTags: ['Address', 'Order'],
    }),
    updateSavedAddress: build.mutation<SavedAddress, { id: string; address: SavedAddressInput }>({
      query: ({ id, address }) => ({
        url: `/user/addresses/${encodeURIComponent(id)}`,
        method: 'PUT',
        body: address,
      }),
      transformResponse: (body: SavedAddressResponse) => body.address,
      invalidatesTags: ['Address'],
    }),
    deleteSavedAddress: build.mutation<void, string>({
      query: (id) => ({ url: `/user/addresses/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: ['Address'],
    }),
    /** Declines an offer; the answer replaces it wherever it is cached (Offers and My requests). */
    declineOffer: build.mutation<Offer, string>({
      query: (id) => ({ url: `/offers/${encodeURIComponent(id)}/decline`, method: 'POST' }),
      transformResponse: (body: { offer: Offer }) => body.offer,
      // Refused (paid, withdrawn or lapsed meanwhile): ask both lists again to show where it stands.
      invalidatesTags: (_result, error) => (error ? ['Order', 'CustomArt'] : []),
      onQueryStarted: async (_id, { dispatch, queryFulfilled }) => {
        try {
          const { data: offer } = await queryFulfilled;
          const replace = (offers: Offer[]) => {
            const index = offers.findIndex((item) => item.id === offer.id);
            if (index >= 0) offers[index] = offer;
          };
          dispatch(accountApi.util.updateQueryData('getMyOffers', undefined, replace));
          dispatch(
            accountApi.util.updateQueryData('getMyRequests', undefined, (requests) =>
              requests.forEach((request) => replace(request.offers)),
            ),
          );
        } catch {
          // The tab shows the failure; the cached offers stay as the server last said.
        }
      },
    }),
  }),
});

export const {
  useUpdateProfileMutation,
  useChangePasswordMutation,
  useGetMyOrdersQuery,
  useGetMyOffersQuery,
  useGetMyRequestsQuery,
  useDeclineOfferMutation,
  useGetSavedAddressesQuery,
  useUpdateSavedAddressMutation,
  useDeleteSavedAddressMutation,
  useGetConsentsQuery,
  useSetConsentMutation,
  useDeleteAccountMutation,
} = accountApi;
