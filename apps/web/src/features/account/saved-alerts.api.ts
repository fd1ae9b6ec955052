import type { SavedAlertsUnsubscribeStatus } from '@artshop/shared';
import { api } from '../../store/api';

type StatusResponse = { subscription: SavedAlertsUnsubscribeStatus };

/**
 * The saved pieces' alert's unsubscribe link (decision 0122), as the newsletter's: reading the
 * link's state changes nothing; only the page's button posts the unsubscribe.
 */
export const savedAlertsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getSavedAlertsStatus: build.query<SavedAlertsUnsubscribeStatus, string>({
      query: (token) => ({ url: '/saved-alerts/unsubscribe', params: { token } }),
      transformResponse: (body: StatusResponse) => body.subscription,
    }),
    unsubscribeSavedAlerts: build.mutation<SavedAlertsUnsubscribeStatus, string>({
      query: (token) => ({ url: '/saved-alerts/unsubscribe', method: 'POST', params: { token } }),
      transformResponse: (body: StatusResponse) => body.subscription,
    }),
  }),
});

export const { useGetSavedAlertsStatusQuery, useUnsubscribeSavedAlertsMutation } = savedAlertsApi;
