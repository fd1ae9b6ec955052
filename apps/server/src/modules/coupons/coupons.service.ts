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
  type UpdateCouponLimitsInput,
} from '@artshop/shared';
import { and, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { coupons, orders, type CouponRow } from '../../db/schema';
import { httpError } from '../../lib/http-error';
import { isUniqueViolation, isUuid } from '../../lib/pg-errors';
import { holdsOrderBenefits, isLiveCheckout, isOpenCodOrder } from '../orders/live-checkout';

/**
 * The coupon with this code, whatever its case (codes are unique on lower(code)); null if none.
 * `lock` takes the row FOR UPDATE (checkout, decision 0037): checkouts using one code then count
 * its uses one after another, so concurrent orders cannot all slip under its limit.
 */
export async function findCouponByCode(
  db: Db,
  code: string,
  { lock = false }: { lock?: boolean } = {},
): Promise<CouponRow | null> {
  if (code.length === 0 || code.length > COUPON_CODE_MAX) return null;
  const query = db
    .select()
    .from(coupons)
    .where(eq(sql`lower(${coupons.code})`, code.toLowerCase()));
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

/** Orders that used `code`, matched as codes match (any case); the partial index on lower(code). */
const usedCode = (code: string) =>
  and(isNotNull(orders.couponCode), eq(sql`lower(${orders.couponCode})`, code.toLowerCase()));

export interface CouponUses {
  /** Paid orders with the code, plus other customers' live checkouts holding it. */
  total: number;
  /** The customer's own paid orders with the code. */
  mine: number;
}

/**
 * How often a coupon counts as used for `userId`'s next checkout (decision 0037). The customer's
 * own unpaid checkouts are left out: the checkout being placed replaces or reuses them. Failed
 * orders are left out too; one that is paid late after all is counted from then on.
 */
export async function countCouponUses(
  db: Db,
  code: string,
  userId: string,
  now: Date,
): Promise<CouponUses> {
  const [row] = await db
    .select({
      total:
        sql<number>`count(*) filter (where ${holdsOrderBenefits()} or (${orders.userId} <> ${userId} and ${isLiveCheckout(now)}))`.mapWith(
          Number,
        ),
      mine: sql<number>`count(*) filter (where ${holdsOrderBenefits()} and ${orders.userId} = ${userId})`.mapWith(
        Number,
      ),
    })
    .from(orders)
    .where(usedCode(code));
  return { total: row?.total ?? 0, mine: row?.mine ?? 0 };
}

/** Why the coupon cannot be used once more, as the shopper reads it; null when it can. */
export function couponLimitRefusal(coupon: CouponRow, uses: CouponUses): string | null {
  // The customer's own limit first: 'You have already used this coupon' says more than 'used up'.
  if (coupon.maxUsesPerCustomer !== null && uses.mine >= coupon.maxUsesPerCustomer) {
    return cartMessages.couponAlreadyUsed;
  }
  if (coupon.maxUses !== null && uses.total >= coupon.maxUses) {
    return cartMessages.couponLimitReached;
  }
  return null;
}

export function toCouponDto(row: CouponRow): Coupon {
  return { code: row.code, discount: toRupees(row.discountPaise), expiryDate: row.expiryDate };
}

/** Why a coupon cannot be used by a customer now; a usage limit carries its sentence. */
export type CouponRefusal =
  { kind: 'invalid' } | { kind: 'expired' } | { kind: 'limit'; message: string };

/**
 * Whether `userId` may use the coupon `code` now: unknown, expired once India's date is after its
 * expiry date (DESIGN section 4), or refused by its usage limits (decision 0037). Only advice for
 * the cart: the checkout decides again under a lock.
 */
export async function checkCoupon(
  db: Db,
  code: string,
  userId: string,
  now: Date,
): Promise<{ row: CouponRow } | { refusal: CouponRefusal }> {
  const row = await findCouponByCode(db, code);
  if (!row) return { refusal: { kind: 'invalid' } };
  if (isCouponExpired(row.expiryDate, now)) return { refusal: { kind: 'expired' } };
  if (row.maxUses !== null || row.maxUsesPerCustomer !== null) {
    const message = couponLimitRefusal(row, await countCouponUses(db, row.code, userId, now));
    if (message) return { refusal: { kind: 'limit', message } };
  }
  return { row };
}

/**
 * A customer's coupon lookup (`GET /coupons/{code}`, and applying one to the cart): 404 'Invalid
 * coupon code' for an unknown code, 400 'This coupon has expired', 400 when its usage limits refuse
 * this customer.
 */
export async function lookUpCoupon(
  db: Db,
  code: string,
  userId: string,
  now: Date,
): Promise<CouponRow> {
  const checked = await checkCoupon(db, code, userId, now);
  if ('row' in checked) return checked.row;
  const { refusal } = checked;
  if (refusal.kind === 'invalid') throw httpError(404, cartMessages.couponInvalid);
  if (refusal.kind === 'expired') throw httpError(400, cartMessages.couponExpired);
  throw httpError(400, refusal.message);
}

/** A coupon with its usage so far, as the admin list shows it. */
export interface CouponWithUses {
  row: CouponRow;
  /** Paid orders with its code. */
  uses: number;
  /** Live unpaid checkouts holding a use. */
  heldUses: number;
}

export function toAdminCouponDto({ row, uses, heldUses }: CouponWithUses): AdminCoupon {
  return {
    id: row.id,
    ...toCouponDto(row),
    maxUses: row.maxUses,
    maxUsesPerCustomer: row.maxUsesPerCustomer,
    uses,
    heldUses,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The uses of each coupon in `rows` (one grouped query over the coupon-code index). */
async function withUses(db: Db, rows: CouponRow[], now: Date): Promise<CouponWithUses[]> {
  if (rows.length === 0) return [];
  const code = sql<string>`lower(${orders.couponCode})`;
  const counts = await db
    .select({
      code,
      uses: sql<number>`count(*) filter (where ${orders.paymentStatus} = 'success')`.mapWith(
        Number,
      ),
      heldUses:
        sql<number>`count(*) filter (where ${isLiveCheckout(now)} or ${isOpenCodOrder()})`.mapWith(
          Number,
        ),
    })
    .from(orders)
    .where(
      and(
        isNotNull(orders.couponCode),
        inArray(
          code,
          rows.map((row) => row.code.toLowerCase()),
        ),
      ),
    )
    .groupBy(code);
  const byCode = new Map(counts.map((c) => [c.code, c]));
  return rows.map((row) => {
    const found = byCode.get(row.code.toLowerCase());
    return { row, uses: found?.uses ?? 0, heldUses: found?.heldUses ?? 0 };
  });
}

/**
 * Every coupon for the admin list, newest first, with its uses. A shop keeps a handful of codes at a
 * time, so the list is not paged (docs/decisions/0020-admin-coupon-rules.md).
 */
export async function listCoupons(db: Db, now: Date = new Date()): Promise<CouponWithUses[]> {
  const rows = await db.select().from(coupons).orderBy(desc(coupons.createdAt), desc(coupons.id));
  return withUses(db, rows, now);
}

/**
 * Creates a coupon. The expiry may be today (valid through the whole day in India) but not earlier;
 * a code already taken in any case is a 409. The unique index on lower(code) decides, so two admins
 * creating the same code at once get one coupon and one 409.
 */
export async function addCoupon(
  db: Db,
  input: CreateCouponInput,
  now: Date,
): Promise<CouponWithUses> {
  if (input.expiryDate < indiaDate(now)) throw httpError(400, adminCouponMessages.expiryPast);
  try {
    const [row] = await db
      .insert(coupons)
      .values({
        code: input.code,
        discountPaise: toPaise(input.discount),
        expiryDate: input.expiryDate,
        maxUses: input.maxUses ?? null,
        maxUsesPerCustomer: input.maxUsesPerCustomer ?? null,
      })
      .returning();
    if (!row) throw new Error('Inserting a coupon returned no row');
    return { row, uses: 0, heldUses: 0 };
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

/**
 * Sets a coupon's usage limits (null: unlimited); 404 for an unknown or malformed id. A limit below
 * the uses so far is allowed: it only stops further uses, orders already placed keep the coupon.
 */
export async function updateCouponLimits(
  db: Db,
  id: string,
  input: UpdateCouponLimitsInput,
  now: Date,
): Promise<CouponWithUses> {
  if (!isUuid(id)) throw httpError(404, adminCouponMessages.notFound);
  const [row] = await db
    .update(coupons)
    .set({ maxUses: input.maxUses ?? null, maxUsesPerCustomer: input.maxUsesPerCustomer ?? null })
    .where(eq(coupons.id, id))
    .returning();
  if (!row) throw httpError(404, adminCouponMessages.notFound);
  const [withCounts] = await withUses(db, [row], now);
  if (!withCounts) throw new Error('Counting the uses of a coupon returned nothing');
  return withCounts;
}
