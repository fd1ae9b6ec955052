import { createHmac } from 'node:crypto';
import { toPaise, type Refund } from '@artshop/shared';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { mailOutbox, orders, products, refunds } from '../../db/schema';
import type { TestApp } from '../build-test-app';
import type { RazorpayStandIn, StandInRefund } from '../razorpay-stand-in';
import { WEBHOOK_SECRET, placePendingOrder, type PlacedOrder } from './checkout';
import type { ProductRow } from '../../db/schema';

/** Test helpers for the refund and cancellation suites. Not used by production code. */

export interface PaidOrder extends PlacedOrder {
  /** The order's total in paise. */
  totalPaise: number;
  paymentId: string;
}

const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();

async function postCallback(t: TestApp, orderId: string, fields: Record<string, string>) {
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/transaction/${orderId}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: form(fields),
  });
  expect(response.statusCode).toBe(303);
}

async function paidRow(t: TestApp, placed: PlacedOrder): Promise<PaidOrder> {
  const [row] = await t.db.select().from(orders).where(eq(orders.id, placed.order.id));
  expect(row?.paymentStatus).toBe('success');
  return { ...placed, totalPaise: row!.totalPaise, paymentId: row!.razorpayPaymentId! };
}

/**
 * A customer's order paid through Razorpay (the stand-in holds a captured payment of its total,
 * and the signed checkout callback marks it paid): what a refund starts from.
 */
export async function placePaidOrder(
  t: TestApp,
  standIn: RazorpayStandIn,
  options: { product?: ProductRow; quantity?: number } = {},
): Promise<PaidOrder> {
  const placed = await placePendingOrder(t, options);
  const ref = placed.order.razorpayOrderId;
  const payment = standIn.addPayment(ref, { status: 'captured' });
  await postCallback(t, placed.order.id, {
    razorpay_payment_id: payment.id,
    razorpay_order_id: ref,
    razorpay_signature: createHmac('sha256', standIn.keySecret)
      .update(`${ref}|${payment.id}`)
      .digest('hex'),
  });
  return paidRow(t, placed);
}

/** The same in test mode (no keys): paid through the test payment window and the callback. */
export async function placePaidTestOrder(
  t: TestApp,
  options: { product?: ProductRow; quantity?: number } = {},
): Promise<PaidOrder> {
  const placed = await placePendingOrder(t, options);
  const window = await t.app.inject({
    method: 'POST',
    url: `/api/payments/test/${placed.order.id}`,
    headers: { cookie: placed.cookie },
    payload: { outcome: 'success' },
  });
  expect(window.statusCode).toBe(200);
  await postCallback(
    t,
    placed.order.id,
    (window.json() as { fields: Record<string, string> }).fields,
  );
  return paidRow(t, placed);
}

export const refundUrl = (orderId: string) => `/api/order/${orderId}/refunds`;

/** `POST /api/order/{id}/refunds` as `cookie`, with an Idempotency-Key when given. */
export function postRefund(
  t: TestApp,
  cookie: string | null,
  orderId: string,
  body: unknown,
  idempotencyKey?: string,
) {
  return t.app.inject({
    method: 'POST',
    url: refundUrl(orderId),
    headers: {
      ...(cookie ? { cookie } : {}),
      ...(idempotencyKey === undefined ? {} : { 'idempotency-key': idempotencyKey }),
    },
    payload: body as object,
  });
}

/** `PUT /api/order/{id}/status` as the admin. */
export function putStatus(t: TestApp, cookie: string, orderId: string, body: unknown) {
  return t.app.inject({
    method: 'PUT',
    url: `/api/order/${orderId}/status`,
    headers: { cookie },
    payload: body as object,
  });
}

/** A refund answered by the API, checked against the shared schema's shape. */
export const refundOf = (response: { json: () => unknown }) =>
  (response.json() as { refund: Refund }).refund;

export const rupeesOf = (paise: number) => paise / 100;
export const paiseOf = toPaise;

export async function refundRows(t: TestApp, orderId: string) {
  return t.db.select().from(refunds).where(eq(refunds.orderId, orderId));
}

export async function refundRow(t: TestApp, refundId: string) {
  const [row] = await t.db.select().from(refunds).where(eq(refunds.id, refundId));
  return row;
}

export async function orderCountOf(t: TestApp, productId: string) {
  const [row] = await t.db.select().from(products).where(eq(products.id, productId));
  return row?.orderCount;
}

/** The outbox rows with this key (zero or one). */
export async function mailWithKey(t: TestApp, dedupeKey: string) {
  return t.db.select().from(mailOutbox).where(eq(mailOutbox.dedupeKey, dedupeKey));
}

/** The stand-in's refunds of one payment. */
export const standInRefundsOf = (standIn: RazorpayStandIn, paymentId: string): StandInRefund[] =>
  [...standIn.refunds.values()].filter((refund) => refund.payment_id === paymentId);

/** How many refund calls (`POST /v1/payments/{id}/refund`) the stand-in received for a payment. */
export const refundCallsFor = (standIn: RazorpayStandIn, paymentId: string) =>
  standIn.requests.filter(
    (request) => request.method === 'POST' && request.path === `/v1/payments/${paymentId}/refund`,
  ).length;

/** Posts a signed webhook to the app, as Razorpay delivers it. */
export function deliverWebhook(
  t: TestApp,
  webhook: { raw: string; signature: string },
  eventId: string,
) {
  return t.app.inject({
    method: 'POST',
    url: '/api/webhooks/razorpay',
    headers: {
      'content-type': 'application/json',
      'x-razorpay-signature': webhook.signature,
      'x-razorpay-event-id': eventId,
    },
    payload: webhook.raw,
  });
}

export { WEBHOOK_SECRET };
