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
 * `inCart` (the cart page) keeps the applied code and the 'applying' flag in the cart slice for its
 * checkout; an offer's checkout keeps its coupon to itself.
 */
export function useCoupon({ inCart = true }: { inCart?: boolean } = {}) {
  const dispatch = useAppDispatch();
  const cartApplying = useAppSelector((state) => state.cart.applyingDiscount);
  const [ownApplying, setOwnApplying] = useState(false);
  const applying = inCart ? cartApplying : ownApplying;
  const [lookUp] = useLazyLookUpCouponQuery();
  const [coupon, setCoupon] = useState<Coupon | null>(null);
  const [error, setError] = useState<string | null>(null);
  const applied = liveCoupon(coupon, new Date());
  const appliedCode = applied?.code ?? null;

  // The slice carries the applied code for checkout; an expired coupon drops out of it too.
  useEffect(() => {
    if (inCart) dispatch(setCouponCode(appliedCode));
  }, [appliedCode, dispatch, inCart]);

  const setApplying = useCallback(
    (value: boolean) => (inCart ? dispatch(setApplyingDiscount(value)) : setOwnApplying(value)),
    [dispatch, inCart],
  );

  const apply = useCallback(
    async (input: string) => {
      const code = input.trim();
      if (!code) {
        setError(cartMessages.couponEmpty);
        return;
      }
      setError(null);
      setApplying(true);
      try {
        const response = await lookUp(code).unwrap();
        setCoupon(response.coupon);
        toast.success(cartMessages.couponApplied);
      } catch (failure) {
        setError(errorMessage(failure, cartMessages.couponApplyFailed));
        toast.error(cartMessages.couponApplyFailedToast);
      } finally {
        setApplying(false);
      }
    },
    [lookUp, setApplying],
  );

  const remove = useCallback(() => {
    setCoupon(null);
    setError(null);
  }, []);

  return { applied, applying, error, apply, remove };
}
