import type { CheckoutSession, CreateOrderResponse, Order } from '@artshop/shared';

/** An order as `GET /api/order/razorpay/{ref}` returns it (money in rupees). */
export const order = (overrides: Partial<Order> = {}): Order => ({
  id: '7f3c1a52-0d4e-4b7a-9c1e-1234abcd5678',
  razorpayOrderId: 'order_TEST123',
  status: 'success',
  fulfilmentStatus: null,
  pay: 1150,
  subtotal: 1500,
  discount: 0,
  welcomeOffer: 300,
  couponCode: 'SAVE100',
  couponDiscount: 100,
  delivery: 50,
  address: '1 MG Road, Pune, Maharashtra, 411001, India',
  name: 'Asha Rao',
  email: 'asha@example.com',
  phone: '9876543210',
  provider: 'test',
  createdAt: '2026-01-05T10:00:00.000Z',
  paidAt: '2026-01-05T10:01:00.000Z',
  orderItems: [
    {
      productId: 'p1',
      title: 'Ganesha Stone',
      description: 'Hand-painted stone',
      type: 'stoneArt',
      mainImageUrl: '/media/p1.webp',
      size: '5 x 3 inches',
      quantity: 1,
      price: 1500,
      discount: false,
      discountPrice: 1500,
      discountPercentage: 0,
    },
  ],
  ...overrides,
});

/** `POST /api/order`'s answer for the order above. */
export const createdOrder = (checkout: Partial<CheckoutSession> = {}): CreateOrderResponse => ({
  order: { id: 'o1', pay: 1150, razorpayOrderId: 'order_TEST123', status: 'pending' },
  checkout: {
    provider: 'test',
    keyId: 'test',
    amount: 115_000,
    currency: 'INR',
    razorpayOrderId: 'order_TEST123',
    callbackUrl: '/api/transaction/o1',
    name: 'Art Shop',
    description: 'Order o1',
    prefill: { name: 'Asha Rao', email: 'asha@example.com', contact: '9876543210' },
    ...checkout,
  },
});
