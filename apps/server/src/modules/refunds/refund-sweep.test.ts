import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { refunds } from '../../db/schema';
import type { TestApp } from '../../test/build-test-app';
import type { RazorpayStandIn } from '../../test/razorpay-stand-in';
import { useTestApp } from '../../test/use-test-app';
import { buildRazorpayTestApp } from '../../test/factories/checkout';
import { createSignedInAdmin } from '../../test/factories/users';
import { startRefundSweep, sweepPendingRefunds } from './refund-sweep';
import {
  mailWithKey,
  placePaidOrder,
  postRefund,
  refundCallsFor,
  refundOf,
  refundRow,
  standInRefundsOf,
} from '../../test/factories/refunds';

// The sweep finishes refunds left pending: a lost answer is asked for again with the same
// idempotency key (never a second refund), a refund Razorpay holds as pending is fetched.

const MINUTE = 60 * 1000;

describe('refund sweep (stand-in)', () => {
  let t: TestApp;
  let standIn: RazorpayStandIn;
  let admin: string;
  useTestApp(buildRazorpayTestApp, (built) => ({ t, standIn } = built));
  beforeAll(async () => {
    admin = (await createSignedInAdmin(t.db)).cookie;
  });

  const sweep = (options: { now?: Date; limit?: number } = {}) =>
    sweepPendingRefunds(t.db, t.app.payments, t.config, {
      now: new Date(Date.now() + 2 * MINUTE),
      ...options,
    });

  it('asks again with the same key when the answer was lost: one refund at Razorpay', async () => {
    const paid = await placePaidOrder(t, standIn);
    standIn.loseNextRefundAnswer();
    const response = await postRefund(t, admin, paid.order.id, { amount: 300, reason: 'Late' });
    expect(response.statusCode).toBe(201);
    const refund = refundOf(response);
    expect(refund.status).toBe('pending');
    expect((await refundRow(t, refund.id))?.providerRefundId).toBeNull();
    // Razorpay made it, though we never heard.
    expect(standInRefundsOf(standIn, paid.paymentId)).toHaveLength(1);

    // Under a minute old, the first call may still be on its way: left alone.
    expect(await sweep({ now: new Date() })).toBe(0);
    expect(refundCallsFor(standIn, paid.paymentId)).toBe(1);

    expect(await sweep()).toBe(1);
    expect(refundCallsFor(standIn, paid.paymentId)).toBe(2);
    const [made] = standInRefundsOf(standIn, paid.paymentId);
    expect(standInRefundsOf(standIn, paid.paymentId)).toHaveLength(1);
    expect(await refundRow(t, refund.id)).toMatchObject({
      status: 'processed',
      providerRefundId: made!.id,
    });
    expect(await mailWithKey(t, `refund:${refund.id}:customer`)).toHaveLength(1);
    // Settled: the next sweep has nothing to ask.
    expect(await sweep()).toBe(0);
    expect(refundCallsFor(standIn, paid.paymentId)).toBe(2);
  });

  it('fetches a refund Razorpay holds as pending until it is processed', async () => {
    const paid = await placePaidOrder(t, standIn);
    standIn.nextRefundStatus('pending');
    const refund = refundOf(
      await postRefund(t, admin, paid.order.id, { amount: 150, reason: 'Scratch' }),
    );
    const [atRazorpay] = standInRefundsOf(standIn, paid.paymentId);

    expect(await sweep()).toBe(0);
    expect(standIn.requests.at(-1)).toMatchObject({
      method: 'GET',
      path: `/v1/payments/${paid.paymentId}/refunds/${atRazorpay!.id}`,
    });
    expect((await refundRow(t, refund.id))?.status).toBe('pending');

    standIn.setRefundStatus(atRazorpay!.id, 'processed');
    expect(await sweep()).toBe(1);
    expect((await refundRow(t, refund.id))?.status).toBe('processed');
    expect(refundCallsFor(standIn, paid.paymentId)).toBe(1);
  });

  it('leaves refunds pending while Razorpay is down, and records a later refusal as failed', async () => {
    const paid = await placePaidOrder(t, standIn);
    standIn.failNext(503);
    const refund = refundOf(
      await postRefund(t, admin, paid.order.id, { amount: 120, reason: 'Scratch' }),
    );
    standIn.failNext(503);
    expect(await sweep()).toBe(0);
    expect((await refundRow(t, refund.id))?.status).toBe('pending');

    standIn.failNext(400, {
      error: {
        code: 'BAD_REQUEST_ERROR',
        description: 'The payment has been fully refunded already',
      },
    });
    expect(await sweep()).toBe(1);
    expect(await refundRow(t, refund.id)).toMatchObject({
      status: 'failed',
      failureReason: 'The payment has been fully refunded already',
    });
  });

  it('runs on a timer until stopped', async () => {
    const paid = await placePaidOrder(t, standIn);
    standIn.failNext(503);
    const refund = refundOf(
      await postRefund(t, admin, paid.order.id, { amount: 110, reason: 'Scratch' }),
    );
    // Two minutes old, as if the server had been waiting.
    await t.db
      .update(refunds)
      .set({ updatedAt: sql`now() - interval '2 minutes'` })
      .where(eq(refunds.id, refund.id));
    const running = startRefundSweep({
      db: t.db,
      payments: t.app.payments,
      settings: t.config,
      log: t.app.log,
      intervalMs: 20,
    });
    try {
      await vi.waitFor(
        async () => expect((await refundRow(t, refund.id))?.status).toBe('processed'),
        { timeout: 5_000 },
      );
    } finally {
      await running.stop();
    }
  });
});
