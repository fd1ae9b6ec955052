import { sql } from 'drizzle-orm';
import {
  check,
  date,
  integer,
  pgTable,
  text,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { products } from './catalog';
import { timestamptz } from './columns';
import { users } from './users';

export const cartLines = pgTable(
  'cart_lines',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    /** One of the product's sizes (`products.sizes`, decision 0082); its price is the line's. */
    sizeId: uuid('size_id').notNull(),
    quantity: integer('quantity').notNull(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [
    unique('cart_lines_user_product_size_uq').on(t.userId, t.productId, t.sizeId),
    check('cart_lines_quantity_check', sql`${t.quantity} >= 1`),
  ],
);

export const coupons = pgTable(
  'coupons',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    code: text('code').notNull(),
    discountPaise: integer('discount_paise').notNull(),
    /** Valid through the whole day in Asia/Kolkata (DESIGN section 4). */
    expiryDate: date('expiry_date', { mode: 'string' }).notNull(),
    /** Optional usage limits (null: unlimited), enforced under a lock on this row at order time. */
    maxUses: integer('max_uses'),
    maxUsesPerCustomer: integer('max_uses_per_customer'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('coupons_code_lower_idx').on(sql`lower(${t.code})`),
    check('coupons_discount_check', sql`${t.discountPaise} >= 100`),
    check('coupons_max_uses_check', sql`${t.maxUses} is null or ${t.maxUses} >= 1`),
    check(
      'coupons_max_uses_per_customer_check',
      sql`${t.maxUsesPerCustomer} is null or ${t.maxUsesPerCustomer} >= 1`,
    ),
  ],
);

/**
 * The coupon a customer applied to their cart (decision 0058): kept with the server's cart so it
 * follows the customer across reloads and devices; re-validated whenever the cart or checkout is
 * read.
 */
export const cartCoupons = pgTable('cart_coupons', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  code: text('code').notNull(),
  appliedAt: timestamptz('applied_at').notNull().defaultNow(),
});

export type CartLineRow = typeof cartLines.$inferSelect;
export type CouponRow = typeof coupons.$inferSelect;
export type CartCouponRow = typeof cartCoupons.$inferSelect;
