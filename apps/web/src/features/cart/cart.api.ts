import type { CartResponse, CouponResponse } from '@artshop/shared';
import { api } from '../../store/api';

export interface UpdateCartItemArgs {
  productId: string;
  quantity: number;
  /** The line's size by name (names are unique within a product; decision 0082). */
  size: string;
}

export interface RemoveCartItemArgs {
  productId: string;
  /** The line's size; without it every line of the product goes (a product that left the cart). */
  size?: string;
}

/**
 * The server says why it removed the cart's coupon once (decision 0058), on whichever read found it
 * no longer valid: the notice stays shown over later answers until a coupon is applied again.
 */
const keptNotice = (previous: CartResponse, incoming: CartResponse): string | null =>
  incoming.couponNotice ?? (incoming.coupon ? null : previous.couponNotice);

/** Every cart call answers with the whole cart; the cached `getCart` takes it as it comes. */
const replaceCachedCart = async (
  queryFulfilled: Promise<{ data: CartResponse }>,
  dispatch: (action: unknown) => unknown,
  // The customer chose a coupon (or none): an older notice has had its say.
  { choseCoupon = false }: { choseCoupon?: boolean } = {},
) => {
  try {
    const { data } = await queryFulfilled;
    dispatch(
      cartApi.util.updateQueryData('getCart', undefined, (draft) => {
        draft.cartItems = data.cartItems;
        draft.isFirstOrder = data.isFirstOrder;
        draft.coupon = data.coupon;
        draft.couponNotice = choseCoupon ? data.couponNotice : keptNotice(draft, data);
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
      merge: (cached, incoming) => ({ ...incoming, couponNotice: keptNotice(cached, incoming) }),
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
        ...(size ? { params: { size } } : {}),
      }),
      onQueryStarted: (_args, { dispatch, queryFulfilled }) =>
        replaceCachedCart(queryFulfilled, dispatch),
    }),
    /** A coupon may expire at any time, so every lookup asks the server afresh. */
    lookUpCoupon: build.query<CouponResponse, string>({
      query: (code) => `/coupons/${encodeURIComponent(code)}`,
      keepUnusedDataFor: 0,
    }),
    /**
     * Applies a coupon to the server's cart (decision 0058): it survives reloads and Back to Cart.
     */
    applyCartCoupon: build.mutation<CartResponse, string>({
      query: (code) => ({ url: '/user/cart/coupon', method: 'PUT', body: { code } }),
      onQueryStarted: (_code, { dispatch, queryFulfilled }) =>
        replaceCachedCart(queryFulfilled, dispatch, { choseCoupon: true }),
    }),
    removeCartCoupon: build.mutation<CartResponse, void>({
      query: () => ({ url: '/user/cart/coupon', method: 'DELETE' }),
      onQueryStarted: (_args, { dispatch, queryFulfilled }) =>
        replaceCachedCart(queryFulfilled, dispatch, { choseCoupon: true }),
    }),
  }),
});

export const {
  useGetCartQuery,
  useUpdateCartItemMutation,
  useRemoveCartItemMutation,
  useLazyLookUpCouponQuery,
  useApplyCartCouponMutation,
  useRemoveCartCouponMutation,
} = cartApi;
