import type { TestPaymentInput, TestPaymentResponse } from '@artshop/shared';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { Db } from '../../db/client';
import { afterPayment } from '../../modules/commerce/after-payment-steps';
import type { NotificationSettings } from '../../modules/mail/notifications/notification-settings';
import * as paymentState from '../../modules/payments/payment-state.service';
import * as paymentSweep from '../../modules/payments/payment-sweep';
import * as recheck from '../../modules/payments/recheck.service';
import type { PaymentProviderAdapter } from '../../payment-providers/provider';

/** Test helpers for paying orders. Not used by production code. */

/*
 * The payment state machine's entry points with the shop's after-payment steps, as app.ts and
 * main.ts hand them down (decision 0069): a test of any module pays an order exactly as the shop
 * does, without importing modules/commerce from below it.
 */

export function applyPaymentOutcome(
  db: Db,
  input: paymentState.PaymentOutcome,
  settings: NotificationSettings,
  after?: Pick<paymentState.AfterPaymentDeps, 'payments' | 'log'>,
): Promise<boolean> {
  return paymentState.applyPaymentOutcome(db, input, settings, afterPayment, after);
}

export function applyPaymentOutcomeInTransaction(
  tx: Db,
  input: paymentState.PaymentOutcome,
  settings: NotificationSettings,
): Promise<boolean> {
  return paymentState.applyPaymentOutcomeInTransaction(tx, input, settings, afterPayment);
}

export function sweepUnpaidOrders(
  db: Db,
  payments: PaymentProviderAdapter,
  settings: NotificationSettings,
  options?: recheck.SweepOptions,
): Promise<number> {
  return recheck.sweepUnpaidOrders(db, payments, settings, afterPayment, options);
}

export function startPaymentSweep(
  deps: Omit<Parameters<typeof paymentSweep.startPaymentSweep>[0], 'afterPayment'>,
): paymentSweep.PaymentSweep {
  return paymentSweep.startPaymentSweep({ ...deps, afterPayment });
}

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
