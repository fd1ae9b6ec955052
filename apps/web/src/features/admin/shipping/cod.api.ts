import type {
  CodRemittance,
  CodRemittanceInput,
  CodRemittanceList,
  CodSettings,
} from '@artshop/shared';
import { api } from '../../../store/api';

/** Cash on delivery's limit and fee, and the couriers' remittances (decisions 0099, 0101). */
export const adminCodApi = api
  .enhanceEndpoints({ addTagTypes: ['CodSettings', 'CodRemittances'] })
  .injectEndpoints({
    endpoints: (build) => ({
      getCodSettings: build.query<CodSettings, void>({
        query: () => '/admin/cod-settings',
        transformResponse: (body: { settings: CodSettings }) => body.settings,
        providesTags: ['CodSettings'],
      }),
      saveCodSettings: build.mutation<CodSettings, CodSettings>({
        query: (body) => ({ url: '/admin/cod-settings', method: 'PUT', body }),
        transformResponse: (body: { settings: CodSettings }) => body.settings,
        invalidatesTags: (_result, error) => (error ? [] : ['CodSettings']),
      }),
      getCodRemittances: build.query<CodRemittance[], void>({
        query: () => '/admin/cod-remittances',
        transformResponse: (body: CodRemittanceList) => body.remittances,
        providesTags: ['CodRemittances'],
      }),
      markCodRemitted: build.mutation<CodRemittance, CodRemittanceInput & { orderId: string }>({
        query: ({ orderId, ...body }) => ({
          url: `/admin/cod-remittances/${encodeURIComponent(orderId)}`,
          method: 'PUT',
          body,
        }),
        transformResponse: (body: { remittance: CodRemittance }) => body.remittance,
        invalidatesTags: (_result, error) => (error ? [] : ['CodRemittances']),
      }),
    }),
  });

export const {
  useGetCodSettingsQuery,
  useSaveCodSettingsMutation,
  useGetCodRemittancesQuery,
  useMarkCodRemittedMutation,
} = adminCodApi;
