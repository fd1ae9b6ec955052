import type { MyCustomArtRequest, Offer } from '@artshop/shared';

/** An open offer for a painting as `GET /api/offers` answers it (money in rupees). */
export const makeOffer = (overrides: Partial<Offer> = {}): Offer => ({
  id: 'of1',
  kind: 'painting',
  productId: 'p1',
  customArtId: null,
  title: 'Monsoon Evening',
  imageUrl: '/media/products/p1-640.webp',
  price: 12500,
  deliveryFee: 50,
  note: null,
  status: 'open',
  expiresAt: '2999-01-01T00:00:00.000Z',
  createdAt: '2026-03-10T06:00:00.000Z',
  orderId: null,
  withdrawnReason: null,
  ...overrides,
});

/** One of the customer's custom art requests as `GET /api/customArt/mine` answers it. */
export const makeRequest = (overrides: Partial<MyCustomArtRequest> = {}): MyCustomArtRequest => ({
  id: 'ca1',
  description: 'Our two cats on a river stone, sitting together',
  createdAt: '2026-03-01T06:00:00.000Z',
  status: 'pending',
  stage: 'requested',
  imageUrl: null,
  photos: [],
  offers: [],
  ...overrides,
});
