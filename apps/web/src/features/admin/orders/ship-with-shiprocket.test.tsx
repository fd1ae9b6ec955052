import {
  shiprocketShipmentMessages as m,
  type AdminOrder,
  type AdminOrderListResponse,
} from '@artshop/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { bodySentTo, sentRequests, stubApi } from '../../../test/fetch-stub';
import { makeOrder, orderItem } from '../../../test/orders';
import { renderWithApp } from '../../../test/render';
import { setViewportWide } from '../../../test/setup';
import { AdminAllOrdersPage } from './all-orders-page';

/** Ship in one click and several at once (decision 0095), against the server's answers. */

const ADDRESS = {
  street: '12 MG Road',
  line2: '',
  city: 'Bengaluru',
  state: 'Karnataka',
  zip: '560001',
  country: 'India',
};

const order = (id: string, number: string, overrides: Partial<AdminOrder> = {}): AdminOrder => ({
  ...makeOrder({
    id,
    number,
    status: 'success',
    fulfilmentStatus: null,
    addressParts: ADDRESS,
    paidAt: '2026-03-04T20:01:00.000Z',
    orderItems: [orderItem({ quantity: 1, price: 1500, discountPrice: 1500 })],
  }),
  user: { name: 'Asha Rao', email: 'asha@example.com', phone: '9876543210' },
  ...overrides,
});

const first = order('7c1e2d3f-0000-4000-8000-00000000aaaa1111', 'AS-1001');
const second = order('9a8b7c6d-0000-4000-8000-00000000bbbb2222', 'AS-1002');
const shipped = order('5d4c3b2a-0000-4000-8000-00000000cccc3333', 'AS-1003', {
  fulfilmentStatus: 'shipped',
  shipment: {
    courier: 'Ekart Logistics',
    trackingNumber: '19041424750001',
    trackingUrl: 'https://shiprocket.co/tracking/19041424750001',
    shippedAt: '2026-03-05T10:00:00.000Z',
    stage: null,
    events: [],
    deliveredAt: null,
    returnedAt: null,
    undeliveredReason: null,
    reattemptRequestedAt: null,
  },
  shiprocket: {
    orderId: 600000001,
    shipmentId: 900000001,
    labelUrl: 'https://labels.example/label-900000001.pdf',
    manifestUrl: 'https://labels.example/manifest-900000001.pdf',
  },
});

const listBody = (orders: AdminOrder[]): AdminOrderListResponse => ({
  orders,
  total: orders.length,
  stats: { total: orders.length, pending: 0, toShip: 2, completed: 0 },
});

const settings = (shiprocket: boolean) => ({
  body: {
    settings: { minDays: 3, maxDays: 5, codAvailable: true, blockedPinPrefixes: [] },
    shiprocket,
  },
});

const renderOrders = () =>
  renderWithApp(<AdminAllOrdersPage />, { route: '/admin/allorders', path: '/admin/allorders' });

describe('ship with Shiprocket from the order list', { timeout: 20_000 }, () => {
  afterEach(() => setViewportWide(false));

  it('ships the ticked orders one after another and lists each outcome, a refusal included', async () => {
    setViewportWide(true);
    const fetchMock = stubApi({
      'GET /api/order': { body: listBody([first, second, shipped]) },
      'GET /api/admin/shipping-settings': settings(true),
      [`POST /api/order/${first.id}/shiprocket`]: {
        status: 502,
        body: { statusCode: 502, message: 'Shiprocket refused: Pincode not serviceable' },
      },
      [`POST /api/order/${second.id}/shiprocket`]: {
        status: 201,
        body: {
          order: { ...second, fulfilmentStatus: 'shipped' },
          shipment: {
            awb: '19041424750002',
            courier: 'Ekart Logistics',
            labelUrl: 'https://x.in/l.pdf',
          },
        },
      },
    });
    const user = userEvent.setup({ delay: null });
    renderOrders();
    await screen.findByRole('table');

    // Only the orders still to ship can be ticked.
    expect(screen.queryByRole('checkbox', { name: 'Select order AS-1003 to ship' })).toBeNull();
    await user.click(await screen.findByRole('checkbox', { name: 'Select order AS-1001 to ship' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select order AS-1002 to ship' }));
    expect(screen.getByText('2 selected')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: m.shipSelected }));

    const results = await screen.findByRole('region', { name: m.bulkHeading });
    expect(await within(results).findByText('AS-1002: shipped, AWB 19041424750002')).toBeVisible();
    expect(
      within(results).getByText('AS-1001: Shiprocket refused: Pincode not serviceable'),
    ).toBeVisible();
    const shipCalls = sentRequests(fetchMock)
      .filter((request) => request.method === 'POST')
      .map((request) => new URL(request.url).pathname);
    expect(shipCalls).toEqual([
      `/api/order/${first.id}/shiprocket`,
      `/api/order/${second.id}/shiprocket`,
    ]);
  });

  it('ships one order with the courier the admin picked, and shows the label of a shipped one', async () => {
    setViewportWide(true);
    const fetchMock = stubApi({
      'GET /api/order': { body: listBody([first, shipped]) },
      'GET /api/admin/shipping-settings': settings(true),
      [`GET /api/order/${first.id}/shiprocket/couriers`]: {
        body: {
          serviceable: true,
          recommendedCourierId: 51,
          couriers: [
            { id: 24, name: 'Xpressbees Air', rate: 142, etdDays: 3 },
            { id: 51, name: 'Ekart Logistics', rate: 88, etdDays: 4 },
          ],
        },
      },
      [`POST /api/order/${first.id}/shiprocket`]: {
        status: 201,
        body: {
          order: { ...first, fulfilmentStatus: 'shipped' },
          shipment: {
            awb: '19041424750009',
            courier: 'Xpressbees Air',
            labelUrl: 'https://x.in/l.pdf',
          },
        },
      },
    });
    const user = userEvent.setup({ delay: null });
    renderOrders();
    await screen.findByRole('table');

    await user.click(screen.getByRole('button', { name: /AS-1003/ }));
    expect(screen.getByRole('link', { name: m.downloadLabel })).toHaveAttribute(
      'href',
      'https://labels.example/label-900000001.pdf',
    );
    expect(screen.queryByRole('button', { name: m.shipWithShiprocket })).toBeNull();

    await user.click(screen.getByRole('button', { name: /AS-1001/ }));
    await user.click(screen.getByRole('button', { name: m.loadCouriers }));
    await user.selectOptions(await screen.findByLabelText(m.courierLabel), '24');
    await user.click(screen.getByRole('button', { name: m.shipWithShiprocket }));
    expect(
      await screen.findByText('Shipped with Shiprocket: Xpressbees Air, AWB 19041424750009'),
    ).toBeInTheDocument();
    expect(await bodySentTo(fetchMock, `POST /api/order/${first.id}/shiprocket`)).toEqual({
      courierId: 24,
    });
  });

  it('offers no Shiprocket shipping when the shop has no Shiprocket', async () => {
    setViewportWide(true);
    stubApi({
      'GET /api/order': { body: listBody([first]) },
      'GET /api/admin/shipping-settings': settings(false),
    });
    const user = userEvent.setup({ delay: null });
    renderOrders();
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: /AS-1001/ }));
    // The manual courier and AWB form is still there.
    expect(screen.getByLabelText('Order status')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: m.shipWithShiprocket })).toBeNull();
    expect(screen.queryByRole('checkbox')).toBeNull();
  });
});
