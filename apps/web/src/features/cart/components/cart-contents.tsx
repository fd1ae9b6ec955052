import type { CartResponse } from '@artshop/shared';
import { useNavigate } from '../../../lib/router';
import { cartTotals } from '../lib/cart-totals';
import { useCartLineActions } from '../lib/use-cart-line-actions';
import { useCartCoupon } from '../lib/use-cart-coupon';
import { CartItemRow } from './cart-item-row';
import { CouponBox } from './coupon-box';
import { OrderSummary } from './order-summary';
import { Button } from '../../../components/ui/button';

/**
 * The filled cart: the lines, then the coupon box, the summary and 'Proceed to Checkout'. The
 * applied coupon is the server cart's, so checkout finds it there (spec 2 'passes the coupon').
 */
export function CartContents({ cart }: { cart: CartResponse }) {
  const { cartItems: items, isFirstOrder } = cart;
  const navigate = useNavigate();
  const { changeQuantity, remove } = useCartLineActions();
  const coupon = useCartCoupon(cart);
  const couponCode = coupon.applied?.code ?? null;
  const totals = cartTotals(items, coupon.applied, new Date(), isFirstOrder);

  return (
    <div className="grid gap-8 lg:grid-cols-[2fr_1fr]">
      <ul aria-label="Cart items">
        {items.map((item) => (
          <CartItemRow
            key={`${item.id}|${item.size}`}
            item={item}
            onChangeQuantity={(delta) => void changeQuantity(item, delta)}
            onRemove={() => void remove(item)}
          />
        ))}
      </ul>
      <aside className="flex flex-col gap-4 rounded border p-4">
        <CouponBox
          appliedCode={couponCode}
          applying={coupon.applying}
          error={coupon.error}
          notice={coupon.notice}
          onApply={(code) => void coupon.apply(code)}
          onRemove={() => void coupon.remove()}
        />
        <OrderSummary totals={totals} couponCode={couponCode} />
        <Button size="xl" onClick={() => void navigate('/checkout')}>
          Proceed to Checkout
        </Button>
      </aside>
    </div>
  );
}
