import { cartMessages, orderMessages, type User } from '@artshop/shared';
import { Link } from '../../../lib/router';
import { useAppSelector } from '../../../store/hooks';
import { PageHead } from '../../../components/seo/page-head';
import { useGetCartQuery } from '../cart.api';
import { useCreateOrderMutation } from '../checkout.api';
import { CartLoginGate } from '../components/cart-login-gate';
import { CheckoutForm } from '../components/checkout-form';
import { CheckoutItems } from '../components/checkout-items';
import { CheckoutPaymentWindow } from '../components/checkout-payment-window';
import { OrderSummary } from '../components/order-summary';
import { PayButton } from '../components/pay-button';
import { cartTotals } from '../lib/cart-totals';
import { liveCoupon } from '../lib/cart-totals';
import { useCheckout } from '../lib/use-checkout';

function CustomerCheckout({ user }: { user: User | null }) {
  // Asked afresh on arrival: the server checks the cart's coupon again (it may have expired or been
  // deleted since it was applied) and says so in `couponNotice`.
  const cart = useGetCartQuery(undefined, { refetchOnMountOrArgChange: true });
  const checking = cart.isFetching;
  const coupon = liveCoupon(cart.data?.coupon ?? null, new Date());
  const notice = cart.data?.couponNotice ?? null;
  const [createOrder] = useCreateOrderMutation();

  const items = cart.data?.cartItems ?? [];
  const totals = cartTotals(items, coupon, new Date(), cart.data?.isFirstOrder ?? false);
  const checkout = useCheckout({
    user,
    couponCode: coupon?.code ?? null,
    blocked: checking || !cart.data || items.length === 0,
    createOrder: (body) => createOrder(body).unwrap(),
  });

  return (
    <form
      noValidate
      onSubmit={checkout.submit}
      className="grid grid-cols-1 gap-8 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]"
    >
      <div className="rounded-2xl bg-white p-6 shadow-sm">
        <CheckoutForm {...checkout.form} />
      </div>
      <aside className="flex flex-col gap-4 self-start rounded-2xl bg-white p-6 shadow-sm">
        {cart.isLoading ? (
          <p className="text-ink-soft">Loading your cart...</p>
        ) : cart.isError && !cart.data ? (
          <p role="alert" className="text-red-700">
            Failed to load your cart.{' '}
            <button type="button" className="underline" onClick={() => void cart.refetch()}>
              Try again
            </button>
          </p>
        ) : items.length === 0 ? (
          <p className="text-ink">{cartMessages.emptyTitle}</p>
        ) : (
          <CheckoutItems items={items} />
        )}
        {notice && (
          <p
            role="status"
            className="rounded bg-amber-50 px-3 py-2 text-sm text-amber-900 ring-1 ring-amber-200"
          >
            {notice}
          </p>
        )}
        <OrderSummary totals={totals} couponCode={coupon?.code ?? null} />
        <PayButton totalPaise={totals.totalPaise} {...checkout.payButton} />
        <Link to="/account/cart" className="text-center text-clay-700 hover:underline">
          {orderMessages.backToCart}
        </Link>
      </aside>
      <CheckoutPaymentWindow checkout={checkout} />
    </form>
  );
}

/** /checkout: customers only; a visitor gets the cart's login prompt and goes to sign in. */
export function CheckoutPage() {
  const { status, isLoggedIn, user } = useAppSelector((state) => state.auth);

  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <PageHead title="Checkout" noindex />
      <h1 className="mb-6 text-2xl font-bold">Checkout</h1>
      {status !== 'ready' ? null : isLoggedIn ? (
        <CustomerCheckout user={user} />
      ) : (
        <CartLoginGate />
      )}
    </div>
  );
}
