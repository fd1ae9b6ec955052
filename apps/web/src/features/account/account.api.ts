import type {
  ChangePasswordInput,
  Order,
  OrderListResponse,
  ProfileInput,
  UserResponse,
} from '@artshop/shared';
import { api } from '../../store/api';

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
    /** The customer's own orders, newest first (`GET /api/order/user`). */
    getMyOrders: build.query<Order[], void>({
      query: () => '/order/user',
      transformResponse: (body: OrderListResponse) => body.orders,
      providesTags: ['Order'],
    }),
  }),
});

export const { useUpdateProfileMutation, useChangePasswordMutation, useGetMyOrdersQuery } =
  accountApi;
