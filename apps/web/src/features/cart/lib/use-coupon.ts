import { cartMessages, type Coupon } from '@artshop/shared';
import { useCallback, useState } from 'react';
import { toast } from '../../../lib/toast';
import { errorMessage } from '../../../lib/api-error';
import { useLazyLookUpCouponQuery } from '../cart.api';
import { liveCoupon } from './cart-totals';

/**
 * An offer's checkout coupon (spec section 4, 'Coupon'): none, then applied after a successful
 * lookup; it ends by removal, or by itself once its expiry day is past, and then counts as none.
 * It stays with this checkout: the cart's coupon is the server cart's (`useCartCoupon`).
 */
export function useCoupon() {
  const [applying, setApplying] = useState(false);
  const [lookUp] = useLazyLookUpCouponQuery();
  const [coupon, setCoupon] = useState<Coupon | null>(null);
  const [error, setError] = useState<string | null>(null);
  const applied = liveCoupon(coupon, new Date());

  const apply = useCallback(
    async (code: string) => {
      setError(null);
      setApplying(true);
      try {
        const response = await lookUp(code).unwrap();
        setCoupon(response.coupon);
        toast.success(cartMessages.couponApplied);
      } catch (failure) {
        // One message, beside the box: not a toast as well (decision 0081).
        setError(errorMessage(failure, cartMessages.couponApplyFailed));
      } finally {
        setApplying(false);
      }
    },
    [lookUp],
  );

  const remove = useCallback(() => {
    setCoupon(null);
    setError(null);
  }, []);

  return { applied, applying, error, apply, remove };
}
