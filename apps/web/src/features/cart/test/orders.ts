import type { CheckoutSession, CreateOrderResponse } from '@artshop/shared';

/** `POST /api/order`'s answer for the order of `makeOrder` (src/test/orders.ts). */
export const createdOrder = (checkout: Partial<CheckoutSession> = {}): CreateOrderResponse => ({
  order: {
    id: 'o1',
    number: 'AS-1042',
    pay: 1150,
    razorpayOrderId: 'order_TEST123',
    status: 'pending',
  },
  checkout: {
    provider: 'test',
    keyId: 'test',
    amount: 115_000,
    currency: 'INR',
    razorpayOrderId: 'order_TEST123',
    callbackUrl: '/api/transaction/o1',
    name: 'Art Shop',
    description: 'Order AS-1042',
    prefill: { name: 'Asha Rao', email: 'asha@example.com', contact: '9876543210' },
    ...checkout,
  },
});
