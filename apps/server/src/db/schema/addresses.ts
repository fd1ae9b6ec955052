import { sql } from 'drizzle-orm';
import { index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { timestamptz } from './columns';
import { users } from './users';

/**
 * The account's address book (decision 0084): every delivery address an order of the account was
 * placed with, once (the same address typed in another case is the same address), with the time
 * it was last used, so the checkout offers the last one first.
 */
export const userAddresses = pgTable(
  'user_addresses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    street: text('street').notNull(),
    line2: text('line2').notNull().default(''),
    city: text('city').notNull(),
    state: text('state').notNull(),
    zip: text('zip').notNull(),
    country: text('country').notNull().default('India'),
    lastUsedAt: timestamptz('last_used_at').notNull().defaultNow(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [
    // One row per address and account, whatever the case it was typed in.
    uniqueIndex('user_addresses_same_idx').on(
      t.userId,
      sql`lower(${t.street})`,
      sql`lower(${t.line2})`,
      sql`lower(${t.city})`,
      t.state,
      t.zip,
    ),
    index('user_addresses_user_last_used_idx').on(t.userId, t.lastUsedAt),
  ],
);

export type UserAddressRow = typeof userAddresses.$inferSelect;
