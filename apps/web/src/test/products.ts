import {
  NO_SHOWN_PRICE,
  type PricedProduct,
  type Product,
  type StoredImage,
} from '@artshop/shared';

/** A stored image with its three widths; `aspect` is height over width (1 = square). */
export function storedImage(name: string, aspect = 1): StoredImage {
  const variants = [320, 640, 1280].map((width) => ({
    url: `/media/products/${name}-${width}.webp`,
    width,
    height: width * aspect,
  }));
  return { url: `/media/products/${name}-1280.webp`, width: 1280, height: 1280 * aspect, variants };
}

/**
 * A complete product as the shop's public answers carry it, with sensible defaults; override what
 * a test cares about. A 'Price on request' one carries no price, as the server sends it (decision
 * 0089).
 */
export function makeProduct(overrides: Partial<Product> = {}): Product {
  const { price, discountPrice, sizes, ...rest } = overrides;
  const product: Product = makePricedProduct({
    ...rest,
    ...(price == null ? {} : { price }),
    ...(discountPrice == null ? {} : { discountPrice }),
  });
  if (sizes) product.sizes = sizes;
  if (!product.priceOnRequest) return product;
  return {
    ...product,
    ...NO_SHOWN_PRICE,
    sizes: product.sizes.map((size) => ({ ...size, ...NO_SHOWN_PRICE })),
  };
}

/** A product with its prices, as the back-office and the cart see it. */
export function makePricedProduct(overrides: Partial<PricedProduct> = {}): PricedProduct {
  const id = overrides.id ?? 'p1';
  const product: Omit<PricedProduct, 'sizes'> = {
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
