import { sql } from 'drizzle-orm';
import {
  check,
  index,
  pgTable,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { products } from './catalog';
import { users } from './users';

export const customArtStatuses = ['pending', 'completed'] as const;
export type CustomArtStatus = (typeof customArtStatuses)[number];

const timestamptz = (name: string) => timestamp(name, { withTimezone: true });

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
    status: text('status', { enum: customArtStatuses }).notNull().default('pending'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('custom_art_requests_created_at_idx').on(t.createdAt),
    check('custom_art_requests_status_check', sql`${t.status} in ('pending', 'completed')`),
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
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('newsletter_subscribers_email_lower_idx').on(sql`lower(${t.email})`)],
);

export type CustomArtRequestRow = typeof customArtRequests.$inferSelect;
export type InterestedBuyerRow = typeof interestedBuyers.$inferSelect;
export type NewsletterSubscriberRow = typeof newsletterSubscribers.$inferSelect;
