import type {
  AdminChangePasswordInput,
  AdminTwoFactorConfirmInput,
  AdminTwoFactorConfirmResponse,
  AdminTwoFactorDisableInput,
  AdminTwoFactorSetup,
  AdminTwoFactorStatus,
  MessageResponse,
} from '@artshop/shared';
import { api } from '../../../store/api';

/**
 * The signed-in admin's two-factor sign-in (decision 0038). Turning it on or off refetches the
 * status; the set-up answer (secret, QR code) and the recovery codes are never cached.
 */
export const twoFactorApi = api.enhanceEndpoints({ addTagTypes: ['TwoFactor'] }).injectEndpoints({
  endpoints: (build) => ({
    getTwoFactorStatus: build.query<AdminTwoFactorStatus, void>({
      query: () => '/admin/two-factor',
      providesTags: ['TwoFactor'],
    }),
    startTwoFactorSetup: build.mutation<AdminTwoFactorSetup, void>({
      query: () => ({ url: '/admin/two-factor/setup', method: 'POST', body: {} }),
    }),
    confirmTwoFactor: build.mutation<AdminTwoFactorConfirmResponse, AdminTwoFactorConfirmInput>({
      query: (body) => ({ url: '/admin/two-factor/confirm', method: 'POST', body }),
      invalidatesTags: ['TwoFactor'],
    }),
    disableTwoFactor: build.mutation<MessageResponse, AdminTwoFactorDisableInput>({
      query: (body) => ({ url: '/admin/two-factor/disable', method: 'POST', body }),
      invalidatesTags: ['TwoFactor'],
    }),
    // The Security page's password change (decision 0071); nothing cached changes with it.
    changeAdminPassword: build.mutation<MessageResponse, AdminChangePasswordInput>({
      query: (body) => ({ url: '/admin/password', method: 'POST', body }),
    }),
  }),
});

export const {
  useGetTwoFactorStatusQuery,
  useStartTwoFactorSetupMutation,
  useConfirmTwoFactorMutation,
  useDisableTwoFactorMutation,
  useChangeAdminPasswordMutation,
} = twoFactorApi;
