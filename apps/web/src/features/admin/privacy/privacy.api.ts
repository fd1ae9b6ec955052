import type { GrievanceOfficerInput, PrivacyLogResponse, PrivacyNotice } from '@artshop/shared';
import { api } from '../../../store/api';

/** Back-office > Privacy (decision 0106): the privacy log and the notice's grievance officer. */
export const adminPrivacyApi = api
  .enhanceEndpoints({ addTagTypes: ['PrivacyLog'] })
  .injectEndpoints({
    endpoints: (build) => ({
      getPrivacyLog: build.query<PrivacyLogResponse, void>({
        query: () => '/admin/privacy/log',
        providesTags: ['PrivacyLog'],
      }),
      getGrievanceOfficer: build.query<PrivacyNotice, void>({
        query: () => '/admin/privacy/grievance-officer',
      }),
      saveGrievanceOfficer: build.mutation<PrivacyNotice, GrievanceOfficerInput>({
        query: (body) => ({ url: '/admin/privacy/grievance-officer', method: 'PUT', body }),
        async onQueryStarted(_input, { dispatch, queryFulfilled }) {
          const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
          if (data) {
            dispatch(adminPrivacyApi.util.upsertQueryData('getGrievanceOfficer', undefined, data));
          }
        },
      }),
    }),
  });

export const {
  useGetPrivacyLogQuery,
  useGetGrievanceOfficerQuery,
  useSaveGrievanceOfficerMutation,
} = adminPrivacyApi;
