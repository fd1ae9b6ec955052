import {
  WEBSITE_REVIEWS_MAX_PAGE,
  type WebsiteReview,
  type WebsiteReviewCreatedResponse,
  type WebsiteReviewInput,
  type WebsiteReviewListResponse,
} from '@artshop/shared';
import { api } from '../../../store/api';

// The home carousel's list carries the same tag, so it reloads after the admin's change too.
const listTag = [{ type: 'WebsiteReview' as const, id: 'LIST' }];

/** The admin website review calls (spec section 7 'Reviews and interest'). */
export const adminWebsiteReviewsApi = api.injectEndpoints({
  endpoints: (build) => ({
    // A page of the largest size at a time, newest first; 'Load more reviews' asks for the next
    // (decision 0115).
    getAdminWebsiteReviews: build.infiniteQuery<WebsiteReviewListResponse, void, number>({
      infiniteQueryOptions: {
        initialPageParam: 0,
        getNextPageParam: (lastPage, _allPages, lastOffset) => {
          const next = lastOffset + WEBSITE_REVIEWS_MAX_PAGE;
          return next < lastPage.total ? next : undefined;
        },
      },
      // 'no-cache' revalidates with the server: the public list's browser max-age would otherwise
      // hide the admin's own change when the list reloads after it.
      query: ({ pageParam }) => ({
        url: `/website-reviews?limit=${WEBSITE_REVIEWS_MAX_PAGE}&offset=${pageParam}`,
        cache: 'no-cache',
      }),
      providesTags: listTag,
    }),
    createAdminWebsiteReview: build.mutation<WebsiteReview, WebsiteReviewInput>({
      query: (body) => ({ url: '/website-reviews', method: 'POST', body }),
      transformResponse: (body: WebsiteReviewCreatedResponse) => body.data,
      // Spec section 7: 'the list is reloaded after success'.
      invalidatesTags: (_result, error) => (error ? [] : listTag),
    }),
    deleteAdminWebsiteReview: build.mutation<void, string>({
      query: (id) => ({ url: `/website-reviews/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: (_result, error) => (error ? [] : listTag),
    }),
  }),
});

export const {
  useGetAdminWebsiteReviewsInfiniteQuery,
  useCreateAdminWebsiteReviewMutation,
  useDeleteAdminWebsiteReviewMutation,
} = adminWebsiteReviewsApi;
