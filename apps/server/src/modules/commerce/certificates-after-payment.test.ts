import type { AdminOrderResponse } from '@artshop/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { certificates } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { confirmedCodOrder } from '../../test/factories/cash-on-delivery';
import { createSignedInAdmin } from '../../test/factories/users';
import { injectAs } from '../../test/inject-as';
import {
  shiprocketEnv,
  startShiprocketStandIn,
  type ShiprocketStandIn,
} from '../../test/shiprocket-stand-in';

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
    const { order } = await confirmedCodOrder(t, { title: 'Signed Hanuman', signed: true });
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
