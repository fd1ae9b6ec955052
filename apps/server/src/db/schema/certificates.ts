import type { CertifiedWork } from '@artshop/shared';
import { index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { products } from './catalog';
import { timestamptz } from './columns';
import { orderItems, orders } from './orders';

/**
 * A certificate of authenticity (decision 0119): one per ordered painting or signed stone art
 * piece, issued in the payment's transaction. `number` is what /verify/{number} and the QR code
 * carry (decision 0120); `work` is the piece as certified, so later product edits never rewrite it.
 */
export const certificates = pgTable(
  'certificates',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    number: text('number').notNull().unique('certificates_number_key'),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'restrict' }),
    orderItemId: uuid('order_item_id')
      .notNull()
      .unique('certificates_order_item_id_key')
      .references(() => orderItems.id, { onDelete: 'restrict' }),
    productId: uuid('product_id').references(() => products.id, { onDelete: 'set null' }),
    work: jsonb('work').$type<CertifiedWork>().notNull(),
    buyerName: text('buyer_name').notNull(),
    issuedAt: timestamptz('issued_at').notNull().defaultNow(),
  },
  (t) => [index('certificates_order_id_idx').on(t.orderId)],
);

export type CertificateRow = typeof certificates.$inferSelect;
