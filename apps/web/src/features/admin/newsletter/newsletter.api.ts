import type {
  AdminSubscriberListQuery,
  AdminSubscriberListResponse,
  Newsletter,
  NewsletterInput,
  NewsletterListResponse,
  NewsletterPreview,
  NewsletterResponse,
} from '@artshop/shared';
import { api } from '../../../store/api';

/** Where the browser downloads the active subscribers (the admin cookie goes along). */
export const SUBSCRIBERS_CSV_URL = '/api/admin/newsletter/subscribers.csv';

/**
 * The 'Newsletter' screen's calls (decision 0046). The preview is a query (a POST that changes
 * nothing), so the same draft is rendered once; a send refreshes the sent list and the counts.
 */
export const adminNewsletterApi = api
  .enhanceEndpoints({ addTagTypes: ['Newsletter', 'NewsletterSubscriber'] })
  .injectEndpoints({
    endpoints: (build) => ({
      getSubscribers: build.query<AdminSubscriberListResponse, AdminSubscriberListQuery>({
        query: ({ q, page }) => ({
          url: '/admin/newsletter/subscribers',
          params: { q: q || undefined, page },
        }),
        providesTags: [{ type: 'NewsletterSubscriber', id: 'LIST' }],
      }),
      getNewsletters: build.query<Newsletter[], void>({
        query: () => '/admin/newsletter',
        transformResponse: (body: NewsletterListResponse) => body.newsletters,
        providesTags: [{ type: 'Newsletter', id: 'LIST' }],
      }),
      previewNewsletter: build.query<NewsletterPreview, NewsletterInput>({
        query: (body) => ({ url: '/admin/newsletter/preview', method: 'POST', body }),
      }),
      sendNewsletter: build.mutation<Newsletter, NewsletterInput>({
        query: (body) => ({ url: '/admin/newsletter', method: 'POST', body }),
        transformResponse: (body: NewsletterResponse) => body.newsletter,
        invalidatesTags: (_result, error) =>
          error
            ? []
            : [
                { type: 'Newsletter', id: 'LIST' },
                { type: 'NewsletterSubscriber', id: 'LIST' },
              ],
      }),
    }),
  });

export const {
  useGetSubscribersQuery,
  useGetNewslettersQuery,
  usePreviewNewsletterQuery,
  useSendNewsletterMutation,
} = adminNewsletterApi;
