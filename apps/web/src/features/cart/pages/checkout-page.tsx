import {
  cartMessages,
  orderMessages,
  toPaise,
  type CodOrderResponse,
  type CreateOrderInput,
  type PaymentMethod,
  type User,
} from '@artshop/shared';
import { useState } from 'react';
import { Link, useNavigate } from '../../../lib/router';
import { useAppSelector } from '../../../store/hooks';
import { skipToken } from '../../../store/api';
import { PageHead } from '../../../components/seo/page-head';
import { useGetCartQuery } from '../cart.api';
import {
  useCodOptionsQuery,
  useCreateCodOrderMutation,
  useCreateOrderMutation,
} from '../checkout.api';
import { CartLoginGate } from '../components/cart-login-gate';
import { CheckoutForm } from '../components/checkout-form';
import { CheckoutItems } from '../components/checkout-items';
import { CheckoutPaymentWindow } from '../components/checkout-payment-window';
import { OrderSummary } from '../components/order-summary';
import { PayButton } from '../components/pay-button';
import { PaymentMethodChoice } from '../components/payment-method-choice';
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
  const [createCodOrder] = useCreateCodOrderMutation();
  const navigate = useNavigate();
  const [method, setMethod] = useState<PaymentMethod>('online');

  const items = cart.data?.cartItems ?? [];
  const totals = cartTotals(items, coupon, new Date(), cart.data?.isFirstOrder ?? false);
  // Read by Pay's submit when it runs; set below, once this render knows the PIN's options.
  const cod = {
    chosen: false,
    place: (body: CreateOrderInput) => createCodOrder(body).unwrap(),
    placed: (order: CodOrderResponse['order']) =>
      void navigate(`/checkout/confirm/${encodeURIComponent(order.id)}`),
  };
  const checkout = useCheckout({
    user,
    couponCode: coupon?.code ?? null,
    blocked: checking || !cart.data || items.length === 0,
    createOrder: (body) => createOrder(body).unwrap(),
    cod,
  });
  // Cash on delivery (decision 0099): asked for this cart and PIN code, its fee in the summary.
  const pin = checkout.form.values.zip.trim();
  const codOptions = useCodOptionsQuery(
    /^[1-9]\d{5}$/.test(pin) && items.length > 0 && !checking ? pin : skipToken,
  );
  const options = codOptions.isFetching ? undefined : codOptions.data;
  cod.chosen = method === 'cod' && options?.available === true;
  const codFeePaise = cod.chosen && options ? toPaise(options.fee) : 0;

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
        <OrderSummary totals={totals} couponCode={coupon?.code ?? null} codFeePaise={codFeePaise} />
        <PaymentMethodChoice
          method={cod.chosen ? 'cod' : 'online'}
          onChange={setMethod}
          options={options}
          disabled={checkout.busy}
        />
        <PayButton
          totalPaise={totals.totalPaise + codFeePaise}
          cashOnDelivery={cod.chosen}
          {...checkout.payButton}
        />
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
