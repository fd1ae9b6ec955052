import type { Product, StoredImage } from '@artshop/shared';

/** A stored image with its three widths; `aspect` is height over width (1 = square). */
export function storedImage(name: string, aspect = 1): StoredImage {
  const variants = [320, 640, 1280].map((width) => ({
    url: `/media/products/${name}-${width}.webp`,
    width,
    height: width * aspect,
  }));
  return { url: `/media/products/${name}-1280.webp`, width: 1280, height: 1280 * aspect, variants };
}

/** A complete product with sensible defaults; override what a test cares about. */
export function makeProduct(overrides: Partial<Product> = {}): Product {
  const id = overrides.id ?? 'p1';
  const product: Omit<Product, 'sizes'> = {
    id,
    title: 'Peacock Stone',
    description: 'A river stone painted with a peacock.',
    price: 1500,
    type: 'stoneArt',
    bgColor: '#fde68a',
    artist: null,
    size: null,
    isPremium: false,
    discount: false,
    discountPercentage: 0,
    discountPrice: 1500,
    rating: 0,
    ratingCount: 0,
    orderCount: 0,
    createdAt: '2025-01-01T00:00:00.000Z',
    mainImageUrl: `/media/products/${id}-1280.webp`,
    sidebarImageUrls: [],
    images: [{ ...storedImage(id), role: 'main' }],
    availability: 'available',
    priceOnRequest: false,
    ...overrides,
  };
  // Its own size alone, at its price, unless the test gives sizes (decision 0082).
  const ownSize = {
    id: `${id}-own-size`,
    label: product.size ?? '5 x 3 inches',
    price: product.price,
    discount: product.discount,
    discountPercentage: product.discountPercentage,
    discountPrice: product.discountPrice,
    weightGrams: null,
  };
  return { ...product, sizes: overrides.sizes ?? [ownSize] };
}
