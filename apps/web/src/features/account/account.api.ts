import type { ChangePasswordInput, ProfileInput, UserResponse } from '@artshop/shared';
import { api } from '../../app/api';

export interface MessageResponse {
  message: string;
}

/**
 * The account area's calls. A profile change invalidates 'User', so the session query reloads the
 * user and the auth store follows (features do not import each other's slices).
 */
export const accountApi = api.injectEndpoints({
  endpoints: (build) => ({
    updateProfile: build.mutation<UserResponse, ProfileInput>({
      query: (body) => ({ url: '/user', method: 'POST', body }),
      invalidatesTags: ['User'],
    }),
    changePassword: build.mutation<MessageResponse, ChangePasswordInput>({
      query: (body) => ({ url: '/auth/changepassword', method: 'POST', body }),
    }),
    /** The customer's orders; the list itself arrives with the checkout issue. */
    getMyOrders: build.query<unknown[], void>({
      query: () => '/order/user',
      transformResponse: (body: { orders?: unknown[] } | unknown[]) =>
        Array.isArray(body) ? body : (body.orders ?? []),
      providesTags: ['Order'],
    }),
  }),
});

export const { useUpdateProfileMutation, useChangePasswordMutation, useGetMyOrdersQuery } =
  accountApi;
