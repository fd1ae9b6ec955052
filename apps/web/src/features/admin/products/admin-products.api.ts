import type {
  AdminProductEditedResponse,
  AdminProductListParams,
  AdminProductListResponse,
  ProductReviewListResponse,
} from '@artshop/shared';
import { api } from '../../../store/api';

/** The dashboard list; the shopper lists carry 'LIST', so a write here refreshes those too. */
const ADMIN_LIST = { type: 'Product' as const, id: 'ADMIN_LIST' };
const SHOP_LIST = { type: 'Product' as const, id: 'LIST' };

/** What a product write makes stale: the admin list, the shop's lists and the product itself. */
export const productWriteTags = (id?: string) => [
  ADMIN_LIST,
  SHOP_LIST,
  ...(id ? [{ type: 'Product' as const, id }] : []),
];

export const ADMIN_REVIEWS_PAGE_SIZE = 5;

/** Empty filters are left out of the URL, so the cache key and the server see the same thing. */
function listParams(params: AdminProductListParams): Record<string, string | number> {
  const out: Record<string, string | number> = {};
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== '') out[key] = value as string | number;
  }
  return out;
}

/** The admin product calls (spec section 7 'Admin') and the product reviews the admin moderates. */
export const adminProductsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAdminProducts: build.query<AdminProductListResponse, AdminProductListParams>({
      query: (params) => ({ url: '/admin/products', params: listParams(params) }),
      providesTags: [ADMIN_LIST],
    }),
    editAdminProduct: build.mutation<AdminProductEditedResponse, { id: string; form: FormData }>({
      query: ({ id, form }) => ({
        url: `/adminop/edit/${encodeURIComponent(id)}`,
        method: 'PUT',
        body: form,
      }),
      invalidatesTags: (_result, error, { id }) => (error ? [] : productWriteTags(id)),
    }),
    // Out of the shop, or back in it (decision 0052); a sold painting stays visible unless hidden.
    setAdminProductHidden: build.mutation<
      AdminProductEditedResponse,
      { id: string; hidden: boolean }
    >({
      query: ({ id, hidden }) => ({
        url: `/adminop/${encodeURIComponent(id)}/hidden`,
        method: 'PATCH',
        body: { hidden },
      }),
      invalidatesTags: (_result, error, { id }) => (error ? [] : productWriteTags(id)),
    }),
    // 'Price on request' on a painting's page, cards and JSON-LD, or its price again (decision 0089).
    setAdminProductPriceOnRequest: build.mutation<
      AdminProductEditedResponse,
      { id: string; priceOnRequest: boolean }
    >({
      query: ({ id, priceOnRequest }) => ({
        url: `/adminop/${encodeURIComponent(id)}/price-on-request`,
        method: 'PATCH',
        body: { priceOnRequest },
      }),
      invalidatesTags: (_result, error, { id }) => (error ? [] : productWriteTags(id)),
    }),
    deleteAdminProduct: build.mutation<void, string>({
      query: (id) => ({ url: `/adminop/delete/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: (_result, error, id) => (error ? [] : productWriteTags(id)),
    }),
    getAdminProductReviews: build.query<
      ProductReviewListResponse,
      { productId: string; limit: number }
    >({
      // 'no-cache' revalidates: the public list's max-age would otherwise show a deleted review.
      query: ({ productId, limit }) => ({
        url: `/adminop/reviews/${encodeURIComponent(productId)}?limit=${limit}&offset=0`,
        cache: 'no-cache',
      }),
      providesTags: (_result, _error, { productId }) => [{ type: 'Review', id: productId }],
    }),
    deleteAdminProductReview: build.mutation<void, { reviewId: string; productId: string }>({
      query: ({ reviewId }) => ({
        url: `/adminop/reviews/${encodeURIComponent(reviewId)}`,
        method: 'DELETE',
      }),
      // The product's rating follows its reviews.
      invalidatesTags: (_result, error, { productId }) =>
        error ? [] : [{ type: 'Review', id: productId }, ...productWriteTags(productId)],
    }),
  }),
});

export const {
  useGetAdminProductsQuery,
  useEditAdminProductMutation,
  useDeleteAdminProductMutation,
  useSetAdminProductHiddenMutation,
  useSetAdminProductPriceOnRequestMutation,
  useGetAdminProductReviewsQuery,
  useDeleteAdminProductReviewMutation,
} = adminProductsApi;
