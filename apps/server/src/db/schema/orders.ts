import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, numeric, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import {
  fulfilmentStatusValues,
  paymentProviderValues,
  paymentStatusValues,
  productTypes,
} from '@artshop/shared';
import { products } from './catalog';
import { oneOf, timestamptz } from './columns';
import { users } from './users';

export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    address: text('address').notNull(),
    subtotalPaise: integer('subtotal_paise').notNull(),
    /** The 'Discount' line: sum of (price - effective price) x quantity. */
    discountPaise: integer('discount_paise').notNull().default(0),
    welcomeOfferPaise: integer('welcome_offer_paise').notNull().default(0),
    couponCode: text('coupon_code'),
    couponPaise: integer('coupon_paise').notNull().default(0),
    deliveryPaise: integer('delivery_paise').notNull(),
    totalPaise: integer('total_paise').notNull(),
    paymentStatus: text('payment_status', { enum: paymentStatusValues })
      .notNull()
      .default('pending'),
    fulfilmentStatus: text('fulfilment_status', { enum: fulfilmentStatusValues }),
    provider: text('provider', { enum: paymentProviderValues }).notNull(),
    razorpayOrderId: text('razorpay_order_id').unique(),
    razorpayPaymentId: text('razorpay_payment_id'),
    /** Hash of the cart the order was priced from, to reuse a pending order for the same cart. */
    cartFingerprint: text('cart_fingerprint'),
    paidAt: timestamptz('paid_at'),
    /**
     * When the provider was last asked about this order's payments (re-check on the status page,
     * the periodic sweep): throttles the asking and lets the sweep take the least recently checked.
     */
    paymentCheckedAt: timestamptz('payment_checked_at'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('orders_user_created_idx').on(t.userId, t.createdAt),
    // Newest first with the id as tie-breaker, as every list orders them.
    index('orders_created_at_idx').on(t.createdAt, t.id),
    index('orders_payment_status_idx').on(t.paymentStatus),
    // Coupon usage limits count the orders that used a code (case-insensitively, as codes match).
    index('orders_coupon_code_idx')
      .on(sql`lower(${t.couponCode})`)
      .where(sql`${t.couponCode} is not null`),
    // Paid orders only: the paid sales total and the fulfilment filters' counts read this index alone.
    index('orders_paid_fulfilment_total_idx')
      .on(t.fulfilmentStatus, t.totalPaise)
      .where(sql`${t.paymentStatus} = 'success'`),
    // The admin search, lower(column) LIKE '%text%' (pg_trgm; docs/decisions/0033-large-shop-indexes.md).
    index('orders_name_trgm_idx').using('gin', sql`lower(${t.name}) gin_trgm_ops`),
    index('orders_email_trgm_idx').using('gin', sql`lower(${t.email}) gin_trgm_ops`),
    index('orders_razorpay_order_id_trgm_idx').using(
      'gin',
      sql`lower(${t.razorpayOrderId}) gin_trgm_ops`,
    ),
    index('orders_id_trgm_idx').using('gin', sql`lower(${t.id}::text) gin_trgm_ops`),
    check('orders_payment_status_check', oneOf(t.paymentStatus, paymentStatusValues)),
    check(
      'orders_fulfilment_status_check',
      sql`${t.fulfilmentStatus} is null or ${oneOf(t.fulfilmentStatus, fulfilmentStatusValues)}`,
    ),
    check('orders_provider_check', oneOf(t.provider, paymentProviderValues)),
    check('orders_total_check', sql`${t.totalPaise} >= 0`),
  ],
);

/** A snapshot of the product at order time, so later edits or deletions do not rewrite history. */
export const orderItems = pgTable(
  'order_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: uuid('product_id').references(() => products.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    description: text('description').notNull(),
    type: text('type', { enum: productTypes }).notNull(),
    mainImageUrl: text('main_image_url'),
    size: text('size').notNull(),
    quantity: integer('quantity').notNull(),
    pricePaise: integer('price_paise').notNull(),
    discountPricePaise: integer('discount_price_paise').notNull(),
    discountPercentage: numeric('discount_percentage', { precision: 5, scale: 2, mode: 'number' })
      .notNull()
      .default(0),
  },
  (t) => [
    index('order_items_order_id_idx').on(t.orderId),
    check('order_items_quantity_check', sql`${t.quantity} >= 1`),
  ],
);

/** Webhook and callback events, unique by provider event id so a replay changes nothing. */
export const paymentEvents = pgTable(
  'payment_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    eventId: text('event_id').notNull().unique(),
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'set null' }),
    type: text('type').notNull(),
    payload: jsonb('payload').$type<unknown>().notNull(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [index('payment_events_order_id_idx').on(t.orderId)],
);

export type OrderRow = typeof orders.$inferSelect;
export type NewOrderRow = typeof orders.$inferInsert;
export type OrderItemRow = typeof orderItems.$inferSelect;
export type PaymentEventRow = typeof paymentEvents.$inferSelect;
