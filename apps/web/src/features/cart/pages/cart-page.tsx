import { useAppSelector } from '../../../store/hooks';
import { PageHead } from '../../../components/seo/page-head';
import { useGetCartQuery } from '../cart.api';
import { CartContents } from '../components/cart-contents';
import { CartLoginGate } from '../components/cart-login-gate';
import { EmptyCart } from '../components/empty-cart';
import { RemovedItemsNotice } from '../components/removed-items-notice';
import { useRemovedCartItems } from '../lib/use-removed-cart-items';

function CustomerCart() {
  // Asked afresh on each visit: the server checks the applied coupon and every line's product again
  // on every read.
  const { data, isLoading, isError, refetch } = useGetCartQuery(undefined, {
    refetchOnMountOrArgChange: true,
  });
  const removed = useRemovedCartItems(data);
  if (isLoading) return <p className="py-16 text-center">Loading your cart...</p>;
  if (isError || !data) {
    return (
      <div className="py-16 text-center">
        <p role="alert">Failed to load your cart.</p>
        <button type="button" className="mt-4 underline" onClick={() => void refetch()}>
          Try again
        </button>
      </div>
    );
  }
  return (
    <>
      <RemovedItemsNotice items={removed} />
      {data.cartItems.length === 0 ? <EmptyCart /> : <CartContents cart={data} />}
    </>
  );
}

/** /account/cart: customers only; a visitor is sent to sign in once the session check is done. */
export function CartPage() {
  const { status, isLoggedIn } = useAppSelector((state) => state.auth);

  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <PageHead title="Shopping Cart" noindex />
      <h1 className="mb-6 text-2xl font-bold">Shopping Cart</h1>
      {status !== 'ready' ? null : isLoggedIn ? <CustomerCart /> : <CartLoginGate />}
    </div>
  );
}
