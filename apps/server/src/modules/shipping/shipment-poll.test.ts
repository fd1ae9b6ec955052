import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { mailOutbox, orders, shipmentEvents } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { createOrder } from '../../test/factories/orders';
import { createUser } from '../../test/factories/users';
import {
  startShiprocketStandIn,
  type ShiprocketStandIn,
  shiprocketEnv,
} from '../../test/shiprocket-stand-in';
import { queueFulfilmentUpdate } from '../mail/notifications/fulfilment';
import type { AfterFulfilmentStep } from '../orders/after-fulfilment';
import { COURIER_UPDATES_PATH } from './courier-updates.routes';
import { pollSilentShipments, SHIPMENT_SILENCE_MS } from './shipment-poll';

// Shipments the courier has been silent about for a day are asked about with
// GET /courier/track/awb/{awb} (decision 0096), through the webhook's path: the stand-in answers.

const TOKEN = 'poll-token-0123456789abcdef';
const HOUR = 60 * 60 * 1000;

let t: TestApp;
let standIn: ShiprocketStandIn;

beforeAll(async () => {
  standIn = await startShiprocketStandIn();
  t = await buildTestApp({
    env: shiprocketEnv(standIn, {
      SHIPROCKET_PICKUP_PIN: '560037',
      SHIPROCKET_WEBHOOK_TOKEN: TOKEN,
    }),
  });
});
afterAll(async () => {
  await t?.close();
  await standIn?.close();
});
beforeEach(() => {
  standIn.requests.splice(0);
});

// The customer's message, as the shop composes it (modules/commerce hands it down in the app).
const tellCustomer: AfterFulfilmentStep = (tx, order, { settings, change }) =>
  queueFulfilmentUpdate(tx, settings, order.id, change.status);

const poll = (now = new Date()) =>
  pollSilentShipments(
    {
      db: t.db,
      client: t.app.shiprocket!,
      settings: t.config,
      afterFulfilment: [tellCustomer],
    },
    { now, limit: 100 },
  );

let n = 0;
async function shipped(overrides: { shippedAgoMs: number; checkedAgoMs?: number }) {
  const user = await createUser(t.db);
  const awb = `POLL${Date.now()}${++n}`;
  const { order } = await createOrder(t.db, user.id, [], {
    paymentStatus: 'success',
    paidAt: new Date(Date.now() - overrides.shippedAgoMs - HOUR),
    fulfilmentStatus: 'shipped',
    courier: 'Delhivery',
    trackingNumber: awb,
    shippedAt: new Date(Date.now() - overrides.shippedAgoMs),
    trackingCheckedAt:
      overrides.checkedAgoMs === undefined ? null : new Date(Date.now() - overrides.checkedAgoMs),
  });
  return { order, awb };
}

const trackCalls = (awb: string) => standIn.requestsTo(`/courier/track/awb/${awb}`);
const rowOf = async (id: string) => (await t.db.select().from(orders).where(eq(orders.id, id)))[0]!;

describe('polling silent shipments', () => {
  it('asks about a parcel silent for a day and delivers it through the webhook path, once', async () => {
    const silent = await shipped({ shippedAgoMs: 2 * SHIPMENT_SILENCE_MS });
    const heard = await shipped({ shippedAgoMs: 3 * SHIPMENT_SILENCE_MS, checkedAgoMs: HOUR });
    standIn.setTracking(silent.awb, {
      statusId: 7,
      status: 'DELIVERED',
      scans: [
        {
          date: '2026-03-02 15:32:17',
          activity: 'Shipment picked up',
          location: 'Pune_Hub (Maharashtra)',
          srStatus: 42,
          srStatusLabel: 'PICKED UP',
        },
        {
          date: '2026-03-05 13:05:00',
          activity: 'Delivered to consignee',
          location: 'Bengaluru',
          srStatus: 7,
          srStatusLabel: 'DELIVERED',
        },
      ],
    });

    expect(await poll()).toBeGreaterThanOrEqual(1);
    expect(trackCalls(silent.awb)).toHaveLength(1);
    // Heard from an hour ago: not asked.
    expect(trackCalls(heard.awb)).toHaveLength(0);

    const row = await rowOf(silent.order.id);
    expect(row).toMatchObject({ fulfilmentStatus: 'delivered', trackingStage: 'delivered' });
    expect(row.deliveredAt?.toISOString()).toBe('2026-03-05T07:35:00.000Z');
    const events = await t.db
      .select()
      .from(shipmentEvents)
      .where(eq(shipmentEvents.orderId, silent.order.id));
    expect(events.map((e) => e.status).sort()).toEqual(['DELIVERED', 'PICKED UP']);
    const mails = await t.db
      .select()
      .from(mailOutbox)
      .where(like(mailOutbox.dedupeKey, `fulfilment:${silent.order.id}:%`));
    expect(mails.map((m) => m.kind)).toEqual(['order-delivered']);

    // Delivered: never asked again.
    await poll(new Date(Date.now() + 3 * SHIPMENT_SILENCE_MS));
    expect(trackCalls(silent.awb)).toHaveLength(1);
  });

  it('stores a scan heard by both the poll and the webhook once', async () => {
    const { order, awb } = await shipped({ shippedAgoMs: 2 * SHIPMENT_SILENCE_MS });
    standIn.setTracking(awb, {
      statusId: 18,
      status: 'IN TRANSIT',
      scans: [
        {
          date: '2026-03-03 09:10:00',
          activity: 'Bag received at hub',
          location: 'Bengaluru_Hub (Karnataka)',
          srStatus: 18,
          srStatusLabel: 'IN TRANSIT',
        },
      ],
    });
    await poll();
    const webhook = await t.app.inject({
      method: 'POST',
      url: `/api${COURIER_UPDATES_PATH}`,
      headers: { 'x-api-key': TOKEN },
      payload: {
        awb,
        current_status: 'IN TRANSIT',
        shipment_status_id: 18,
        current_timestamp: '03 03 2026 09:10:00',
        scans: [
          {
            date: '2026-03-03 09:10:00',
            status: 'X-PPOM',
            activity: 'Bag received at hub',
            location: 'Bengaluru_Hub (Karnataka)',
            'sr-status': '18',
            'sr-status-label': 'IN TRANSIT',
          },
        ],
      },
    });
    expect(webhook.json()).toEqual({ status: 'unchanged' });
    expect(
      await t.db.select().from(shipmentEvents).where(eq(shipmentEvents.orderId, order.id)),
    ).toHaveLength(1);
    expect(await rowOf(order.id)).toMatchObject({ trackingStage: 'in_transit' });
  });

  it('marks a parcel Shiprocket cannot answer for as asked, and asks again a day later', async () => {
    const { order, awb } = await shipped({ shippedAgoMs: 2 * SHIPMENT_SILENCE_MS });
    standIn.failNext(`/courier/track/awb/${awb}`, 500, { message: 'Internal error' });
    const now = new Date();
    await poll(now);
    expect(trackCalls(awb)).toHaveLength(1);
    expect((await rowOf(order.id)).trackingCheckedAt?.getTime()).toBe(now.getTime());
    await poll(new Date(now.getTime() + HOUR));
    expect(trackCalls(awb)).toHaveLength(1);
    await poll(new Date(now.getTime() + SHIPMENT_SILENCE_MS + HOUR));
    expect(trackCalls(awb)).toHaveLength(2);
  });
});
