import {
  COUPON_CODE_MAX,
  adminCouponMessages,
  cartMessages,
  indiaDate,
  isCouponExpired,
  toPaise,
  toRupees,
  type AdminCoupon,
  type Coupon,
  type CreateCouponInput,
} from '@artshop/shared';
import { desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { coupons, type CouponRow } from '../../db/schema';
import { httpError } from '../../lib/http-error';
import { isUniqueViolation, isUuid } from '../../lib/pg-errors';

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

export function toAdminCouponDto(row: CouponRow): AdminCoupon {
  return { id: row.id, ...toCouponDto(row), createdAt: row.createdAt.toISOString() };
}

/**
 * Every coupon for the admin list, newest first. A shop keeps a handful of codes at a time, so the
 * list is not paged (docs/decisions/0020-admin-coupon-rules.md).
 */
export async function listCoupons(db: Db): Promise<CouponRow[]> {
  return db.select().from(coupons).orderBy(desc(coupons.createdAt), desc(coupons.id));
}

/**
 * Creates a coupon. The expiry may be today (valid through the whole day in India) but not earlier;
 * a code already taken in any case is a 409. The unique index on lower(code) decides, so two admins
 * creating the same code at once get one coupon and one 409.
 */
export async function addCoupon(db: Db, input: CreateCouponInput, now: Date): Promise<CouponRow> {
  if (input.expiryDate < indiaDate(now)) throw httpError(400, adminCouponMessages.expiryPast);
  try {
    const [row] = await db
      .insert(coupons)
      .values({
        code: input.code,
        discountPaise: toPaise(input.discount),
        expiryDate: input.expiryDate,
      })
      .returning();
    if (!row) throw new Error('Inserting a coupon returned no row');
    return row;
  } catch (error) {
    if (isUniqueViolation(error)) throw httpError(409, adminCouponMessages.codeTaken);
    throw error;
  }
}

/** Deletes a coupon; 404 for an unknown or malformed id. Orders keep their own copy of the code. */
export async function deleteCoupon(db: Db, id: string): Promise<void> {
  if (!isUuid(id)) throw httpError(404, adminCouponMessages.notFound);
  const deleted = await db.delete(coupons).where(eq(coupons.id, id)).returning({ id: coupons.id });
  if (deleted.length === 0) throw httpError(404, adminCouponMessages.notFound);
}
