import { z } from 'zod';
import { availabilitySchema } from '../offers/offer.schema';
import { productSizeSchema, shownProductSizeSchema } from './product-size.schema';

export const productTypes = ['painting', 'stoneArt'] as const;
export const productTypeSchema = z.enum(productTypes);
export type ProductType = z.infer<typeof productTypeSchema>;

/** One stored rendition of an image (WebP), so pages can build srcset and reserve space. */
export const imageVariantSchema = z.object({
  url: z.string(),
  width: z.number().int(),
  height: z.number().int(),
});
export type ImageVariant = z.infer<typeof imageVariantSchema>;

/** A stored image: `url`/`width`/`height` are the largest variant; `variants` are all, smallest first. */
export const storedImageSchema = imageVariantSchema.extend({
  variants: z.array(imageVariantSchema),
});
export type StoredImage = z.infer<typeof storedImageSchema>;

export const productImageSchema = storedImageSchema.extend({
  role: z.enum(['main', 'sidebar']),
});
export type ProductImage = z.infer<typeof productImageSchema>;

/**
 * The product with its prices, as the back-office and the cart see it (DESIGN section 3, 'Product
 * fields'). Money in rupees. The shop's public answers carry `productSchema` instead.
 */
export const pricedProductSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  price: z.number(),
  type: productTypeSchema,
  bgColor: z.string(),
  artist: z.string().nullable(),
  size: z.string().nullable(),
  isPremium: z.boolean(),
  discount: z.boolean(),
  discountPercentage: z.number(),
  discountPrice: z.number(),
  rating: z.number(),
  ratingCount: z.number().int(),
  orderCount: z.number().int(),
  createdAt: z.string(),
  mainImageUrl: z.string().nullable(),
  sidebarImageUrls: z.array(z.string()),
  images: z.array(productImageSchema),
  /**
   * One of a kind (decision 0052): a painting is 'reserved' while an accepted offer is being paid
   * and 'sold' once paid; stone art is always 'available'.
   */
  availability: availabilitySchema,
  /** The owner shows 'Price on request' instead of the price (decision 0089; paintings). */
  priceOnRequest: z.boolean(),
  /**
   * The product's sizes, its own first (decision 0082): each with its own price and discount. The
   * product's `price`, discount and `size` are its own size's.
   */
  sizes: z.array(productSizeSchema),
  /**
   * The work's own width and height in centimetres (decision 0121), null when not known; 'View on
   * a wall' needs both. Optional so older answers still parse.
   */
  widthCm: z.number().nullable().optional(),
  heightCm: z.number().nullable().optional(),
});
export type PricedProduct = z.infer<typeof pricedProductSchema>;

/**
 * The product as the shop's public answers carry it (lists, collections, a product, the rendered
 * page's data). A 'Price on request' painting carries no price (decision 0089): `price` and
 * `discountPrice` are null, `discount` false and `discountPercentage` 0, in it and in its sizes.
 */
export const productSchema = pricedProductSchema.extend({
  price: z.number().nullable(),
  discountPrice: z.number().nullable(),
  sizes: z.array(shownProductSizeSchema),
  /**
   * The artist's profile (`/artists/{slug}`, decision 0108), on the one product answer
   * (`GET /adminop/{id}`), where 'By {artist}' links to it; null when the product has no profile.
   */
  artistSlug: z.string().nullable().optional(),
});
export type Product = z.infer<typeof productSchema>;
