import {
  COUPON_CODE_MAX,
  cartMessages,
  isCouponExpired,
  toRupees,
  type Coupon,
} from '@artshop/shared';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { coupons, type CouponRow } from '../../db/schema';
import { httpError } from '../../lib/http-error';

/** The coupon with this code, whatever its case (codes are unique on lower(code)); null if none. */
export async function findCouponByCode(db: Db, code: string): Promise<CouponRow | null> {
  if (code.length === 0 || code.length > COUPON_CODE_MAX) return null;
  const [row] = await db
    .select()
    .from(coupons)
    .where(eq(sql`lower(${coupons.code})`, code.toLowerCase()));
  return row ?? null;
}

export function toCouponDto(row: CouponRow): Coupon {
  return { code: row.code, discount: toRupees(row.discountPaise), expiryDate: row.expiryDate };
}

/**
 * A customer's coupon lookup: 404 'Invalid coupon code' for an unknown code, 400 'This coupon has
 * expired' once India's date is after its expiry date (DESIGN section 4).
 */
export async function lookUpCoupon(db: Db, code: string, now: Date): Promise<Coupon> {
  const row = await findCouponByCode(db, code);
  if (!row) throw httpError(404, cartMessages.couponInvalid);
  if (isCouponExpired(row.expiryDate, now)) throw httpError(400, cartMessages.couponExpired);
  return toCouponDto(row);
}
