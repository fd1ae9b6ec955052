import type { TestPaymentInput, TestPaymentResponse } from '@artshop/shared';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';

/** Test helpers for paying orders. Not used by production code. */

/**
 * Opens the test payment window for an order (test mode: no Razorpay keys) with the given outcome,
 * and answers the browser's next step: posting the window's signed fields to the callback. Call it
 * twice to replay the callback.
 */
export async function testPaymentCallback(
  app: FastifyInstance,
  cookie: string,
  orderId: string,
  outcome: TestPaymentInput['outcome'] = 'success',
): Promise<() => Promise<LightMyRequestResponse>> {
  const window = await app.inject({
    method: 'POST',
    url: `/api/payments/test/${orderId}`,
    headers: { cookie },
    payload: { outcome },
  });
  expect(window.statusCode, window.body).toBe(200);
  const { callbackUrl, fields } = window.json<TestPaymentResponse>();
  return () =>
    app.inject({
      method: 'POST',
      url: callbackUrl,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(fields).toString(),
    });
}

/** Pays an order in test mode as the browser does; answers the callback (a 303 to the result page). */
export async function payInTestMode(
  app: FastifyInstance,
  cookie: string,
  orderId: string,
  outcome: TestPaymentInput['outcome'] = 'success',
) {
  return (await testPaymentCallback(app, cookie, orderId, outcome))();
}
