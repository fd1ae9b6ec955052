import { consentPurposeValues, privacyEventKindValues } from '@artshop/shared';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uuid,
} from 'drizzle-orm/pg-core';
import { oneOf, timestamptz } from './columns';
import { users } from './users';

/**
 * A person's consent to one purpose (decision 0105): granted or withdrawn, when, from where (the
 * screen or form) and which version of the privacy notice it answered. One row per account and
 * purpose, the latest word; every change is also a `privacy_events` row.
 */
export const consents = pgTable(
  'consents',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: consentPurposeValues }).notNull(),
    granted: boolean('granted').notNull(),
    source: text('source').notNull(),
    noticeVersion: text('notice_version').notNull(),
    changedAt: timestamptz('changed_at').notNull().defaultNow(),
    /**
     * WhatsApp updates only: the number the consent was given for, in international form, digits
     * only ('91' and the ten digits), as WhatsApp writes it (decision 0116).
     */
    phone: text('phone'),
  },
  (t) => [
    primaryKey({ name: 'consents_pkey', columns: [t.userId, t.purpose] }),
    check('consents_purpose_check', oneOf(t.purpose, consentPurposeValues)),
    // A STOP from WhatsApp names the number, not the account.
    index('consents_phone_idx')
      .on(t.phone)
      .where(sql`${t.phone} is not null`),
  ],
);

/**
 * The back-office's privacy log (decision 0106): exports, erasures and consent changes, naming the
 * account by id only, so the log itself holds nothing an erasure must remove.
 */
export const privacyEvents = pgTable(
  'privacy_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind', { enum: privacyEventKindValues }).notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    detail: jsonb('detail').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('privacy_events_created_at_idx').on(t.createdAt, t.id),
    check('privacy_events_kind_check', oneOf(t.kind, privacyEventKindValues)),
  ],
);

/**
 * The grievance officer the privacy notice names (one row, id 1), edited in the back-office; until
 * saved, GRIEVANCE_OFFICER_NAME and GRIEVANCE_OFFICER_EMAIL (config.privacy) stand in.
 */
export const privacySettings = pgTable(
  'privacy_settings',
  {
    id: integer('id').primaryKey().default(1),
    grievanceName: text('grievance_name').notNull(),
    grievanceEmail: text('grievance_email').notNull(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [check('privacy_settings_single_row', sql`${t.id} = 1`)],
);

export type ConsentRow = typeof consents.$inferSelect;
export type PrivacyEventRow = typeof privacyEvents.$inferSelect;
