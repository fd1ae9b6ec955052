import type {
  CreateOrderInput,
  CreateOrderResponse,
  OrderResponse,
  TestPaymentInput,
  TestPaymentResponse,
} from '@artshop/shared';
import { api } from '../../store/api';

export interface TestPaymentArgs extends TestPaymentInput {
  orderId: string;
}

/** The money path's calls (DESIGN section 3): create the order, pay it in test mode, read its status. */
export const checkoutApi = api.injectEndpoints({
  endpoints: (build) => ({
    createOrder: build.mutation<CreateOrderResponse, CreateOrderInput>({
      query: (body) => ({ url: '/order', method: 'POST', body }),
      // A new pending order appears in My Orders.
      invalidatesTags: (_result, error) => (error ? [] : ['Order']),
    }),
    payTestOrder: build.mutation<TestPaymentResponse, TestPaymentArgs>({
      query: ({ orderId, outcome }) => ({
        url: `/payments/test/${encodeURIComponent(orderId)}`,
        method: 'POST',
        body: { outcome },
      }),
    }),
    /** The payment status page's order; polled while the payment is pending, so never cached long. */
    orderByRef: build.query<OrderResponse, string>({
      query: (ref) => `/order/razorpay/${encodeURIComponent(ref)}`,
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useCreateOrderMutation, usePayTestOrderMutation, useOrderByRefQuery } = checkoutApi;
