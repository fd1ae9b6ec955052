import type {
  AdminMailDetail,
  AdminMailListQuery,
  AdminMailListResponse,
  AdminMailResponse,
} from '@artshop/shared';
import { api } from '../../../store/api';

/**
 * The back-office 'Mail' calls (decision 0043): the outbox list (filtered, searched and paged by
 * the server), one message, and resend. Outbox rows change under the screen as the sender works, so
 * the page refetches rather than trusting a cache.
 */
export const adminMailApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAdminMailList: build.query<AdminMailListResponse, AdminMailListQuery>({
      query: ({ status, q, page }) => ({
        url: '/admin/mail',
        params: { status: status || undefined, q: q || undefined, page },
      }),
    }),
    getAdminMailMessage: build.query<AdminMailDetail, string>({
      query: (id) => `/admin/mail/${encodeURIComponent(id)}`,
      transformResponse: (body: AdminMailResponse) => body.message,
    }),
    resendAdminMail: build.mutation<AdminMailDetail, string>({
      query: (id) => ({ url: `/admin/mail/${encodeURIComponent(id)}/resend`, method: 'POST' }),
      transformResponse: (body: AdminMailResponse) => body.message,
      // The open message shows its new state at once; the page refetches its list.
      async onQueryStarted(id, { dispatch, queryFulfilled }) {
        const { data: updated } = await queryFulfilled.catch(() => ({ data: null }));
        if (!updated) return;
        dispatch(adminMailApi.util.upsertQueryData('getAdminMailMessage', id, updated));
      },
    }),
  }),
});

export const { useGetAdminMailListQuery, useGetAdminMailMessageQuery, useResendAdminMailMutation } =
  adminMailApi;
