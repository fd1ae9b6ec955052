import { cartMessages, type Coupon } from '@artshop/shared';
import { useCallback, useEffect, useState } from 'react';
import toast from 'react-hot-toast';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { errorMessage } from '../../../lib/api-error';
import { useLazyLookUpCouponQuery } from '../cart.api';
import { setApplyingDiscount, setCouponCode } from '../cart.slice';
import { liveCoupon } from './cart-totals';

/**
 * The coupon box's state (spec section 4, 'Coupon'): none, then applied after a successful lookup;
 * it ends by removal, or by itself once its expiry day is past, and then counts as none.
 */
export function useCoupon() {
  const dispatch = useAppDispatch();
  const applying = useAppSelector((state) => state.cart.applyingDiscount);
  const [lookUp] = useLazyLookUpCouponQuery();
  const [coupon, setCoupon] = useState<Coupon | null>(null);
  const [error, setError] = useState<string | null>(null);
  const applied = liveCoupon(coupon, new Date());
  const appliedCode = applied?.code ?? null;

  // The slice carries the applied code for checkout; an expired coupon drops out of it too.
  useEffect(() => {
    dispatch(setCouponCode(appliedCode));
  }, [appliedCode, dispatch]);

  const apply = useCallback(
    async (input: string) => {
      const code = input.trim();
      if (!code) {
        setError(cartMessages.couponEmpty);
        return;
      }
      setError(null);
      dispatch(setApplyingDiscount(true));
      try {
        const response = await lookUp(code).unwrap();
        setCoupon(response.coupon);
        toast.success(cartMessages.couponApplied);
      } catch (failure) {
        setError(errorMessage(failure, cartMessages.couponApplyFailed));
        toast.error(cartMessages.couponApplyFailedToast);
      } finally {
        dispatch(setApplyingDiscount(false));
      }
    },
    [dispatch, lookUp],
  );

  const remove = useCallback(() => {
    setCoupon(null);
    setError(null);
  }, []);

  return { applied, applying, error, apply, remove };
}
