import { sql } from 'drizzle-orm';
import { boolean, check, integer, jsonb, pgTable } from 'drizzle-orm/pg-core';
import { timestamptz } from './columns';

/**
 * The shop's own delivery promise, edited in the back-office (one row, id 1; decision 0092):
 * estimates without Shiprocket, or when it cannot be reached; blocked PIN prefixes apply always.
 */
export const shippingSettings = pgTable(
  'shipping_settings',
  {
    id: integer('id').primaryKey().default(1),
    minDays: integer('min_days').notNull().default(3),
    maxDays: integer('max_days').notNull().default(7),
    codAvailable: boolean('cod_available').notNull().default(false),
    /** PIN code prefixes (1 to 6 digits) the shop does not deliver to. */
    blockedPinPrefixes: jsonb('blocked_pin_prefixes')
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    check('shipping_settings_single_row', sql`${t.id} = 1`),
    check('shipping_settings_days', sql`${t.minDays} >= 1 AND ${t.maxDays} >= ${t.minDays}`),
  ],
);

export type ShippingSettingsRow = typeof shippingSettings.$inferSelect;

/**
 * Cash on delivery's limits, edited in the back-office (one row, id 1; decision 0099). No row: the
 * configuration's defaults (COD_MAX_RUPEES, COD_FEE_RUPEES).
 */
export const codSettings = pgTable(
  'cod_settings',
  {
    id: integer('id').primaryKey().default(1),
    maxPaise: integer('max_paise').notNull(),
    feePaise: integer('fee_paise').notNull(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    check('cod_settings_single_row', sql`${t.id} = 1`),
    check('cod_settings_amounts', sql`${t.maxPaise} > 0 AND ${t.feePaise} >= 0`),
  ],
);
