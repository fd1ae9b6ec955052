import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, unique, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { customArtStatusValues } from '@artshop/shared';
import { products } from './catalog';
import { oneOf, timestamptz } from './columns';
import { users } from './users';

export const customArtRequests = pgTable(
  'custom_art_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    description: text('description').notNull(),
    artUrl: text('art_url'),
    /** The signed-in customer who sent it (null when sent signed out): they may see its photo. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    status: text('status', { enum: customArtStatusValues }).notNull().default('pending'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('custom_art_requests_created_at_idx').on(t.createdAt),
    check('custom_art_requests_status_check', oneOf(t.status, customArtStatusValues)),
  ],
);

export const interestedBuyers = pgTable(
  'interested_buyers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [unique('interested_buyers_user_product_uq').on(t.userId, t.productId)],
);

export const newsletterSubscribers = pgTable(
  'newsletter_subscribers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    /** The one-click unsubscribe link's secret (RFC 8058), random per subscriber. */
    unsubscribeToken: text('unsubscribe_token')
      .notNull()
      .unique()
      // Two v4 uuids: 244 random bits from PostgreSQL's strong source, no extension needed.
      .default(sql`replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '')`),
    /** Kept (not deleted) on unsubscribe, so counts and a later re-subscribe stay right. */
    unsubscribedAt: timestamptz('unsubscribed_at'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('newsletter_subscribers_email_lower_idx').on(sql`lower(${t.email})`)],
);

export type CustomArtRequestRow = typeof customArtRequests.$inferSelect;
export type InterestedBuyerRow = typeof interestedBuyers.$inferSelect;
export type NewsletterSubscriberRow = typeof newsletterSubscribers.$inferSelect;
