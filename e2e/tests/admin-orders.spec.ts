import type { Locator, Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, test } from '../fixtures';
import { placePaidStoneArtOrder, placeStoneArtOrder } from '../support/orders';
import { toastWith } from '../support/toasts';

// Admin all orders (spec section 2 'Admin all orders'): a fresh customer pays for stone
// art through the real API and the test payment window; the admin finds the order by the
// customer's email, opens it, ships it; the customer then sees 'shipped' in My Orders.

/** The clickable summary of an order: the table row's Order ID button, or the phone card. */
const orderOpener = (page: Page, number: string) =>
  page.getByRole('button', { name: new RegExp(`${number}\\b`) });

/** Where the order's status badge sits: its table row on a desktop, the card on a phone. */
const orderSummary = (page: Page, opener: Locator, isMobile: boolean) =>
  isMobile ? opener : page.getByRole('row').filter({ has: opener });

async function openMyOrders(page: Page, isMobile: boolean) {
  await page.goto('/my-account');
  const menu = page.getByRole('navigation', { name: 'My Account' });
  if (isMobile) await page.getByRole('button', { name: /^Account menu:/ }).click();
  await menu.getByRole('button', { name: 'My Orders' }).click();
  await expect(page.getByRole('heading', { name: 'My Orders', level: 2 })).toBeVisible();
}

test('the admin finds a paid order, opens it, ships it, and the customer sees it shipped', async ({
  page,
  loginAs,
  isMobile,
}) => {
  const customer = await loginAs();
  const { id, number, product } = await placePaidStoneArtOrder(page.request, customer, {
    quantity: 2,
  });

  await loginAs('admin');
  await page.goto('/admin/allorders');
  await expect(page.getByRole('heading', { name: 'All Orders', level: 1 })).toBeVisible();
  const stats = page.getByRole('region', { name: 'Order statistics' });
  for (const label of ['Total Orders', 'To ship', 'Completed', 'Pending']) {
    await expect(stats.getByText(label, { exact: true })).toBeVisible();
  }

  // The server searches by the account's email, case-insensitively.
  await page
    .getByRole('searchbox', { name: 'Search orders...' })
    .fill(customer.email.toUpperCase());
  await expect(page.getByText('Showing 1 of 1 orders')).toBeVisible();
  if (isMobile) {
    await expect(page.getByRole('table')).toBeHidden();
    await expect(page.getByRole('list', { name: 'Orders' })).toBeVisible();
  } else {
    await expect(page.getByRole('table')).toBeVisible();
  }
  const opener = orderOpener(page, number);
  const summary = orderSummary(page, opener, isMobile);
  await expect(summary).toContainText(customer.name);
  await expect(summary).toContainText(customer.email);
  await expect(summary).toContainText('2 items');
  await expect(summary).toContainText('Success');

  await opener.click();
  await expect(opener).toHaveAttribute('aria-expanded', 'true');
  const customerDetails = page.getByRole('region', { name: 'Customer Details' });
  await expect(customerDetails).toContainText(customer.phone);
  await expect(customerDetails).toContainText('12 MG Road, Bengaluru, Karnataka, 560001, India');
  const payment = page.getByRole('region', { name: 'Payment Details' });
  await expect(payment).toContainText(id);
  await expect(payment).toContainText(/Razorpay Order ID:\s*\S+/);
  await expect(payment).toContainText('Payment Status:Success');
  const items = page.getByRole('region', { name: 'Order Items' });
  await expect(items).toContainText(product.title);
  await expect(items).toContainText('Quantity: 2');
  await expect(items.getByRole('img', { name: product.title })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.getByLabel('Order status').selectOption('shipped');
  // 'Shipped' takes the parcel's courier and tracking number (decision 0047).
  await page.getByLabel('Courier').fill('India Post');
  await page.getByLabel('Tracking number').fill(`EE${Date.now()}IN`);
  await page.getByRole('button', { name: 'Update Status' }).click();
  await expect(toastWith(page, 'Order status updated successfully!')).toBeVisible();
  await expect(summary).toContainText('Shipped');

  // The number as the table shows it finds the same order; a click closes it again.
  const search = page.getByRole('searchbox', { name: 'Search orders...' });
  await search.fill(number.toLowerCase());
  await expect(page.getByText('Showing 1 of 1 orders')).toBeVisible();
  await expect(summary).toContainText('Shipped');
  await opener.click();
  await expect(page.getByRole('region', { name: 'Payment Details' })).toBeHidden();
  await search.fill('no-such-order-anywhere');
  await expect(page.getByText('No orders found matching your criteria.')).toBeVisible();

  await openMyOrders(page, isMobile);
  const myOrder = page.getByRole('button', { name: new RegExp(`Order ${number}\\b`) });
  await expect(myOrder).toContainText('Shipped');
});

test('an order waiting for payment cannot be shipped', async ({ page, loginAs }) => {
  const customer = await loginAs();
  const order = await placeStoneArtOrder(page.request, customer, {
    delivery: { deliveryAddress: '4 Park Street, Kolkata, West Bengal, 700016, India' },
  });

  await loginAs('admin');
  const refused = await page.request.put(`/api/order/${order.id}/status`, {
    data: { status: 'shipped', courier: 'India Post', trackingNumber: 'EE123456789IN' },
  });
  expect(refused.status()).toBe(409);

  await page.goto('/admin/allorders');
  await page.getByRole('searchbox', { name: 'Search orders...' }).fill(customer.email);
  await expect(page.getByText('Showing 1 of 1 orders')).toBeVisible();
  const opener = orderOpener(page, order.number);
  await opener.click();
  await expect(page.getByRole('region', { name: 'Payment Details' })).toContainText('Pending');
  await expect(page.getByText('The status can be changed once the order is paid.')).toBeVisible();
  await expect(page.getByLabel('Order status')).toHaveCount(0);
});
