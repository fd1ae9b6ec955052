import type {
  MessageResponse,
  UnsubscribeStatus,
  UnsubscribeStatusResponse,
} from '@artshop/shared';
import { api } from '../../store/api';

/**
 * The newsletter's unsubscribe link (decision 0046). Reading the link's state changes nothing; only
 * the page's button posts the unsubscribe (mail scanners open links, people press buttons).
 */
export const unsubscribeApi = api.injectEndpoints({
  endpoints: (build) => ({
    getUnsubscribeStatus: build.query<UnsubscribeStatus, string>({
      query: (token) => ({ url: '/newsletter/unsubscribe', params: { token } }),
      transformResponse: (body: UnsubscribeStatusResponse) => body.subscription,
    }),
    unsubscribe: build.mutation<MessageResponse, string>({
      query: (token) => ({ url: '/newsletter/unsubscribe', method: 'POST', params: { token } }),
    }),
  }),
});

export const { useGetUnsubscribeStatusQuery, useUnsubscribeMutation } = unsubscribeApi;
