import { productTypes, type ProductImage, type StoredProductSize } from '@artshop/shared';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  uuid,
} from 'drizzle-orm/pg-core';
import { oneOf, timestamptz } from './columns';
import { users } from './users';

export const products = pgTable(
  'products',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    pricePaise: integer('price_paise').notNull(),
    type: text('type', { enum: productTypes }).notNull(),
    bgColor: text('bg_color').notNull().default('#ffffff'),
    artist: text('artist'),
    size: text('size'),
    isPremium: boolean('is_premium').notNull().default(false),
    // 0 means "no discount"; numeric so 12.5% stays exact.
    discountPercentage: numeric('discount_percentage', { precision: 5, scale: 2, mode: 'number' })
      .notNull()
      .default(0),
    /** Computed by the service on every save: price x (1 - percentage/100), rounded to the paisa. */
    discountPricePaise: integer('discount_price_paise').notNull(),
    rating: numeric('rating', { precision: 2, scale: 1, mode: 'number' }).notNull().default(0),
    ratingCount: integer('rating_count').notNull().default(0),
    orderCount: integer('order_count').notNull().default(0),
    /**
     * GST classification for invoices: the HSN code and the rate in basis points
     * (500 = 5%); null means the default for the product's type (docs/decisions/0048).
     */
    hsnCode: text('hsn_code'),
    gstRateBp: integer('gst_rate_bp'),
    /**
     * One of a kind (decision 0052, paintings): held for an accepted offer being paid until
     * `reservedUntil`, then sold for good by the payment of that offer's order.
     */
    reservedUntil: timestamptz('reserved_until'),
    reservedOfferId: uuid('reserved_offer_id'),
    soldAt: timestamptz('sold_at'),
    soldOrderId: uuid('sold_order_id'),
    /** Taken off the shop's lists and pages by the admin (a sold piece kept private). */
    hidden: boolean('hidden').notNull().default(false),
    /** The owner shows 'Price on request' instead of the price (decision 0089); paintings only. */
    priceOnRequest: boolean('price_on_request').notNull().default(false),
    /** Seeded by the demo catalogue: 'Remove the demo catalogue' takes it away (decision 0086). */
    demo: boolean('demo').notNull().default(false),
    /** Main image first, then sidebars. */
    images: jsonb('images').$type<ProductImage[]>().notNull().default([]),
    /**
     * The product's sizes, its own first, each with its own price and discount (decision 0082);
     * the price columns above are the first size's. Empty reads as the own size alone.
     */
    sizes: jsonb('sizes').$type<StoredProductSize[]>().notNull().default([]),
    /**
     * The parcel for the courier (decision 0094): packed weight in grams and the box in whole
     * centimetres; null reads as the type's default (PACKAGE_DEFAULTS). A size's own weight, when
     * the ordered size has one, weighs the parcel instead.
     */
    weightGrams: integer('weight_grams'),
    lengthCm: integer('length_cm'),
    breadthCm: integer('breadth_cm'),
    heightCm: integer('height_cm'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    // Every list is newest first with the id as tie-breaker: the index gives that order as it is.
    index('products_type_created_at_idx').on(t.type, t.createdAt, t.id),
    index('products_created_at_idx').on(t.createdAt, t.id),
    index('products_order_count_idx').on(t.orderCount),
    // The admin dashboard's counts by type and discount read this small index, not the wide rows.
    index('products_type_discount_idx').on(t.type, t.discountPercentage),
    // The admin search, ILIKE '%text%' (pg_trgm; docs/decisions/0033-large-shop-indexes.md).
    index('products_title_trgm_idx').using('gin', sql`${t.title} gin_trgm_ops`),
    index('products_description_trgm_idx').using('gin', sql`${t.description} gin_trgm_ops`),
    check('products_type_check', oneOf(t.type, productTypes)),
    check('products_price_check', sql`${t.pricePaise} >= 0`),
    check(
      'products_discount_percentage_check',
      sql`${t.discountPercentage} >= 0 and ${t.discountPercentage} <= 100`,
    ),
    check(
      'products_gst_rate_check',
      sql`${t.gstRateBp} is null or (${t.gstRateBp} >= 0 and ${t.gstRateBp} <= 5000)`,
    ),
    check('products_rating_check', sql`${t.rating} >= 0 and ${t.rating} <= 5`),
    check(
      'products_package_check',
      sql`(${t.weightGrams} is null or ${t.weightGrams} between 1 and 50000) and (${t.lengthCm} is null or ${t.lengthCm} between 1 and 200) and (${t.breadthCm} is null or ${t.breadthCm} between 1 and 200) and (${t.heightCm} is null or ${t.heightCm} between 1 and 200)`,
    ),
  ],
);

export const productReviews = pgTable(
  'product_reviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    /**
     * The signed-in customer who wrote it (decision 0077); null for reviews from before sign-in was
     * required, and once the account is gone. 'Verified buyer' is read from this author's paid orders.
     */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    review: text('review').notNull(),
    rating: integer('rating').notNull(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('product_reviews_product_created_idx').on(t.productId, t.createdAt),
    index('product_reviews_user_id_idx').on(t.userId),
    check('product_reviews_rating_check', sql`${t.rating} between 1 and 5`),
  ],
);

export const websiteReviews = pgTable(
  'website_reviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    reviewUserName: text('review_user_name').notNull(),
    reviewContent: text('review_content').notNull(),
    rating: integer('rating').notNull(),
    /** Seeded with the demo catalogue, and removed with it (decision 0086). */
    demo: boolean('demo').notNull().default(false),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [check('website_reviews_rating_check', sql`${t.rating} between 1 and 5`)],
);

export type ProductRow = typeof products.$inferSelect;
export type NewProductRow = typeof products.$inferInsert;
export type ProductReviewRow = typeof productReviews.$inferSelect;
export type WebsiteReviewRow = typeof websiteReviews.$inferSelect;
