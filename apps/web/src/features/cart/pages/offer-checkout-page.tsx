import {
  isOfferPayable,
  offerMessages,
  offerStatusAt,
  offerUi,
  type Offer,
  type User,
} from '@artshop/shared';
import { useId, useState } from 'react';
import { Link, useParams } from '../../../lib/router';
import { useAppSelector } from '../../../store/hooks';
import { errorMessage, errorStatus } from '../../../lib/api-error';
import { PageHead } from '../../../components/seo/page-head';
import { ButtonLink } from '../../../components/ui/button';
import { useGetCartQuery } from '../cart.api';
import { useAcceptOfferMutation, useOfferToPayQuery } from '../checkout.api';
import { CartLoginGate } from '../components/cart-login-gate';
import { CheckoutForm } from '../components/checkout-form';
import { CheckoutPaymentWindow } from '../components/checkout-payment-window';
import { CouponBox } from '../components/coupon-box';
import { OfferCheckoutLine } from '../components/offer-checkout-line';
import { OrderSummary } from '../components/order-summary';
import { PayButton } from '../components/pay-button';
import { offerTotals } from '../lib/offer-totals';
import { useCoupon } from '../lib/use-coupon';
import { useCheckout } from '../lib/use-checkout';

const OFFERS_PATH = '/my-account?tab=offers';

/** Why an offer can no longer be paid, in the shop's words. */
function unavailableReason(offer: Offer, now: Date): string {
  switch (offerStatusAt(offer, now)) {
    case 'paid':
      return offerMessages.offerPaid;
    case 'declined':
      return offerMessages.offerDeclined;
    case 'withdrawn':
      return offer.withdrawnReason ?? offerMessages.offerWithdrawnByShop;
    default:
      return offerMessages.offerLapsed;
  }
}

function Notice({ message }: { message: string }) {
  return (
    <div className="mx-auto flex max-w-md flex-col items-center gap-4 rounded-2xl bg-white p-8 text-center shadow-sm">
      <p className="text-lg font-medium text-ink">{message}</p>
      <ButtonLink to={OFFERS_PATH} size="lg">
        {offerUi.backToOffers}
      </ButtonLink>
    </div>
  );
}

interface OfferPaymentProps {
  offer: Offer;
  user: User | null;
  /** Called after a 409: the offer may have lapsed or been withdrawn, so it is asked again. */
  onRefused: () => void;
}

/** The offer's checkout: the cart checkout's form and payment window, the offer's one line. */
function OfferPayment({ offer, user, onRefused }: OfferPaymentProps) {
  const formId = useId();
  // Only for `isFirstOrder`: the welcome offer applies to an offer's order as to a cart's.
  const cart = useGetCartQuery();
  const coupon = useCoupon();
  const [acceptOffer] = useAcceptOfferMutation();
  const [refusal, setRefusal] = useState<string | null>(null);

  const couponCode = coupon.applied?.code ?? null;
  const totals = offerTotals(offer, coupon.applied, new Date(), cart.data?.isFirstOrder ?? false);

  // 409: lapsed, withdrawn, or the painting reserved or sold meanwhile. The message stays on the
  // page (not a passing toast): the customer needs it to decide what to do next.
  const refused = (error: unknown) => {
    if (errorStatus(error) !== 409) return false;
    setRefusal(errorMessage(error, offerMessages.offerLapsed));
    onRefused();
    return true;
  };

  const checkout = useCheckout({
    user,
    couponCode,
    blocked: coupon.applying,
    createOrder: (body) => acceptOffer({ offerId: offer.id, body }).unwrap(),
    refused,
    onStart: () => setRefusal(null),
  });

  return (
    <div className="grid grid-cols-1 gap-8 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
      <form
        id={formId}
        noValidate
        onSubmit={checkout.submit}
        aria-label="Contact and shipping details"
        className="rounded-2xl bg-white p-6 shadow-sm"
      >
        <CheckoutForm {...checkout.form} />
      </form>
      <aside className="flex flex-col gap-4 self-start rounded-2xl bg-white p-6 shadow-sm">
        <OfferCheckoutLine offer={offer} />
        {/* Its own form, so it sits beside the checkout form, never inside it. */}
        <CouponBox
          appliedCode={couponCode}
          applying={coupon.applying}
          error={coupon.error}
          onApply={(code) => void coupon.apply(code)}
          onRemove={coupon.remove}
        />
        <OrderSummary totals={totals} couponCode={couponCode} />
        <p className="text-xs text-ink-soft">{offerUi.serverDecides}</p>
        {refusal && (
          <p
            role="alert"
            className="rounded-lg bg-red-50 px-3 py-2 text-red-800 ring-1 ring-red-200"
          >
            {refusal}
          </p>
        )}
        <PayButton form={formId} totalPaise={totals.totalPaise} {...checkout.payButton} />
        <Link to={OFFERS_PATH} className="text-center text-clay-700 hover:underline">
          {offerUi.backToOffers}
        </Link>
      </aside>
      <CheckoutPaymentWindow checkout={checkout} />
    </div>
  );
}

function OfferCheckout({ offerId, user }: { offerId: string; user: User | null }) {
  // Asked afresh on arrival: the offer may have lapsed or been withdrawn since the list was seen.
  const { data, isLoading, isError, refetch } = useOfferToPayQuery(offerId, {
    refetchOnMountOrArgChange: true,
  });

  if (isLoading) return <p className="text-ink-soft">{offerUi.offerLoading}</p>;
  if (isError && data === undefined) {
    return (
      <p role="alert" className="text-red-700">
        {offerUi.offerLoadFailed}{' '}
        <button type="button" className="underline" onClick={() => void refetch()}>
          Try again
        </button>
      </p>
    );
  }
  if (!data) return <Notice message={offerMessages.offerNotFound} />;
  const now = new Date();
  // An offer that has just been refused keeps its page until the fresh answer says otherwise.
  if (!isOfferPayable(data, now)) return <Notice message={unavailableReason(data, now)} />;
  return <OfferPayment offer={data} user={user} onRefused={() => void refetch()} />;
}

/** /checkout/offer/:offerId: pay an offer the shop made; customers only, like /checkout. */
export function OfferCheckoutPage() {
  const { offerId = '' } = useParams();
  const { status, isLoggedIn, user } = useAppSelector((state) => state.auth);

  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <PageHead title="Checkout" noindex />
      <h1 className="mb-6 text-2xl font-bold">{offerUi.checkoutTitle}</h1>
      {status !== 'ready' ? null : isLoggedIn ? (
        <OfferCheckout offerId={offerId} user={user} />
      ) : (
        <CartLoginGate />
      )}
    </div>
  );
}
