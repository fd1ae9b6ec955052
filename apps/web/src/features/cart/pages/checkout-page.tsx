import {
  cartMessages,
  formatINR,
  joinDeliveryAddress,
  orderMessages,
  toRupees,
  type CheckoutField,
  type TestPaymentInput,
  type User,
} from '@artshop/shared';
import { useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { Link, useLocation } from 'react-router';
import { useAppSelector } from '../../../store/hooks';
import { usePageTitle } from '../../../lib/use-page-title';
import { errorMessage, errorStatus } from '../../../lib/api-error';
import { useGetCartQuery } from '../cart.api';
import { useCreateOrderMutation, usePayTestOrderMutation } from '../checkout.api';
import { CartLoginGate } from '../components/cart-login-gate';
import { CheckoutForm } from '../components/checkout-form';
import { CheckoutItems } from '../components/checkout-items';
import { OrderSummary } from '../components/order-summary';
import { TestPaymentWindow } from '../components/test-payment-window';
import { cartTotals } from '../lib/cart-totals';
import { checkoutErrors, checkoutFormFromUser, type CheckoutErrors } from '../lib/checkout-form';
import { openRazorpay } from '../lib/load-razorpay';
import { postForm } from '../lib/post-form';
import { couponCodeFromState, useCheckoutCoupon } from '../lib/use-checkout-coupon';
import { Button } from '../../../components/ui/button';

interface TestPayment {
  orderId: string;
  amountPaise: number;
}

function CustomerCheckout({ user }: { user: User | null }) {
  const location = useLocation();
  const cart = useGetCartQuery();
  const { coupon, checking } = useCheckoutCoupon(couponCodeFromState(location.state));
  const [createOrder] = useCreateOrderMutation();
  const [payTestOrder] = usePayTestOrderMutation();
  const [values, setValues] = useState(() => checkoutFormFromUser(user));
  const [touched, setTouched] = useState<ReadonlySet<CheckoutField>>(new Set());
  const [busy, setBusy] = useState(false);
  const [testPayment, setTestPayment] = useState<TestPayment | null>(null);

  const items = cart.data?.cartItems ?? [];
  const totals = cartTotals(items, coupon, new Date(), cart.data?.isFirstOrder ?? false);
  const errors = checkoutErrors(values);
  const hasErrors = Object.keys(errors).length > 0;
  // A message shows once the customer has touched the field, or at once for a prefilled value
  // that breaks a rule; an empty untouched field waits (it still keeps the pay button disabled).
  const shown: CheckoutErrors = Object.fromEntries(
    Object.entries(errors).filter(
      ([field]) =>
        touched.has(field as CheckoutField) || values[field as CheckoutField].trim() !== '',
    ),
  );
  const payDisabled = busy || checking || !cart.data || items.length === 0 || hasErrors;

  const touch = (field: CheckoutField) =>
    setTouched((previous) => (previous.has(field) ? previous : new Set(previous).add(field)));

  const change = (field: CheckoutField, value: string) => {
    setValues((previous) => ({ ...previous, [field]: value }));
    touch(field);
  };

  const backToIdle = () => {
    setTestPayment(null);
    setBusy(false);
  };

  const failed = (error?: unknown) => {
    const status = errorStatus(error);
    // A refusal the shopper can act on (a coupon at its limit, a cart too large, too many tries)
    // says why in the server's words; anything else is the spec's checkout failure toast.
    const refused = status !== undefined && status >= 400 && status < 500;
    toast.error(
      refused ? errorMessage(error, orderMessages.checkoutFailed) : orderMessages.checkoutFailed,
    );
    backToIdle();
  };

  const pay = async (event: FormEvent) => {
    event.preventDefault();
    if (payDisabled) return;
    setBusy(true);
    try {
      const { order, checkout } = await createOrder({
        deliveryAddress: joinDeliveryAddress(values),
        name: values.name.trim(),
        email: values.email.trim(),
        phone: values.phone.trim(),
        ...(coupon ? { couponCode: coupon.code } : {}),
      }).unwrap();
      if (checkout.provider === 'test') {
        setTestPayment({ orderId: order.id, amountPaise: checkout.amount });
      } else {
        await openRazorpay(checkout, backToIdle);
      }
    } catch (error) {
      failed(error);
    }
  };

  const sendTestOutcome = async (outcome: TestPaymentInput['outcome']): Promise<boolean> => {
    if (!testPayment) return false;
    try {
      const { callbackUrl, fields } = await payTestOrder({
        orderId: testPayment.orderId,
        outcome,
      }).unwrap();
      // A real form POST, as Razorpay's redirect makes: the server answers with the status page.
      postForm(callbackUrl, fields);
      return true;
    } catch {
      failed();
      return false;
    }
  };

  return (
    <form
      noValidate
      onSubmit={(event) => void pay(event)}
      className="grid grid-cols-1 gap-8 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]"
    >
      <div className="rounded-2xl bg-white p-6 shadow-sm">
        <CheckoutForm
          values={values}
          errors={shown}
          disabled={busy}
          onChange={change}
          onBlur={touch}
        />
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
        <OrderSummary totals={totals} couponCode={coupon?.code ?? null} />
        <Button type="submit" size="xl" disabled={payDisabled}>
          {busy ? orderMessages.processing : `Pay ${formatINR(toRupees(totals.totalPaise))}`}
        </Button>
        {hasErrors && !busy && (
          <p className="text-sm text-ink-soft">
            Please complete the contact and shipping details to pay.
          </p>
        )}
        <Link to="/account/cart" className="text-center text-clay-700 hover:underline">
          {orderMessages.backToCart}
        </Link>
      </aside>
      {testPayment && (
        <TestPaymentWindow
          open
          amountPaise={testPayment.amountPaise}
          onOutcome={sendTestOutcome}
          onDismiss={backToIdle}
        />
      )}
    </form>
  );
}

/** /checkout: customers only; a visitor gets the cart's login prompt and goes to sign in. */
export function CheckoutPage() {
  usePageTitle('Checkout');
  const { status, isLoggedIn, user } = useAppSelector((state) => state.auth);

  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <h1 className="mb-6 text-2xl font-bold">Checkout</h1>
      {status !== 'ready' ? null : isLoggedIn ? (
        <CustomerCheckout user={user} />
      ) : (
        <CartLoginGate />
      )}
    </div>
  );
}
