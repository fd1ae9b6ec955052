import { expect, type APIRequestContext } from '@playwright/test';
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
