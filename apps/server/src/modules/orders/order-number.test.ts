import type {
  AdminOrderListResponse,
  CreateOrderResponse,
  OrderListResponse,
  OrderResponse,
} from '@artshop/shared';
import { describe, expect, it } from 'vitest';
import { invoiceOf, placeAndPay, SELLER_ENV } from '../../test/factories/invoices';
import { createOrder } from '../../test/factories/orders';
import { createSignedInAdmin, createSignedInCustomer } from '../../test/factories/users';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { injectAs } from '../../test/inject-as';
import { useTestApp } from '../../test/use-test-app';
import { createProduct } from '../../test/factories/catalog';
import { fillCart, orderBody } from '../../test/factories/checkout';

// Decision 0085: every order has a short number, 'AS-' and a sequence from 1001, in every order
// answer, on the invoice and in the admin search.

const NUMBER = /^AS-\d{4,}$/;

describe('order numbers', () => {
  let t: TestApp;
  useTestApp(
    () => buildTestApp({ env: SELLER_ENV }),
    (built) => (t = built),
  );

  it('are given one after another and carried by the checkout, My Orders and the status page', async () => {
    const { user, cookie } = await createSignedInCustomer(t.db);
    const first = await createOrder(t.db, user.id);
    await fillCart(t.db, user.id, [{ product: await createProduct(t.db) }]);
    const created = await injectAs(t, 'POST', '/api/order', cookie, orderBody());
    expect(created.statusCode, created.body).toBe(201);
    const { order, checkout } = created.json() as CreateOrderResponse;
    expect(order.number).toMatch(NUMBER);
    expect(order.number).toBe(`AS-${first.order.number + 1}`);
    // The payment window names the order by its number too.
    expect(checkout.description).toBe(`Order ${order.number}`);

    const mine = (await injectAs(t, 'GET', '/api/order/user', cookie)).json() as OrderListResponse;
    expect(mine.orders.map((o) => o.number)).toEqual([order.number, `AS-${first.order.number}`]);
    const status = await injectAs(t, 'GET', `/api/order/razorpay/${order.razorpayOrderId}`, cookie);
    expect((status.json() as OrderResponse).order.number).toBe(order.number);
  });

  it('name the order on its invoice, and the admin finds an order by its number however typed', async () => {
    const placed = await placeAndPay(t);
    const listed = (
      await injectAs(t, 'GET', '/api/order/user', placed.cookie)
    ).json() as OrderListResponse;
    const number = listed.orders[0]!.number;
    const invoice = await invoiceOf(t.db, placed.order.id);
    expect(invoice?.document.orderNumber).toBe(number);

    const { cookie: admin } = await createSignedInAdmin(t.db);
    const digits = number.slice(3);
    for (const q of [number, number.toLowerCase(), `#${number}`, digits, `AS${digits}`]) {
      const found = await injectAs(t, 'GET', `/api/order?q=${encodeURIComponent(q)}`, admin);
      expect(found.statusCode).toBe(200);
      const body = found.json() as AdminOrderListResponse;
      expect(
        body.orders.map((o) => o.number),
        q,
      ).toEqual([number]);
    }
  });
});
