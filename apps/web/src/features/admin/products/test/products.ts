import type { AdminProduct, AdminProductListResponse, ProductImage } from '@artshop/shared';
import { makePricedProduct, storedImage } from '../../../../test/products';

/** Test data: a product with its three 4:3 images, as the admin list returns it. */
export function adminProduct(overrides: Partial<AdminProduct> = {}): AdminProduct {
  const id = overrides.id ?? 'p1';
  const image = (name: string, role: ProductImage['role']): ProductImage => ({
    ...storedImage(name, 3 / 4),
    role,
  });
  const images = [image(id, 'main'), image(`${id}-s1`, 'sidebar'), image(`${id}-s2`, 'sidebar')];
  return makePricedProduct({
    createdAt: '2026-01-01T00:00:00.000Z',
    mainImageUrl: images[0]!.url,
    sidebarImageUrls: [images[1]!.url, images[2]!.url],
    images,
    // Its type's defaults (GST_DEFAULTS) unless a test sets them.
    hsnCode: null,
    gstRate: null,
    ...overrides,
  });
}

export function listResponse(
  products: AdminProduct[],
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
