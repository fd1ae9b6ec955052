import { orderMessages } from '@artshop/shared';
import { useEffect } from 'react';
import { useSearchParams } from '../../../lib/router';
import { useGetMyOrdersQuery } from '../account.api';
import { MyOrderCard } from './my-order-card';
import { ButtonLink } from '../../../components/ui/button';

/** The customer's orders, newest first (the server's order), each expandable. */
export function MyOrders() {
  const { data, error, isLoading } = useGetMyOrdersQuery();
  // `?order=<id>`: the order to show opened (the payment status page's 'View order').
  const [searchParams] = useSearchParams();
  const openedId = searchParams.get('order');
  useEffect(() => {
    // Spec error catalogue: an orders fetch failure is only logged.
    if (error) console.error('Failed to load orders', error);
  }, [error]);

  const orders = error ? [] : (data ?? []);

  return (
    <div>
      <h2 className="text-2xl font-semibold text-clay-900">My Orders</h2>
      {isLoading ? (
        <p className="mt-6 text-ink-soft">Loading orders...</p>
      ) : orders.length === 0 ? (
        <div className="mt-6 rounded-2xl bg-white p-8 text-center shadow-sm">
          <p className="text-lg font-medium text-ink">{orderMessages.noOrders}</p>
          <ButtonLink to="/" size="lg" className="mt-4">
            Continue Shopping
          </ButtonLink>
        </div>
      ) : (
        <ul aria-label="Orders" className="mt-6 flex flex-col gap-4">
          {orders.map((order) => (
            <MyOrderCard key={order.id} order={order} opened={order.id === openedId} />
          ))}
        </ul>
      )}
    </div>
  );
}
