import { deliveryMessages, type DeliveryEstimate } from '@artshop/shared';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { orders } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { fillCart, orderBody } from '../../test/factories/checkout';
import { createProduct } from '../../test/factories/catalog';
import { acceptAs, offerPainting, offerRow } from '../../test/factories/offers';
import { createSignedInAdmin, createSignedInCustomer } from '../../test/factories/users';
import { injectAs } from '../../test/inject-as';
import {
  shiprocketEnv,
  startShiprocketStandIn,
  type ShiprocketStandIn,
} from '../../test/shiprocket-stand-in';
import { useTestApp } from '../../test/use-test-app';

const estimate = (t: TestApp, pin: string) =>
  t.app.inject({ method: 'GET', url: `/api/delivery/estimate?pin=${encodeURIComponent(pin)}` });

const SERVICEABILITY = '/courier/serviceability/';

/** A customer with a piece in the cart orders to `zip`; the order rows made are counted. */
async function orderTo(t: TestApp, zip: string) {
  const { user, cookie } = await createSignedInCustomer(t.db);
  await fillCart(t.db, user.id, [{ product: await createProduct(t.db) }]);
  const before = (await t.db.select().from(orders)).length;
  const response = await injectAs(
    t,
    'POST',
    '/api/order',
    cookie,
    orderBody({
      address: {
        street: '4 Aberdeen Bazaar',
        line2: '',
        city: 'Port Blair',
        state: 'Andaman and Nicobar Islands',
        zip,
        country: 'India',
      },
    }),
  );
  const made = (await t.db.select().from(orders)).length - before;
  return { response, made };
}

describe('GET /api/delivery/estimate without Shiprocket (the embedded default)', () => {
  let t: TestApp;
  let admin: string;
  useTestApp(buildTestApp, (built) => (t = built));
  beforeAll(async () => {
    ({ cookie: admin } = await createSignedInAdmin(t.db));
  });

  it("answers every PIN code from the shop's settings, cacheable for hours", async () => {
    const response = await estimate(t, '560001');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      pin: '560001',
      serviceable: true,
      codAvailable: false,
      minDays: 3,
      maxDays: 7,
    });
    expect(response.headers['cache-control']).toBe('public, max-age=10800');
  });

  it('refuses a PIN code that is not six digits or starts with 0', async () => {
    for (const pin of ['56001', '5600011', '012345', 'abcdef', '']) {
      const response = await estimate(t, pin);
      expect(response.statusCode, pin).toBe(400);
      expect(response.json().message, pin).toBe('Enter a valid 6-digit postal code');
    }
    const none = await t.app.inject({ method: 'GET', url: '/api/delivery/estimate' });
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe(deliveryMessages.pinInvalid);
  });

  it('answers a client past 60 checks in 10 minutes 429, in words', async () => {
    const from = (pin: string) =>
      t.app.inject({
        method: 'GET',
        url: `/api/delivery/estimate?pin=${pin}`,
        remoteAddress: '10.77.0.1',
      });
    for (let i = 0; i < 60; i += 1) {
      expect((await from(String(110001 + i))).statusCode).toBe(200);
    }
    const limited = await from('560001');
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toBe(deliveryMessages.tooManyChecks);
    // Another client is not held back.
    expect((await estimate(t, '560001')).statusCode).toBe(200);
  });

  it("follows the back-office's days, COD flag and blocked prefixes at once", async () => {
    const saved = await injectAs(t, 'PUT', '/api/admin/shipping-settings', admin, {
      minDays: 2,
      maxDays: 4,
      codAvailable: true,
      blockedPinPrefixes: ['744', '194101'],
    });
    expect(saved.statusCode).toBe(200);
    expect((await estimate(t, '110001')).json()).toEqual({
      pin: '110001',
      serviceable: true,
      codAvailable: true,
      minDays: 2,
      maxDays: 4,
    });
    for (const pin of ['744101', '194101']) {
      expect((await estimate(t, pin)).json()).toEqual({
        pin,
        serviceable: false,
        codAvailable: false,
        minDays: null,
        maxDays: null,
      });
    }
    // A prefix blocks only what it starts.
    expect((await estimate(t, '194102')).json().serviceable).toBe(true);
  });

  it('refuses an order to a blocked PIN code before any order or payment', async () => {
    const { response, made } = await orderTo(t, '744101');
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(deliveryMessages.orderUndeliverable('744101'));
    expect(made).toBe(0);
  });

  it("refuses an offer's checkout to a blocked PIN code, leaving the offer open", async () => {
    const { offer, cookie } = await offerPainting(t, admin);
    const refused = await acceptAs(t, cookie, offer.id, {
      deliveryAddress: '4 Aberdeen Bazaar, Port Blair, 744101, India',
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(deliveryMessages.orderUndeliverable('744101'));
    expect((await offerRow(t.db, offer.id)).status).toBe('open');
    expect((await acceptAs(t, cookie, offer.id)).statusCode).toBe(201);
  });

  it('reads the PIN code of a joined address (the spec’s body) too', async () => {
    const { user, cookie } = await createSignedInCustomer(t.db);
    await fillCart(t.db, user.id, [{ product: await createProduct(t.db) }]);
    const refused = await injectAs(
      t,
      'POST',
      '/api/order',
      cookie,
      orderBody({ deliveryAddress: '4 Aberdeen Bazaar, Port Blair, 744101, India' }),
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(deliveryMessages.orderUndeliverable('744101'));
    const placed = await injectAs(t, 'POST', '/api/order', cookie, orderBody());
    expect(placed.statusCode).toBe(201);
  });
});

describe('GET /api/delivery/estimate with Shiprocket (against the stand-in)', () => {
  let standIn: ShiprocketStandIn;
  let t: TestApp;
  beforeAll(async () => {
    standIn = await startShiprocketStandIn();
  });
  useTestApp(
    () => buildTestApp({ env: shiprocketEnv(standIn, { SHIPROCKET_TIMEOUT_MS: '500' }) }),
    (built) => (t = built),
  );
  afterAll(async () => {
    await standIn.close();
  });
  let before: number;
  beforeEach(() => {
    before = standIn.requestsTo(SERVICEABILITY).length;
  });
  const asked = () => standIn.requestsTo(SERVICEABILITY).slice(before);

  it("answers Shiprocket's couriers' days from the pickup PIN with a default weight", async () => {
    const response = await estimate(t, '560001');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      pin: '560001',
      serviceable: true,
      codAvailable: true,
      minDays: 3,
      maxDays: 5,
    });
    expect(response.headers['cache-control']).toBe('public, max-age=10800');
    expect(asked().map((r) => r.query)).toEqual([
      { pickup_postcode: '411005', delivery_postcode: '560001', weight: '1', cod: '0' },
    ]);
  });

  it('asks Shiprocket once for two estimates of one PIN code', async () => {
    const first = await estimate(t, '110001');
    const second = await estimate(t, '110001');
    expect(second.json()).toEqual(first.json());
    expect(asked()).toHaveLength(1);
  });

  it('answers an unserviceable PIN code, and a PIN code without cash on delivery', async () => {
    expect((await estimate(t, '744101')).json()).toEqual({
      pin: '744101',
      serviceable: false,
      codAvailable: false,
      minDays: null,
      maxDays: null,
    } satisfies DeliveryEstimate);
    expect((await estimate(t, '682001')).json()).toMatchObject({
      serviceable: true,
      codAvailable: false,
    });
  });

  it("answers from the shop's settings, briefly cacheable, when Shiprocket fails or hangs", async () => {
    standIn.failNext(SERVICEABILITY, 503, { message: 'Service unavailable' });
    const down = await estimate(t, '400001');
    expect(down.statusCode).toBe(200);
    expect(down.json()).toEqual({
      pin: '400001',
      serviceable: true,
      codAvailable: false,
      minDays: 3,
      maxDays: 7,
    });
    expect(down.headers['cache-control']).toBe('public, max-age=300');
    // The failure is not kept: the next estimate asks again and gets Shiprocket's answer.
    expect((await estimate(t, '400001')).json()).toMatchObject({ minDays: 3, maxDays: 5 });
    expect(asked()).toHaveLength(2);

    // No answer within SHIPROCKET_TIMEOUT_MS (500 ms here): the settings answer too.
    standIn.hangNext(SERVICEABILITY);
    const slow = await estimate(t, '600001');
    expect(slow.json()).toMatchObject({ serviceable: true, minDays: 3, maxDays: 7 });
    expect(slow.headers['cache-control']).toBe('public, max-age=300');
  });

  it('refuses an order to a PIN code no courier serves, before any payment', async () => {
    const { response, made } = await orderTo(t, '744101');
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(
      'We do not deliver to PIN code 744101 yet. Please choose another delivery address.',
    );
    expect(made).toBe(0);
    const { response: served } = await orderTo(t, '560001');
    expect(served.statusCode).toBe(201);
  });
});
