import { cartCouponNotices, cartMessages, type Coupon } from '@artshop/shared';
import { and, eq, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { cartCoupons } from '../../db/schema';
import {
  checkCoupon,
  lookUpCoupon,
  toCouponDto,
  type CouponRefusal,
} from '../coupons/coupons.service';
import { firstOrderCondition } from '../orders/first-order';

/** The cart's coupon as the cart answer carries it (decision 0058). */
export interface CartCouponState {
  coupon: Coupon | null;
  /** Why the applied coupon no longer applies (until it is replaced or removed); null otherwise. */
  couponNotice: string | null;
}

function noticeFor(code: string, refusal: CouponRefusal): string {
  if (refusal.kind === 'invalid') return cartCouponNotices.invalid(code);
  if (refusal.kind === 'expired') return cartCouponNotices.expired(code);
  return refusal.message === cartMessages.couponAlreadyUsed
    ? cartCouponNotices.alreadyUsed(code)
    : cartCouponNotices.limitReached(code);
}

/** The select of the code applied to the customer's cart (a query of its own, or a subquery). */
const appliedCode = (db: Db, userId: string) =>
  db.select({ code: cartCoupons.code }).from(cartCoupons).where(eq(cartCoupons.userId, userId));

/** The code applied to the customer's cart, unchecked; null without one. */
export async function appliedCartCouponCode(db: Db, userId: string): Promise<string | null> {
  const [row] = await appliedCode(db, userId);
  return row?.code ?? null;
}

/**
 * What a cart answer asks besides its lines, in one statement: whether the welcome offer applies
 * (the orders' rule, `isFirstOrder`) and the code applied to the cart, unchecked.
 */
export async function cartStanding(
  db: Db,
  userId: string,
): Promise<{ firstOrder: boolean; code: string | null }> {
  const result = await db.execute(
    sql`select ${firstOrderCondition(db, userId)} as "firstOrder", (${appliedCode(db, userId)}) as "code"`,
  );
  const [row] = rowsOf<{ firstOrder: boolean; code: string | null }>(result);
  return { firstOrder: row?.firstOrder ?? true, code: row?.code ?? null };
}

/**
 * The cart's coupon (`code`, as `cartStanding` read it), checked again on every read (it may
 * have expired, been deleted or used up since it was applied): a coupon that no longer holds is
 * left out of the answer with a notice saying why, so it never vanishes silently. The read
 * changes nothing (no GET changes state, decision 0058): the stale row stays, and keeps its
 * notice, until the customer applies another coupon, removes it, or pays an order placed while
 * it was there.
 */
export async function checkCartCoupon(
  db: Db,
  code: string | null,
  userId: string,
  now: Date,
): Promise<CartCouponState> {
  if (code === null) return { coupon: null, couponNotice: null };
  const checked = await checkCoupon(db, code, userId, now);
  if ('row' in checked) return { coupon: toCouponDto(checked.row), couponNotice: null };
  return { coupon: null, couponNotice: noticeFor(code, checked.refusal) };
}

/**
 * `PUT /user/cart/coupon`: checks the code like the lookup (404 unknown, 400 expired or at a usage
 * limit) and keeps it with the cart, replacing any coupon applied before. The coupon's own spelling
 * is stored, so the cart and the order show the code as the shop wrote it.
 */
export async function applyCartCoupon(
  db: Db,
  userId: string,
  code: string,
  now: Date,
): Promise<void> {
  const row = await lookUpCoupon(db, code, userId, now);
  await db
    .insert(cartCoupons)
    .values({ userId, code: row.code, appliedAt: now })
    .onConflictDoUpdate({
      target: cartCoupons.userId,
      set: { code: row.code, appliedAt: now },
    });
}

/** `DELETE /user/cart/coupon`: the cart goes on without a coupon (nothing to do without one). */
export async function removeCartCoupon(db: Db, userId: string): Promise<void> {
  await db.delete(cartCoupons).where(eq(cartCoupons.userId, userId));
}

/**
 * In a payment's transaction: the coupon the cart held when the order was placed leaves the cart
 * with the bought lines, whether the order used it or it no longer applied (its notice has had its
 * say); one applied since the order was placed stays, like lines added since.
 */
export async function clearCartCouponOfOrder(
  tx: Db,
  userId: string,
  orderPlacedAt: Date,
): Promise<void> {
  await tx
    .delete(cartCoupons)
    .where(and(eq(cartCoupons.userId, userId), lte(cartCoupons.appliedAt, orderPlacedAt)));
}
