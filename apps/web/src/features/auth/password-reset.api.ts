import type { ForgotPasswordInput, MessageResponse, ResetPasswordInput } from '@artshop/shared';
import { api } from '../../store/api';

/** Password recovery (decision 0045): ask for a reset link, then set a new password with it. */
export const passwordResetApi = api.injectEndpoints({
  endpoints: (build) => ({
    forgotPassword: build.mutation<MessageResponse, ForgotPasswordInput>({
      query: (body) => ({ url: '/auth/forgot-password', method: 'POST', body }),
    }),
    resetPassword: build.mutation<MessageResponse, ResetPasswordInput>({
      query: (body) => ({ url: '/auth/reset-password', method: 'POST', body }),
    }),
  }),
});

export const { useForgotPasswordMutation, useResetPasswordMutation } = passwordResetApi;
