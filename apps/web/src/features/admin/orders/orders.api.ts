import type {
  AdminOrder,
  AdminOrderListQuery,
  AdminOrderListResponse,
  AdminOrderResponse,
  FulfilmentStatusValue,
} from '@artshop/shared';
import { api } from '../../../store/api';

export interface SetOrderStatusArgs {
  id: string;
  status: FulfilmentStatusValue;
}

/**
 * The admin order calls. The list is searched and paged by the server; a status change refetches
 * the page that shows the order, so its row and the stat cards follow the server.
 */
export const adminOrdersApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAdminOrders: build.query<AdminOrderListResponse, AdminOrderListQuery>({
      query: ({ q, status, limit, offset }) => ({
        url: '/order',
        params: { q: q || undefined, status: status || undefined, limit, offset },
      }),
      providesTags: (result) => [
        { type: 'Order', id: 'ADMIN_LIST' },
        ...(result?.orders ?? []).map((order) => ({ type: 'Order' as const, id: order.id })),
      ],
    }),
    setOrderStatus: build.mutation<AdminOrder, SetOrderStatusArgs>({
      query: ({ id, status }) => ({
        url: `/order/${encodeURIComponent(id)}/status`,
        method: 'PUT',
        body: { status },
      }),
      transformResponse: (body: AdminOrderResponse) => body.order,
      invalidatesTags: (_result, error, { id }) => (error ? [] : [{ type: 'Order', id }]),
    }),
  }),
});

export const { useGetAdminOrdersQuery, useSetOrderStatusMutation } = adminOrdersApi;
