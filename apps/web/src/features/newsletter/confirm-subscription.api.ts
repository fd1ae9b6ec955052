import type { ConfirmSubscriptionInput, MessageResponse } from '@artshop/shared';
import { api } from '../../store/api';

/**
 * The newsletter's confirmation link (decision 0074). Only the page's button posts it: mail
 * scanners open links, people press buttons. A confirmed address may be the signed-in customer's,
 * whose account then reads as subscribed, so the session is read again.
 */
export const confirmSubscriptionApi = api.injectEndpoints({
  endpoints: (build) => ({
    confirmSubscription: build.mutation<MessageResponse, ConfirmSubscriptionInput>({
      query: (body) => ({ url: '/newsletter/confirm', method: 'POST', body }),
      invalidatesTags: ['User'],
    }),
  }),
});

export const { useConfirmSubscriptionMutation } = confirmSubscriptionApi;
