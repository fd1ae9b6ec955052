import type { CartItem } from '@artshop/shared';

/** A stone-art cart line as the API returns it (prices in rupees). */
export const cartItem = (overrides: Partial<CartItem> = {}): CartItem => ({
  id: 'p1',
  title: 'Ganesha Stone',
  description: 'Hand-painted stone',
  price: 1500,
  type: 'stoneArt',
  bgColor: '#ffffff',
  artist: null,
  size: '5 x 3 inches',
  isPremium: false,
  discount: true,
  discountPercentage: 20,
  discountPrice: 1200,
  rating: 0,
  ratingCount: 0,
  orderCount: 0,
  createdAt: '2025-01-01T00:00:00.000Z',
  mainImageUrl: '/media/p1.webp',
  sidebarImageUrls: [],
  images: [],
  availability: 'available',
  quantity: 1,
  ...overrides,
});
