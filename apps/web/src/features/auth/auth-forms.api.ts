import type { AuthResponse, SigninInput, SignupInput } from '@artshop/shared';
import { api } from '../../store/api';

/** The sign-up and sign-in calls; each answers `{ message, user }` and sets the `token` cookie. */
export const authFormsApi = api.injectEndpoints({
  endpoints: (build) => ({
    signup: build.mutation<AuthResponse, SignupInput>({
      query: (body) => ({ url: '/auth/signup', method: 'POST', body }),
    }),
    signin: build.mutation<AuthResponse, SigninInput>({
      query: (body) => ({ url: '/auth/signin', method: 'POST', body }),
    }),
  }),
});

export const { useSignupMutation, useSigninMutation } = authFormsApi;
