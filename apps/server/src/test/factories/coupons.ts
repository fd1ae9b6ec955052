import { indiaDate } from '@artshop/shared';
import type { Db } from '../../db/client';
import { coupons, type CouponRow } from '../../db/schema';

/** Test data factories: small, valid rows with overridable fields. Not used by production code. */

let sequence = 0;

export type CouponOverrides = Partial<typeof coupons.$inferInsert>;

/** Inserts a coupon worth ₹100 that expires a year from today (India date) unless overridden. */
export async function createCoupon(db: Db, overrides: CouponOverrides = {}): Promise<CouponRow> {
  const n = ++sequence;
  const nextYear = new Date(Date.now() + 365 * 24 * 60 * 60 * 1000);
  const [row] = await db
    .insert(coupons)
    .values({
      code: `SAVE${n}-${Date.now()}`,
      discountPaise: 10_000,
      expiryDate: indiaDate(nextYear),
      ...overrides,
    })
    .returning();
  if (!row) throw new Error('createCoupon inserted no row');
  return row;
}
