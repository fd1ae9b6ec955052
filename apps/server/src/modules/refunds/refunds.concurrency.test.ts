import { describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/build-test-app';
import type { RazorpayStandIn } from '../../test/razorpay-stand-in';
import { useTestApp } from '../../test/use-test-app';
import { buildRazorpayTestApp } from '../../test/factories/checkout';
import { createSignedInAdmin } from '../../test/factories/users';
import {
  placePaidOrder,
  postRefund,
  putStatus,
  refundRows,
  standInRefundsOf,
} from '../../test/factories/refunds';

// Pending and processed refunds never exceed what was paid, also when admins click at once: the
// order's row lock makes the amount check and the insert one step (PGlite and PostgreSQL).

describe('refunds at the same time (stand-in)', () => {
  let t: TestApp;
  let standIn: RazorpayStandIn;
  useTestApp(buildRazorpayTestApp, (built) => ({ t, standIn } = built));

  it('two refunds of 60% at once: exactly one is made', async () => {
    const { cookie: admin } = await createSignedInAdmin(t.db);
    const paid = await placePaidOrder(t, standIn);
    const sixty = Math.round(paid.totalPaise * 0.6) / 100;
    const responses = await Promise.all([
      postRefund(t, admin, paid.order.id, { amount: sixty, reason: 'First admin' }),
      postRefund(t, admin, paid.order.id, { amount: sixty, reason: 'Second admin' }),
    ]);
    expect(responses.map((r) => r.statusCode).sort()).toEqual([201, 400]);
    expect(await refundRows(t, paid.order.id)).toHaveLength(1);
    expect(standInRefundsOf(standIn, paid.paymentId)).toHaveLength(1);
  });

  it('a refund and a cancellation at once never refund more than was paid', async () => {
    const { cookie: admin } = await createSignedInAdmin(t.db);
    const paid = await placePaidOrder(t, standIn);
    const sixty = Math.round(paid.totalPaise * 0.6) / 100;
    const [refund, cancel] = await Promise.all([
      postRefund(t, admin, paid.order.id, { amount: sixty, reason: 'Part' }),
      putStatus(t, admin, paid.order.id, { status: 'cancelled' }),
    ]);
    expect(cancel.statusCode).toBe(200);
    const rows = await refundRows(t, paid.order.id);
    const taken = rows.reduce((sum, row) => sum + row.amountPaise, 0);
    // Whichever went first, the two together refund exactly the payment, once.
    expect(taken).toBe(paid.totalPaise);
    expect([201, 400]).toContain(refund.statusCode);
    const atRazorpay = standInRefundsOf(standIn, paid.paymentId);
    expect(atRazorpay.reduce((sum, r) => sum + r.amount, 0)).toBe(paid.totalPaise);
  });
});
