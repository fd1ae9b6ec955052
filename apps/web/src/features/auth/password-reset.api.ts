import type {
  ForgotPasswordInput,
  MessageResponse,
  ResetPasswordInput,
  ResetPasswordResponse,
} from '@artshop/shared';
import { api } from '../../store/api';

/** Password recovery (decision 0045): ask for a reset link, then set a new password with it. */
export const passwordResetApi = api.injectEndpoints({
  endpoints: (build) => ({
    forgotPassword: build.mutation<MessageResponse, ForgotPasswordInput>({
      query: (body) => ({ url: '/auth/forgot-password', method: 'POST', body }),
    }),
    resetPassword: build.mutation<ResetPasswordResponse, ResetPasswordInput>({
      query: (body) => ({ url: '/auth/reset-password', method: 'POST', body }),
    }),
    // Asked as the link's page opens, so a used link says so first (decision 0081). A query, not
    // a mutation: it changes nothing, and it is asked again whenever the page opens.
    checkResetLink: build.query<{ valid: true }, string>({
      query: (token) => ({ url: '/auth/reset-password/check', method: 'POST', body: { token } }),
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useForgotPasswordMutation, useResetPasswordMutation, useCheckResetLinkQuery } =
  passwordResetApi;
