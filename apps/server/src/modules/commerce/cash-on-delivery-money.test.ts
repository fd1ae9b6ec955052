import {
  codMessages,
  type AdminOrderResponse,
  type CodRemittanceList,
  type OrderListResponse,
  type Refund,
} from '@artshop/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creditNotes, invoices, products, refunds } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { createProduct } from '../../test/factories/catalog';
import { fillCart } from '../../test/factories/checkout';
import { orderRow } from '../../test/factories/offers';
import { createSignedInAdmin, createSignedInCustomer } from '../../test/factories/users';
import { codOrderBody, confirmedCodOrder } from '../../test/factories/cash-on-delivery';
import { injectAs } from '../../test/inject-as';
import { pdfText } from '../../test/pdf-reader';
import {
  shiprocketEnv,
  startShiprocketStandIn,
  type ShiprocketStandIn,
} from '../../test/shiprocket-stand-in';
import { COURIER_UPDATES_PATH } from '../shipping/courier-updates.routes';

// The money of cash on delivery (decision 0101): Shiprocket collects the total at the door, its
// 'Delivered' makes the order paid with its GST invoice, a parcel returned cancels the order with
// nothing to refund, the admin's 'Cash received' does the same for manual shipping, and the
// remittances list what the couriers owe.

const TOKEN = 'courier-token-cod-0123456789abcdef';

let standIn: ShiprocketStandIn;
let t: TestApp;
let admin: string;

beforeAll(async () => {
  standIn = await startShiprocketStandIn();
  t = await buildTestApp({
    env: {
      ...shiprocketEnv(standIn, { SHIPROCKET_WEBHOOK_TOKEN: TOKEN }),
      SELLER_GSTIN: '29ABCDE1234F1Z5',
      SELLER_STATE: 'Karnataka',
      SELLER_LEGAL_NAME: 'Stone Art Studio',
      SELLER_ADDRESS: '1 Temple Street, Bengaluru',
    },
  });
  ({ cookie: admin } = await createSignedInAdmin(t.db));
});
afterAll(async () => {
  await t?.close();
  await standIn?.close();
});

async function shipWithShiprocket(orderId: string) {
  const shipped = await injectAs(t, 'POST', `/api/order/${orderId}/shiprocket`, admin, {});
  expect(shipped.statusCode, shipped.body).toBe(201);
  return shipped.json<{ shipment: { awb: string } }>().shipment.awb;
}

/** Shiprocket's 'DD MM YYYY HH:mm:ss' in India time, `hoursAgo` before now. */
function indiaStamp(hoursAgo: number): string {
  const india = new Date(Date.now() - hoursAgo * 3_600_000 + 5.5 * 3_600_000);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${two(india.getUTCDate())} ${two(india.getUTCMonth() + 1)} ${india.getUTCFullYear()} ${two(india.getUTCHours())}:${two(india.getUTCMinutes())}:00`;
}

const courierUpdate = (awb: string, id: number, status: string, at: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api${COURIER_UPDATES_PATH}`,
    headers: { 'content-type': 'application/json', 'x-api-key': TOKEN },
    payload: JSON.stringify({
      awb,
      current_status: status,
      current_status_id: id,
      shipment_status: status,
      shipment_status_id: id,
      current_timestamp: at,
      scans: [],
    }),
  });

describe('cash collected at the door', () => {
  it("ships as COD with the amount to collect, and the courier's 'Delivered' makes it paid with its invoice", async () => {
    const { order, cookie, product } = await confirmedCodOrder(t);
    // A newer piece leads the top sellers while nothing is sold; the answer is cached.
    const newer = await createProduct(t.db);
    const topSeller = async () =>
      (await injectAs(t, 'GET', '/api/topsellers', null)).json<{ products: { id: string }[] }>()
        .products[0]?.id;
    expect(await topSeller()).toBe(newer.id);
    const row = await orderRow(t.db, order.id);
    const awb = await shipWithShiprocket(order.id);
    const created = standIn.requestsTo('/orders/create/adhoc').at(-1)!.body as Record<
      string,
      unknown
    >;
    expect(created).toMatchObject({ payment_method: 'COD', sub_total: row.totalPaise / 100 });
    expect((await orderRow(t.db, order.id)).paymentStatus).toBe('pending');

    const delivered = await courierUpdate(awb, 7, 'DELIVERED', '05 03 2026 13:05:00');
    expect(delivered.statusCode).toBe(200);
    const paid = await orderRow(t.db, order.id);
    expect(paid).toMatchObject({ paymentStatus: 'success', fulfilmentStatus: 'delivered' });
    expect(paid.cashCollectedAt).not.toBeNull();
    const [invoice] = await t.db.select().from(invoices).where(eq(invoices.orderId, order.id));
    expect(invoice!.document.paymentMode).toBe('Cash on delivery');
    expect(invoice!.document.totals.totalPaise).toBe(paid.totalPaise);
    // The PDF the customer downloads names the mode of payment, and charges the fee with delivery.
    const pdf = await injectAs(t, 'GET', `/api/order/${order.id}/invoice`, cookie);
    expect(pdf.statusCode).toBe(200);
    const text = (await pdfText(pdf.rawPayload)).replace(/[ \t]+/g, ' ');
    expect(text).toContain('Mode of payment');
    expect(text).toContain('Cash on delivery');
    const charges = ((paid.deliveryPaise + paid.codFeePaise) / 100).toFixed(2);
    expect(text).toMatch(new RegExp(`Delivery and cash on delivery .*₹${charges}`));
    const [counted] = await t.db.select().from(products).where(eq(products.id, product.id));
    expect(counted!.orderCount).toBe(1);
    // The cached top sellers were dropped when the cash was collected.
    expect(await topSeller()).toBe(product.id);
    const mine = (await injectAs(t, 'GET', '/api/order/user', cookie)).json<OrderListResponse>();
    expect(mine.orders.find((o) => o.id === order.id)).toMatchObject({
      status: 'success',
      fulfilmentStatus: 'delivered',
      paymentMethod: 'cod',
    });
  });

  it('cancels a returned parcel with nothing to refund, and the return counts against COD', async () => {
    const { order, user, cookie } = await confirmedCodOrder(t);
    const awb = await shipWithShiprocket(order.id);
    // Returned yesterday: within the 180 days that count against cash on delivery.
    await courierUpdate(awb, 9, 'RTO INITIATED', indiaStamp(72));
    await courierUpdate(awb, 10, 'RTO DELIVERED', indiaStamp(24));
    expect(await orderRow(t.db, order.id)).toMatchObject({
      paymentStatus: 'failed',
      fulfilmentStatus: 'returned',
      cancelReason: codMessages.cancelledReturned,
    });
    expect(await t.db.select().from(refunds).where(eq(refunds.orderId, order.id))).toEqual([]);
    expect(await t.db.select().from(invoices).where(eq(invoices.orderId, order.id))).toEqual([]);

    await fillCart(t.db, user.id, [{ product: await createProduct(t.db) }]);
    const again = await injectAs(t, 'POST', '/api/order', cookie, codOrderBody());
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(codMessages.recentReturn);
  });

  it("takes the admin's 'Cash received' with a reference for manual shipping", async () => {
    const { order } = await confirmedCodOrder(t);
    const shipped = await injectAs(t, 'PUT', `/api/order/${order.id}/status`, admin, {
      status: 'shipped',
      courier: 'India Post',
      trackingNumber: `EM${Date.now()}IN`,
    });
    expect(shipped.statusCode, shipped.body).toBe(200);
    const url = `/api/order/${order.id}/cash-received`;
    const blank = await injectAs(t, 'POST', url, admin, { reference: ' ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().message).toBe(codMessages.cashReferenceRequired);

    const received = await injectAs(t, 'POST', url, admin, { reference: 'Receipt 4411' });
    expect(received.statusCode, received.body).toBe(200);
    expect(received.json<AdminOrderResponse>().order).toMatchObject({
      status: 'success',
      fulfilmentStatus: 'delivered',
    });
    expect(await orderRow(t.db, order.id)).toMatchObject({ cashReference: 'Receipt 4411' });
    const [invoice] = await t.db.select().from(invoices).where(eq(invoices.orderId, order.id));
    expect(invoice!.document.paymentMode).toBe('Cash on delivery');

    const twice = await injectAs(t, 'POST', url, admin, { reference: 'Receipt 4412' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(codMessages.cashAlreadyCollected);
  });

  it('records a refund after COD paid by bank transfer or UPI, with its credit note', async () => {
    const { order } = await confirmedCodOrder(t);
    const awb = await shipWithShiprocket(order.id);
    await courierUpdate(awb, 7, 'DELIVERED', indiaStamp(2));
    const url = `/api/order/${order.id}/refunds`;
    const noMethod = await injectAs(t, 'POST', url, admin, { amount: 500, reason: 'Chipped edge' });
    expect(noMethod.statusCode).toBe(400);
    expect(noMethod.json().message).toBe(codMessages.refundMethodRequired);
    const noReference = await injectAs(t, 'POST', url, admin, {
      amount: 500,
      reason: 'Chipped edge',
      method: 'upi',
    });
    expect(noReference.statusCode).toBe(400);
    expect(noReference.json().message).toBe(codMessages.refundReferenceRequired);

    const refunded = await injectAs(t, 'POST', url, admin, {
      amount: 500,
      reason: 'Chipped edge',
      method: 'upi',
      reference: 'UPI 5522',
    });
    expect(refunded.statusCode, refunded.body).toBe(201);
    const { refund } = refunded.json<{ refund: Refund }>();
    expect(refund).toMatchObject({
      amount: 500,
      status: 'processed',
      method: 'upi',
      payoutReference: 'UPI 5522',
    });
    expect(refund.creditNote?.number).toBeTruthy();
    const [note] = await t.db.select().from(creditNotes).where(eq(creditNotes.refundId, refund.id));
    expect(note!.document.totals.totalPaise).toBe(50_000);

    const tooMuch = await injectAs(t, 'POST', url, admin, {
      amount: 100_000,
      reason: 'Returned',
      method: 'bank_transfer',
      reference: 'NEFT 1',
    });
    expect(tooMuch.statusCode).toBe(400);
  });

  it('lists the collected COD orders for remittance, marks one remitted, and exports them', async () => {
    const { order } = await confirmedCodOrder(t);
    const awb = await shipWithShiprocket(order.id);
    await courierUpdate(awb, 7, 'DELIVERED', '07 03 2026 11:00:00');
    const total = (await orderRow(t.db, order.id)).totalPaise / 100;

    const list = await injectAs(t, 'GET', '/api/admin/cod-remittances', admin);
    const entry = list.json<CodRemittanceList>().remittances.find((r) => r.orderId === order.id);
    expect(entry).toMatchObject({ amount: total, remitted: false, remittedOn: null });

    const bad = await injectAs(t, 'PUT', `/api/admin/cod-remittances/${order.id}`, admin, {
      reference: 'UTR123',
      remittedOn: '12/03/2026',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(codMessages.remittedOnInvalid);
    const marked = await injectAs(t, 'PUT', `/api/admin/cod-remittances/${order.id}`, admin, {
      reference: 'UTR123',
      remittedOn: '2026-03-12',
    });
    expect(marked.statusCode, marked.body).toBe(200);

    const csv = await injectAs(t, 'GET', '/api/admin/cod-remittances.csv', admin);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    const line = csv.body.split('\r\n').find((l) => l.startsWith(entry!.number));
    expect(line).toContain(`${total.toFixed(2)},,yes,2026-03-12,UTR123`);

    const customer = await createSignedInCustomer(t.db);
    expect(
      (await injectAs(t, 'GET', '/api/admin/cod-remittances.csv', customer.cookie)).statusCode,
    ).toBe(403);
  });
});
