import type { PrivacyNotice } from '@artshop/shared';
import { api } from '../../store/api';

/** The notice's version and grievance officer (`GET /api/privacy`), edited in the back-office. */
export const privacyApi = api.injectEndpoints({
  endpoints: (build) => ({
    privacyNotice: build.query<PrivacyNotice, void>({ query: () => '/privacy' }),
  }),
});

export const { usePrivacyNoticeQuery } = privacyApi;
