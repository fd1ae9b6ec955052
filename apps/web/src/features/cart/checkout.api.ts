import type {
  AddressBookResponse,
  CodOptions,
  CodOrderResponse,
  CreateOrderInput,
  CreateOrderResponse,
  Offer,
  OrderResponse,
  TestPaymentInput,
  TestPaymentResponse,
} from '@artshop/shared';
import { api } from '../../store/api';

export interface TestPaymentArgs extends TestPaymentInput {
  orderId: string;
}

export interface AcceptOfferArgs {
  offerId: string;
  body: CreateOrderInput;
}

/** The money path's calls (DESIGN section 3): create the order, pay it in test mode, read its status. */
export const checkoutApi = api.injectEndpoints({
  endpoints: (build) => ({
    createOrder: build.mutation<CreateOrderResponse, CreateOrderInput>({
      query: (body) => ({ url: '/order', method: 'POST', body }),
      // A new pending order appears in My Orders. A refusal may be the cart's coupon lapsing: the
      // cart is read again, and the server then removes it with a notice.
      invalidatesTags: (_result, error) => (error ? ['Cart'] : ['Order']),
    }),
    /**
     * Accepting an offer makes its order (one line, the offer's price and delivery) and answers
     * like `POST /api/order`; 409 when it lapsed or the painting is reserved or sold.
     */
    acceptOffer: build.mutation<CreateOrderResponse, AcceptOfferArgs>({
      query: ({ offerId, body }) => ({
        url: `/offers/${encodeURIComponent(offerId)}/accept`,
        method: 'POST',
        body,
      }),
      // A new pending order appears in My Orders, and the offer is now accepted.
      invalidatesTags: (_result, error) => (error ? [] : ['Order']),
    }),
    /**
     * The offer being paid, from the customer's own offers (`GET /api/offers`), or null when it
     * is not theirs. Asked afresh on each visit: it may have lapsed or been withdrawn since.
     */
    offerToPay: build.query<Offer | null, string>({
      query: () => '/offers',
      transformResponse: (body: { offers: Offer[] }, _meta, offerId) =>
        body.offers.find((offer) => offer.id === offerId) ?? null,
      keepUnusedDataFor: 0,
    }),
    /**
     * The account's saved addresses, the last used first (decision 0084). Tagged 'Order': every
     * order made saves its address, and the order calls invalidate 'Order'; and 'Address': My
     * Account edits and deletes them (decision 0090).
     */
    savedAddresses: build.query<AddressBookResponse['addresses'], void>({
      query: () => '/user/addresses',
      transformResponse: (body: AddressBookResponse) => body.addresses,
      providesTags: ['Order', 'Address'],
    }),
    /**
     * Cash on delivery (decision 0099): the same `POST /api/order` with `paymentMethod: 'cod'`,
     * answered with the order alone (nothing to pay now; the customer confirms it with a code).
     */
    createCodOrder: build.mutation<CodOrderResponse, CreateOrderInput>({
      query: (body) => ({ url: '/order', method: 'POST', body: { ...body, paymentMethod: 'cod' } }),
      invalidatesTags: (_result, error) => (error ? ['Cart'] : ['Order', 'Cart']),
    }),
    /** Whether the cart may be paid in cash at this PIN code, and why not; asked afresh each time. */
    codOptions: build.query<CodOptions, string>({
      query: (pin) => `/order/cash-on-delivery?pin=${encodeURIComponent(pin)}`,
      keepUnusedDataFor: 0,
    }),
    /** The emailed code that confirms a COD order (decision 0100). */
    confirmCod: build.mutation<OrderResponse, { orderId: string; code: string }>({
      query: ({ orderId, code }) => ({
        url: `/order/${encodeURIComponent(orderId)}/confirm-cod`,
        method: 'POST',
        body: { code },
      }),
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

export const {
  useCreateCodOrderMutation,
  useCodOptionsQuery,
  useConfirmCodMutation,
  useCreateOrderMutation,
  useAcceptOfferMutation,
  useOfferToPayQuery,
  useSavedAddressesQuery,
  usePayTestOrderMutation,
  useOrderByRefQuery,
} = checkoutApi;
