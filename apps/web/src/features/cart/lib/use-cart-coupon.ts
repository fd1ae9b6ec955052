import { cartMessages, type CartResponse } from '@artshop/shared';
import { useCallback, useState } from 'react';
import { toast } from '../../../lib/toast';
import { errorMessage } from '../../../lib/api-error';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { useApplyCartCouponMutation, useRemoveCartCouponMutation } from '../cart.api';
import { setApplyingDiscount } from '../cart.slice';
import { liveCoupon } from './cart-totals';

/**
 * The cart's coupon (decision 0058): applied to and removed from the server's cart, so it survives
 * a reload, 'Back to Cart' and the way to checkout; the server checks it again on every cart read
 * and says why when it removed one (`notice`). The 'applying' flag lives in the cart slice
 * (spec 3).
 */
export function useCartCoupon(cart: CartResponse | undefined) {
  const dispatch = useAppDispatch();
  const applying = useAppSelector((state) => state.cart.applyingDiscount);
  const [applyCoupon] = useApplyCartCouponMutation();
  const [removeCoupon] = useRemoveCartCouponMutation();
  const [error, setError] = useState<string | null>(null);
  // The server's word, and between two reads the coupon's own expiry day (spec section 4).
  const applied = liveCoupon(cart?.coupon ?? null, new Date());

  const apply = useCallback(
    async (code: string) => {
      setError(null);
      dispatch(setApplyingDiscount(true));
      try {
        await applyCoupon(code).unwrap();
        toast.success(cartMessages.couponApplied);
      } catch (failure) {
        // One message, beside the box: not a toast as well (decision 0081).
        setError(errorMessage(failure, cartMessages.couponApplyFailed));
      } finally {
        dispatch(setApplyingDiscount(false));
      }
    },
    [applyCoupon, dispatch],
  );

  const remove = useCallback(async () => {
    setError(null);
    try {
      await removeCoupon().unwrap();
    } catch (failure) {
      toast.error(errorMessage(failure, cartMessages.couponRemoveFailed));
    }
  }, [removeCoupon]);

  return { applied, applying, error, notice: cart?.couponNotice ?? null, apply, remove };
}
