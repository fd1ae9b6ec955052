import type { InvoiceSettingsInput, InvoiceSettingsResponse } from '@artshop/shared';
import { api } from '../../../store/api';

/** Where the browser downloads a month's exports (the admin cookie goes along). */
export const invoiceRegisterUrl = (month: string) =>
  `/api/admin/invoices/register.csv?month=${encodeURIComponent(month)}`;
export const hsnSummaryUrl = (month: string) =>
  `/api/admin/invoices/hsn-summary.csv?month=${encodeURIComponent(month)}`;

/** The seller on invoices (decision 0048): read, and saved for documents issued from now on. */
export const adminInvoicesApi = api
  .enhanceEndpoints({ addTagTypes: ['InvoiceSettings'] })
  .injectEndpoints({
    endpoints: (build) => ({
      getInvoiceSettings: build.query<InvoiceSettingsResponse, void>({
        query: () => '/admin/invoice-settings',
        providesTags: ['InvoiceSettings'],
      }),
      saveInvoiceSettings: build.mutation<InvoiceSettingsResponse, InvoiceSettingsInput>({
        query: (body) => ({ url: '/admin/invoice-settings', method: 'PUT', body }),
        // The answer is the saved settings: put them in the cache rather than ask again.
        async onQueryStarted(_input, { dispatch, queryFulfilled }) {
          const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
          if (data) {
            dispatch(adminInvoicesApi.util.upsertQueryData('getInvoiceSettings', undefined, data));
          }
        },
      }),
    }),
  });

export const { useGetInvoiceSettingsQuery, useSaveInvoiceSettingsMutation } = adminInvoicesApi;
