import { createHmac } from 'node:crypto';
import { offerMessages as m, orderMessages } from '@artshop/shared';
import { eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { orders, refunds } from '../../db/schema';
import type { TestApp } from '../../test/build-test-app';
import type { RazorpayStandIn } from '../../test/razorpay-stand-in';
import { useTestApp } from '../../test/use-test-app';
import { WEBHOOK_SECRET, buildRazorpayTestApp } from '../../test/factories/checkout';
import { applyPaymentOutcome } from '../../test/factories/payments';
import { deliverWebhook, standInRefundsOf } from '../../test/factories/refunds';
import { sweepPendingRefunds } from '../refunds/refund-sweep';
import { createSignedInAdmin } from '../../test/factories/users';
import {
  acceptAs,
  acceptOk,
  offerPainting,
  offerRow,
  orderRow,
  payWithRazorpay,
  productRow,
  updateProduct,
} from '../../test/factories/offers';

// Offers through Razorpay (the stand-in): the provider order, its failure, late captures refunded
// through the Refunds API, and the race of two buyers paying for one painting. The races pass
// trivially on PGlite (one query at a time); they prove something on PostgreSQL
// (TEST_DATABASE_URL=postgres://...).

describe('offers through Razorpay', () => {
  let standIn: RazorpayStandIn;
  let t: TestApp;
  let admin: string;
  useTestApp(buildRazorpayTestApp, (built) => ({ t, standIn } = built));
  beforeAll(async () => {
    admin = (await createSignedInAdmin(t.db)).cookie;
  });
  beforeEach(() => {
    standIn.requests.length = 0;
  });

  /** Two buyers' orders for one painting, both pending: the first's hold ran out before the second accepted. */
  async function twoBuyersOneOrderEach() {
    const a = await offerPainting(t, admin);
    const b = await offerPainting(t, admin, { painting: a.painting });
    const aOrder = (await acceptOk(t, a.cookie, a.offer.id)).order;
    await updateProduct(t.db, a.painting.id, { reservedUntil: new Date(Date.now() - 1) });
    const bOrder = (await acceptOk(t, b.cookie, b.offer.id)).order;
    return {
      painting: a.painting,
      a: { ...a, order: { id: aOrder.id, razorpayOrderId: aOrder.razorpayOrderId } },
      b: { ...b, order: { id: bOrder.id, razorpayOrderId: bOrder.razorpayOrderId } },
    };
  }

  it('makes the Razorpay order for the offer’s total, and the signed callback sells the painting', async () => {
    const { offer, cookie, painting } = await offerPainting(t, admin, {
      body: { price: 2000, deliveryFee: 100 },
    });
    const { order, checkout } = await acceptOk(t, cookie, offer.id);
    // ₹2,000 − 20% welcome + ₹100.
    expect(checkout).toMatchObject({ provider: 'razorpay', amount: 1_700_00 });
    const created = standIn.requests.filter((r) => r.method === 'POST' && r.path === '/v1/orders');
    expect(created.map((r) => (r.body as { amount: number }).amount)).toEqual([1_700_00]);

    const { callback } = payWithRazorpay(t, standIn, order);
    expect((await callback).statusCode).toBe(303);
    expect((await productRow(t.db, painting.id)).soldOrderId).toBe(order.id);
    expect((await offerRow(t.db, offer.id)).status).toBe('paid');
  });

  it('answers 502 when Razorpay fails: no order left, the offer open and the painting free; a retry works', async () => {
    const { offer, cookie, painting } = await offerPainting(t, admin);
    standIn.failNext(500);
    const failed = await acceptAs(t, cookie, offer.id);
    expect(failed.statusCode).toBe(502);
    expect(failed.json().message).toBe(orderMessages.providerUnavailable);
    expect(await t.db.select().from(orders).where(eq(orders.offerId, offer.id))).toEqual([]);
    expect(await offerRow(t.db, offer.id)).toMatchObject({ status: 'open', orderId: null });
    expect(await productRow(t.db, painting.id)).toMatchObject({
      reservedOfferId: null,
      reservedUntil: null,
    });

    const retried = await acceptOk(t, cookie, offer.id);
    expect((await offerRow(t.db, offer.id)).orderId).toBe(retried.order.id);
  });

  it('refunds a late capture through the Refunds API, once, whether the callback or a webhook brings it', async () => {
    const { a, b, painting } = await twoBuyersOneOrderEach();
    expect((await payWithRazorpay(t, standIn, b.order).callback).statusCode).toBe(303);

    // A's payment is captured after all; its callback and Razorpay's webhook (twice, as it may)
    // race to say so. Whichever records it sends the refund before it answers.
    const { payment, callback } = payWithRazorpay(t, standIn, a.order);
    const raw = JSON.stringify({
      event: 'payment.captured',
      payload: {
        payment: {
          entity: {
            id: payment.id,
            amount: payment.amount,
            currency: 'INR',
            status: 'captured',
            order_id: a.order.razorpayOrderId,
          },
        },
      },
    });
    const webhook = {
      raw,
      signature: createHmac('sha256', WEBHOOK_SECRET).update(raw).digest('hex'),
    };
    expect((await deliverWebhook(t, webhook, `evt_late_${a.order.id}`)).statusCode).toBe(200);
    expect((await deliverWebhook(t, webhook, `evt_late_${a.order.id}_2`)).statusCode).toBe(200);
    expect((await callback).statusCode).toBe(303);

    const row = await orderRow(t.db, a.order.id);
    expect(row).toMatchObject({ paymentStatus: 'success', attention: 'paidAfterSold' });
    const made = standInRefundsOf(standIn, payment.id);
    expect(made).toHaveLength(1);
    expect(made[0]).toMatchObject({ amount: row.totalPaise, status: 'processed' });
    const [refund] = await t.db.select().from(refunds).where(eq(refunds.orderId, row.id));
    expect(refund).toMatchObject({ status: 'processed', providerRefundId: made[0]?.id });
    expect(made[0]?.idempotencyKey).toBe(refund?.id);
    expect((await productRow(t.db, painting.id)).soldOrderId).toBe(b.order.id);

    // The callback of the same payment afterwards changes nothing and refunds nothing more.
    const again = payWithRazorpay(t, standIn, a.order);
    expect((await again.callback).statusCode).toBe(303);
    expect(standInRefundsOf(standIn, payment.id)).toHaveLength(1);
  });

  it('leaves a late sale’s refund pending when Razorpay does not answer; the refund sweep sends it once', async () => {
    const { a, b } = await twoBuyersOneOrderEach();
    expect((await payWithRazorpay(t, standIn, b.order).callback).statusCode).toBe(303);
    const payment = standIn.addPayment(a.order.razorpayOrderId, { status: 'captured' });
    standIn.failNext(500);
    const paid = await applyPaymentOutcome(
      t.db,
      { orderId: a.order.id, outcome: 'success', paymentId: payment.id },
      t.config,
      { payments: t.app.payments },
    );
    expect(paid).toBe(true);
    const [pending] = await t.db.select().from(refunds).where(eq(refunds.orderId, a.order.id));
    expect(pending).toMatchObject({ status: 'pending', providerRefundId: null });
    expect(standInRefundsOf(standIn, payment.id)).toHaveLength(0);

    const later = new Date(Date.now() + 2 * 60_000);
    expect(await sweepPendingRefunds(t.db, t.app.payments, t.config, { now: later })).toBe(1);
    const [sent] = await t.db.select().from(refunds).where(eq(refunds.orderId, a.order.id));
    expect(sent?.status).toBe('processed');
    expect(standInRefundsOf(standIn, payment.id)).toHaveLength(1);
  });

  it('sells a painting once when two buyers’ payments are confirmed at the same moment (callbacks)', async () => {
    const { a, b, painting } = await twoBuyersOneOrderEach();
    const payA = payWithRazorpay(t, standIn, a.order);
    const payB = payWithRazorpay(t, standIn, b.order);
    const answers = await Promise.all([payA.callback, payB.callback]);
    expect(answers.map((r) => r.statusCode)).toEqual([303, 303]);

    const rows = [await orderRow(t.db, a.order.id), await orderRow(t.db, b.order.id)];
    expect(rows.map((row) => row.paymentStatus)).toEqual(['success', 'success']);
    const product = await productRow(t.db, painting.id);
    const winner = rows.find((row) => row.id === product.soldOrderId);
    const loser = rows.find((row) => row.id !== product.soldOrderId);
    expect(winner?.attention).toBeNull();
    expect(loser?.attention).toBe('paidAfterSold');
    expect(product.orderCount).toBe(1);
    const loserPayment = loser?.id === a.order.id ? payA.payment : payB.payment;
    const winnerPayment = loser?.id === a.order.id ? payB.payment : payA.payment;
    expect(standInRefundsOf(standIn, loserPayment.id)).toHaveLength(1);
    expect(standInRefundsOf(standIn, winnerPayment.id)).toHaveLength(0);
  });

  it('sells a painting once when many payment outcomes for two orders race (state machine)', async () => {
    const { a, b, painting } = await twoBuyersOneOrderEach();
    const payments = {
      [a.order.id]: standIn.addPayment(a.order.razorpayOrderId, { status: 'captured' }),
      [b.order.id]: standIn.addPayment(b.order.razorpayOrderId, { status: 'captured' }),
    };
    const changed = await Promise.all(
      [a.order.id, b.order.id, a.order.id, b.order.id].map((orderId) =>
        applyPaymentOutcome(
          t.db,
          { orderId, outcome: 'success', paymentId: payments[orderId]?.id ?? null },
          t.config,
          { payments: t.app.payments },
        ),
      ),
    );
    expect(changed.filter(Boolean)).toHaveLength(2);
    const product = await productRow(t.db, painting.id);
    expect([a.order.id, b.order.id]).toContain(product.soldOrderId);
    const loserId = product.soldOrderId === a.order.id ? b.order.id : a.order.id;
    expect((await orderRow(t.db, loserId)).attention).toBe('paidAfterSold');
    const refunded = await t.db.select().from(refunds).where(eq(refunds.orderId, loserId));
    expect(refunded).toHaveLength(1);
    expect(refunded[0]?.status).toBe('processed');
    expect(
      await t.db
        .select()
        .from(refunds)
        .where(eq(refunds.orderId, product.soldOrderId ?? '')),
    ).toEqual([]);
    expect(
      (await offerRow(t.db, product.soldOrderId === a.order.id ? a.offer.id : b.offer.id)).status,
    ).toBe('paid');
  });

  it('holds a painting for one of two buyers accepting at the same moment', async () => {
    const a = await offerPainting(t, admin);
    const b = await offerPainting(t, admin, { painting: a.painting });
    const answers = await Promise.all([
      acceptAs(t, a.cookie, a.offer.id),
      acceptAs(t, b.cookie, b.offer.id),
    ]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    const refused = answers.find((r) => r.statusCode === 409);
    expect(refused?.json().message).toBe(m.pieceReserved);
    const held = (await productRow(t.db, a.painting.id)).reservedOfferId;
    const winner = answers[0]?.statusCode === 201 ? a.offer.id : b.offer.id;
    expect(held).toBe(winner);
  });

  it('never deadlocks a payment against the same customer accepting the offer again', async () => {
    for (let round = 0; round < 3; round += 1) {
      const { offer, cookie, painting } = await offerPainting(t, admin);
      const first = (await acceptOk(t, cookie, offer.id)).order;
      const payment = standIn.addPayment(first.razorpayOrderId, { status: 'captured' });
      const [paid, again] = await Promise.all([
        applyPaymentOutcome(
          t.db,
          { orderId: first.id, outcome: 'success', paymentId: payment.id },
          t.config,
          { payments: t.app.payments },
        ),
        acceptAs(t, cookie, offer.id),
      ]);
      expect(paid).toBe(true);
      // Paid first: the offer is paid (409); accepted first: a new order, and the payment still sells.
      expect([201, 409]).toContain(again.statusCode);
      if (again.statusCode === 409) expect(again.json().message).toBe(m.offerPaid);
      expect((await productRow(t.db, painting.id)).soldOrderId).toBe(first.id);
      expect(await offerRow(t.db, offer.id)).toMatchObject({ status: 'paid', orderId: first.id });
    }
  });
});
