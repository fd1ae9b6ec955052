import { formatINR, orderItemCount, orderMessages } from '@artshop/shared';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sentRequests, stubApi } from '../../../test/fetch-stub';
import { loggedIn } from '../../../test/fixtures';
import { makeOrder, orderItem } from '../../../test/orders';
import { renderWithApp } from '../../../test/render';
import { selectCartCount } from '../cart.slice';
import { CartLoader } from '../components/cart-loader';
import { cartItem } from '../test/cart-items';
import { PAYMENT_STATUS_POLL_MS, PaymentStatusPage } from './payment-status-page';

const at = (path = '/checkout/payment-status?ref=order_TEST123') =>
  renderWithApp(
    <>
      <CartLoader />
      <PaymentStatusPage />
    </>,
    { route: path, preloadedState: loggedIn() },
  );

const detail = (label: string) =>
  within(screen.getByLabelText('Order details')).getByText(label).nextElementSibling;

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('PaymentStatusPage', () => {
  it('counts the pieces as Items, as My Orders and the admin list do', async () => {
    const orderItems = [orderItem({ quantity: 2 }), orderItem({ productId: 'p2', quantity: 3 })];
    stubApi({
      'GET /api/user/cart': { body: { isFirstOrder: true, cartItems: [] } },
      'GET /api/order/razorpay/order_TEST123': { body: { order: makeOrder({ orderItems }) } },
    });
    at();
    await screen.findByText(orderMessages.successTitle);
    expect(detail('Items')).toHaveTextContent(String(orderItemCount(orderItems)));
    expect(detail('Items')).toHaveTextContent('5');
  });

  it('shows a spinner, then a paid order by its number, with View order and Continue shopping', async () => {
    stubApi({
      'GET /api/user/cart': { body: { isFirstOrder: true, cartItems: [] } },
      'GET /api/order/razorpay/order_TEST123': { body: { order: makeOrder() } },
    });
    at();
    expect(screen.getByRole('heading', { name: orderMessages.statusTitle })).toBeInTheDocument();
    expect(screen.getByRole('status')).toBeInTheDocument();
    expect(await screen.findByText(orderMessages.successTitle)).toBeInTheDocument();
    expect(screen.getByText(orderMessages.successText)).toBeInTheDocument();
    // Decision 0085: the short number, neither our UUID nor Razorpay's id.
    expect(detail(orderMessages.orderNumberLabel)).toHaveTextContent('AS-1042');
    const details = screen.getByLabelText('Order details');
    expect(details).not.toHaveTextContent('7f3c1a52');
    expect(details).not.toHaveTextContent('order_TEST123');
    expect(detail('Status')).toHaveTextContent('Success');
    expect(detail('Amount')).toHaveTextContent(formatINR(1150));
    expect(detail('Delivery Address')).toHaveTextContent(
      '1 MG Road, Pune, Maharashtra, 411001, India',
    );
    expect(detail('Items')).toHaveTextContent('1');
    expect(screen.getByRole('link', { name: orderMessages.viewOrder })).toHaveAttribute(
      'href',
      '/my-account?tab=orders&order=7f3c1a52-0d4e-4b7a-9c1e-1234abcd5678',
    );
    expect(screen.getByRole('link', { name: orderMessages.continueShopping })).toHaveAttribute(
      'href',
      '/',
    );
    // No invoice yet: no link.
    expect(screen.queryByRole('link', { name: /invoice/i })).not.toBeInTheDocument();
  });

  it('keeps the PIN code whole, shows the address in lines, and offers the invoice', async () => {
    const order = makeOrder({
      addressParts: {
        street: '12 Residency Road',
        line2: 'Flat 4B',
        city: 'Bengaluru',
        state: 'Karnataka',
        zip: '560025',
        country: 'India',
      },
      invoice: { number: '26-27/000001', kind: 'tax_invoice', issuedAt: '2026-11-20T10:00:00Z' },
    });
    stubApi({
      'GET /api/user/cart': { body: { isFirstOrder: true, cartItems: [] } },
      'GET /api/order/razorpay/order_TEST123': { body: { order } },
    });
    at();
    await screen.findByText(orderMessages.successTitle);
    const address = detail('Delivery Address')!;
    expect(address).not.toHaveClass('break-all');
    expect(within(address as HTMLElement).getByText('560025')).toHaveClass('whitespace-nowrap');
    // In lines on screen, one address when read or copied.
    expect(address).toHaveTextContent(
      '12 Residency Road, Flat 4B, Bengaluru, Karnataka, 560025, India',
    );
    expect(screen.getByRole('link', { name: 'Download invoice' })).toHaveAttribute(
      'href',
      `/api/order/${order.id}/invoice`,
    );
  });

  it('reloads the cart once the order is paid, so the header badge follows', async () => {
    let cartCalls = 0;
    stubApi({
      'GET /api/order/razorpay/order_TEST123': { body: { order: makeOrder() } },
      'GET /api/user/cart': () => {
        cartCalls += 1;
        // Before payment the cart held 2 pieces; the paid order emptied it on the server.
        const items = cartCalls === 1 ? [cartItem({ quantity: 2 })] : [];
        return { body: { isFirstOrder: cartCalls === 1, cartItems: items } };
      },
    });
    const { store } = at();
    await screen.findByText(orderMessages.successTitle);
    await waitFor(() => expect(cartCalls).toBeGreaterThanOrEqual(2));
    await waitFor(() => expect(selectCartCount(store.getState())).toBe(0));
  });

  it('shows any other status as failed', async () => {
    stubApi({
      'GET /api/order/razorpay/order_TEST123': { body: { order: makeOrder({ status: 'failed' }) } },
    });
    at();
    expect(await screen.findByText(orderMessages.failedTitle)).toBeInTheDocument();
    expect(screen.getByText(orderMessages.failedText)).toBeInTheDocument();
    expect(detail('Status')).toHaveTextContent('Failed');
  });

  it('shows a pending order and asks again until it is paid', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const statuses = ['pending', 'pending', 'success'] as const;
    let asked = 0;
    stubApi({
      'GET /api/user/cart': { body: { isFirstOrder: true, cartItems: [] } },
      'GET /api/order/razorpay/order_TEST123': () => {
        const status = statuses[Math.min(asked, statuses.length - 1)] ?? 'success';
        asked += 1;
        return { body: { order: makeOrder({ status }) } };
      },
    });
    at();
    expect(await screen.findByText(orderMessages.pendingTitle)).toBeInTheDocument();
    expect(screen.getByText(orderMessages.pendingText)).toBeInTheDocument();
    expect(screen.getByText(orderMessages.pendingNote)).toBeInTheDocument();
    expect(detail('Status')).toHaveTextContent('Pending');

    await act(() => vi.advanceTimersByTimeAsync(PAYMENT_STATUS_POLL_MS));
    await waitFor(() => expect(asked).toBe(2));
    expect(screen.getByText(orderMessages.pendingTitle)).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(PAYMENT_STATUS_POLL_MS));
    expect(await screen.findByText(orderMessages.successTitle)).toBeInTheDocument();

    // Once paid, the page stops asking.
    await act(() => vi.advanceTimersByTimeAsync(PAYMENT_STATUS_POLL_MS * 3));
    expect(asked).toBe(3);
  });

  it('shows the error box when the order cannot be fetched', async () => {
    stubApi({
      'GET /api/order/razorpay/order_TEST123': {
        status: 500,
        body: { message: 'Internal Server Error' },
      },
    });
    at();
    expect(await screen.findByRole('alert')).toHaveTextContent(orderMessages.statusFetchFailed);
  });

  it("says 'No order data found' for an unknown ref", async () => {
    stubApi({});
    at('/checkout/payment-status?ref=order_NOPE');
    expect(await screen.findByText(orderMessages.noOrderData)).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("says 'No order data found' without asking when there is no ref", async () => {
    const fetchMock = stubApi({
      'GET /api/user/cart': { body: { isFirstOrder: true, cartItems: [] } },
    });
    at('/checkout/payment-status');
    expect(screen.getByText(orderMessages.noOrderData)).toBeInTheDocument();
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    const paths = sentRequests(fetchMock).map((request) => new URL(request.url).pathname);
    expect(paths.filter((path) => path.startsWith('/api/order'))).toEqual([]);
  });
});
