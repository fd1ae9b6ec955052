import type { AdminWhatsappListResponse, AdminWhatsappResponse } from '@artshop/shared';
import { api } from '../../../store/api';

/** The Mail screen's WhatsApp part (docs/whatsapp.md): the newest messages and resend. */
export const adminWhatsappApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAdminWhatsapp: build.query<AdminWhatsappListResponse, void>({
      query: () => '/admin/whatsapp',
    }),
    resendAdminWhatsapp: build.mutation<AdminWhatsappResponse, string>({
      query: (id) => ({ url: `/admin/whatsapp/${encodeURIComponent(id)}/resend`, method: 'POST' }),
    }),
  }),
});

export const { useGetAdminWhatsappQuery, useResendAdminWhatsappMutation } = adminWhatsappApi;
