import type { Shopper } from './shopper';

export const DELIVERY = {
  deliveryAddress: '12 MG Road, Bengaluru, Karnataka, 560001, India',
  name: 'Asha Rao',
  phone: '9876543210',
};

export type CheckoutOutcome =
  { step: 'paid'; orderId: string } | { step: 'refused'; status: number; at: string };

/**
 * A signed-in shopper's checkout in test payment mode, as the browser does it: cart, order, the
 * payment window, then its fields posted to the callback (303 to the status page when paid).
 */
export async function buyAndPay(shopper: Shopper, productId: string): Promise<CheckoutOutcome> {
  const add = await shopper.request('POST', '/api/user/cart/add', {
    productId,
    quantity: 1,
    size: '5 x 3 inches',
  });
  if (add.status >= 300) return { step: 'refused', status: add.status, at: 'cart' };
  const order = await shopper.request('POST', '/api/order', DELIVERY);
  if (order.status !== 201) return { step: 'refused', status: order.status, at: 'order' };
  const orderId = order.json<{ order: { id: string } }>().order.id;
  const window = await shopper.request('POST', `/api/payments/test/${orderId}`, {
    outcome: 'success',
  });
  if (window.status !== 200) return { step: 'refused', status: window.status, at: 'window' };
  const { callbackUrl, fields } = window.json<{
    callbackUrl: string;
    fields: Record<string, string>;
  }>();
  const callback = await shopper.request(
    'POST',
    new URL(callbackUrl, 'http://x').pathname,
    new URLSearchParams(fields).toString(),
    { 'content-type': 'application/x-www-form-urlencoded' },
  );
  if (callback.status !== 303) return { step: 'refused', status: callback.status, at: 'callback' };
  return { step: 'paid', orderId };
}
