import type {
  WebsiteReview,
  WebsiteReviewCreatedResponse,
  WebsiteReviewInput,
  WebsiteReviewListResponse,
} from '@artshop/shared';
import { api } from '../../../store/api';

// The home carousel's list carries the same tag, so it reloads after the admin's change too.
const listTag = [{ type: 'WebsiteReview' as const, id: 'LIST' }];

/** The admin website review calls (spec section 7 'Reviews and interest'). */
export const adminWebsiteReviewsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAdminWebsiteReviews: build.query<WebsiteReview[], void>({
      // 'no-cache' revalidates with the server: the public list's browser max-age would otherwise
      // hide the admin's own change when the list reloads after it.
      query: () => ({ url: '/website-reviews', cache: 'no-cache' }),
      transformResponse: (body: WebsiteReviewListResponse) => body.data,
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
  useGetAdminWebsiteReviewsQuery,
  useCreateAdminWebsiteReviewMutation,
  useDeleteAdminWebsiteReviewMutation,
} = adminWebsiteReviewsApi;
