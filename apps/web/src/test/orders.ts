import type { Order } from '@artshop/shared';

type OrderItem = Order['orderItems'][number];

/** One line of an order: a stone at full price. */
export const orderItem = (overrides: Partial<OrderItem> = {}): OrderItem => ({
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
  ...overrides,
});

/** A paid order as the API returns it (money in rupees). */
export const makeOrder = (overrides: Partial<Order> = {}): Order => ({
  id: '7f3c1a52-0d4e-4b7a-9c1e-1234abcd5678',
  number: 'AS-1042',
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
  addressParts: null,
  name: 'Asha Rao',
  email: 'asha@example.com',
  phone: '9876543210',
  provider: 'test',
  createdAt: '2026-01-05T10:00:00.000Z',
  paidAt: '2026-01-05T10:01:00.000Z',
  orderItems: [orderItem()],
  shipment: null,
  refunds: [],
  refunded: 0,
  refundPending: 0,
  cancelledAt: null,
  cancelReason: null,
  invoice: null,
  offerId: null,
  attention: null,
  ...overrides,
});

/** What tracking adds to a shipment the courier has not reported on yet (decision 0096). */
export const untracked = {
  stage: null,
  events: [],
  deliveredAt: null,
  returnedAt: null,
  undeliveredReason: null,
  reattemptRequestedAt: null,
} satisfies Partial<NonNullable<Order['shipment']>>;
