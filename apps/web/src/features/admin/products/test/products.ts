import type { AdminProductListResponse, Product, ProductImage } from '@artshop/shared';

/** Test data: a product with its three images, as the admin list returns it. */
export function adminProduct(overrides: Partial<Product> = {}): Product {
  const id = overrides.id ?? 'p1';
  const image = (name: string, role: ProductImage['role']): ProductImage => ({
    url: `/media/products/${name}-1280.webp`,
    width: 1280,
    height: 960,
    variants: [320, 640, 1280].map((width) => ({
      url: `/media/products/${name}-${width}.webp`,
      width,
      height: (width * 3) / 4,
    })),
    role,
  });
  const images = [image(id, 'main'), image(`${id}-s1`, 'sidebar'), image(`${id}-s2`, 'sidebar')];
  return {
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
    createdAt: '2026-01-01T00:00:00.000Z',
    mainImageUrl: images[0]!.url,
    sidebarImageUrls: [images[1]!.url, images[2]!.url],
    images,
    ...overrides,
  };
}

export function listResponse(
  products: Product[],
  total = products.length,
): AdminProductListResponse {
  return {
    products,
    total,
    analytics: {
      totalProducts: 12,
      paintings: 5,
      stoneArt: 7,
      activeDiscounts: 3,
      totalSales: 125000.5,
    },
  };
}

/** A file of the given type whose size is faked (jsdom keeps the bytes in memory). */
export function fakeFile(name: string, type = 'image/webp', size = 2048): File {
  const file = new File(['x'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}
