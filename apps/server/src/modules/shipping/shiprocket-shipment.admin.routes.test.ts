import {
  DELIVERY_FEE_PAISE,
  formatOrderNumber,
  orderLifecycleMessages,
  orderMessages,
  shiprocketShipmentMessages,
  type ShiprocketCouriersResponse,
  type ShiprocketShipResponse,
} from '@artshop/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { mailOutbox, orderItems, orders, type OrderRow } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { createProduct } from '../../test/factories/catalog';
import { createOrder, type OrderOverrides } from '../../test/factories/orders';
import {
  createSignedInAdmin,
  createSignedInCustomer,
  createUser,
} from '../../test/factories/users';
import { injectAs } from '../../test/inject-as';
import {
  STAND_IN_RECOMMENDED_COURIER_ID,
  startShiprocketStandIn,
  type ShiprocketStandIn,
  shiprocketEnv,
} from '../../test/shiprocket-stand-in';

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

/** A paid order to a Bengaluru address, with its parts, as the checkout stores it (decision 0058). */
const PAID_TO_BENGALURU: OrderOverrides = {
  paymentStatus: 'success',
  paidAt: new Date('2026-03-02T06:30:00.000Z'),
  name: 'Asha Rao Menon',
  phone: '+91 98765 43210',
  addressStreet: '12 MG Road',
  addressLine2: 'Flat 4B',
  addressCity: 'Bengaluru',
  addressState: 'Karnataka',
  addressZip: '560001',
  addressCountry: 'India',
};

describe('ship with Shiprocket (admin)', () => {
  let standIn: ShiprocketStandIn;
  let t: TestApp;
  let admin: string;
  let customer: string;

  beforeAll(async () => {
    standIn = await startShiprocketStandIn();
    t = await buildTestApp({
      env: shiprocketEnv(standIn, {
        SHIPROCKET_PICKUP_PIN: '560037',
        // Long enough for a loaded machine, short enough for the timeout test.
        SHIPROCKET_TIMEOUT_MS: '2000',
      }),
    });
    ({ cookie: admin } = await createSignedInAdmin(t.db));
    ({ cookie: customer } = await createSignedInCustomer(t.db));
  });
  afterAll(async () => {
    await t?.close();
    await standIn?.close();
  });
  beforeEach(() => {
    standIn.requests.splice(0);
  });

  /** A paid order of a weighed stone (2 pieces of 500 g) and a painting with its own parcel. */
  async function paidOrder(overrides: OrderOverrides = {}): Promise<OrderRow> {
    const user = await createUser(t.db);
    const stone = await createProduct(t.db, { type: 'stoneArt', pricePaise: 150_000 });
    const painting = await createProduct(t.db, {
      type: 'painting',
      pricePaise: 900_000,
      weightGrams: 2500,
      lengthCm: 70,
      breadthCm: 55,
      heightCm: 5,
    });
    const { order, items } = await createOrder(
      t.db,
      user.id,
      [
        { product: stone, quantity: 2 },
        { product: painting, quantity: 1, size: 'Original' },
      ],
      { ...PAID_TO_BENGALURU, ...overrides },
    );
    // The stone's ordered size was weighed (decision 0082): it weighs the parcel, not the default.
    await t.db.update(orderItems).set({ weightGrams: 500 }).where(eq(orderItems.id, items[0]!.id));
    await t.db
      .update(orderItems)
      .set({ hsnCode: '97019100' })
      .where(eq(orderItems.id, items[1]!.id));
    return order;
  }

  const ship = (id: string, payload?: unknown, cookie: string | null = admin) =>
    injectAs(t, 'POST', `/api/order/${id}/shiprocket`, cookie, payload);
  const rowOf = async (id: string) =>
    (await t.db.select().from(orders).where(eq(orders.id, id)))[0]!;
  const mailsTo = (email: string) =>
    t.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, email));
  const madeFor = (order: OrderRow) =>
    [...standIn.orders.values()].filter(
      (o) => o.channelOrderId === formatOrderNumber(order.number),
    );

  it('makes the order, assigns the AWB, books the pickup, gets the label and manifest, then ships and tells the customer', async () => {
    const order = await paidOrder();
    const response = await ship(order.id);
    expect(response.statusCode, response.body).toBe(201);
    const body = response.json<ShiprocketShipResponse>();

    const [made] = madeFor(order);
    expect(madeFor(order)).toHaveLength(1);
    expect(body.shipment).toEqual({
      awb: made!.awb,
      courier: 'Ekart Logistics',
      labelUrl: `${standIn.url}/files/label-${made!.shipmentId}.pdf`,
    });
    // Every call, in order: the look-up by our number comes before the create.
    expect(standIn.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      'POST /auth/login',
      'GET /orders',
      'POST /orders/create/adhoc',
      'POST /courier/assign/awb',
      'POST /courier/generate/pickup',
      'POST /courier/generate/label',
      'POST /manifests/generate',
    ]);
    expect(standIn.requestsTo('/orders')[0]!.query.search).toBe(formatOrderNumber(order.number));
    expect(standIn.requestsTo('/courier/assign/awb')[0]!.body).toEqual({
      shipment_id: made!.shipmentId,
    });

    // The create payload: our number, prepaid, rupees, kilograms, centimetres, HSN per item.
    const payload = made!.payload;
    expect(payload).toMatchObject({
      order_id: formatOrderNumber(order.number),
      order_date: '2026-03-02 12:00',
      pickup_location: 'Primary',
      billing_customer_name: 'Asha',
      billing_last_name: 'Rao Menon',
      billing_address: '12 MG Road',
      billing_address_2: 'Flat 4B',
      billing_city: 'Bengaluru',
      billing_pincode: '560001',
      billing_state: 'Karnataka',
      billing_country: 'India',
      billing_email: order.email,
      billing_phone: '9876543210',
      payment_method: 'Prepaid',
      sub_total: (300_000 + 900_000 + DELIVERY_FEE_PAISE) / 100,
      // 2 x 500 g (the size's weight) + 2500 g (the painting's parcel).
      weight: 3.5,
      // The largest box's length and breadth, every piece's height stacked (stone 10 cm each).
      length: 70,
      breadth: 55,
      height: 25,
    });
    // Each line's HSN is its snapshot's, else its type's default (decision 0048).
    expect(payload.order_items).toHaveLength(2);
    expect(payload.order_items).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ units: 2, selling_price: 1500, hsn: '6802' }),
        expect.objectContaining({ units: 1, selling_price: 9000, hsn: '97019100' }),
      ]),
    );

    // Shipped through the admin's own path, with Shiprocket's tracking page.
    expect(body.order).toMatchObject({
      id: order.id,
      fulfilmentStatus: 'shipped',
      shipment: {
        courier: 'Ekart Logistics',
        trackingNumber: made!.awb,
        trackingUrl: `https://shiprocket.co/tracking/${made!.awb}`,
      },
      shiprocket: {
        orderId: made!.orderId,
        shipmentId: made!.shipmentId,
        labelUrl: body.shipment.labelUrl,
        manifestUrl: `${standIn.url}/files/manifest-${made!.shipmentId}.pdf`,
      },
    });
    expect(body.order.shipment?.shippedAt).toEqual(expect.any(String));
    const mails = await mailsTo(order.email);
    expect(mails.map((mail) => mail.kind)).toEqual(['order-shipped']);
    expect(mails[0]!.textBody).toContain(made!.awb!);

    // The label is a PDF the admin can download.
    const label = await fetch(body.shipment.labelUrl);
    expect(label.headers.get('content-type')).toBe('application/pdf');
    expect(
      Buffer.from(await label.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');

    // Shipped is shipped: a second click makes nothing more at Shiprocket.
    standIn.requests.splice(0);
    const again = await ship(order.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(shiprocketShipmentMessages.alreadyShipped);
    expect(standIn.requests).toEqual([]);
  });

  it('assigns the courier the admin picked from the rates', async () => {
    const order = await paidOrder();
    const rates = await injectAs(t, 'GET', `/api/order/${order.id}/shiprocket/couriers`, admin);
    expect(rates.statusCode, rates.body).toBe(200);
    const body = rates.json<ShiprocketCouriersResponse>();
    expect(body).toEqual({
      serviceable: true,
      recommendedCourierId: STAND_IN_RECOMMENDED_COURIER_ID,
      couriers: [
        { id: 10, name: 'Delhivery Surface', rate: 95.5, etdDays: 5 },
        { id: 24, name: 'Xpressbees Air', rate: 142, etdDays: 3 },
        { id: 51, name: 'Ekart Logistics', rate: 88, etdDays: 4 },
      ],
    });
    expect(standIn.requestsTo('/courier/serviceability/')[0]!.query).toMatchObject({
      pickup_postcode: '560037',
      delivery_postcode: '560001',
      weight: '3.5',
      cod: '0',
    });

    const response = await ship(order.id, { courierId: 24 });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json<ShiprocketShipResponse>().shipment.courier).toBe('Xpressbees Air');
    expect(standIn.requestsTo('/courier/assign/awb')[0]!.body).toMatchObject({ courier_id: 24 });
  });

  it("answers a courier's refusal as 502 with Shiprocket's words, ships nothing, and a retry resumes without a second order", async () => {
    const order = await paidOrder();
    standIn.failNext('/courier/assign/awb', 422, {
      message: 'Selected courier is not serviceable for this pincode',
      status_code: 422,
    });
    const refused = await ship(order.id);
    expect(refused.statusCode).toBe(502);
    expect(refused.json().message).toBe(
      'Shiprocket refused: Selected courier is not serviceable for this pincode',
    );
    const row = await rowOf(order.id);
    expect(row.fulfilmentStatus).toBeNull();
    expect(row.trackingNumber).toBeNull();
    expect(row.shiprocketOrderId).toBe(madeFor(order)[0]!.orderId);
    expect(await mailsTo(order.email)).toEqual([]);

    standIn.requests.splice(0);
    const retried = await ship(order.id);
    expect(retried.statusCode, retried.body).toBe(201);
    expect(madeFor(order)).toHaveLength(1);
    // The stored Shiprocket order is reused: no look-up, no create.
    expect(standIn.requests.map((r) => r.path)).not.toContain('/orders/create/adhoc');
    expect(standIn.requests.map((r) => r.path)).not.toContain('/orders');
  });

  it('after a timeout on create, finds the order Shiprocket made and never makes a second', async () => {
    const order = await paidOrder();
    standIn.hangNextCreate();
    const first = ship(order.id);
    // A second click while the first waits on Shiprocket is refused, not sent on.
    await expect.poll(() => standIn.requestsTo('/orders/create/adhoc').length).toBe(1);
    const concurrent = await ship(order.id);
    expect(concurrent.statusCode).toBe(409);
    expect(concurrent.json().message).toBe(shiprocketShipmentMessages.inProgress);

    const timedOut = await first;
    expect(timedOut.statusCode).toBe(504);
    expect(timedOut.json().message).toBe(shiprocketShipmentMessages.timedOut);
    expect((await rowOf(order.id)).shiprocketOrderId).toBeNull();
    expect(madeFor(order)).toHaveLength(1);

    const retried = await ship(order.id);
    expect(retried.statusCode, retried.body).toBe(201);
    expect(madeFor(order)).toHaveLength(1);
    expect(standIn.requestsTo('/orders/create/adhoc')).toHaveLength(1);
    expect(retried.json<ShiprocketShipResponse>().order.shiprocket?.orderId).toBe(
      madeFor(order)[0]!.orderId,
    );
  });

  it('refuses an unpaid, a cancelled, a hand-shipped or an unknown order with what is wrong', async () => {
    const unpaid = await paidOrder({ paymentStatus: 'pending', paidAt: null });
    const cancelled = await paidOrder({ cancelledAt: new Date(), fulfilmentStatus: 'cancelled' });
    const byHand = await paidOrder({
      fulfilmentStatus: 'shipped',
      courier: 'Blue Dart',
      trackingNumber: 'BD123',
    });
    const noPin = await paidOrder({ addressZip: null });
    const cases: [string, number, string][] = [
      [unpaid.id, 409, orderMessages.fulfilmentNeedsPayment],
      [cancelled.id, 409, orderLifecycleMessages.cancelledFinal],
      [byHand.id, 409, shiprocketShipmentMessages.alreadyShipped],
      [noPin.id, 409, shiprocketShipmentMessages.noPinCode],
      [UNKNOWN_ID, 404, orderMessages.orderNotFound],
      ['not-an-id', 404, orderMessages.orderNotFound],
    ];
    for (const [id, status, message] of cases) {
      const response = await ship(id);
      expect([response.statusCode, response.json().message]).toEqual([status, message]);
    }
    expect(standIn.requests).toEqual([]);
  });

  it('refuses a courier id that is not a number', async () => {
    const order = await paidOrder();
    const response = await ship(order.id, { courierId: 'fastest' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(shiprocketShipmentMessages.courierInvalid);
  });

  it('is for admins only: 401 signed out, 403 for a customer', async () => {
    const order = await paidOrder();
    for (const [cookie, status] of [
      [null, 401],
      [customer, 403],
    ] as const) {
      expect((await ship(order.id, undefined, cookie)).statusCode).toBe(status);
      const rates = await injectAs(t, 'GET', `/api/order/${order.id}/shiprocket/couriers`, cookie);
      expect(rates.statusCode).toBe(status);
    }
    expect(standIn.requests).toEqual([]);
    expect((await rowOf(order.id)).fulfilmentStatus).toBeNull();
  });
});

describe('ship with Shiprocket without Shiprocket configured', () => {
  let t: TestApp;
  let admin: string;

  beforeAll(async () => {
    t = await buildTestApp();
    ({ cookie: admin } = await createSignedInAdmin(t.db));
  });
  afterAll(async () => {
    await t?.close();
  });

  it('answers 503 with what to set, and leaves the order for the manual form', async () => {
    const user = await createUser(t.db);
    const product = await createProduct(t.db);
    const { order } = await createOrder(t.db, user.id, [{ product }], PAID_TO_BENGALURU);
    const response = await injectAs(t, 'POST', `/api/order/${order.id}/shiprocket`, admin);
    expect(response.statusCode).toBe(503);
    expect(response.json().message).toBe(shiprocketShipmentMessages.notConfigured);
    const rates = await injectAs(t, 'GET', `/api/order/${order.id}/shiprocket/couriers`, admin);
    expect(rates.statusCode).toBe(503);
  });
});
