import { expect, test } from '../fixtures';
import { placePaidStoneArtOrder } from '../support/orders';
import { toastWith } from '../support/toasts';
import { shiprocketStandInUrl } from '../test-env';

// Ship in one click (decision 0095): a customer pays for stone art; the admin opens the order,
// picks a courier from Shiprocket's rates (the run's stand-in on loopback: Shiprocket has no
// sandbox), ships it, and downloads the label, a PDF. On the desktop and the phone: an owner
// ships from the phone too, where the orders are cards.

test('the admin ships a paid order with Shiprocket, with a courier from the rates, and downloads the label', async ({
  page,
  loginAs,
}) => {
  const customer = await loginAs();
  const { number } = await placePaidStoneArtOrder(page.request, customer, {
    delivery: {
      address: {
        street: '12 MG Road',
        line2: 'Flat 4B',
        city: 'Bengaluru',
        state: 'Karnataka',
        zip: '560001',
        country: 'India',
      },
    },
  });

  await loginAs('admin');
  await page.goto('/admin/allorders');
  await page.getByRole('searchbox', { name: 'Search orders...' }).fill(number);
  await expect(page.getByText('Showing 1 of 1 orders')).toBeVisible();
  await page.getByRole('button', { name: new RegExp(`${number}\\b`) }).click();

  const fulfilment = page.getByRole('region', { name: 'Fulfilment' });
  await fulfilment.getByRole('button', { name: 'Choose a courier' }).click();
  const courier = fulfilment.getByLabel('Courier', { exact: true });
  await expect(courier).toContainText('Xpressbees Air');
  await courier.selectOption({ label: 'Xpressbees Air: ₹142, 3 days' });
  await fulfilment.getByRole('button', { name: 'Ship with Shiprocket' }).click();
  await expect(toastWith(page, /Shipped with Shiprocket: Xpressbees Air, AWB \d+/)).toBeVisible();

  // The order is shipped with Shiprocket's AWB and tracking page, and its label is a PDF.
  await expect(fulfilment).toContainText('Xpressbees Air');
  await expect(fulfilment.getByRole('link', { name: 'Track parcel' })).toHaveAttribute(
    'href',
    /^https:\/\/shiprocket\.co\/tracking\/\d+$/,
  );
  const label = fulfilment.getByRole('link', { name: 'Download label' });
  const labelUrl = await label.getAttribute('href');
  expect(labelUrl).toMatch(new RegExp(`^${shiprocketStandInUrl}/files/label-\\d+\\.pdf$`));
  const pdf = await page.request.get(labelUrl!);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
  await expect(fulfilment.getByRole('button', { name: 'Ship with Shiprocket' })).toHaveCount(0);

  // Shiprocket was asked once for this order, with the courier the admin picked.
  const asked = (await (
    await page.request.get(`${shiprocketStandInUrl}/__stand-in/requests`)
  ).json()) as {
    requests: { method: string; path: string; body: Record<string, unknown> | null }[];
  };
  const creates = asked.requests.filter(
    (r) => r.path === '/orders/create/adhoc' && r.body?.order_id === number,
  );
  expect(creates).toHaveLength(1);
  expect(creates[0]!.body).toMatchObject({
    billing_pincode: '560001',
    payment_method: 'Prepaid',
  });
});
