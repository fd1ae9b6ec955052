import { invoiceUrl, orderLifecycleMessages, orderMessages, type Order } from '@artshop/shared';
import { CheckCircle2, Clock, FileDown, Loader2, XCircle } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useSearchParams } from '../../../lib/router';
import { api, skipToken } from '../../../store/api';
import { useAppDispatch } from '../../../store/hooks';
import { errorStatus } from '../../../lib/api-error';
import { PageHead } from '../../../components/seo/page-head';
import { useOrderByRefQuery } from '../checkout.api';
import { OrderStatusDetails } from '../components/order-status-details';
import { ButtonLink } from '../../../components/ui/button';

/** How often a pending order is asked about again (the server re-checks Razorpay on each ask). */
export const PAYMENT_STATUS_POLL_MS = 3000;

function Outcome({ order }: { order: Order }) {
  if (order.status === 'success') {
    return (
      <div className="text-center">
        <CheckCircle2 aria-hidden="true" className="mx-auto h-14 w-14 text-green-600" />
        <h2 className="mt-3 text-2xl font-semibold text-green-800">{orderMessages.successTitle}</h2>
        <p className="mt-1 text-ink">{orderMessages.successText}</p>
      </div>
    );
  }
  if (order.status === 'pending') {
    return (
      <div className="text-center">
        <Clock aria-hidden="true" className="mx-auto h-14 w-14 text-amber-600" />
        <h2 className="mt-3 text-2xl font-semibold text-amber-800">{orderMessages.pendingTitle}</h2>
        <p className="mt-1 text-ink">{orderMessages.pendingText}</p>
        <p className="mt-3 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">
          {orderMessages.pendingNote}
        </p>
      </div>
    );
  }
  return (
    <div className="text-center">
      <XCircle aria-hidden="true" className="mx-auto h-14 w-14 text-red-600" />
      <h2 className="mt-3 text-2xl font-semibold text-red-800">{orderMessages.failedTitle}</h2>
      <p className="mt-1 text-ink">{orderMessages.failedText}</p>
    </div>
  );
}

/**
 * Where to go next (decision 0085): the order in My Orders, opened, or back to the shop. Without
 * an order only the shop.
 */
function Actions({ order }: { order?: Order }) {
  return (
    <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
      {order && (
        <ButtonLink
          to={`/my-account?tab=orders&order=${encodeURIComponent(order.id)}`}
          size="lg"
          variant="secondary"
        >
          {orderMessages.viewOrder}
        </ButtonLink>
      )}
      <ButtonLink to="/" size="lg">
        {orderMessages.continueShopping}
      </ButtonLink>
    </div>
  );
}

function StatusBody({ orderRef }: { orderRef: string | null }) {
  const dispatch = useAppDispatch();
  const [pending, setPending] = useState(false);
  // Polls only while the payment is pending, as the pending text promises.
  const { data, error, isLoading } = useOrderByRefQuery(orderRef ?? skipToken, {
    pollingInterval: pending ? PAYMENT_STATUS_POLL_MS : 0,
  });
  const status = data?.order.status;

  useEffect(() => {
    setPending(status === 'pending');
    // A paid order emptied the cart on the server: the header badge must follow.
    if (status === 'success') dispatch(api.util.invalidateTags(['Cart', 'Order']));
  }, [status, dispatch]);

  if (isLoading) {
    return (
      <div role="status" className="flex flex-col items-center gap-3 py-12">
        <Loader2 aria-hidden="true" className="h-10 w-10 animate-spin text-clay-700" />
        <span className="sr-only">Loading order details...</span>
      </div>
    );
  }
  // A poll that fails keeps showing the last known order.
  if (data) {
    const { order } = data;
    return (
      <>
        <Outcome order={order} />
        <div className="mt-6">
          <OrderStatusDetails order={order} />
        </div>
        {order.invoice && (
          <p className="mt-4 text-center">
            <a
              href={invoiceUrl(order.id)}
              download
              className="inline-flex items-center gap-1.5 font-medium text-clay-700 underline underline-offset-2"
            >
              <FileDown aria-hidden="true" className="h-4 w-4" />
              {orderLifecycleMessages.downloadInvoice}
            </a>
          </p>
        )}
        <Actions order={order} />
      </>
    );
  }
  if (error && errorStatus(error) !== 404) {
    return (
      <>
        <div role="alert" className="rounded-lg border border-red-300 bg-red-50 p-4 text-red-800">
          {orderMessages.statusFetchFailed}
        </div>
        <Actions />
      </>
    );
  }
  return (
    <>
      <p className="py-8 text-center text-ink">{orderMessages.noOrderData}</p>
      <Actions />
    </>
  );
}

/** /checkout/payment-status?ref=: the order's payment result, where the payment window returns. */
export function PaymentStatusPage() {
  const [params] = useSearchParams();
  const ref = params.get('ref')?.trim() || null;

  return (
    <div className="mx-auto max-w-2xl px-4 py-8">
      <PageHead title={orderMessages.statusTitle} noindex />
      <div className="rounded-2xl bg-white p-6 shadow-sm sm:p-8">
        <h1 className="mb-6 text-center text-2xl font-bold">{orderMessages.statusTitle}</h1>
        <StatusBody orderRef={ref} />
      </div>
    </div>
  );
}
