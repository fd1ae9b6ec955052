import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import type { CustomerAccount } from './accounts';
import { firstDemoProduct } from './catalogue';

/** The specs' delivery address, served by the run's Shiprocket stand-in. */
export const TEST_DELIVERY_ADDRESS = '12 MG Road, Bengaluru, Karnataka, 560001, India';

export interface PlacedOrder {
  id: string;
  /** The short number people see, 'AS-1001' (decision 0085). */
  number: string;
  /** What the customer pays, in rupees. */
  pay: number;
  product: { id: string; title: string };
}

interface OrderOptions {
  quantity?: number;
  size?: string;
  /** The address part of `POST /api/order`: one line, or `{ address: { street, city, … } }`. */
  delivery?: Record<string, unknown>;
}

/**
 * Adds the first stone art to the signed-in customer's cart (through the request context that
 * carries their session) and places the order, unpaid.
 */
export async function placeStoneArtOrder(
  request: APIRequestContext,
  customer: CustomerAccount,
  {
    quantity = 1,
    size = '5 x 3 inches',
    delivery = { deliveryAddress: TEST_DELIVERY_ADDRESS },
  }: OrderOptions = {},
): Promise<PlacedOrder> {
  const product = await firstDemoProduct(request, 'stoneArt');
  const added = await request.post('/api/user/cart/add', {
    data: { productId: product.id, quantity, size },
  });
  expect(added.status(), await added.text()).toBe(201);
  const placed = await request.post('/api/order', {
    data: { ...delivery, name: customer.name, email: customer.email, phone: customer.phone },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  const { order } = (await placed.json()) as { order: Omit<PlacedOrder, 'product'> };
  return { id: order.id, number: order.number, pay: order.pay, product };
}

/** Pays an order in the test payment window, as its form does: fields posted to our callback. */
export async function payInTestWindow(request: APIRequestContext, orderId: string) {
  const payment = await request.post(`/api/payments/test/${orderId}`, {
    data: { outcome: 'success' },
  });
  expect(payment.status(), await payment.text()).toBe(200);
  const { callbackUrl, fields } = (await payment.json()) as {
    callbackUrl: string;
    fields: Record<string, string>;
  };
  const callback = await request.post(callbackUrl, { form: fields, maxRedirects: 0 });
  expect(callback.status(), await callback.text()).toBe(303);
}

/** `placeStoneArtOrder`, then paid in the test payment window. */
export async function placePaidStoneArtOrder(
  request: APIRequestContext,
  customer: CustomerAccount,
  options: OrderOptions = {},
): Promise<PlacedOrder> {
  const order = await placeStoneArtOrder(request, customer, options);
  await payInTestWindow(request, order.id);
  return order;
}

/** The back-office's all-orders page, searched for the customer, with the order expanded. */
export async function openAdminOrder(page: Page, customer: CustomerAccount, number: string) {
  await page.goto('/admin/allorders');
  await page.getByRole('searchbox', { name: 'Search orders...' }).fill(customer.email);
  await expect(page.getByText('Showing 1 of 1 orders')).toBeVisible();
  const opener = page.getByRole('button', { name: new RegExp(`${number}\\b`) });
  await opener.click();
  await expect(opener).toHaveAttribute('aria-expanded', 'true');
}

/** Ends the admin session, so what follows is the customer's own (the downloads included). */
export async function signOutAdmin(page: Page) {
  const response = await page.request.post('/api/admin/signout');
  expect(response.ok(), await response.text()).toBe(true);
}

/** My Orders with the order expanded; returns its 'Order updates' group. */
export async function openMyOrder(page: Page, number: string, isMobile: boolean): Promise<Locator> {
  await page.goto('/my-account');
  if (isMobile) await page.getByRole('button', { name: /^Account menu:/ }).click();
  await page
    .getByRole('navigation', { name: 'My Account' })
    .getByRole('button', { name: 'My Orders' })
    .click();
  await expect(page.getByRole('heading', { name: 'My Orders', level: 2 })).toBeVisible();
  const card = page.getByRole('button', { name: new RegExp(`Order ${number}\\b`) });
  await card.click();
  await expect(card).toHaveAttribute('aria-expanded', 'true');
  return page.getByRole('group', { name: 'Order updates' });
}
