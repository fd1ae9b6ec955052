import type {
  AdminContactListQuery,
  AdminContactListResponse,
  AdminContactMessageResponse,
  ContactMessage,
} from '@artshop/shared';
import { api } from '../../../store/api';

export interface SetMessageReadArgs {
  id: string;
  read: boolean;
}

/**
 * The 'Messages' screen's calls (decision 0046). The list is searched, filtered and paged by the
 * server; marking a message read or unread refetches it, so the unread marker and count follow the
 * server.
 */
export const adminMessagesApi = api
  .enhanceEndpoints({ addTagTypes: ['ContactMessage'] })
  .injectEndpoints({
    endpoints: (build) => ({
      getContactMessages: build.query<AdminContactListResponse, AdminContactListQuery>({
        query: ({ q, unread, page }) => ({
          url: '/admin/contact-messages',
          params: { q: q || undefined, unread: unread || undefined, page },
        }),
        providesTags: [{ type: 'ContactMessage', id: 'LIST' }],
      }),
      setContactMessageRead: build.mutation<ContactMessage, SetMessageReadArgs>({
        query: ({ id, read }) => ({
          url: `/admin/contact-messages/${encodeURIComponent(id)}`,
          method: 'PATCH',
          body: { read },
        }),
        transformResponse: (body: AdminContactMessageResponse) => body.contactMessage,
        invalidatesTags: (_result, error) =>
          error ? [] : [{ type: 'ContactMessage', id: 'LIST' }],
      }),
    }),
  });

export const { useGetContactMessagesQuery, useSetContactMessageReadMutation } = adminMessagesApi;
