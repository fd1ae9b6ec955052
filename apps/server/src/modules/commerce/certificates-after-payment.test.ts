import type { AdminOrderResponse, CodOrderResponse } from '@artshop/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { certificates } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { createProduct } from '../../test/factories/catalog';
import { fillCart, orderBody } from '../../test/factories/checkout';
import { createSignedInAdmin, createSignedInCustomer } from '../../test/factories/users';
import { injectAs } from '../../test/inject-as';
import {
  shiprocketEnv,
  startShiprocketStandIn,
  type ShiprocketStandIn,
} from '../../test/shiprocket-stand-in';
import { codCodeSecret } from '../checkout/cod-confirmation.service';

// Cash on delivery is paid at the door (decision 0101): the certificate of a signed stone art
// piece is issued then, with the payment, as after a payment online (decision 0119).

let standIn: ShiprocketStandIn;
let t: TestApp;
let admin: string;
beforeAll(async () => {
  // Shiprocket (a stand-in on loopback) says whether the PIN code takes cash on delivery.
  standIn = await startShiprocketStandIn();
  t = await buildTestApp({ env: shiprocketEnv(standIn) });
  ({ cookie: admin } = await createSignedInAdmin(t.db));
});
afterAll(async () => {
  await t?.close();
  await standIn?.close();
});

describe('certificates with cash on delivery', () => {
  it('issues the certificate of a signed piece when the cash is received, not before', async () => {
    const { user, cookie } = await createSignedInCustomer(t.db);
    const product = await createProduct(t.db, { title: 'Signed Hanuman', signed: true });
    await fillCart(t.db, user.id, [{ product }]);
    const placed = await injectAs(
      t,
      'POST',
      '/api/order',
      cookie,
      orderBody({
        paymentMethod: 'cod',
        address: {
          street: '12 MG Road',
          line2: '',
          city: 'Bengaluru',
          state: 'Karnataka',
          zip: '560001',
          country: 'India',
        },
      }),
    );
    expect(placed.statusCode, placed.body).toBe(201);
    const { order } = placed.json<CodOrderResponse>();
    const code = await codCodeSecret.issue(t.db, order.id, new Date());
    const confirmed = await injectAs(t, 'POST', `/api/order/${order.id}/confirm-cod`, cookie, {
      code,
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const issued = () => t.db.select().from(certificates).where(eq(certificates.orderId, order.id));
    const shipped = await injectAs(t, 'PUT', `/api/order/${order.id}/status`, admin, {
      status: 'shipped',
      courier: 'India Post',
      trackingNumber: `EM${Date.now()}IN`,
    });
    expect(shipped.statusCode, shipped.body).toBe(200);
    expect(await issued()).toEqual([]);

    const received = await injectAs(t, 'POST', `/api/order/${order.id}/cash-received`, admin, {
      reference: 'Receipt 9001',
    });
    expect(received.statusCode, received.body).toBe(200);
    const { order: paid } = received.json<AdminOrderResponse>();
    expect(paid.status).toBe('success');
    const [certificate] = await issued();
    expect(certificate).toMatchObject({ buyerName: 'Asha Rao' });
    expect(paid.orderItems[0]!.certificate).toEqual({
      number: certificate!.number,
      verifyUrl: `/verify/${certificate!.number}`,
    });
  });
});
