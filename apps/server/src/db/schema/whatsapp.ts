import { whatsappKindValues, whatsappStatusValues } from '@artshop/shared';
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { oneOf, timestamptz } from './columns';
import { users } from './users';

/**
 * The WhatsApp outbox (docs/decisions/0116-whatsapp-outbox-beside-the-mail-outbox.md): every
 * WhatsApp template message, written in the transaction of the change that causes it and sent by
 * its own sender loop of the mail sender's shape. States as the mail outbox's (pending, sending,
 * kept, failed) plus what Meta's status webhook reports after the send (sent, delivered, read).
 */
export const whatsappOutbox = pgTable(
  'whatsapp_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** One message per event and recipient: the email's key with `:whatsapp`. */
    dedupeKey: text('dedupe_key').notNull().unique(),
    kind: text('kind', { enum: whatsappKindValues }).notNull(),
    /** Whose consent is asked at send time (decision 0105): withdrawn, nothing goes. */
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** International form, digits only: '91' and the ten digits. */
    toPhone: text('to_phone').notNull(),
    /** The template's body parameters, in order (the template's name comes from the config). */
    parameters: jsonb('parameters').$type<string[]>().notNull().default([]),
    /**
     * A COD order's id for its code's message: the code is made when the code's email is sent and
     * goes out on both at once (decision 0118); the parameters hold a placeholder.
     */
    secretRef: text('secret_ref'),
    status: text('status', { enum: whatsappStatusValues }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    nextAttemptAt: timestamptz('next_attempt_at').notNull().defaultNow(),
    lockedUntil: timestamptz('locked_until'),
    /** Meta's id of the sent message (`messages[0].id`), which its status webhook names. */
    messageId: text('message_id').unique(),
    sentAt: timestamptz('sent_at'),
    /** When the status webhook last moved the state (sent, delivered, read, failed). */
    statusAt: timestamptz('status_at'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('whatsapp_outbox_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.status} in ('pending', 'sending')`),
    index('whatsapp_outbox_created_at_idx').on(t.createdAt, t.id),
    index('whatsapp_outbox_user_id_idx').on(t.userId),
    check('whatsapp_outbox_status_check', oneOf(t.status, whatsappStatusValues)),
  ],
);

export type WhatsappOutboxRow = typeof whatsappOutbox.$inferSelect;
