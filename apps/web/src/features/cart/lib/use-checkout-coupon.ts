import type { Coupon } from '@artshop/shared';
import { useEffect, useState } from 'react';
import { useLazyLookUpCouponQuery } from '../cart.api';
import { liveCoupon } from './cart-totals';

/** The coupon code the cart passes in router state (`navigate('/checkout', { state })`). */
export function couponCodeFromState(state: unknown): string | null {
  if (typeof state !== 'object' || state === null || !('couponCode' in state)) return null;
  const { couponCode } = state as { couponCode: unknown };
  return typeof couponCode === 'string' && couponCode.trim() ? couponCode.trim() : null;
}

/**
 * The cart's coupon, looked up again on arrival: it may have expired or been deleted since it was
 * applied. A refused or expired coupon simply drops out (the total then counts no coupon).
 */
export function useCheckoutCoupon(code: string | null) {
  const [lookUp] = useLazyLookUpCouponQuery();
  const [coupon, setCoupon] = useState<Coupon | null>(null);
  const [checking, setChecking] = useState(code !== null);

  useEffect(() => {
    if (!code) return;
    let current = true;
    lookUp(code)
      .unwrap()
      .then((response) => {
        if (current) setCoupon(response.coupon);
      })
      .catch(() => {
        if (current) setCoupon(null);
      })
      .finally(() => {
        if (current) setChecking(false);
      });
    return () => {
      current = false;
    };
  }, [code, lookUp]);

  return { coupon: liveCoupon(coupon, new Date()), checking };
}
