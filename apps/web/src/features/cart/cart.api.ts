import type { CartResponse, CartSize, CouponResponse } from '@artshop/shared';
import { api } from '../../store/api';

export interface UpdateCartItemArgs {
  productId: string;
  quantity: number;
  size: CartSize;
}

export interface RemoveCartItemArgs {
  productId: string;
  size: CartSize;
}

/** Every cart call answers with the whole cart; the cached `getCart` takes it as it comes. */
const replaceCachedCart = async (
  queryFulfilled: Promise<{ data: CartResponse }>,
  dispatch: (action: unknown) => unknown,
) => {
  try {
    const { data } = await queryFulfilled;
    dispatch(
      cartApi.util.updateQueryData('getCart', undefined, (draft) => {
        draft.cartItems = data.cartItems;
        draft.isFirstOrder = data.isFirstOrder;
      }),
    );
  } catch {
    // The page shows the failure; the cached cart stays as the server last said.
  }
};

export const cartApi = api.injectEndpoints({
  endpoints: (build) => ({
    getCart: build.query<CartResponse, void>({
      query: () => '/user/cart',
      providesTags: ['Cart'],
    }),
    updateCartItem: build.mutation<CartResponse, UpdateCartItemArgs>({
      query: ({ productId, quantity, size }) => ({
        url: `/user/cart/${encodeURIComponent(productId)}`,
        method: 'PUT',
        body: { quantity, size },
      }),
      onQueryStarted: (_args, { dispatch, queryFulfilled }) =>
        replaceCachedCart(queryFulfilled, dispatch),
    }),
    removeCartItem: build.mutation<CartResponse, RemoveCartItemArgs>({
      query: ({ productId, size }) => ({
        url: `/user/cart/${encodeURIComponent(productId)}`,
        method: 'DELETE',
        params: { size },
      }),
      onQueryStarted: (_args, { dispatch, queryFulfilled }) =>
        replaceCachedCart(queryFulfilled, dispatch),
    }),
    /** A coupon may expire at any time, so every lookup asks the server afresh. */
    lookUpCoupon: build.query<CouponResponse, string>({
      query: (code) => `/coupons/${encodeURIComponent(code)}`,
      keepUnusedDataFor: 0,
    }),
  }),
});

export const {
  useGetCartQuery,
  useUpdateCartItemMutation,
  useRemoveCartItemMutation,
  useLazyLookUpCouponQuery,
} = cartApi;
