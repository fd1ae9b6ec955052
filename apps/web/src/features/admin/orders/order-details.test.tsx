import {
  offerMessages,
  orderLifecycleMessages as m,
  type AdminOrder,
  type Refund,
  type Shipment,
} from '@artshop/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { sentBody, sentRequests, stubApi, type ApiRoutes } from '../../../test/fetch-stub';
import { makeOrder } from '../../../test/orders';
import { renderWithApp } from '../../../test/render';
import { OrderDetails } from './order-details';

const ID = '7c1e2d3f-0000-4000-8000-00000000aaaa1111';
const STATUS = `PUT /api/order/${ID}/status`;
const REFUNDS = `POST /api/order/${ID}/refunds`;

const anOrder = (overrides: Partial<AdminOrder> = {}): AdminOrder => ({
  ...makeOrder({ id: ID, pay: 1150 }),
  user: { name: 'Asha Rao', email: 'asha@example.com', phone: '9876543210' },
  ...overrides,
});

const shipment: Shipment = {
  courier: 'Blue Dart',
  trackingNumber: 'BD123456789IN',
  trackingUrl: 'https://www.bluedart.com/track?n=BD123456789IN',
  shippedAt: '2026-01-06T05:00:00.000Z',
  stage: null,
  events: [],
  deliveredAt: null,
  returnedAt: null,
  undeliveredReason: null,
  reattemptRequestedAt: null,
};

const refund = (overrides: Partial<Refund> = {}): Refund => ({
  id: 'r1',
  amount: 150,
  reason: 'Frame chipped',
  status: 'processed',
  cancellation: false,
  createdAt: '2026-01-07T05:00:00.000Z',
  processedAt: '2026-01-07T05:00:01.000Z',
  creditNote: { id: 'cn1', number: 'CN25-26/000003' },
  ...overrides,
});

const refundAnswer = (overrides: Partial<Refund> = {}) => ({
  status: 201,
  body: { refund: refund({ id: 'r9', amount: 400, creditNote: null, ...overrides }) },
});

const renderDetails = (order: AdminOrder, routes: ApiRoutes = {}) => {
  const fetchMock = stubApi({ 'GET /api/order': { body: {} }, ...routes });
  const user = userEvent.setup({ delay: null });
  renderWithApp(<OrderDetails order={order} />);
  return { fetchMock, user };
};

const sent = (fetchMock: ReturnType<typeof stubApi>, method: string) =>
  sentRequests(fetchMock).filter((request) => request.method === method);
const indexOf = (fetchMock: ReturnType<typeof stubApi>, method: string, nth = 0) =>
  sentRequests(fetchMock)
    .map((request, index) => (request.method === method ? index : -1))
    .filter((index) => index >= 0)[nth]!;

describe('OrderDetails: shipping', { timeout: 20_000 }, () => {
  it('asks for the courier and tracking number with the shared messages before shipping', async () => {
    const order = anOrder();
    const { fetchMock, user } = renderDetails(order, {
      [STATUS]: { body: { order: { ...order, fulfilmentStatus: 'shipped', shipment } } },
    });
    expect(screen.queryByLabelText('Courier')).not.toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Order status'), 'Shipped');

    await user.click(screen.getByRole('button', { name: 'Update Status' }));
    expect(screen.getByLabelText('Courier')).toHaveAccessibleDescription(m.courierRequired);
    expect(screen.getByLabelText('Tracking number')).toHaveAccessibleDescription(
      m.trackingNumberRequired,
    );

    await user.type(screen.getByLabelText('Courier'), '  Blue Dart ');
    await user.type(screen.getByLabelText('Tracking number'), 'BD123456789IN');
    await user.type(screen.getByLabelText('Tracking link (optional)'), 'javascript:alert(1)');
    await user.click(screen.getByRole('button', { name: 'Update Status' }));
    expect(screen.getByLabelText('Tracking link (optional)')).toHaveAccessibleDescription(
      m.trackingUrlInvalid,
    );
    expect(screen.getByLabelText('Courier')).not.toHaveAttribute('aria-invalid');
    expect(sent(fetchMock, 'PUT')).toHaveLength(0);

    await user.clear(screen.getByLabelText('Tracking link (optional)'));
    await user.type(screen.getByLabelText('Tracking link (optional)'), shipment.trackingUrl!);
    await user.click(screen.getByRole('button', { name: 'Update Status' }));
    expect(await screen.findByText('Order status updated successfully!')).toBeInTheDocument();
    expect(await sentBody(fetchMock, indexOf(fetchMock, 'PUT'))).toEqual({
      status: 'shipped',
      courier: 'Blue Dart',
      trackingNumber: 'BD123456789IN',
      trackingUrl: shipment.trackingUrl,
    });
  });

  it('shows the parcel with its tracking link, and corrects it from the recorded details', async () => {
    const order = anOrder({ fulfilmentStatus: 'shipped', shipment });
    const { fetchMock, user } = renderDetails(order, {
      [STATUS]: { body: { order } },
    });
    expect(screen.getByText('Shipped with Blue Dart · BD123456789IN')).toBeInTheDocument();
    expect(screen.getByText('Shipped on 6 Jan 2026')).toBeInTheDocument();
    const track = screen.getByRole('link', { name: 'Track parcel' });
    expect(track).toHaveAttribute('href', shipment.trackingUrl);
    expect(track).toHaveAttribute('target', '_blank');
    expect(track).toHaveAttribute('rel', 'noopener noreferrer');
    // Shipped: refund it, it can no longer be cancelled.
    expect(screen.queryByRole('button', { name: 'Cancel order' })).not.toBeInTheDocument();

    expect(screen.getByLabelText('Order status')).toHaveValue('shipped');
    expect(screen.getByLabelText('Courier')).toHaveValue('Blue Dart');
    const update = screen.getByRole('button', { name: 'Update Status' });
    expect(update).toBeDisabled();
    await user.clear(screen.getByLabelText('Tracking number'));
    await user.type(screen.getByLabelText('Tracking number'), 'BD999');
    expect(update).toBeEnabled();
    await user.clear(screen.getByLabelText('Tracking link (optional)'));
    await user.click(update);
    await waitFor(() => expect(sent(fetchMock, 'PUT')).toHaveLength(1));
    expect(await sentBody(fetchMock, indexOf(fetchMock, 'PUT'))).toEqual({
      status: 'shipped',
      courier: 'Blue Dart',
      trackingNumber: 'BD999',
      trackingUrl: null,
    });
  });
});

describe('OrderDetails: cancelling', { timeout: 20_000 }, () => {
  it('confirms, says the payment goes back in full, and sends the reason', async () => {
    const order = anOrder();
    const { fetchMock, user } = renderDetails(order, {
      [STATUS]: { body: { order: { ...order, fulfilmentStatus: 'cancelled' } } },
    });
    await user.click(screen.getByRole('button', { name: 'Cancel order' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel this order?' });
    expect(dialog).toHaveTextContent(
      'The order will be cancelled and its payment of ₹1,150 refunded in full.',
    );
    await user.type(within(dialog).getByLabelText('Reason (optional)'), ' Out of stock ');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel order' }));

    expect(await screen.findByText('Order cancelled')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(await sentBody(fetchMock, indexOf(fetchMock, 'PUT'))).toEqual({
      status: 'cancelled',
      reason: 'Out of stock',
    });
  });

  it("sends no reason when none is typed, and keeps the server's refusal in the dialog", async () => {
    const { fetchMock, user } = renderDetails(anOrder(), {
      [STATUS]: { status: 409, body: { statusCode: 409, message: m.cancelShipped } },
    });
    await user.click(screen.getByRole('button', { name: 'Cancel order' }));
    const dialog = screen.getByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel order' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      `Failed to cancel the order: ${m.cancelShipped}`,
    );
    expect(await sentBody(fetchMock, indexOf(fetchMock, 'PUT'))).toEqual({ status: 'cancelled' });

    await user.click(within(dialog).getByRole('button', { name: 'Keep order' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows a cancelled order with its reason and no way to change it', () => {
    renderDetails(
      anOrder({
        fulfilmentStatus: 'cancelled',
        cancelledAt: '2026-01-06T05:00:00.000Z',
        cancelReason: 'Out of stock',
        refunded: 1150,
        refunds: [refund({ amount: 1150, cancellation: true, reason: 'Out of stock' })],
      }),
    );
    expect(screen.getByText('Cancelled on 6 Jan 2026')).toBeInTheDocument();
    expect(screen.getByText(m.cancelledFinal)).toBeInTheDocument();
    expect(screen.queryByLabelText('Order status')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel order' })).not.toBeInTheDocument();
    // Refunded in full: nothing left to refund.
    expect(screen.queryByRole('button', { name: 'Refund' })).not.toBeInTheDocument();
    expect(
      within(screen.getByRole('list', { name: 'Refunds' })).getByText('Cancellation'),
    ).toBeInTheDocument();
  });
});

describe('OrderDetails: refunds', { timeout: 20_000 }, () => {
  const refunded = anOrder({
    fulfilmentStatus: 'delivered',
    refunded: 150,
    refundPending: 100,
    refunds: [
      refund(),
      refund({ id: 'r2', amount: 100, status: 'pending', creditNote: null, processedAt: null }),
    ],
    invoice: { number: '25-26/000042', kind: 'tax_invoice', issuedAt: '2026-01-05T10:01:00.000Z' },
  });

  it('lists the refunds with their status and credit note, and links the invoice', () => {
    renderDetails(refunded);
    const payment = within(screen.getByRole('region', { name: 'Payment Details' }));
    expect(payment.getByText('Refunded so far:').nextElementSibling).toHaveTextContent('₹150');
    expect(payment.getByText('Refund in progress:').nextElementSibling).toHaveTextContent('₹100');
    const invoice = payment.getByRole('link', { name: 'Download invoice 25-26/000042' });
    expect(invoice).toHaveAttribute('href', `/api/order/${ID}/invoice`);
    expect(invoice).toHaveAttribute('download');

    const rows = within(screen.getByRole('list', { name: 'Refunds' })).getAllByRole('listitem');
    expect(rows[0]).toHaveTextContent(/₹150Refunded7 Jan 2026.*Frame chipped/);
    expect(
      within(rows[0]!).getByRole('link', { name: 'Credit note CN25-26/000003' }),
    ).toHaveAttribute('href', `/api/order/${ID}/credit-notes/cn1`);
    expect(rows[1]).toHaveTextContent(/₹100Pending/);
    expect(within(rows[1]!).queryByRole('link')).not.toBeInTheDocument();
  });

  it('offers what is left, checks the amount and reason with the shared messages', async () => {
    const { fetchMock, user } = renderDetails(refunded);
    await user.click(screen.getByRole('button', { name: 'Refund' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Refund payment' }));
    expect(dialog.getByText('Left to refund: ₹900')).toBeInTheDocument();
    const amount = dialog.getByLabelText('Amount (₹)');
    // Empty until typed, what is left as the placeholder (decision 0086).
    expect(amount).toHaveValue('');
    expect(amount).toHaveAttribute('placeholder', 'Up to ₹900');

    await user.click(dialog.getByRole('button', { name: 'Refund' }));
    expect(dialog.getByLabelText('Reason')).toHaveAccessibleDescription(m.refundReasonRequired);

    await user.clear(amount);
    await user.type(amount, '0');
    await user.type(dialog.getByLabelText('Reason'), 'Frame chipped');
    await user.click(dialog.getByRole('button', { name: 'Refund' }));
    expect(amount).toHaveAccessibleDescription(m.refundAmountInvalid);

    await user.clear(amount);
    await user.type(amount, '900.01');
    await user.click(dialog.getByRole('button', { name: 'Refund' }));
    expect(amount).toHaveAccessibleDescription(
      'The refund is more than what is left to refund (₹900).',
    );
    expect(sent(fetchMock, 'POST')).toHaveLength(0);
  });

  it("shows the server's refusal in the dialog and sends a fresh key after it", async () => {
    let answer: { status: number; body: unknown } = {
      status: 502,
      body: { statusCode: 502, message: 'The payment service refused the refund: Balance low' },
    };
    const { fetchMock, user } = renderDetails(refunded, { [REFUNDS]: () => answer });
    await user.click(screen.getByRole('button', { name: 'Refund' }));
    const dialog = within(screen.getByRole('dialog'));
    await user.clear(dialog.getByLabelText('Amount (₹)'));
    await user.type(dialog.getByLabelText('Amount (₹)'), '400.5');
    await user.type(dialog.getByLabelText('Reason'), 'Frame chipped');
    await user.click(dialog.getByRole('button', { name: 'Refund' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent(
      'Failed to refund: The payment service refused the refund: Balance low',
    );
    expect(await sentBody(fetchMock, indexOf(fetchMock, 'POST'))).toEqual({
      amount: 400.5,
      reason: 'Frame chipped',
    });

    answer = refundAnswer();
    await user.click(dialog.getByRole('button', { name: 'Refund' }));
    expect(await screen.findByText(m.refundCreated)).toBeInTheDocument();
    const [first, second] = sent(fetchMock, 'POST');
    // The refusal was final: the next attempt is a new refund with a key of its own.
    expect(first!.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
    expect(second!.headers.get('Idempotency-Key')).not.toBe(first!.headers.get('Idempotency-Key'));
  });

  it('repeats the Idempotency-Key when a submit is retried after no answer', async () => {
    let fail = true;
    const { fetchMock, user } = renderDetails(refunded, {
      [REFUNDS]: () => {
        if (fail) throw new TypeError('Failed to fetch');
        return refundAnswer();
      },
    });
    await user.click(screen.getByRole('button', { name: 'Refund' }));
    let dialog = within(screen.getByRole('dialog'));
    await user.type(dialog.getByLabelText('Amount (₹)'), '400');
    await user.type(dialog.getByLabelText('Reason'), 'Frame chipped');
    await user.click(dialog.getByRole('button', { name: 'Refund' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent(
      'Failed to refund: Please try again.',
    );

    fail = false;
    await user.click(dialog.getByRole('button', { name: 'Refund' }));
    expect(await screen.findByText(m.refundCreated)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    // A new opening is a new refund.
    await user.click(screen.getByRole('button', { name: 'Refund' }));
    dialog = within(screen.getByRole('dialog'));
    await user.type(dialog.getByLabelText('Amount (₹)'), '100');
    await user.type(dialog.getByLabelText('Reason'), 'Second refund');
    await user.click(dialog.getByRole('button', { name: 'Refund' }));
    await waitFor(() => expect(sent(fetchMock, 'POST')).toHaveLength(3));

    const keys = sent(fetchMock, 'POST').map((request) => request.headers.get('Idempotency-Key'));
    expect(keys[0]).toBeTruthy();
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[0]);
  });

  it('says so when the payment service answers the refund failed', async () => {
    const { user } = renderDetails(refunded, {
      [REFUNDS]: refundAnswer({ status: 'failed' }),
    });
    await user.click(screen.getByRole('button', { name: 'Refund' }));
    const dialog = within(screen.getByRole('dialog'));
    await user.type(dialog.getByLabelText('Amount (₹)'), '400');
    await user.type(dialog.getByLabelText('Reason'), 'Frame chipped');
    await user.click(dialog.getByRole('button', { name: 'Refund' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent(
      'The payment service could not make the refund; the order lists it as failed.',
    );
  });

  it('offers no refund on an unpaid order', () => {
    renderDetails(anOrder({ status: 'pending' }));
    expect(screen.queryByRole('button', { name: 'Refund' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel order' })).not.toBeInTheDocument();
    expect(
      screen.getByText('The status can be changed once the order is paid.'),
    ).toBeInTheDocument();
  });
});

describe('an order that needs the shop’s attention', () => {
  it('says that a late payment for a sold painting was refunded, and nothing on other orders', () => {
    renderDetails(anOrder({ attention: 'paidAfterSold' }));
    const payment = screen.getByRole('region', { name: 'Payment Details' });
    expect(within(payment).getByRole('note')).toHaveTextContent(offerMessages.paidAfterSold);
  });

  it('shows no note on an ordinary order', () => {
    renderDetails(anOrder());
    expect(screen.queryByRole('note')).toBeNull();
  });
});
