import type { APIRequestContext } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, test } from '../fixtures';
import {
  openAdminOrder,
  openMyOrder,
  placePaidStoneArtOrder,
  signOutAdmin,
} from '../support/orders';
import { toastWith } from '../support/toasts';
import { shiprocketWebhookToken } from '../test-env';

// Tracking to the door (decisions 0096, 0097): the admin ships a paid order with an AWB typed by
// hand; Shiprocket's tracking webhook (posted here as Shiprocket would, with the run's token) takes
// it through a failed delivery, which the admin answers with 'Re-attempt', to 'Delivered'; the
// customer follows the scans in My Orders. Runs on the desktop and the phone projects.

const COURIER = 'Delhivery';

interface Scan {
  /** `yyyy-mm-dd hh:mm:ss`, India time. */
  date: string;
  id: number;
  label: string;
  activity: string;
  location: string;
}

const SCANS: Scan[] = [
  {
    date: '2026-03-02 15:32:17',
    id: 42,
    label: 'PICKED UP',
    activity: 'Shipment picked up',
    location: 'Pune_Hub (Maharashtra)',
  },
  {
    date: '2026-03-04 08:00:00',
    id: 17,
    label: 'OUT FOR DELIVERY',
    activity: 'Out for delivery',
    location: 'Bengaluru_MG (Karnataka)',
  },
  {
    date: '2026-03-04 18:45:00',
    id: 21,
    label: 'UNDELIVERED',
    activity: 'Consignee not available',
    location: 'Bengaluru_MG (Karnataka)',
  },
  {
    date: '2026-03-05 09:00:00',
    id: 17,
    label: 'OUT FOR DELIVERY',
    activity: 'Out for delivery',
    location: 'Bengaluru_MG (Karnataka)',
  },
  {
    date: '2026-03-05 13:05:00',
    id: 7,
    label: 'DELIVERED',
    activity: 'Delivered to consignee',
    location: 'Bengaluru_MG (Karnataka)',
  },
];

/** Shiprocket's tracking webhook with every scan so far, as it sends them. */
async function postCourierUpdate(request: APIRequestContext, awb: string, scans: Scan[]) {
  const last = scans.at(-1)!;
  const [day, time] = last.date.split(' ');
  const [y, m, d] = day!.split('-');
  const response = await request.post('/api/shipping/courier-updates', {
    headers: { 'x-api-key': shiprocketWebhookToken },
    data: {
      awb,
      courier_name: COURIER,
      current_status: last.label,
      current_status_id: last.id,
      shipment_status: last.label,
      shipment_status_id: last.id,
      current_timestamp: `${d} ${m} ${y} ${time}`,
      scans: scans.map((s) => ({
        date: s.date,
        status: 'X-SCAN',
        activity: s.activity,
        location: s.location,
        'sr-status': String(s.id),
        'sr-status-label': s.label,
      })),
    },
  });
  expect(response.status(), await response.text()).toBe(200);
  expect(await response.json()).toEqual({ status: 'updated' });
}

test('the courier tracks a hand-shipped parcel to the door and the customer sees every scan', async ({
  page,
  loginAs,
  isMobile,
}) => {
  // A payment, three admin visits, two customer visits and five webhook posts: slow on a loaded
  // two-core machine.
  test.slow();
  const customer = await loginAs();
  const order = await placePaidStoneArtOrder(page.request, customer);
  const awb = `DL${Date.now()}${isMobile ? 'P' : 'D'}`;

  // The admin ships it by hand, with the courier's AWB.
  await loginAs('admin');
  await openAdminOrder(page, customer, order.number);
  await page.getByLabel('Order status').selectOption('shipped');
  await page.getByLabel('Courier').fill(COURIER);
  await page.getByLabel('Tracking number').fill(awb);
  await page.getByRole('button', { name: 'Update Status' }).click();
  await expect(toastWith(page, 'Order status updated successfully!')).toBeVisible();

  // The courier picks it up, goes out, and cannot deliver.
  await postCourierUpdate(page.request, awb, SCANS.slice(0, 1));
  await postCourierUpdate(page.request, awb, SCANS.slice(0, 3));

  // The admin reads why and asks for another attempt.
  await openAdminOrder(page, customer, order.number);
  const fulfilment = page.getByRole('region', { name: 'Fulfilment' });
  const problem = fulfilment.getByRole('status');
  await expect(problem).toContainText('Delivery failed: Consignee not available');
  await expectNoSeriousA11yViolations(page);
  await problem.getByRole('button', { name: 'Re-attempt' }).click();
  await expect(toastWith(page, 'Re-attempt recorded')).toBeVisible();
  await expect(problem).toContainText(/Re-attempt requested on \d{1,2} \w{3} \d{4}/);
  await signOutAdmin(page);

  // In between, the customer sees the failed attempt in the timeline.
  let updates = await openMyOrder(page, order.number, isMobile);
  await expect(updates).toContainText('Delivery attempt failed');
  await expect(updates.getByRole('list', { name: 'Tracking' }).getByRole('listitem')).toHaveCount(
    3,
  );

  // The second attempt succeeds.
  await postCourierUpdate(page.request, awb, SCANS);
  updates = await openMyOrder(page, order.number, isMobile);
  await expect(
    page.getByRole('button', { name: new RegExp(`Order ${order.number}\\b`) }),
  ).toContainText('Delivered');
  await expect(updates).toContainText('Delivered on 5 March 2026');
  const scans = updates.getByRole('list', { name: 'Tracking' }).getByRole('listitem');
  await expect(scans).toHaveText([
    /^Picked up2 Mar, 3:32 pm · Pune_Hub \(Maharashtra\)$/,
    /^Out for delivery4 Mar, 8:00 am/,
    /^Undelivered4 Mar, 6:45 pm/,
    /^Out for delivery5 Mar, 9:00 am/,
    /^Delivered5 Mar, 1:05 pm · Bengaluru_MG \(Karnataka\)$/,
  ]);
  await expectNoSeriousA11yViolations(page);
});
