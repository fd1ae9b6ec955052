import { shipmentTrackingMessages, type AdminOrderResponse, type Order } from '@artshop/shared';
import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { mailOutbox, orders, refunds, shipmentEvents, type OrderRow } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { createOrder } from '../../test/factories/orders';
import { createSignedInAdmin, createSignedInCustomer } from '../../test/factories/users';
import { injectAs } from '../../test/inject-as';
import { captureLog } from '../../test/log-capture';
import {
  startShiprocketStandIn,
  type ShiprocketStandIn,
  shiprocketEnv,
} from '../../test/shiprocket-stand-in';
import { COURIER_UPDATES_PATH } from './courier-updates.routes';

// Shiprocket's tracking webhook (decision 0096): only the shared token proves the caller; each
// scan is kept once; the stage moves only forward; delivered tells the customer once; a parcel
// back at the shop is 'returned', with its money left to the admin (decision 0097).

const TOKEN = 'courier-token-0123456789abcdef';
const URL = `/api${COURIER_UPDATES_PATH}`;

interface Scan {
  date: string;
  activity: string;
  label: string;
  id: number;
  location?: string;
}

/** A webhook body as Shiprocket sends it (docs/shipping.md), India-time stamps. */
function payload(
  awb: string,
  current: { id: number; status: string; at: string },
  scans: Scan[] = [],
): Record<string, unknown> {
  return {
    awb,
    courier_name: 'Delhivery Surface',
    current_status: current.status,
    current_status_id: current.id,
    shipment_status: current.status,
    shipment_status_id: current.id,
    current_timestamp: current.at,
    order_id: '1373900_150876814',
    sr_order_id: 348456385,
    scans: scans.map((s) => ({
      date: s.date,
      status: 'X-CODE',
      activity: s.activity,
      location: s.location ?? 'Bengaluru_Hub (Karnataka)',
      'sr-status': String(s.id),
      'sr-status-label': s.label,
    })),
    is_return: 0,
  };
}

const PICKED: Scan = {
  date: '2026-03-02 15:32:17',
  activity: 'In Transit - Shipment picked up',
  label: 'PICKED UP',
  id: 42,
  location: 'Pune_Hub (Maharashtra)',
};
const IN_TRANSIT: Scan = {
  date: '2026-03-03 09:10:00',
  activity: 'Bag received at hub',
  label: 'IN TRANSIT',
  id: 18,
};
const OUT: Scan = {
  date: '2026-03-04 08:00:00',
  activity: 'Out for delivery',
  label: 'OUT FOR DELIVERY',
  id: 17,
};
const UNDELIVERED: Scan = {
  date: '2026-03-04 18:45:00',
  activity: 'Consignee not available',
  label: 'UNDELIVERED',
  id: 21,
};
const DELIVERED: Scan = {
  date: '2026-03-05 13:05:00',
  activity: 'Delivered to consignee',
  label: 'DELIVERED',
  id: 7,
};

let t: TestApp;
let standIn: ShiprocketStandIn;
let admin: string;
const log = captureLog();

beforeAll(async () => {
  standIn = await startShiprocketStandIn();
  t = await buildTestApp({
    env: shiprocketEnv(standIn, {
      SHIPROCKET_PICKUP_PIN: '560037',
      SHIPROCKET_WEBHOOK_TOKEN: TOKEN,
    }),
    logger: { level: 'info', stream: log.stream },
  });
  ({ cookie: admin } = await createSignedInAdmin(t.db));
});
afterAll(async () => {
  await t?.close();
  await standIn?.close();
});
beforeEach(() => log.clear());

const post = (body: unknown, headers: Record<string, string> = { 'x-api-key': TOKEN }) =>
  t.app.inject({
    method: 'POST',
    url: URL,
    headers: { 'content-type': 'application/json', ...headers },
    payload: typeof body === 'string' ? body : JSON.stringify(body),
  });

let awbs = 0;
/** A paid order the admin marked shipped with a courier and an AWB typed by hand. */
async function shippedOrder(): Promise<{ order: OrderRow; awb: string; cookie: string }> {
  const customer = await createSignedInCustomer(t.db);
  const awb = `AWB${Date.now()}${++awbs}`;
  const { order } = await createOrder(t.db, customer.user.id, [], {
    paymentStatus: 'success',
    paidAt: new Date('2026-03-01T06:00:00Z'),
    fulfilmentStatus: 'shipped',
    courier: 'Delhivery',
    trackingNumber: awb,
    shippedAt: new Date('2026-03-02T06:00:00Z'),
  });
  return { order, awb, cookie: customer.cookie };
}

const rowOf = async (id: string) => (await t.db.select().from(orders).where(eq(orders.id, id)))[0]!;
const eventsOf = (id: string) =>
  t.db.select().from(shipmentEvents).where(eq(shipmentEvents.orderId, id));
const deliveredMail = (id: string) =>
  t.db
    .select()
    .from(mailOutbox)
    .where(like(mailOutbox.dedupeKey, `fulfilment:${id}:%`));

async function customerOrder(cookie: string, id: string): Promise<Order> {
  const response = await injectAs(t, 'GET', '/api/order/user', cookie);
  expect(response.statusCode).toBe(200);
  return (response.json() as { orders: Order[] }).orders.find((o) => o.id === id)!;
}

const securityEvents = () =>
  log.records().filter((line) => line.security === 'courier-webhook.bad-token');

describe('the courier updates webhook: who may call it', () => {
  it('has an address Shiprocket accepts: no shiprocket, kartrocket, sr or kr in it', () => {
    expect(URL).toBe('/api/shipping/courier-updates');
    expect(URL.toLowerCase()).not.toMatch(/shiprocket|kartrocket|sr|kr/);
  });

  it('refuses a missing or wrong x-api-key with 401 and a security event, changing nothing', async () => {
    const { order, awb } = await shippedOrder();
    const body = payload(awb, { id: 7, status: 'DELIVERED', at: '05 03 2026 13:05:00' });

    const missing = await post(body, {});
    expect(missing.statusCode).toBe(401);
    expect(missing.json()).toMatchObject({ message: shipmentTrackingMessages.webhookTokenInvalid });
    const wrong = await post(body, { 'x-api-key': `${TOKEN}x` });
    expect(wrong.statusCode).toBe(401);

    expect(securityEvents()).toEqual([
      expect.objectContaining({ reason: 'missing', route: URL, method: 'POST' }),
      expect.objectContaining({ reason: 'wrong', route: URL }),
    ]);
    expect(log.lines.join('\n')).not.toContain(TOKEN);
    expect(await rowOf(order.id)).toMatchObject({
      fulfilmentStatus: 'shipped',
      trackingStage: null,
    });
    expect(await eventsOf(order.id)).toHaveLength(0);
  });

  it('checks the token before reading the body: a bad body without it is still a 401', async () => {
    expect((await post('{not json', {})).statusCode).toBe(401);
  });

  it('is not refused as cross-site: Shiprocket is another site by design', async () => {
    const { awb } = await shippedOrder();
    const response = await post(
      payload(awb, { id: 18, status: 'IN TRANSIT', at: '03 03 2026 09:10:00' }),
      {
        'x-api-key': TOKEN,
        origin: 'https://apiv2.shiprocket.in',
        cookie: admin,
      },
    );
    expect(response.statusCode).toBe(200);
  });

  it('answers 200 to an unknown AWB and to a body it cannot read, changing nothing', async () => {
    const before = await t.db.select().from(shipmentEvents);
    const unknown = await post(
      payload('NOSUCHAWB1', { id: 7, status: 'DELIVERED', at: '05 03 2026 13:05:00' }, [DELIVERED]),
    );
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toEqual({ status: 'unknown' });
    const garbled = await post('{not json');
    expect(garbled.statusCode).toBe(200);
    expect(garbled.json()).toEqual({ status: 'ignored' });
    expect(await t.db.select().from(shipmentEvents)).toHaveLength(before.length);
  });
});

describe('scans and stages', () => {
  it('stores each scan once, oldest first, and reads India time as such', async () => {
    const { order, awb, cookie } = await shippedOrder();
    const first = await post(
      payload(awb, { id: 42, status: 'PICKED UP', at: '02 03 2026 15:32:17' }, [PICKED]),
    );
    expect(first.json()).toEqual({ status: 'updated' });
    // Shiprocket repeats the whole list each time: a repeat changes nothing.
    const repeat = await post(
      payload(awb, { id: 42, status: 'PICKED UP', at: '02 03 2026 15:32:17' }, [PICKED]),
    );
    expect(repeat.json()).toEqual({ status: 'unchanged' });
    await post(
      payload(awb, { id: 18, status: 'IN TRANSIT', at: '03 03 2026 09:10:00' }, [
        PICKED,
        IN_TRANSIT,
      ]),
    );

    const seen = await customerOrder(cookie, order.id);
    expect(seen.fulfilmentStatus).toBe('shipped');
    expect(seen.shipment).toMatchObject({ stage: 'in_transit', deliveredAt: null });
    expect(seen.shipment?.events).toEqual([
      // 15:32:17 in India is 10:02:17 UTC.
      { status: 'PICKED UP', at: '2026-03-02T10:02:17.000Z', location: 'Pune_Hub (Maharashtra)' },
      {
        status: 'IN TRANSIT',
        at: '2026-03-03T03:40:00.000Z',
        location: 'Bengaluru_Hub (Karnataka)',
      },
    ]);
    expect(await eventsOf(order.id)).toHaveLength(2);
  });

  it('keeps the current status as the scan when a webhook carries no scans', async () => {
    const { order, awb } = await shippedOrder();
    await post(payload(awb, { id: 18, status: 'IN TRANSIT', at: '23 05 2026 11:43:52' }));
    const [event] = await eventsOf(order.id);
    expect(event).toMatchObject({ status: 'IN TRANSIT', stage: 'in_transit' });
    expect(event!.at.toISOString()).toBe('2026-05-23T06:13:52.000Z');
  });

  it('never moves the stage back for a scan that arrives late', async () => {
    const { order, awb } = await shippedOrder();
    await post(
      payload(awb, { id: 17, status: 'OUT FOR DELIVERY', at: '04 03 2026 08:00:00' }, [OUT]),
    );
    // The older 'in transit' scan arrives afterwards.
    const late = await post(
      payload(awb, { id: 18, status: 'IN TRANSIT', at: '03 03 2026 09:10:00' }, [IN_TRANSIT]),
    );
    expect(late.statusCode).toBe(200);
    const row = await rowOf(order.id);
    expect(row.trackingStage).toBe('out_for_delivery');
    expect(row.trackingStageAt?.toISOString()).toBe('2026-03-04T02:30:00.000Z');
    // The scan is history all the same, in its place in time.
    expect((await eventsOf(order.id)).map((e) => e.status).sort()).toEqual([
      'IN TRANSIT',
      'OUT FOR DELIVERY',
    ]);
  });
});

describe('delivered', () => {
  it('makes the order delivered with the time of the scan and queues one Delivered email', async () => {
    const { order, awb, cookie } = await shippedOrder();
    const delivered = payload(awb, { id: 7, status: 'DELIVERED', at: '05 03 2026 13:05:00' }, [
      PICKED,
      OUT,
      DELIVERED,
    ]);
    expect((await post(delivered)).json()).toEqual({ status: 'updated' });
    // Shiprocket may send it again; a scan of an earlier stage may still turn up.
    expect((await post(delivered)).json()).toEqual({ status: 'unchanged' });
    await post(payload(awb, { id: 18, status: 'IN TRANSIT', at: '05 03 2026 20:00:00' }));

    const row = await rowOf(order.id);
    expect(row).toMatchObject({ fulfilmentStatus: 'delivered', trackingStage: 'delivered' });
    expect(row.deliveredAt?.toISOString()).toBe('2026-03-05T07:35:00.000Z');
    const mails = await deliveredMail(order.id);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({
      dedupeKey: `fulfilment:${order.id}:delivered:customer`,
      kind: 'order-delivered',
      toAddress: order.email,
    });
    expect(mails[0]!.subject).toMatch(/has been delivered$/);
    expect(mails[0]!.textBody).toContain('Delhivery');
    expect(mails[0]!.textBody).toContain('5 Mar 2026');

    const seen = await customerOrder(cookie, order.id);
    expect(seen.fulfilmentStatus).toBe('delivered');
    expect(seen.shipment?.deliveredAt).toBe('2026-03-05T07:35:00.000Z');
    expect(seen.shipment?.events.map((e) => e.status)).toEqual([
      'PICKED UP',
      'OUT FOR DELIVERY',
      'DELIVERED',
      'IN TRANSIT',
    ]);
  });

  it('sends no second Delivered email when the admin had marked it delivered first', async () => {
    const { order, awb } = await shippedOrder();
    const marked = await injectAs(t, 'PUT', `/api/order/${order.id}/status`, admin, {
      status: 'delivered',
    });
    expect(marked.statusCode).toBe(200);
    await post(
      payload(awb, { id: 7, status: 'DELIVERED', at: '05 03 2026 13:05:00' }, [DELIVERED]),
    );
    expect(await deliveredMail(order.id)).toHaveLength(1);
    expect(await rowOf(order.id)).toMatchObject({ trackingStage: 'delivered' });
  });
});

describe('a failed delivery and the re-attempt', () => {
  it('shows the courier reason to the admin, who records a re-attempt', async () => {
    const { order, awb } = await shippedOrder();
    const customer = await createSignedInCustomer(t.db);
    // Not undelivered yet: nothing to re-attempt.
    const early = await injectAs(t, 'POST', `/api/order/${order.id}/reattempt`, admin);
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({
      message: shipmentTrackingMessages.reattemptNotUndelivered,
    });

    await post(
      payload(awb, { id: 21, status: 'UNDELIVERED', at: '04 03 2026 18:45:00' }, [
        OUT,
        UNDELIVERED,
      ]),
    );
    const before = (await injectAs(t, 'GET', `/api/order?q=${order.number}`, admin)).json() as {
      orders: Order[];
    };
    expect(before.orders[0]?.shipment).toMatchObject({
      stage: 'undelivered',
      undeliveredReason: 'Consignee not available',
      reattemptRequestedAt: null,
    });
    expect(before.orders[0]?.fulfilmentStatus).toBe('shipped');

    expect(
      (await injectAs(t, 'POST', `/api/order/${order.id}/reattempt`, customer.cookie)).statusCode,
    ).toBe(403);
    expect((await injectAs(t, 'POST', `/api/order/${order.id}/reattempt`, null)).statusCode).toBe(
      401,
    );
    const asked = await injectAs(t, 'POST', `/api/order/${order.id}/reattempt`, admin);
    expect(asked.statusCode).toBe(200);
    const answered = (asked.json() as AdminOrderResponse).order.shipment;
    expect(answered?.reattemptRequestedAt).toEqual(expect.any(String));
    expect(answered?.undeliveredReason).toBe('Consignee not available');

    // The next attempt goes out: the reason no longer applies.
    await post(
      payload(awb, { id: 17, status: 'OUT FOR DELIVERY', at: '05 03 2026 08:00:00' }, [
        { ...OUT, date: '2026-03-05 08:00:00' },
      ]),
    );
    expect(await rowOf(order.id)).toMatchObject({ trackingStage: 'out_for_delivery' });
    const unknownId = '00000000-0000-4000-8000-000000000000';
    expect((await injectAs(t, 'POST', `/api/order/${unknownId}/reattempt`, admin)).statusCode).toBe(
      404,
    );
  });
});

describe('return to origin', () => {
  it('marks the order returned once back at the shop, refunding nothing and telling no one', async () => {
    const { order, awb, cookie } = await shippedOrder();
    await post(payload(awb, { id: 9, status: 'RTO INITIATED', at: '06 03 2026 10:00:00' }));
    expect(await rowOf(order.id)).toMatchObject({
      trackingStage: 'rto_initiated',
      fulfilmentStatus: 'shipped',
    });
    await post(payload(awb, { id: 10, status: 'RTO DELIVERED', at: '09 03 2026 12:00:00' }));
    // A 'delivered' scan of the outward journey arriving late cannot turn it round.
    await post(payload(awb, { id: 7, status: 'DELIVERED', at: '05 03 2026 13:05:00' }));

    const row = await rowOf(order.id);
    expect(row).toMatchObject({
      fulfilmentStatus: 'returned',
      trackingStage: 'rto_delivered',
      paymentStatus: 'success',
      deliveredAt: null,
    });
    expect(row.returnedAt?.toISOString()).toBe('2026-03-09T06:30:00.000Z');
    expect(await t.db.select().from(refunds).where(eq(refunds.orderId, order.id))).toHaveLength(0);
    expect(await deliveredMail(order.id)).toHaveLength(0);
    const seen = await customerOrder(cookie, order.id);
    expect(seen.fulfilmentStatus).toBe('returned');
    expect(seen.shipment?.returnedAt).toBe('2026-03-09T06:30:00.000Z');
  });
});
