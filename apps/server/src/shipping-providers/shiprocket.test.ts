import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  startShiprocketStandIn,
  STAND_IN_RECOMMENDED_COURIER_ID,
  type ShiprocketStandIn,
} from '../test/shiprocket-stand-in';
import {
  createShiprocketClient,
  shiprocketTimeToIso,
  ShiprocketError,
  type ShiprocketClient,
  type ShiprocketConfig,
  type ShiprocketOrderInput,
} from './shiprocket';

const order = (orderId: string): ShiprocketOrderInput => ({
  orderId,
  orderDate: new Date('2026-11-20T06:30:00Z'),
  billing: {
    firstName: 'Asha',
    lastName: 'Rao',
    address: '12 MG Road',
    city: 'Bengaluru',
    pincode: '560001',
    state: 'Karnataka',
    country: 'India',
    email: 'asha@example.in',
    phone: '9876543210',
  },
  items: [
    {
      name: 'Lotus Stone',
      sku: 'lotus-stone',
      units: 2,
      sellingPricePaise: 150_050,
      hsn: '6802',
    },
  ],
  paymentMethod: 'Prepaid',
  subTotalPaise: 300_100,
  lengthCm: 30,
  breadthCm: 20,
  heightCm: 15,
  weightGrams: 2500,
});

describe('Shiprocket adapter (against the local stand-in)', () => {
  let standIn: ShiprocketStandIn;
  let config: ShiprocketConfig;
  let shiprocket: ShiprocketClient;

  beforeAll(async () => {
    standIn = await startShiprocketStandIn();
    config = {
      email: standIn.email,
      password: standIn.password,
      pickupLocation: 'Primary',
      pickupPin: '411005',
      webhookToken: null,
      apiBase: standIn.url,
      timeoutMs: 1000,
    };
    shiprocket = createShiprocketClient(config);
  });
  afterAll(async () => {
    await standIn.close();
  });

  it('logs in once and reuses the token for later calls', async () => {
    const before = standIn.requests.length;
    await shiprocket.serviceability({ deliveryPin: '560001', weightGrams: 1000, cod: false });
    await shiprocket.serviceability({ deliveryPin: '110001', weightGrams: 1000, cod: false });
    const made = standIn.requests.slice(before);
    expect(made.map((r) => r.path)).toEqual([
      '/auth/login',
      '/courier/serviceability/',
      '/courier/serviceability/',
    ]);
    expect(made[0]?.body).toEqual({ email: standIn.email, password: standIn.password });
    expect(made[1]?.token).toBeTruthy();
    expect(made[2]?.token).toBe(made[1]?.token);
  });

  it('asks serviceability from the pickup PIN in kilograms and reads the couriers', async () => {
    const answer = await shiprocket.serviceability({
      deliveryPin: '560001',
      weightGrams: 2500,
      cod: true,
    });
    expect(standIn.requests.at(-1)?.query).toEqual({
      pickup_postcode: '411005',
      delivery_postcode: '560001',
      weight: '2.5',
      cod: '1',
    });
    expect(answer).toMatchObject({
      serviceable: true,
      codAvailable: true,
      minDays: 3,
      maxDays: 5,
      recommendedCourierId: STAND_IN_RECOMMENDED_COURIER_ID,
    });
    expect(answer.couriers).toContainEqual({
      id: 10,
      name: 'Delhivery Surface',
      ratePaise: 9550,
      etdDays: 5,
      cod: true,
    });
  });

  it('reads an unserviceable PIN (404) as not serviceable, and a PIN without COD', async () => {
    const none = await shiprocket.serviceability({
      deliveryPin: '744101',
      weightGrams: 1000,
      cod: false,
    });
    expect(none).toEqual({
      serviceable: false,
      codAvailable: false,
      minDays: null,
      maxDays: null,
      recommendedCourierId: null,
      couriers: [],
    });
    const noCod = await shiprocket.serviceability({
      deliveryPin: '682001',
      weightGrams: 1000,
      cod: false,
    });
    expect(noCod).toMatchObject({ serviceable: true, codAvailable: false });
  });

  it('logs in again once when a call answers 401, then succeeds', async () => {
    standIn.expireTokens();
    const before = standIn.requests.length;
    const answer = await shiprocket.serviceability({
      deliveryPin: '560001',
      weightGrams: 1000,
      cod: false,
    });
    expect(answer.serviceable).toBe(true);
    expect(standIn.requests.slice(before).map((r) => r.path)).toEqual([
      '/courier/serviceability/',
      '/auth/login',
      '/courier/serviceability/',
    ]);
  });

  it("refuses wrong credentials with Shiprocket's words", async () => {
    const wrong = createShiprocketClient({ ...config, password: 'not-it' });
    const error = await wrong
      .serviceability({ deliveryPin: '560001', weightGrams: 1000, cod: false })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ShiprocketError);
    expect((error as ShiprocketError).status).toBe(400);
    expect((error as Error).message).toBe('Invalid email and password combination');
  });

  it("turns a 422 with an errors map into one message naming Shiprocket's fields", async () => {
    standIn.failNext('/orders/create/adhoc', 422, {
      message: 'Oops! Invalid Data.',
      errors: { billing_pincode: ['The billing pincode must be 6 digits.'] },
    });
    const error = await shiprocket.createOrder(order('AS-9001')).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ShiprocketError);
    expect((error as ShiprocketError).status).toBe(422);
    expect((error as Error).message).toBe(
      'Oops! Invalid Data.; billing_pincode: The billing pincode must be 6 digits.',
    );
  });

  it('reports a 5xx with its status, and no answer in time as status 0', async () => {
    standIn.failNext('/courier/serviceability/', 503, { message: 'Service unavailable' });
    const down = await shiprocket
      .serviceability({ deliveryPin: '560001', weightGrams: 1000, cod: false })
      .catch((e: unknown) => e);
    expect(down).toBeInstanceOf(ShiprocketError);
    expect((down as ShiprocketError).status).toBe(503);

    standIn.hangNextCreate();
    const slow = await shiprocket.createOrder(order('AS-9002')).catch((e: unknown) => e);
    expect(slow).toBeInstanceOf(ShiprocketError);
    expect((slow as ShiprocketError).status).toBe(0);
    // The order exists all the same: only the answer was lost.
    expect([...standIn.orders.values()].some((o) => o.channelOrderId === 'AS-9002')).toBe(true);
  });

  it('reports an unreachable Shiprocket as status 0', async () => {
    const nowhere = createShiprocketClient({ ...config, apiBase: 'http://127.0.0.1:1' });
    const error = await nowhere
      .serviceability({ deliveryPin: '560001', weightGrams: 1000, cod: false })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ShiprocketError);
    expect((error as ShiprocketError).status).toBe(0);
  });

  it('creates an order in rupees and kilograms, finds it by our id, and ships it', async () => {
    const made = await shiprocket.createOrder(order('AS-9003'));
    const stored = standIn.orders.get(made.orderId);
    expect(stored?.shipmentId).toBe(made.shipmentId);
    expect(stored?.payload).toMatchObject({
      order_id: 'AS-9003',
      order_date: '2026-11-20 12:00',
      pickup_location: 'Primary',
      billing_customer_name: 'Asha',
      billing_pincode: '560001',
      shipping_is_billing: true,
      order_items: [
        { name: 'Lotus Stone', sku: 'lotus-stone', units: 2, selling_price: 1500.5, hsn: '6802' },
      ],
      payment_method: 'Prepaid',
      sub_total: 3001,
      length: 30,
      weight: 2.5,
    });

    expect(await shiprocket.findOrder('AS-9003')).toMatchObject({
      orderId: made.orderId,
      shipmentId: made.shipmentId,
      awb: null,
    });
    // The search also matches AS-90031; only our exact id counts.
    expect(await shiprocket.findOrder('AS-900')).toBeNull();

    const awb = await shiprocket.assignAwb(made.shipmentId, 24);
    expect(awb).toEqual({ awb: expect.any(String), courierId: 24, courierName: 'Xpressbees Air' });
    expect((await shiprocket.findOrder('AS-9003'))?.awb).toBe(awb.awb);

    await shiprocket.generatePickup(made.shipmentId);
    const { labelUrl } = await shiprocket.generateLabel(made.shipmentId);
    const label = await fetch(labelUrl);
    expect(label.headers.get('content-type')).toBe('application/pdf');
    expect((await label.text()).startsWith('%PDF-')).toBe(true);
    const { manifestUrl } = await shiprocket.generateManifest(made.shipmentId);
    expect(manifestUrl).toMatch(/\.pdf$/);
  });

  it("refuses a second AWB with Shiprocket's reason", async () => {
    const made = await shiprocket.createOrder(order('AS-9004'));
    await shiprocket.assignAwb(made.shipmentId);
    const again = await shiprocket.assignAwb(made.shipmentId).catch((e: unknown) => e);
    expect(again).toBeInstanceOf(ShiprocketError);
    expect((again as Error).message).toBe('AWB is already assigned for this shipment');
  });

  it('tracks an AWB: status and scans oldest first, in UTC', async () => {
    standIn.setTracking('190000000001', {
      statusId: 18,
      status: 'IN TRANSIT',
      scans: [
        {
          date: '2026-11-20 15:32:17',
          activity: 'Shipment picked up',
          location: 'Pune',
          srStatus: 42,
          srStatusLabel: 'PICKED UP',
        },
        {
          date: '2026-11-21 09:00:00',
          activity: 'In transit',
          location: 'Bengaluru Hub',
          srStatus: 18,
          srStatusLabel: 'IN TRANSIT',
        },
      ],
    });
    expect(await shiprocket.trackAwb('190000000001')).toEqual({
      statusId: 18,
      status: 'IN TRANSIT',
      scans: [
        { status: 'PICKED UP', at: '2026-11-20T10:02:17.000Z', location: 'Pune' },
        { status: 'IN TRANSIT', at: '2026-11-21T03:30:00.000Z', location: 'Bengaluru Hub' },
      ],
    });
  });

  it("reads both of Shiprocket's time formats as India time", () => {
    expect(shiprocketTimeToIso('23 05 2023 11:43:52')).toBe('2023-05-23T06:13:52.000Z');
    expect(shiprocketTimeToIso('2023-05-19 15:32:17')).toBe('2023-05-19T10:02:17.000Z');
    expect(shiprocketTimeToIso('yesterday')).toBeNull();
  });
});
