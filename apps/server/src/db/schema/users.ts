import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { userRoleValues } from '@artshop/shared';
import { oneOf, timestamptz } from './columns';

export const sessionKinds = ['customer', 'admin'] as const;
export type SessionKind = (typeof sessionKinds)[number];

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    passwordHash: text('password_hash').notNull(),
    role: text('role', { enum: userRoleValues }).notNull().default('customer'),
    street: text('street'),
    city: text('city'),
    state: text('state'),
    zip: text('zip'),
    country: text('country').notNull().default('India'),
    isSubscribed: boolean('is_subscribed').notNull().default(false),
    /**
     * Admin two-factor sign-in (docs/decisions/0038-admin-two-factor.md): the base32 TOTP secret,
     * set at enrolment and confirmed (`totpEnabledAt`) once a first code matched; the last accepted
     * time step, so one code cannot be used twice.
     */
    totpSecret: text('totp_secret'),
    totpEnabledAt: timestamptz('totp_enabled_at'),
    totpLastStep: integer('totp_last_step'),
    /**
     * scrypt hash of the ADMIN_PASSWORD last applied to this account at start: a restart with the
     * same value leaves a password changed in the back-office alone (docs/decisions/0039).
     */
    configuredPasswordHash: text('configured_password_hash'),
    /**
     * When the account proved it owns `email` by its emailed link; null until then. Nothing found
     * by the email alone (custom art requests sent signed out) is shown to an account without it
     * (docs/decisions/0076-verify-email-at-sign-up.md).
     */
    emailVerifiedAt: timestamptz('email_verified_at'),
    /**
     * When the account was erased at its owner's request (decision 0104): the row stays, emptied of
     * name, email, phone and address, because kept orders point at it; nothing signs in to it.
     */
    erasedAt: timestamptz('erased_at'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    // Emails are compared case-insensitively everywhere, so uniqueness must be too.
    uniqueIndex('users_email_lower_idx').on(sql`lower(${t.email})`),
    // The admin order search matches the account too (pg_trgm; docs/decisions/0033-large-shop-indexes.md).
    index('users_name_trgm_idx').using('gin', sql`lower(${t.name}) gin_trgm_ops`),
    index('users_email_trgm_idx').using('gin', sql`lower(${t.email}) gin_trgm_ops`),
    check('users_role_check', oneOf(t.role, userRoleValues)),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** sha256 (hex) of the opaque token; the token itself is never stored. */
    tokenHash: text('token_hash').notNull().unique(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: sessionKinds }).notNull(),
    /** The browser's User-Agent at sign-in, cut short: the device the data export names (0104). */
    device: text('device'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    expiresAt: timestamptz('expires_at').notNull(),
    lastSeenAt: timestamptz('last_seen_at').notNull().defaultNow(),
  },
  (t) => [
    index('sessions_user_id_idx').on(t.userId),
    index('sessions_expires_at_idx').on(t.expiresAt),
    check('sessions_kind_check', oneOf(t.kind, sessionKinds)),
  ],
);

/** One-time recovery codes of an admin's two-factor sign-in; only their sha256 is stored. */
export const adminRecoveryCodes = pgTable(
  'admin_recovery_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamptz('used_at'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [index('admin_recovery_codes_user_id_idx').on(t.userId)],
);

/**
 * The step between an admin's correct password and the second factor: a short-lived opaque token
 * (only its sha256 stored) that a TOTP or recovery code turns into an admin session.
 */
export const adminSigninChallenges = pgTable(
  'admin_signin_challenges',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tokenHash: text('token_hash').notNull().unique(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamptz('expires_at').notNull(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [index('admin_signin_challenges_expires_at_idx').on(t.expiresAt)],
);

/**
 * The link of an account's email confirmation (decision 0076): at most one per account, replaced
 * by a resend and deleted once used. The token is made by the mail sender when it sends the email
 * (decision 0072), so only its sha256 is ever stored, with the time it stops working.
 */
export const emailVerificationTokens = pgTable('email_verification_tokens', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: uuid('user_id')
    .notNull()
    .unique()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** The address the link was sent to: it proves that address only, not one set since. */
  email: text('email').notNull(),
  /** The sha256 of the token in the link last sent; null until the email is sent. */
  tokenHash: text('token_hash').unique(),
  /** 24 hours after the latest sending; null until the email is sent. */
  expiresAt: timestamptz('expires_at'),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
});

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;
export type SessionRow = typeof sessions.$inferSelect;
