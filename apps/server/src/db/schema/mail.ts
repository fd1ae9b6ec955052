import { mailStatusValues } from '@artshop/shared';
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { oneOf, timestamptz } from './columns';
import { users } from './users';

// The list lives in packages/shared (the back-office filters by it); the check below uses it.
export { mailStatusValues, type MailStatus } from '@artshop/shared';

/**
 * The outbox (docs/decisions/0043-mail-outbox.md): every email the shop sends, written in
 * the same transaction as the change that causes it, then delivered by the sender loop.
 * - pending: waiting for its first or next attempt (`next_attempt_at`);
 * - sending: leased by one process until `locked_until` (a killed sender's lease runs out and the
 *   message is tried once more);
 * - sent, failed (gave up after the bounded retry time), kept (no SMTP_URL: stored, readable in the
 *   back-office, never sent).
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** One message per event and recipient, e.g. `order-paid:<orderId>:customer`. */
    dedupeKey: text('dedupe_key').notNull().unique(),
    /** What the message is (welcome, order-confirmation, password-reset, newsletter, ...). */
    kind: text('kind').notNull(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    html: text('html').notNull(),
    textBody: text('text_body').notNull(),
    /** Extra headers, e.g. List-Unsubscribe for the newsletter. */
    headers: jsonb('headers').$type<Record<string, string>>().notNull().default({}),
    /**
     * What the link of a message that opens an account is for (a password reset's token row id):
     * the parts hold a placeholder, and the sender makes the link when it sends (decision 0072).
     */
    secretRef: text('secret_ref'),
    status: text('status', { enum: mailStatusValues }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    nextAttemptAt: timestamptz('next_attempt_at').notNull().defaultNow(),
    lockedUntil: timestamptz('locked_until'),
    sentAt: timestamptz('sent_at'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [
    // The sender's query: due pending messages, oldest first.
    index('mail_outbox_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.status} in ('pending', 'sending')`),
    index('mail_outbox_created_at_idx').on(t.createdAt, t.id),
    check('mail_outbox_status_check', oneOf(t.status, mailStatusValues)),
  ],
);

/** Password recovery (decision 0045): single-use tokens, stored as sha256, valid 30 minutes. */
export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /**
     * The sha256 of the token in the link last sent; null until the sender sends the email. Each
     * attempt makes a new token, so only the newest email's link works (decision 0072).
     */
    tokenHash: text('token_hash').unique(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamptz('expires_at').notNull(),
    usedAt: timestamptz('used_at'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [index('password_reset_tokens_user_id_idx').on(t.userId)],
);

/** The contact form's messages, read in the back-office's 'Messages' screen. */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    readAt: timestamptz('read_at'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [index('contact_messages_created_at_idx').on(t.createdAt, t.id)],
);

/** A newsletter the admin composed and sent to every subscriber through the outbox. */
export const newsletters = pgTable('newsletters', {
  id: uuid('id').primaryKey().defaultRandom(),
  subject: text('subject').notNull(),
  body: text('body').notNull(),
  recipients: integer('recipients').notNull().default(0),
  sentAt: timestamptz('sent_at'),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
});

export type MailOutboxRow = typeof mailOutbox.$inferSelect;
export type PasswordResetTokenRow = typeof passwordResetTokens.$inferSelect;
export type ContactMessageRow = typeof contactMessages.$inferSelect;
export type NewsletterRow = typeof newsletters.$inferSelect;
