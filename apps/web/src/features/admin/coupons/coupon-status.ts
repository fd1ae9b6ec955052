import { isCouponExpired, type AdminCoupon } from '@artshop/shared';

/**
 * Stat cards (spec section 9): a coupon is Active through its whole expiry day in India and expired
 * from the next Indian midnight, exactly when the checkout starts refusing it: the shared rule
 * (docs/decisions/0021-coupon-status-by-india-day.md).
 */
export function isActiveNow(coupon: Pick<AdminCoupon, 'expiryDate'>, now: Date): boolean {
  return !isCouponExpired(coupon.expiryDate, now);
}

export type CouponStatus = 'Active' | 'Expired';

/** The table's status (spec section 9), by the same rule as the stat cards. */
export function tableStatus(coupon: Pick<AdminCoupon, 'expiryDate'>, now: Date): CouponStatus {
  return isActiveNow(coupon, now) ? 'Active' : 'Expired';
}

export interface CouponStats {
  total: number;
  active: number;
  expired: number;
}

export function couponStats(coupons: readonly AdminCoupon[], now: Date): CouponStats {
  const active = coupons.filter((coupon) => isActiveNow(coupon, now)).length;
  return { total: coupons.length, active, expired: coupons.length - active };
}

/** 'Search coupons...': the code (any case) or the discount amount, as a substring. */
export function searchCoupons(coupons: readonly AdminCoupon[], query: string): AdminCoupon[] {
  const needle = query.trim().toLowerCase();
  if (!needle) return [...coupons];
  return coupons.filter(
    (coupon) =>
      coupon.code.toLowerCase().includes(needle) || String(coupon.discount).includes(needle),
  );
}

/** '2099-12-31' -> '31 Dec 2099': a calendar day, shown the same in every time zone. */
export function formatExpiryDate(expiryDate: string): string {
  const date = new Date(`${expiryDate}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return expiryDate;
  return date.toLocaleDateString('en-IN', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });
}
