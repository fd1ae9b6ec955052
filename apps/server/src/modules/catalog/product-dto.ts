import {
  NO_SHOWN_PRICE,
  toProductSizeDto,
  toRupees,
  type Availability,
  type PricedProduct,
  type Product,
} from '@artshop/shared';
import type { ProductRow } from '../../db/schema';
import { sizesOf } from './product-sizes';

type AvailabilityFields = Pick<ProductRow, 'type' | 'soldAt' | 'reservedUntil'>;

/**
 * One of a kind (decision 0052): a painting is sold once a paid offer sold it, reserved while an
 * accepted offer's payment window is open, else available. Stone art is made again, so always
 * available.
 */
export function availabilityOf(row: AvailabilityFields, now: Date = new Date()): Availability {
  if (row.type !== 'painting') return 'available';
  if (row.soldAt) return 'sold';
  if (row.reservedUntil && row.reservedUntil.getTime() > now.getTime()) return 'reserved';
  return 'available';
}

/**
 * When the first of these products turns from reserved back to available by time alone, or null:
 * a cached answer holding a reservation must not outlive it (response-cache.ts `answerChangesAt`).
 */
export function availabilityChangesAt(
  rows: readonly AvailabilityFields[],
  now: Date = new Date(),
): Date | null {
  let first: Date | null = null;
  for (const row of rows) {
    if (availabilityOf(row, now) !== 'reserved' || !row.reservedUntil) continue;
    if (!first || row.reservedUntil < first) first = row.reservedUntil;
  }
  return first;
}

/** The main picture's URL, or null: what a card, a cart line or an admin list shows. */
export function mainImageUrlOf(images: ProductRow['images'] | null): string | null {
  return images?.find((image) => image.role === 'main')?.url ?? null;
}

/**
 * The one mapping from a `products` row to the product with its prices (shared
 * `pricedProductSchema`), for the back-office and the cart: paise become rupees here and nowhere
 * else, and the image list is flattened into the spec's URL fields.
 */
export function toPricedProductDto(row: ProductRow, now: Date = new Date()): PricedProduct {
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
    mainImageUrl: mainImageUrlOf(images),
    sidebarImageUrls: images.filter((image) => image.role === 'sidebar').map((image) => image.url),
    images,
    availability: availabilityOf(row, now),
    priceOnRequest: row.priceOnRequest,
    sizes: sizesOf(row).map(toProductSizeDto),
    widthCm: row.artWidthCm,
    heightCm: row.artHeightCm,
  };
}

/**
 * The product as the shop's public answers carry it (shared `productSchema`). A 'Price on request'
 * painting carries no price, in itself or its sizes (decision 0089): the rendered page, its data
 * and the API show a visitor the same thing.
 */
export function toProductDto(row: ProductRow, now: Date = new Date()): Product {
  const product = toPricedProductDto(row, now);
  if (!product.priceOnRequest) return product;
  return {
    ...product,
    ...NO_SHOWN_PRICE,
    sizes: product.sizes.map((size) => ({ ...size, ...NO_SHOWN_PRICE })),
  };
}
