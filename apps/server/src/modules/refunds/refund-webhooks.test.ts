import { orderMessages } from '@artshop/shared';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { creditNotes, paymentEvents } from '../../db/schema';
import type { TestApp } from '../../test/build-test-app';
import type { RazorpayStandIn, StandInRefund } from '../../test/razorpay-stand-in';
import { useTestApp } from '../../test/use-test-app';
import { buildRazorpayTestApp } from '../../test/factories/checkout';
import { createSignedInAdmin } from '../../test/factories/users';
import {
  WEBHOOK_SECRET,
  deliverWebhook,
  mailWithKey,
  placePaidOrder,
  postRefund,
  refundOf,
  refundRow,
  standInRefundsOf,
  type PaidOrder,
} from '../../test/factories/refunds';

// `refund.processed` / `refund.failed` webhooks through the same raw-body signature check and event
// de-duplication as payments; they may come before the API answer, after it, or twice.

describe('refund webhooks (stand-in)', () => {
  let t: TestApp;
  let standIn: RazorpayStandIn;
  let admin: string;
  useTestApp(buildRazorpayTestApp, (built) => ({ t, standIn } = built));
  beforeAll(async () => {
    admin = (await createSignedInAdmin(t.db)).cookie;
  });

  let events = 0;
  const eventId = () => `evt_refund_${++events}`;
  const webhook = (
    event: 'refund.created' | 'refund.processed' | 'refund.failed',
    refund: StandInRefund,
    id = eventId(),
  ) => deliverWebhook(t, standIn.refundWebhook(event, refund, WEBHOOK_SECRET), id);

  /** A paid order with a refund Razorpay answered 'pending' (ours pending too). */
  async function pendingRefund(amount = 250): Promise<{
    paid: PaidOrder;
    refundId: string;
    atRazorpay: StandInRefund;
  }> {
    const paid = await placePaidOrder(t, standIn);
    standIn.nextRefundStatus('pending');
    const response = await postRefund(t, admin, paid.order.id, { amount, reason: 'Chipped' });
    expect(refundOf(response).status).toBe('pending');
    const [atRazorpay] = standInRefundsOf(standIn, paid.paymentId);
    return { paid, refundId: refundOf(response).id, atRazorpay: atRazorpay! };
  }

  const creditNotesOf = (refundId: string) =>
    t.db.select().from(creditNotes).where(eq(creditNotes.refundId, refundId));

  it('processes a refund on refund.processed after the API answer: credit note and message once', async () => {
    const { refundId, atRazorpay } = await pendingRefund();
    standIn.setRefundStatus(atRazorpay.id, 'processed');
    const response = await webhook('refund.processed', atRazorpay, 'evt_after');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'processed' });
    const row = await refundRow(t, refundId);
    expect(row).toMatchObject({ status: 'processed', providerRefundId: atRazorpay.id });
    expect(row?.processedAt).not.toBeNull();
    expect(await creditNotesOf(refundId)).toHaveLength(1);
    expect(await mailWithKey(t, `refund:${refundId}:customer`)).toHaveLength(1);
    // The event is kept as a summary under its id, tied to the order.
    const [event] = await t.db
      .select()
      .from(paymentEvents)
      .where(eq(paymentEvents.eventId, 'evt_after'));
    expect(event).toMatchObject({ type: 'refund.processed' });
    expect(event?.payload).toMatchObject({ refundId, providerRefundId: atRazorpay.id });
  });

  it('de-duplicates: the same event twice, or the news again under another id, changes nothing', async () => {
    const { refundId, atRazorpay } = await pendingRefund();
    standIn.setRefundStatus(atRazorpay.id, 'processed');
    expect((await webhook('refund.processed', atRazorpay, 'evt_twice')).json()).toEqual({
      status: 'processed',
    });
    expect((await webhook('refund.processed', atRazorpay, 'evt_twice')).json()).toEqual({
      status: 'duplicate',
    });
    expect((await webhook('refund.processed', atRazorpay)).statusCode).toBe(200);
    expect(await creditNotesOf(refundId)).toHaveLength(1);
    expect(await mailWithKey(t, `refund:${refundId}:customer`)).toHaveLength(1);
  });

  it('takes refund.processed delivered before the API answer, found by our id in the notes', async () => {
    const paid = await placePaidOrder(t, standIn);
    standIn.nextRefundStatus('pending');
    let early: { statusCode: number; body: unknown } | undefined;
    standIn.beforeNextRefundAnswer(async (refund) => {
      // Razorpay processes it and its webhook arrives while our call still waits for the answer.
      const processed = standIn.setRefundStatus(refund.id, 'processed');
      const response = await webhook('refund.processed', processed);
      early = { statusCode: response.statusCode, body: response.json() };
    });
    const response = await postRefund(t, admin, paid.order.id, { amount: 400, reason: 'Chipped' });
    expect(early).toEqual({ statusCode: 200, body: { status: 'processed' } });
    // The answer (still 'pending' when Razorpay wrote it) does not undo the webhook's news.
    expect(response.statusCode).toBe(201);
    const refund = refundOf(response);
    expect(refund.status).toBe('processed');
    expect(refund.creditNote).not.toBeNull();
    const [atRazorpay] = standInRefundsOf(standIn, paid.paymentId);
    expect((await refundRow(t, refund.id))?.providerRefundId).toBe(atRazorpay!.id);
    expect(await mailWithKey(t, `refund:${refund.id}:customer`)).toHaveLength(1);
  });

  it('fails a pending refund on refund.failed without telling the customer; the amount is free again', async () => {
    const { paid, refundId, atRazorpay } = await pendingRefund(250);
    standIn.setRefundStatus(atRazorpay.id, 'failed');
    expect((await webhook('refund.failed', atRazorpay)).json()).toEqual({ status: 'processed' });
    const row = await refundRow(t, refundId);
    expect(row?.status).toBe('failed');
    expect(row?.failureReason).toBeTruthy();
    expect(await mailWithKey(t, `refund:${refundId}:customer`)).toHaveLength(0);
    expect(await creditNotesOf(refundId)).toHaveLength(0);
    // Failed is final: a late 'processed' for it changes nothing.
    await webhook('refund.processed', atRazorpay);
    expect((await refundRow(t, refundId))?.status).toBe('failed');
    const again = await postRefund(t, admin, paid.order.id, {
      amount: paid.totalPaise / 100,
      reason: 'Try again',
    });
    expect(again.statusCode).toBe(201);
  });

  it('never moves a processed refund back on a late refund.failed', async () => {
    const { refundId, atRazorpay } = await pendingRefund();
    await webhook('refund.processed', standIn.setRefundStatus(atRazorpay.id, 'processed'));
    await webhook('refund.failed', { ...atRazorpay, status: 'failed' });
    expect((await refundRow(t, refundId))?.status).toBe('processed');
  });

  it('ignores refund.created, refunds that are not ours, and ones that disagree with our record', async () => {
    const { refundId, atRazorpay } = await pendingRefund();
    expect((await webhook('refund.created', atRazorpay)).json()).toEqual({ status: 'ignored' });
    expect((await refundRow(t, refundId))?.status).toBe('pending');

    // Made in Razorpay's dashboard: no notes of ours, an id we never saw.
    const dashboard: StandInRefund = {
      ...atRazorpay,
      id: 'rfnd_dashboard_only',
      notes: {},
      status: 'processed',
    };
    const unknown = await webhook('refund.processed', dashboard);
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toEqual({ status: 'ignored' });

    // Our id in the notes but another amount: not what we asked for.
    const wrongAmount = {
      ...atRazorpay,
      amount: atRazorpay.amount + 100,
      status: 'processed' as const,
    };
    expect((await webhook('refund.processed', wrongAmount)).json()).toEqual({ status: 'ignored' });
    expect((await refundRow(t, refundId))?.status).toBe('pending');
  });

  it('refuses a bad signature (400) and changes nothing', async () => {
    const { refundId, atRazorpay } = await pendingRefund();
    const signed = standIn.refundWebhook(
      'refund.processed',
      standIn.setRefundStatus(atRazorpay.id, 'processed'),
      'not-the-webhook-secret',
    );
    const response = await deliverWebhook(t, signed, eventId());
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(orderMessages.webhookSignatureInvalid);
    expect((await refundRow(t, refundId))?.status).toBe('pending');
  });
});
