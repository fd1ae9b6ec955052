import { offerStoredStatusValues } from '@artshop/shared';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { products } from './catalog';
import { oneOf, timestamptz } from './columns';
import { orders } from './orders';
import { customArtRequests, interestedBuyers } from './requests';
import { users } from './users';

/**
 * An offer to one customer (decision 0052): a painting to an interested buyer, or a quote for a
 * custom art request. Accepting it makes an ordinary order (`orders.offer_id`) of that one line;
 * paying that order marks the offer paid and the painting sold in the payment's transaction.
 */
export const offers = pgTable(
  'offers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: uuid('product_id').references(() => products.id, { onDelete: 'set null' }),
    customArtId: uuid('custom_art_id').references(() => customArtRequests.id, {
      onDelete: 'set null',
    }),
    interestId: uuid('interest_id').references(() => interestedBuyers.id, {
      onDelete: 'set null',
    }),
    /** What the offer is for, as shown (kept if the product or request goes). */
    title: text('title').notNull(),
    pricePaise: integer('price_paise').notNull(),
    deliveryPaise: integer('delivery_paise').notNull(),
    note: text('note'),
    status: text('status', { enum: offerStoredStatusValues }).notNull().default('open'),
    expiresAt: timestamptz('expires_at').notNull(),
    /** The latest order an acceptance made. */
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'set null' }),
    withdrawnReason: text('withdrawn_reason'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('offers_user_created_idx').on(t.userId, t.createdAt),
    index('offers_product_idx').on(t.productId),
    index('offers_custom_art_idx').on(t.customArtId),
    index('offers_created_at_idx').on(t.createdAt, t.id),
    check('offers_status_check', oneOf(t.status, offerStoredStatusValues)),
    check('offers_price_check', sql`${t.pricePaise} > 0 and ${t.deliveryPaise} >= 0`),
  ],
);

export type OfferRow = typeof offers.$inferSelect;
