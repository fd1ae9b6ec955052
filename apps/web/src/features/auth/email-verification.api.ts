import type { MessageResponse, VerifyEmailInput } from '@artshop/shared';
import { api } from '../../store/api';

/**
 * Confirming the account's email address (decision 0076). Only the confirmation page's button
 * posts the link's token: mail scanners open links, people press buttons. Once confirmed, the
 * session's user, the custom art requests and the offers the address finds are asked afresh.
 */
export const emailVerificationApi = api.injectEndpoints({
  endpoints: (build) => ({
    verifyEmail: build.mutation<MessageResponse, VerifyEmailInput>({
      query: (body) => ({ url: '/auth/verify-email', method: 'POST', body }),
      invalidatesTags: (_result, error) => (error ? [] : ['User', 'CustomArt', 'Order']),
    }),
    /** A new link for the signed-in account; the same answer whether or not one was sent. */
    resendVerificationEmail: build.mutation<MessageResponse, void>({
      query: () => ({ url: '/auth/verify-email/resend', method: 'POST' }),
    }),
  }),
});

export const { useVerifyEmailMutation, useResendVerificationEmailMutation } = emailVerificationApi;
