import type {
  AdminOrder,
  AdminOrderListQuery,
  AdminOrderListResponse,
  AdminOrderResponse,
  AdminOrderStatusInput,
  Refund,
  RefundInput,
  RefundResponse,
  ShippingSettingsResponse,
  ShiprocketCouriersResponse,
  ShiprocketShipResponse,
} from '@artshop/shared';
import { api } from '../../../store/api';

/** A step with what it carries: the parcel for 'shipped', an optional reason for 'cancelled'. */
export type SetOrderStatusArgs = { id: string } & AdminOrderStatusInput;

export interface CreateRefundArgs extends RefundInput {
  orderId: string;
  /** Made once per opening of the refund dialog, so a retried submit never refunds twice. */
  idempotencyKey: string;
}

/** After a change the order's row (and the page listing it) is fetched again from the server. */
const orderChanged = (error: unknown, id: string) =>
  error
    ? []
    : [
        { type: 'Order' as const, id },
        { type: 'Order' as const, id: 'ADMIN_LIST' },
      ];

/**
 * The admin order calls. The list is searched and paged by the server; a status change or a refund
 * refetches the page that shows the order, so its row, its refunds and the stat cards follow the
 * server.
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
      query: ({ id, ...body }) => ({
        url: `/order/${encodeURIComponent(id)}/status`,
        method: 'PUT',
        body,
      }),
      transformResponse: (body: AdminOrderResponse) => body.order,
      invalidatesTags: (_result, error, { id }) => orderChanged(error, id),
    }),
    createRefund: build.mutation<Refund, CreateRefundArgs>({
      query: ({ orderId, idempotencyKey, amount, reason, method, reference }) => ({
        url: `/order/${encodeURIComponent(orderId)}/refunds`,
        method: 'POST',
        headers: { 'Idempotency-Key': idempotencyKey },
        // A cash on delivery order's refund says how the shop paid it (decision 0102).
        body: { amount, reason, ...(method ? { method, reference } : {}) },
      }),
      transformResponse: (body: RefundResponse) => body.refund,
      invalidatesTags: (_result, error, { orderId }) => orderChanged(error, orderId),
    }),
    /** Ship in one click (decision 0095); a refusal comes back with Shiprocket's words. */
    shipWithShiprocket: build.mutation<ShiprocketShipResponse, { id: string; courierId?: number }>({
      query: ({ id, courierId }) => ({
        url: `/order/${encodeURIComponent(id)}/shiprocket`,
        method: 'POST',
        body: courierId === undefined ? {} : { courierId },
      }),
      invalidatesTags: (_result, error, { id }) => orderChanged(error, id),
    }),
    getShiprocketCouriers: build.query<ShiprocketCouriersResponse, string>({
      query: (id) => `/order/${encodeURIComponent(id)}/shiprocket/couriers`,
      // Rates change: ask again each time the admin opens the choice.
      keepUnusedDataFor: 0,
    }),
    /** A manually shipped COD order's cash received, with its reference (decision 0101). */
    recordCashReceived: build.mutation<AdminOrder, { id: string; reference: string }>({
      query: ({ id, reference }) => ({
        url: `/order/${encodeURIComponent(id)}/cash-received`,
        method: 'POST',
        body: { reference },
      }),
      transformResponse: (body: AdminOrderResponse) => body.order,
      invalidatesTags: (_result, error, { id }) => orderChanged(error, id),
    }),
    /** Whether the shop ships with Shiprocket (the back-office's shipping settings say). */
    getShiprocketOn: build.query<boolean, void>({
      query: () => '/admin/shipping-settings',
      transformResponse: (body: ShippingSettingsResponse) => body.shiprocket,
    }),
  }),
});

export const {
  useGetAdminOrdersQuery,
  useSetOrderStatusMutation,
  useCreateRefundMutation,
  useShipWithShiprocketMutation,
  useLazyGetShiprocketCouriersQuery,
  useGetShiprocketOnQuery,
  useRecordCashReceivedMutation,
} = adminOrdersApi;
