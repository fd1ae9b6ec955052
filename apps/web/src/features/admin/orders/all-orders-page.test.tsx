import type { AdminOrder, AdminOrderListResponse } from '@artshop/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { sentBody, sentRequests, stubApi } from '../../../test/fetch-stub';
import { makeOrder, orderItem } from '../../../test/orders';
import { renderWithApp } from '../../../test/render';
import { setViewportWide } from '../../../test/setup';
import { AdminAllOrdersPage } from './all-orders-page';

const order = (id: string, overrides: Partial<AdminOrder> = {}): AdminOrder => ({
  ...makeOrder({
    id,
    razorpayOrderId: `order_rzp_${id.slice(-4)}`,
    pay: 3050,
    subtotal: 3000,
    discount: 1000,
    welcomeOffer: 0,
    couponCode: null,
    couponDiscount: 0,
    address: '12 MG Road, Bengaluru, Karnataka, 560001, India',
    // 20:00 UTC is already the next day in India.
    createdAt: '2026-03-04T20:00:00.000Z',
    paidAt: '2026-03-04T20:01:00.000Z',
    orderItems: [
      orderItem({
        description: 'Hand-painted river stone',
        mainImageUrl: '/media/products/ganesha-320.webp',
        quantity: 2,
        price: 2000,
        discount: true,
        discountPrice: 1500,
        discountPercentage: 25,
      }),
    ],
  }),
  user: { name: 'Asha Rao', email: 'asha@example.com', phone: '9876543210' },
  ...overrides,
});

const paid = order('7c1e2d3f-0000-4000-8000-00000000aaaa1111', { number: 'AS-1001' });
const pending = order('9a8b7c6d-0000-4000-8000-00000000bbbb2222', {
  number: 'AS-1002',
  status: 'pending',
  pay: 1250,
  name: 'Ravi Kumar',
  email: 'ravi@shop.in',
  user: { name: 'Ravi Kumar', email: 'ravi@shop.in', phone: null },
  orderItems: [
    orderItem({
      productId: 'p2',
      title: 'Peacock Pebble',
      description: 'Bright peacock on a pebble',
      mainImageUrl: null,
      price: 1200,
      discountPrice: 1200,
    }),
  ],
});

const listBody = (orders: AdminOrder[], total = orders.length): AdminOrderListResponse => ({
  orders,
  total,
  stats: { total: 7, pending: 3, toShip: 2, completed: 2 },
});

const renderOrders = () =>
  renderWithApp(<AdminAllOrdersPage />, { route: '/admin/allorders', path: '/admin/allorders' });
const statValue = (label: string) =>
  within(screen.getByRole('region', { name: 'Order statistics' })).getByText(label)
    .nextElementSibling;
/** An order's row or card button, named by the order's number (decision 0085). */
const orderButton = (id: string) =>
  screen.getByRole('button', {
    name: new RegExp([paid, pending].find((o) => o.id === id)?.number ?? id),
  });
/** The order list's requests (the page also asks whether Shiprocket is on). */
const requestedUrls = (fetchMock: ReturnType<typeof stubApi>) =>
  sentRequests(fetchMock)
    .map((request) => new URL(request.url))
    .filter((url) => url.pathname === '/api/order');

describe('AdminAllOrdersPage', { timeout: 20_000 }, () => {
  afterEach(() => setViewportWide(false));

  it('shows the stat cards, the counter and the table columns of each order', async () => {
    setViewportWide(true);
    stubApi({ 'GET /api/order': { body: listBody([paid, pending]) } });
    renderOrders();
    expect(screen.getByText('Loading orders...')).toBeInTheDocument();
    const table = await screen.findByRole('table');

    expect(statValue('Total Orders')).toHaveTextContent('7');
    expect(statValue('To ship')).toHaveTextContent('2');
    expect(statValue('Completed')).toHaveTextContent('2');
    expect(statValue('Pending')).toHaveTextContent('3');
    expect(screen.getByText('Showing 2 of 2 orders')).toBeInTheDocument();

    const rows = within(table).getAllByRole('row');
    expect(
      within(rows[0]!)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Order ID', 'Customer', 'Date', 'Items', 'Amount', 'Status']);
    expect(rows[1]).toHaveTextContent(
      /^AS-1001Asha Raoasha@example\.com5 Mar 20262 items₹3,050Success$/,
    );
    expect(rows[2]).toHaveTextContent(
      /^AS-1002Ravi Kumarravi@shop\.in5 Mar 20261 item₹1,250Pending$/,
    );
    expect(within(rows[1]!).getByText('Success')).toHaveAttribute('data-tone', 'green');
    expect(within(rows[2]!).getByText('Pending')).toHaveAttribute('data-tone', 'yellow');
  });

  it('expands one order at a time with customer, payment and item details', async () => {
    setViewportWide(true);
    stubApi({ 'GET /api/order': { body: listBody([paid, pending]) } });
    const user = userEvent.setup({ delay: null });
    renderOrders();
    await screen.findByRole('table');
    expect(screen.queryByRole('region', { name: 'Payment Details' })).not.toBeInTheDocument();

    // A click anywhere on the row opens it.
    await user.click(screen.getByText('ravi@shop.in'));
    expect(orderButton(pending.id)).toHaveAttribute('aria-expanded', 'true');
    const payment = within(screen.getByRole('region', { name: 'Payment Details' }));
    expect(payment.getByText(pending.id)).toBeInTheDocument();
    expect(payment.getByText('order_rzp_2222')).toBeInTheDocument();
    expect(payment.getByText('₹1,250')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Customer Details' })).toHaveTextContent(
      /Name:Ravi Kumar.*Email:ravi@shop\.in.*Phone:9876543210.*Address:12 MG Road/,
    );
    // An unpaid order has no status control.
    expect(screen.queryByLabelText('Order status')).not.toBeInTheDocument();

    // Opening another closes the first.
    await user.click(orderButton(paid.id));
    expect(screen.getAllByRole('region', { name: 'Payment Details' })).toHaveLength(1);
    expect(orderButton(pending.id)).toHaveAttribute('aria-expanded', 'false');
    expect(orderButton(paid.id)).toHaveAttribute('aria-expanded', 'true');
    const items = within(screen.getByRole('region', { name: 'Order Items' }));
    expect(items.getByRole('img', { name: 'Ganesha Stone' })).toHaveAttribute(
      'src',
      '/media/products/ganesha-320.webp',
    );
    expect(items.getByText('Hand-painted river stone')).toBeInTheDocument();
    expect(items.getByText(/Quantity: 2/)).toBeInTheDocument();

    // A second click closes it again.
    await user.click(orderButton(paid.id));
    expect(screen.queryByRole('region', { name: 'Payment Details' })).not.toBeInTheDocument();
  });

  it("shows an item's discount price followed by '% off (Original: price)', else the price", async () => {
    setViewportWide(true);
    stubApi({ 'GET /api/order': { body: listBody([paid, pending]) } });
    const user = userEvent.setup({ delay: null });
    renderOrders();
    await screen.findByRole('table');
    await user.click(orderButton(paid.id));
    expect(screen.getByText('Price: ₹1,500 25% off (Original: ₹2,000)')).toBeInTheDocument();
    await user.click(orderButton(pending.id));
    expect(screen.getByText('Price: ₹1,200')).toBeInTheDocument();
  });

  it('changes the status of a paid order, toasts and shows the new status', async () => {
    setViewportWide(true);
    const delivered = { ...paid, fulfilmentStatus: 'delivered' as const };
    const routes: Parameters<typeof stubApi>[0] = {
      'GET /api/order': { body: listBody([paid]) },
      [`PUT /api/order/${paid.id}/status`]: { body: { order: delivered } },
    };
    const fetchMock = stubApi(routes);
    const user = userEvent.setup({ delay: null });
    renderOrders();
    await screen.findByRole('table');
    await user.click(orderButton(paid.id));

    const select = screen.getByLabelText('Order status');
    expect(select).toHaveValue('processing');
    await user.selectOptions(select, 'Delivered');
    // From now on the server lists the order as delivered.
    routes['GET /api/order'] = { body: listBody([delivered]) };
    await user.click(screen.getByRole('button', { name: 'Update Status' }));

    expect(await screen.findByText('Order status updated successfully!')).toBeInTheDocument();
    const put = sentRequests(fetchMock).findIndex((request) => request.method === 'PUT');
    expect(await sentBody(fetchMock, put)).toEqual({ status: 'delivered' });
    const row = within(screen.getByRole('table')).getAllByRole('row')[1]!;
    await waitFor(() => expect(within(row).getByText('Delivered')).toBeInTheDocument());
    expect(within(row).getByText('Delivered')).toHaveAttribute('data-tone', 'green');
    // Still expanded, with the control at the new status.
    expect(screen.getByLabelText('Order status')).toHaveValue('delivered');
    expect(screen.getByRole('button', { name: 'Update Status' })).toBeDisabled();
  });

  it("toasts the server's reason when a status change is refused", async () => {
    setViewportWide(true);
    stubApi({
      'GET /api/order': { body: listBody([paid]) },
      [`PUT /api/order/${paid.id}/status`]: {
        status: 409,
        body: {
          statusCode: 409,
          message: 'Only a paid order can be processed, shipped, delivered or cancelled.',
        },
      },
    });
    const user = userEvent.setup({ delay: null });
    renderOrders();
    await screen.findByRole('table');
    await user.click(orderButton(paid.id));
    await user.selectOptions(screen.getByLabelText('Order status'), 'Delivered');
    await user.click(screen.getByRole('button', { name: 'Update Status' }));
    expect(
      await screen.findByText(
        'Failed to update order status: Only a paid order can be processed, shipped, delivered or cancelled.',
      ),
    ).toBeInTheDocument();
    expect(within(screen.getByRole('table')).getAllByRole('row')[1]).toHaveTextContent('Success');
  });

  it('sends the search to the server once typing pauses and says when nothing matches', async () => {
    setViewportWide(true);
    const routes: Parameters<typeof stubApi>[0] = {
      'GET /api/order': { body: listBody([paid, pending]) },
    };
    const fetchMock = stubApi(routes);
    const user = userEvent.setup({ delay: null });
    renderOrders();
    await screen.findByRole('table');

    routes['GET /api/order'] = { body: listBody([]) };
    await user.type(screen.getByRole('searchbox', { name: 'Search orders...' }), 'Nobody');
    expect(await screen.findByText('No orders found matching your criteria.')).toBeInTheDocument();
    expect(screen.getByText('Showing 0 of 0 orders')).toBeInTheDocument();
    const searches = requestedUrls(fetchMock).map((url) => url.searchParams.get('q'));
    // The first load, then one request for the whole word rather than one per letter.
    expect(searches).toEqual([null, 'Nobody']);
    expect(requestedUrls(fetchMock)[1]?.searchParams.get('offset')).toBe('0');
  });

  it('starts searched for the order in the address (the shop notice links to ?q=)', async () => {
    setViewportWide(true);
    const fetchMock = stubApi({ 'GET /api/order': { body: listBody([paid]) } });
    renderWithApp(<AdminAllOrdersPage />, {
      route: '/admin/allorders?q=aaaa1111',
      path: '/admin/allorders',
    });
    await screen.findByRole('table');
    expect(screen.getByRole('searchbox', { name: 'Search orders...' })).toHaveValue('aaaa1111');
    expect(requestedUrls(fetchMock).map((url) => url.searchParams.get('q'))).toEqual(['aaaa1111']);
  });

  it('pages through the server with Previous and Next', async () => {
    setViewportWide(true);
    const fetchMock = stubApi({ 'GET /api/order': { body: listBody([paid], 45) } });
    const user = userEvent.setup({ delay: null });
    renderOrders();
    await screen.findByRole('table');
    expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Page 2 of 3')).toBeInTheDocument();
    await waitFor(() =>
      expect(requestedUrls(fetchMock).at(-1)?.searchParams.get('offset')).toBe('20'),
    );
    expect(requestedUrls(fetchMock).at(-1)?.searchParams.get('limit')).toBe('20');
  });

  it('shows cards on a phone, expanding one at a time', async () => {
    stubApi({ 'GET /api/order': { body: listBody([paid, pending]) } });
    const user = userEvent.setup({ delay: null });
    renderOrders();
    const cards = await screen.findByRole('list', { name: 'Orders' });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(within(cards).getAllByRole('listitem')).toHaveLength(2);

    await user.click(orderButton(paid.id));
    expect(screen.getByText('Price: ₹1,500 25% off (Original: ₹2,000)')).toBeInTheDocument();
    await user.click(orderButton(pending.id));
    expect(screen.getAllByRole('region', { name: 'Order Items' })).toHaveLength(1);
    expect(screen.getByText('Peacock Pebble')).toBeInTheDocument();
    expect(screen.queryByText('Ganesha Stone')).not.toBeInTheDocument();
  });

  it('says so when the orders cannot be loaded', async () => {
    stubApi({ 'GET /api/order': { status: 500, body: { message: 'down' } } });
    renderOrders();
    expect(await screen.findByText('Failed to load orders. Please try again.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
