import { index, integer, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { timestamptz } from './columns';
import { products } from './catalog';
import { users } from './users';

/**
 * A customer's saved pieces (decision 0122): the heart on a card or a product page. `seenPricePaise`
 * is the price the saver last heard of (when saving, or in the last alert), raised when the price
 * goes up, so a drop is measured from it; both rows go with the account or the product.
 */
export const savedPieces = pgTable(
  'saved_pieces',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    seenPricePaise: integer('seen_price_paise').notNull(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'saved_pieces_pkey', columns: [t.userId, t.productId] }),
    index('saved_pieces_product_id_idx').on(t.productId),
  ],
);

/**
 * Each saver's alerts (decision 0122): the random token of the email's unsubscribe link, and when
 * the last alert went (at most one a week).
 */
export const savedPieceAlerts = pgTable(
  'saved_piece_alerts',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    unsubscribeToken: text('unsubscribe_token').notNull(),
    lastSentAt: timestamptz('last_sent_at'),
  },
  (t) => [uniqueIndex('saved_piece_alerts_token_idx').on(t.unsubscribeToken)],
);
