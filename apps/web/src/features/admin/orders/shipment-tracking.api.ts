import type { AdminOrder, AdminOrderResponse } from '@artshop/shared';
import { api } from '../../../store/api';

/** The back-office's tracking calls (decision 0097); a change refetches the order and its page. */
export const shipmentTrackingApi = api.injectEndpoints({
  endpoints: (build) => ({
    requestReattempt: build.mutation<AdminOrder, { id: string }>({
      query: ({ id }) => ({ url: `/order/${encodeURIComponent(id)}/reattempt`, method: 'POST' }),
      transformResponse: (body: AdminOrderResponse) => body.order,
      invalidatesTags: (_result, error, { id }) =>
        error
          ? []
          : [
              { type: 'Order' as const, id },
              { type: 'Order' as const, id: 'ADMIN_LIST' },
            ],
    }),
  }),
});

export const { useRequestReattemptMutation } = shipmentTrackingApi;
