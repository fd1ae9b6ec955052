import {
  collectionFiltersToSearch,
  COLLECTION_PAGE_SIZE,
  type CollectionFilters,
  type CustomerInterest,
  type DeliveryEstimate,
  type Product,
  type ProductPageResponse,
  type ProductReview,
  type ProductReviewInput,
  type ProductReviewListResponse,
  type ProductType,
  type WebsiteReview,
} from '@artshop/shared';
import { api } from '../../store/api';
import { pickRecommendations } from './lib/recommendations';

/** Reviews shown at first and fetched per 'Load More Reviews' click. */
export const REVIEWS_PAGE_SIZE = 4;

export interface AddToCartInput {
  productId: string;
  quantity: number;
  /** The size's name; the server also finds the size by it (decision 0082). */
  size: string;
  /** The size's id, which the server prices the line by when given. */
  sizeId?: string;
}

const productListTags = [{ type: 'Product' as const, id: 'LIST' }];

/**
 * A collection: one type, with its sort and filters from the address (decision 0089; paintings may
 * ask for the sold ones only, the collection's 'Sold' filter).
 */
export interface CollectionQuery {
  type: ProductType;
  filters: CollectionFilters;
}

export const catalogApi = api.injectEndpoints({
  endpoints: (build) => ({
    getNewArrivals: build.query<Product[], void>({
      query: () => '/newarrivals',
      transformResponse: (body: { products: Product[] }) => body.products,
      providesTags: productListTags,
    }),
    getTopSellers: build.query<Product[], void>({
      query: () => '/topsellers',
      transformResponse: (body: { products: Product[] }) => body.products,
      providesTags: productListTags,
    }),
    // A collection, one page per 'Load more': the server filters, orders and counts (`total`), so
    // every page continues the last one. Without a filter it lists what can still be bought.
    getProductsByType: build.infiniteQuery<ProductPageResponse, CollectionQuery, number>({
      infiniteQueryOptions: {
        initialPageParam: 0,
        getNextPageParam: (lastPage, _allPages, lastOffset) => {
          const next = lastOffset + COLLECTION_PAGE_SIZE;
          return next < lastPage.total ? next : undefined;
        },
      },
      query: ({ queryArg: { type, filters }, pageParam }) => {
        const search = new URLSearchParams({
          ...collectionFiltersToSearch(filters),
          limit: String(COLLECTION_PAGE_SIZE),
          offset: String(pageParam),
        });
        return `/adminop/type/${type}?${search}`;
      },
      providesTags: productListTags,
    }),
    // The delivery estimate for a PIN code (docs/shipping.md): the answer's public max-age lets the
    // browser keep it for hours, as the server does.
    getDeliveryEstimate: build.query<DeliveryEstimate, string>({
      query: (pin) => `/delivery/estimate?pin=${encodeURIComponent(pin)}`,
    }),
    getProduct: build.query<Product, string>({
      // 'no-cache' revalidates with the server (a cheap 304 when nothing changed): a painting's
      // availability changes the moment it is paid, and the answer's public max-age would
      // otherwise show a visitor (or its buyer) 'Reserved' or 'Interested to buy' after the sale.
      query: (id) => ({ url: `/adminop/${encodeURIComponent(id)}`, cache: 'no-cache' }),
      transformResponse: (body: { data: Product }) => body.data,
      providesTags: (_result, _error, id) => [{ type: 'Product', id }],
    }),
    // 'You might also like' for one product: the spec's pool call (`/adminop/all`, no credentials)
    // with the picks made here, so the cache entry, and the page data a server-rendered product page
    // carries, hold the 4 picks rather than the whole pool. The pool's answer is public and cached by
    // the browser (max-age and ETag), so moving between products does not download it every time.
    getRecommendations: build.query<Product[], string>({
      query: () => ({ url: '/adminop/all', credentials: 'omit' }),
      transformResponse: (body: { data: Product[] }, _meta, currentId) =>
        pickRecommendations(body.data, currentId),
      providesTags: productListTags,
    }),
    // One cache entry per product; each page is fetched by offset so 'Load More Reviews' appends.
    getProductReviews: build.infiniteQuery<ProductReviewListResponse, string, number>({
      infiniteQueryOptions: {
        initialPageParam: 0,
        getNextPageParam: (lastPage, _allPages, lastOffset) => {
          const next = lastOffset + REVIEWS_PAGE_SIZE;
          return next < lastPage.total ? next : undefined;
        },
      },
      // 'no-cache' revalidates with the server (a cheap 304 when nothing changed): the list's public
      // max-age would otherwise hide a review this visitor has just posted.
      query: ({ queryArg, pageParam }) => ({
        url: `/adminop/reviews/${encodeURIComponent(queryArg)}?limit=${REVIEWS_PAGE_SIZE}&offset=${pageParam}`,
        cache: 'no-cache',
      }),
      providesTags: (_result, _error, productId) => [{ type: 'Review', id: productId }],
    }),
    addProductReview: build.mutation<
      { review: ProductReview },
      ProductReviewInput & { productId: string }
    >({
      query: ({ productId, ...body }) => ({
        url: `/adminop/reviews/${encodeURIComponent(productId)}`,
        method: 'POST',
        body,
      }),
      // The server's new average and count (decision 0077) show on the page and every card.
      invalidatesTags: (_result, error, { productId }) =>
        error
          ? []
          : [
              { type: 'Review', id: productId },
              { type: 'Product', id: productId },
              ...productListTags,
            ],
    }),
    getWebsiteReviews: build.query<WebsiteReview[], void>({
      query: () => '/website-reviews',
      transformResponse: (body: { data: WebsiteReview[] }) => body.data,
      providesTags: [{ type: 'WebsiteReview', id: 'LIST' }],
    }),
    // Whether the signed-in customer already showed interest: then the page says so (decision 0081).
    getInterestStatus: build.query<CustomerInterest, string>({
      query: (productId) => `/user/interested-buyer/${encodeURIComponent(productId)}`,
      keepUnusedDataFor: 0,
    }),
    registerInterest: build.mutation<{ message: string }, string>({
      query: (productID) => ({
        url: '/user/interested-buyer',
        method: 'POST',
        body: { productID },
      }),
    }),
    addProductToCart: build.mutation<{ cartItems: unknown[] }, AddToCartInput>({
      query: (body) => ({ url: '/user/cart/add', method: 'POST', body }),
      invalidatesTags: (_result, error) => (error ? [] : ['Cart']),
    }),
  }),
});

export const {
  useGetNewArrivalsQuery,
  useGetTopSellersQuery,
  useGetProductsByTypeInfiniteQuery,
  useGetProductQuery,
  useGetRecommendationsQuery,
  useGetProductReviewsInfiniteQuery,
  useAddProductReviewMutation,
  useGetWebsiteReviewsQuery,
  useGetInterestStatusQuery,
  useRegisterInterestMutation,
  useAddProductToCartMutation,
  useLazyGetDeliveryEstimateQuery,
} = catalogApi;
