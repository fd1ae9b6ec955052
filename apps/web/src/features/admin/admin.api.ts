import type {
  AdminProfile,
  AdminSessionResponse,
  AdminSigninInput,
  AdminSigninResponse,
  AdminSigninResult,
  AdminSigninVerifyInput,
  AdminStatsResponse,
  OrderStatsDto,
} from '@artshop/shared';
import { api } from '../../store/api';

/**
 * The admin session calls (spec section 7 'Admin') and the sidebar's order figures. `getAdmin` has
 * no cache tag on purpose: the guard and the sign-in page each ask the server afresh, and nothing
 * else may refetch it and blank the page mid-work.
 */
export const adminApi = api.enhanceEndpoints({ addTagTypes: ['AdminStats'] }).injectEndpoints({
  endpoints: (build) => ({
    getAdmin: build.query<AdminProfile, void>({
      query: () => '/admin',
      transformResponse: (body: AdminSessionResponse) => body.admin,
    }),
    // Named apart from the customer `signin` mutation: endpoint names share one namespace.
    // With two-factor sign-in on, the answer is `{ twoFactorRequired }` and no session yet.
    adminSignIn: build.mutation<AdminSigninResult, AdminSigninInput>({
      query: (body) => ({ url: '/admin/signin', method: 'POST', body }),
    }),
    // The second step: the challenge travels in its httpOnly cookie, the code in the body.
    adminSignInVerify: build.mutation<AdminSigninResponse, AdminSigninVerifyInput>({
      query: (body) => ({ url: '/admin/signin/verify', method: 'POST', body }),
    }),
    adminSignOut: build.mutation<void, void>({
      query: () => ({ url: '/admin/signout', method: 'POST' }),
    }),
    getAdminStats: build.query<OrderStatsDto, void>({
      query: () => '/admin/stats',
      transformResponse: (body: AdminStatsResponse) => body.orders,
      // Other admin screens that change orders may invalidate 'AdminStats' to refresh the sidebar.
      providesTags: ['AdminStats'],
    }),
  }),
});

export const {
  useLazyGetAdminQuery,
  useAdminSignInMutation,
  useAdminSignInVerifyMutation,
  useAdminSignOutMutation,
  useGetAdminStatsQuery,
} = adminApi;
