import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { orders, products } from '../../db/schema';
import type { TestApp } from '../../test/build-test-app';
import type { RazorpayStandIn } from '../../test/razorpay-stand-in';
import { useTestApp } from '../../test/use-test-app';
import { buildRazorpayTestApp, placePendingOrder } from '../../test/factories/checkout';
import { startPaymentSweep, sweepUnpaidOrders } from '../../test/factories/payments';
import { outcomeFromPayments } from './recheck.service';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

describe('outcomeFromPayments', () => {
  const p = (
    status: 'created' | 'authorized' | 'captured' | 'failed',
    amountPaise = 5_000,
    currency: string | null = 'INR',
  ) => ({
    id: `pay_${status}`,
    status,
    amountPaise,
    currency,
    orderId: 'order_x',
  });
  it('is success for a captured payment of the total, failed when all failed, else nothing', () => {
    expect(outcomeFromPayments([p('failed'), p('captured')], 5_000)).toEqual({
      outcome: 'success',
      paymentId: 'pay_captured',
    });
    expect(outcomeFromPayments([p('failed'), p('failed')], 5_000)?.outcome).toBe('failed');
    expect(outcomeFromPayments([], 5_000)).toBeNull();
    expect(outcomeFromPayments([p('failed'), p('authorized')], 5_000)).toBeNull();
    expect(outcomeFromPayments([p('captured', 4_999)], 5_000)).toBeNull();
    // The total in another currency (or none named) is not the total.
    expect(outcomeFromPayments([p('captured', 5_000, 'USD')], 5_000)).toBeNull();
    expect(outcomeFromPayments([p('captured', 5_000, null)], 5_000)).toBeNull();
  });
});

describe('the sweep of unpaid orders (Razorpay stand-in)', () => {
  let standIn: RazorpayStandIn;
  let t: TestApp;
  useTestApp(buildRazorpayTestApp, (built) => ({ t, standIn } = built));
  beforeEach(async () => {
    // Each test starts with no unpaid order in reach of the sweep.
    await t.db.update(orders).set({ createdAt: new Date(Date.now() - 30 * DAY) });
  });

  /** A pending order made `ageMs` ago. */
  async function pendingOrder(ageMs: number) {
    const { order, product } = await placePendingOrder(t, { quantity: 3 });
    await t.db
      .update(orders)
      .set({ createdAt: new Date(Date.now() - ageMs) })
      .where(eq(orders.id, order.id));
    return { order, product };
  }
  const status = async (id: string) =>
    (await t.db.select().from(orders).where(eq(orders.id, id)))[0]?.paymentStatus;
  const lookups = () => standIn.requests.filter((r) => r.path.endsWith('/payments')).length;

  it('settles orders between a minute and three days old from their payments', async () => {
    const paid = await pendingOrder(10 * MINUTE);
    const failed = await pendingOrder(10 * MINUTE);
    const waiting = await pendingOrder(10 * MINUTE);
    const young = await pendingOrder(0);
    const old = await pendingOrder(4 * DAY);
    standIn.addPayment(paid.order.razorpayOrderId, { status: 'captured' });
    standIn.addPayment(failed.order.razorpayOrderId, { status: 'failed' });
    standIn.addPayment(young.order.razorpayOrderId, { status: 'captured' });
    standIn.addPayment(old.order.razorpayOrderId, { status: 'captured' });

    expect(await sweepUnpaidOrders(t.db, t.app.payments, t.config)).toBe(2);
    expect(await status(paid.order.id)).toBe('success');
    expect(await status(failed.order.id)).toBe('failed');
    expect(await status(waiting.order.id)).toBe('pending');
    expect(await status(young.order.id)).toBe('pending');
    expect(await status(old.order.id)).toBe('pending');
    const [counted] = await t.db.select().from(products).where(eq(products.id, paid.product.id));
    expect(counted?.orderCount).toBe(3);

    // Just checked: the next run leaves them alone.
    const before = lookups();
    expect(await sweepUnpaidOrders(t.db, t.app.payments, t.config)).toBe(0);
    expect(lookups()).toBe(before);
  });

  it('turns a failed order into a paid one when a payment is captured later', async () => {
    const late = await pendingOrder(10 * MINUTE);
    standIn.addPayment(late.order.razorpayOrderId, { status: 'failed' });
    await sweepUnpaidOrders(t.db, t.app.payments, t.config);
    expect(await status(late.order.id)).toBe('failed');

    standIn.addPayment(late.order.razorpayOrderId, { status: 'captured' });
    // Two minutes later, as the next run would be.
    expect(
      await sweepUnpaidOrders(t.db, t.app.payments, t.config, {
        now: new Date(Date.now() + 2 * MINUTE),
      }),
    ).toBe(1);
    expect(await status(late.order.id)).toBe('success');
  });

  it('takes a small batch, least recently checked first, and survives Razorpay being down', async () => {
    const a = await pendingOrder(20 * MINUTE);
    const b = await pendingOrder(10 * MINUTE);
    standIn.addPayment(a.order.razorpayOrderId, { status: 'captured' });
    standIn.addPayment(b.order.razorpayOrderId, { status: 'captured' });

    standIn.failNext(500);
    expect(await sweepUnpaidOrders(t.db, t.app.payments, t.config, { limit: 1 })).toBe(0);
    expect(await status(a.order.id)).toBe('pending');
    // a was just checked, so b goes next.
    expect(await sweepUnpaidOrders(t.db, t.app.payments, t.config, { limit: 1 })).toBe(1);
    expect(await status(b.order.id)).toBe('success');
    expect(await status(a.order.id)).toBe('pending');
  });

  it('runs on a timer until stopped', async () => {
    const order = await pendingOrder(10 * MINUTE);
    standIn.addPayment(order.order.razorpayOrderId, { status: 'captured' });
    const sweep = startPaymentSweep({
      db: t.db,
      payments: t.app.payments,
      settings: t.config,
      log: t.app.log,
      intervalMs: 20,
    });
    try {
      await vi.waitFor(async () => expect(await status(order.order.id)).toBe('success'), {
        timeout: 5_000,
      });
    } finally {
      await sweep.stop();
    }
  });
});
