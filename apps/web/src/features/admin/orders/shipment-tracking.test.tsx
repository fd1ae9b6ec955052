import { shipmentTrackingMessages as t, type AdminOrder, type Shipment } from '@artshop/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { sentRequests, stubApi } from '../../../test/fetch-stub';
import { makeOrder, untracked } from '../../../test/orders';
import { renderWithApp } from '../../../test/render';
import { ShipmentTracking } from './shipment-tracking';

// The admin's view of the courier's tracking (decisions 0096, 0097): a failed delivery with its
// reason and 'Re-attempt', a parcel back at the shop, the scans.

const ID = '7c1e2d3f-0000-4000-8000-00000000bbbb2222';

const undelivered: Shipment = {
  courier: 'Delhivery',
  trackingNumber: 'DL0001',
  trackingUrl: null,
  shippedAt: '2026-03-02T06:00:00.000Z',
  ...untracked,
  stage: 'undelivered',
  undeliveredReason: 'Consignee not available',
  events: [
    { status: 'OUT FOR DELIVERY', at: '2026-03-04T02:30:00.000Z', location: null },
    { status: 'UNDELIVERED', at: '2026-03-04T13:15:00.000Z', location: 'Bengaluru_MG' },
  ],
};

const anOrder = (overrides: Partial<AdminOrder> = {}): AdminOrder => ({
  ...makeOrder({ id: ID, fulfilmentStatus: 'shipped', shipment: undelivered }),
  user: { name: 'Asha Rao', email: 'asha@example.com', phone: '9876543210' },
  ...overrides,
});

describe('ShipmentTracking', () => {
  it('shows why the delivery failed and records the re-attempt', async () => {
    const order = anOrder();
    const asked = {
      ...order,
      shipment: { ...undelivered, reattemptRequestedAt: '2026-03-04T14:00:00.000Z' },
    };
    const fetchMock = stubApi({
      [`POST /api/order/${ID}/reattempt`]: { body: { order: asked } },
      'GET /api/order': { body: {} },
    });
    const user = userEvent.setup({ delay: null });
    const view = renderWithApp(<ShipmentTracking order={order} />);

    const notice = screen.getByRole('status');
    expect(notice).toHaveTextContent('Delivery failed: Consignee not available');
    expect(notice).toHaveTextContent(t.reattemptHint);
    // Latest scan first for the admin.
    expect(
      within(screen.getByRole('group', { name: 'Tracking' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'UNDELIVERED · 4 Mar 2026, 6:45 pm · Bengaluru_MG',
      'OUT FOR DELIVERY · 4 Mar 2026, 8:00 am',
    ]);

    await user.click(within(notice).getByRole('button', { name: 'Re-attempt' }));
    expect(await screen.findByText(t.reattemptDone)).toBeInTheDocument();
    const posted = sentRequests(fetchMock).filter((request) => request.method === 'POST');
    expect(posted.map((request) => new URL(request.url).pathname)).toEqual([
      `/api/order/${ID}/reattempt`,
    ]);

    // The order as the server now answers it.
    view.unmount();
    renderWithApp(<ShipmentTracking order={asked} />);
    expect(screen.getByText('Re-attempt requested on 4 Mar 2026, 7:30 pm')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Re-attempt' })).not.toBeInTheDocument();
  });

  it('says a returned parcel refunds nothing by itself', () => {
    stubApi({});
    renderWithApp(
      <ShipmentTracking
        order={anOrder({
          fulfilmentStatus: 'returned',
          shipment: {
            ...undelivered,
            stage: 'rto_delivered',
            returnedAt: '2026-03-09T06:30:00.000Z',
          },
        })}
      />,
    );
    expect(screen.getByText(t.stage.rto_delivered)).toBeInTheDocument();
    expect(screen.getByText(t.returnedNote)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Re-attempt' })).not.toBeInTheDocument();
  });
});
