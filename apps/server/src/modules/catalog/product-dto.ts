import { toRupees, type Product } from '@artshop/shared';
import type { ProductRow } from '../../db/schema';

/**
 * The one mapping from a `products` row to the API's product (shared `productSchema`): paise become
 * rupees here and nowhere else, and the image list is flattened into the spec's URL fields.
 */
export function toProductDto(row: ProductRow): Product {
  const images = row.images ?? [];
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    price: toRupees(row.pricePaise),
    type: row.type,
    bgColor: row.bgColor,
    artist: row.artist,
    size: row.size,
    isPremium: row.isPremium,
    discount: row.discountPercentage > 0,
    discountPercentage: row.discountPercentage,
    discountPrice: toRupees(row.discountPricePaise),
    rating: row.rating,
    ratingCount: row.ratingCount,
    orderCount: row.orderCount,
    createdAt: row.createdAt.toISOString(),
    mainImageUrl: images.find((image) => image.role === 'main')?.url ?? null,
    sidebarImageUrls: images.filter((image) => image.role === 'sidebar').map((image) => image.url),
    images,
  };
}
