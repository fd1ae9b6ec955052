import { offerMessages, orderMessages, type Order } from '@artshop/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../../test/fetch-stub';
import { loggedIn } from '../../../test/fixtures';
import { makeOrder, orderItem, untracked } from '../../../test/orders';
import { renderWithApp } from '../../../test/render';
import { MyOrders } from './my-orders';

const item = orderItem({
  size: '6 x 4 inches',
  quantity: 2,
  discount: true,
  discountPrice: 1200,
  discountPercentage: 20,
});

const anOrder = (overrides: Partial<Order>): Order =>
  makeOrder({
    id: '00000000-0000-4000-8000-00000000aaaa',
    number: 'AS-1000',
    razorpayOrderId: 'order_A',
    pay: 1870,
    subtotal: 2400,
    discount: 600,
    welcomeOffer: 480,
    createdAt: '2026-03-10T06:00:00.000Z',
    paidAt: '2026-03-10T06:01:00.000Z',
    orderItems: [item],
    ...overrides,
  });

// Newest first, as the server sends them.
const orders = [
  anOrder({
    id: '00000000-0000-4000-8000-0000newest01',
    number: 'AS-1004',
    fulfilmentStatus: 'shipped',
  }),
  anOrder({
    id: '00000000-0000-4000-8000-0000pending1',
    number: 'AS-1003',
    status: 'pending',
    pay: 1250,
  }),
  anOrder({ id: '00000000-0000-4000-8000-0000failed01', number: 'AS-1002', status: 'failed' }),
  anOrder({ id: '00000000-0000-4000-8000-0000paid0001', number: 'AS-1001' }),
];

const renderOrders = () => renderWithApp(<MyOrders />, { preloadedState: loggedIn() });

afterEach(() => vi.restoreAllMocks());

describe('MyOrders', () => {
  it('lists the orders in the order the server gives, with its number, items, total and status', async () => {
    stubApi({ 'GET /api/order/user': { body: { orders } } });
    renderOrders();
    const cards = within(await screen.findByRole('list', { name: 'Orders' })).getAllByRole(
      'button',
    );
    expect(cards.map((card) => card.textContent)).toEqual([
      expect.stringContaining('Order AS-1004'),
      expect.stringContaining('Order AS-1003'),
      expect.stringContaining('Order AS-1002'),
      expect.stringContaining('Order AS-1001'),
    ]);
    expect(cards[0]).toHaveTextContent('10 March 2026');
    expect(cards[0]).toHaveTextContent('2 items');
    expect(cards[0]).toHaveTextContent('₹1,870');
    // Spec section 4: a paid order follows fulfilment (none yet looks like processing).
    expect(cards[0]).toHaveTextContent('Shipped');
    expect(cards[1]).toHaveTextContent('Pending');
    expect(cards[1]).toHaveTextContent('₹1,250');
    expect(cards[2]).toHaveTextContent('Failed');
    expect(cards[3]).toHaveTextContent('Processing');
  });

  it('opens the order the address names, as the payment status page links it', async () => {
    stubApi({ 'GET /api/order/user': { body: { orders } } });
    renderWithApp(<MyOrders />, {
      preloadedState: loggedIn(),
      route: `/my-account?tab=orders&order=${orders[2]!.id}`,
    });
    const card = await screen.findByRole('button', { name: /Order AS-1002/ });
    expect(card).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('button', { name: /Order AS-1004/ })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });

  it('expands an order to its items, address and amounts', async () => {
    stubApi({ 'GET /api/order/user': { body: { orders: [orders[0]] } } });
    renderOrders();
    const card = await screen.findByRole('button', { name: /Order AS-1004/ });
    expect(card).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('list', { name: 'Ordered items' })).not.toBeInTheDocument();

    await userEvent.click(card);
    expect(card).toHaveAttribute('aria-expanded', 'true');
    const items = screen.getByRole('list', { name: 'Ordered items' });
    expect(within(items).getByRole('img', { name: 'Ganesha Stone' })).toHaveAttribute(
      'src',
      '/media/p1.webp',
    );
    expect(items).toHaveTextContent('Size: 6 x 4 inches');
    expect(items).toHaveTextContent('Quantity: 2');
    // The line's total beside the unit price for more than one (decision 0083).
    expect(items).toHaveTextContent('₹2,400');
    expect(items).toHaveTextContent('₹1,200 × 2');
    expect(screen.getByText('1 MG Road, Pune, Maharashtra, 411001, India')).toBeInTheDocument();
    const amounts = screen.getByLabelText('Order amounts');
    const amount = (label: string) => within(amounts).getByText(label).nextElementSibling;
    expect(amount('MRP')).toHaveTextContent('₹3,000');
    expect(amount('Discount')).toHaveTextContent('-₹600');
    expect(amount('Welcome offer (20%)')).toHaveTextContent('-₹480');
    expect(amount('Coupon (SAVE100)')).toHaveTextContent('-₹100');
    expect(amount('Delivery')).toHaveTextContent('₹50');
    expect(amount('Total')).toHaveTextContent('₹1,870');

    await userEvent.click(card);
    expect(screen.queryByRole('list', { name: 'Ordered items' })).not.toBeInTheDocument();
  });

  it("shows 'No orders yet' with Continue Shopping when there are none", async () => {
    stubApi({ 'GET /api/order/user': { body: { orders: [] } } });
    renderOrders();
    expect(await screen.findByText(orderMessages.noOrders)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continue Shopping' })).toHaveAttribute('href', '/');
  });

  it('only logs a failed load and shows the empty state', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    stubApi({ 'GET /api/order/user': { status: 500, body: { message: 'Internal Server Error' } } });
    renderOrders();
    expect(await screen.findByText(orderMessages.noOrders)).toBeInTheDocument();
    await waitFor(() =>
      expect(log).toHaveBeenCalledWith('Failed to load orders', expect.anything()),
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows the parcel with a tracking link that opens in a new tab', async () => {
    const shipped = anOrder({
      fulfilmentStatus: 'shipped',
      shipment: {
        courier: 'India Post',
        trackingNumber: 'EE123456789IN',
        trackingUrl: 'https://www.indiapost.gov.in/track?n=EE123456789IN',
        shippedAt: '2026-03-11T06:00:00.000Z',
        ...untracked,
      },
      invoice: {
        number: '25-26/000042',
        kind: 'tax_invoice',
        issuedAt: '2026-03-10T06:01:00.000Z',
      },
    });
    stubApi({ 'GET /api/order/user': { body: { orders: [shipped] } } });
    renderOrders();
    await userEvent.click(await screen.findByRole('button', { name: /Order AS-1000/ }));
    const updates = within(screen.getByRole('group', { name: 'Order updates' }));
    expect(updates.getByText('Shipped with India Post · EE123456789IN')).toBeInTheDocument();
    const track = updates.getByRole('link', { name: 'Track parcel' });
    expect(track).toHaveAttribute('href', 'https://www.indiapost.gov.in/track?n=EE123456789IN');
    expect(track).toHaveAttribute('target', '_blank');
    expect(track).toHaveAttribute('rel', 'noopener noreferrer');
    const invoice = updates.getByRole('link', { name: 'Download invoice 25-26/000042' });
    expect(invoice).toHaveAttribute('href', `/api/order/${shipped.id}/invoice`);
    expect(invoice).toHaveAttribute('download');
    expect(updates.queryByText(/Refund/)).not.toBeInTheDocument();
  });

  it('shows the courier scans as a timeline, oldest first, up to Delivered', async () => {
    const delivered = anOrder({
      fulfilmentStatus: 'delivered',
      shipment: {
        courier: 'Delhivery',
        trackingNumber: 'DL0001',
        trackingUrl: null,
        shippedAt: '2026-03-11T06:00:00.000Z',
        ...untracked,
        stage: 'delivered',
        deliveredAt: '2026-03-13T09:30:00.000Z',
        events: [
          {
            status: 'PICKED UP',
            at: '2026-03-11T10:02:17.000Z',
            location: 'Pune_Hub (Maharashtra)',
          },
          { status: 'OUT FOR DELIVERY', at: '2026-03-13T03:30:00.000Z', location: null },
          { status: 'DELIVERED', at: '2026-03-13T09:30:00.000Z', location: 'Bengaluru' },
        ],
      },
    });
    stubApi({ 'GET /api/order/user': { body: { orders: [delivered] } } });
    renderOrders();
    await userEvent.click(await screen.findByRole('button', { name: /Order AS-1000/ }));
    const updates = within(screen.getByRole('group', { name: 'Order updates' }));
    expect(updates.getByText('Delivered on 13 March 2026')).toBeInTheDocument();
    const scans = within(updates.getByRole('list', { name: 'Tracking' })).getAllByRole('listitem');
    expect(scans.map((scan) => scan.textContent)).toEqual([
      'Picked up11 Mar, 3:32 pm · Pune_Hub (Maharashtra)',
      'Out for delivery13 Mar, 9:00 am',
      'Delivered13 Mar, 3:00 pm · Bengaluru',
    ]);
  });

  it('shows refunds done and in progress, a cancellation and the credit notes', async () => {
    const refund = {
      id: 'r1',
      amount: 500,
      reason: 'Out of stock',
      status: 'processed' as const,
      cancellation: true,
      createdAt: '2026-03-11T06:00:00.000Z',
      processedAt: '2026-03-11T06:00:01.000Z',
      creditNote: { id: 'cn1', number: 'CN25-26/000007' },
    };
    const cancelled = anOrder({
      fulfilmentStatus: 'cancelled',
      cancelledAt: '2026-03-11T06:00:00.000Z',
      cancelReason: 'Out of stock',
      refunded: 500,
      refundPending: 1370,
      refunds: [
        refund,
        { ...refund, id: 'r2', amount: 1370, status: 'pending', creditNote: null },
        { ...refund, id: 'r3', amount: 20, status: 'failed', creditNote: null },
      ],
      invoice: {
        number: '25-26/000042',
        kind: 'bill_of_supply',
        issuedAt: '2026-03-10T06:01:00.000Z',
      },
    });
    stubApi({ 'GET /api/order/user': { body: { orders: [cancelled] } } });
    renderOrders();
    const card = await screen.findByRole('button', { name: /Order AS-1000/ });
    expect(card).toHaveTextContent('Cancelled');
    await userEvent.click(card);
    const updates = within(screen.getByRole('group', { name: 'Order updates' }));
    expect(updates.getByText('Cancelled on 11 March 2026')).toBeInTheDocument();
    expect(updates.getByText(': Out of stock')).toBeInTheDocument();
    expect(updates.getByText('Refunded ₹500')).toBeInTheDocument();
    expect(updates.getByText('Refund of ₹1,370 in progress')).toBeInTheDocument();
    expect(updates.getByRole('link', { name: 'Bill of supply 25-26/000042' })).toBeInTheDocument();
    const notes = updates.getAllByRole('link', { name: /^Credit note/ });
    expect(notes).toHaveLength(1);
    expect(notes[0]).toHaveAccessibleName('Credit note CN25-26/000007');
    expect(notes[0]).toHaveAttribute('href', `/api/order/${cancelled.id}/credit-notes/cn1`);
    expect(updates.queryByRole('link', { name: 'Track parcel' })).not.toBeInTheDocument();
  });

  it('shows no updates box for a paid order with nothing after payment', async () => {
    stubApi({ 'GET /api/order/user': { body: { orders: [orders[3]] } } });
    renderOrders();
    await userEvent.click(await screen.findByRole('button', { name: /Order AS-1001/ }));
    expect(screen.getByRole('list', { name: 'Ordered items' })).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Order updates' })).not.toBeInTheDocument();
  });

  it('says why a payment for a painting sold to another buyer was refunded', async () => {
    const late = anOrder({
      attention: 'paidAfterSold',
      offerId: 'of1',
      refunded: 1870,
    });
    stubApi({ 'GET /api/order/user': { body: { orders: [late] } } });
    renderOrders();
    await userEvent.click(await screen.findByRole('button', { name: /Order AS-1000/ }));
    const updates = within(screen.getByRole('group', { name: 'Order updates' }));
    expect(updates.getByText(offerMessages.paidAfterSold)).toBeInTheDocument();
    expect(updates.getByText('Refunded ₹1,870')).toBeInTheDocument();
  });
});
