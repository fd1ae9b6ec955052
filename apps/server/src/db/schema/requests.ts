import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, unique, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { commissionStageValues, customArtStatusValues } from '@artshop/shared';
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
    /** The commission's stage (decision 0053) beside the spec's pending/completed status. */
    stage: text('stage', { enum: commissionStageValues }).notNull().default('requested'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('custom_art_requests_created_at_idx').on(t.createdAt),
    index('custom_art_requests_email_lower_idx').on(sql`lower(${t.email})`),
    check('custom_art_requests_status_check', oneOf(t.status, customArtStatusValues)),
    check('custom_art_requests_stage_check', oneOf(t.stage, commissionStageValues)),
  ],
);

/** Photos of a commission's progress the admin shares with its customer (private media). */
export const customArtProgressPhotos = pgTable(
  'custom_art_progress_photos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    requestId: uuid('request_id')
      .notNull()
      .references(() => customArtRequests.id, { onDelete: 'cascade' }),
    /** Path under DATA_DIR/private (never served by /media). */
    imagePath: text('image_path').notNull(),
    caption: text('caption').notNull().default(''),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [index('custom_art_progress_photos_request_idx').on(t.requestId, t.createdAt)],
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
    /**
     * When the address last confirmed from its mailbox: the time of consent (double opt-in,
     * decision 0074). Null until then. Newsletters go only where it is set and `unsubscribedAt`
     * is not; a renewed sign-up after an unsubscribe stays unsubscribed until it is confirmed.
     */
    confirmedAt: timestamptz('confirmed_at'),
    /**
     * The latest sign-up that queued an email to the address (a confirmation, or the note that it
     * is on the list already): at most one such email an hour, however often it is signed up.
     */
    signupEmailAt: timestamptz('signup_email_at'),
    /**
     * The sha256 of the confirmation link last sent, never the link: the mail sender makes the
     * token when it sends the email (decisions 0072 and 0074). Cleared once the link is used.
     */
    confirmTokenHash: text('confirm_token_hash').unique(),
    /** When that link stops working: 7 days after its email was sent. */
    confirmExpiresAt: timestamptz('confirm_expires_at'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('newsletter_subscribers_email_lower_idx').on(sql`lower(${t.email})`),
    // Sign-ups never confirmed are dropped once their link is dead (decision 0074).
    index('newsletter_subscribers_unconfirmed_idx')
      .on(t.signupEmailAt)
      .where(sql`${t.confirmedAt} is null`),
  ],
);

export type CustomArtRequestRow = typeof customArtRequests.$inferSelect;
export type CustomArtProgressPhotoRow = typeof customArtProgressPhotos.$inferSelect;
export type InterestedBuyerRow = typeof interestedBuyers.$inferSelect;
export type NewsletterSubscriberRow = typeof newsletterSubscribers.$inferSelect;
