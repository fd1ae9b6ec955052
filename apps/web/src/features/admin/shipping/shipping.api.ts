import type { ShippingSettings, ShippingSettingsResponse } from '@artshop/shared';
import { api } from '../../../store/api';

/** The shop's own delivery promise (decision 0092): read, and saved for estimates from now on. */
export const adminShippingApi = api
  .enhanceEndpoints({ addTagTypes: ['ShippingSettings'] })
  .injectEndpoints({
    endpoints: (build) => ({
      getShippingSettings: build.query<ShippingSettingsResponse, void>({
        query: () => '/admin/shipping-settings',
        providesTags: ['ShippingSettings'],
      }),
      saveShippingSettings: build.mutation<ShippingSettingsResponse, ShippingSettings>({
        query: (body) => ({ url: '/admin/shipping-settings', method: 'PUT', body }),
        // The answer is the saved settings: put them in the cache rather than ask again.
        async onQueryStarted(_input, { dispatch, queryFulfilled }) {
          const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
          if (data) {
            dispatch(adminShippingApi.util.upsertQueryData('getShippingSettings', undefined, data));
          }
        },
      }),
    }),
  });

export const { useGetShippingSettingsQuery, useSaveShippingSettingsMutation } = adminShippingApi;
