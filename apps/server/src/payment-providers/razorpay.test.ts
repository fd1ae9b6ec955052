import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startRazorpayStandIn, type RazorpayStandIn } from '../test/razorpay-stand-in';
import { PaymentProviderError, type PaymentProviderAdapter } from './provider';
import { createRazorpayProvider } from './razorpay';
import { verifyWebhookSignature } from './signature';

const hmac = (secret: string, data: string | Buffer) =>
  createHmac('sha256', secret).update(data).digest('hex');

describe('Razorpay adapter (against the local stand-in)', () => {
  let standIn: RazorpayStandIn;
  let razorpay: PaymentProviderAdapter;
  beforeAll(async () => {
    standIn = await startRazorpayStandIn();
    razorpay = createRazorpayProvider({
      keyId: standIn.keyId,
      keySecret: standIn.keySecret,
      apiBase: standIn.url,
    });
  });
  afterAll(async () => {
    await standIn.close();
  });

  it('creates an order in paise with Basic auth, INR, the receipt and the notes', async () => {
    const order = await razorpay.createOrder({
      amountPaise: 123_456,
      receipt: 'a'.repeat(32),
      notes: { orderId: 'our-id' },
    });
    expect(order).toMatchObject({ amountPaise: 123_456, status: 'created' });
    expect(order.id).toMatch(/^order_/);
    const request = standIn.requests.at(-1);
    expect(request).toEqual({
      method: 'POST',
      path: '/v1/orders',
      basicAuth: `${standIn.keyId}:${standIn.keySecret}`,
      body: {
        amount: 123_456,
        currency: 'INR',
        receipt: 'a'.repeat(32),
        notes: { orderId: 'our-id' },
      },
    });
  });

  it("turns Razorpay's error answers into PaymentProviderError with the status", async () => {
    const error = await razorpay
      .createOrder({ amountPaise: 50, receipt: 'r', notes: {} })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PaymentProviderError);
    expect((error as PaymentProviderError).status).toBe(400);
    expect((error as Error).message).toContain('atleast INR 1.00');

    standIn.failNext(503);
    const down = await razorpay.fetchOrderPayments('order_x').catch((e: unknown) => e);
    expect(down).toBeInstanceOf(PaymentProviderError);
    expect((down as PaymentProviderError).status).toBe(503);
  });

  it('refuses wrong keys (401 from Razorpay) as a provider error', async () => {
    const wrong = createRazorpayProvider({
      keyId: standIn.keyId,
      keySecret: 'not-the-secret',
      apiBase: standIn.url,
    });
    const error = await wrong
      .createOrder({ amountPaise: 10_000, receipt: 'r', notes: {} })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PaymentProviderError);
    expect((error as PaymentProviderError).status).toBe(401);
  });

  it('reports an unreachable Razorpay as a provider error, not a crash', async () => {
    const nowhere = createRazorpayProvider({
      keyId: 'k',
      keySecret: 's',
      apiBase: 'http://127.0.0.1:1',
    });
    await expect(nowhere.fetchOrderPayments('order_x')).rejects.toBeInstanceOf(
      PaymentProviderError,
    );
  });

  it("lists an order's payments", async () => {
    const order = await razorpay.createOrder({ amountPaise: 20_000, receipt: 'r', notes: {} });
    const failed = standIn.addPayment(order.id, { status: 'failed' });
    const captured = standIn.addPayment(order.id, { status: 'captured' });
    expect(await razorpay.fetchOrderPayments(order.id)).toEqual([
      { id: failed.id, status: 'failed', amountPaise: 20_000, currency: 'INR', orderId: order.id },
      {
        id: captured.id,
        status: 'captured',
        amountPaise: 20_000,
        currency: 'INR',
        orderId: order.id,
      },
    ]);
    const request = standIn.requests.at(-1);
    expect(request).toMatchObject({
      method: 'GET',
      path: `/v1/orders/${order.id}/payments`,
      basicAuth: `${standIn.keyId}:${standIn.keySecret}`,
    });
  });

  it('fetches one payment and captures an authorised one with the amount and currency', async () => {
    const order = await razorpay.createOrder({ amountPaise: 30_000, receipt: 'r', notes: {} });
    const authorized = standIn.addPayment(order.id, { status: 'authorized' });
    expect(await razorpay.fetchPayment(authorized.id)).toEqual({
      id: authorized.id,
      status: 'authorized',
      amountPaise: 30_000,
      currency: 'INR',
      orderId: order.id,
    });
    expect(await razorpay.capturePayment(authorized.id, 30_000, 'INR')).toMatchObject({
      status: 'captured',
      amountPaise: 30_000,
    });
    expect(standIn.requests.at(-1)).toMatchObject({
      method: 'POST',
      path: `/v1/payments/${authorized.id}/capture`,
      body: { amount: 30_000, currency: 'INR' },
    });
    // Twice, or an unknown payment: Razorpay refuses, as a provider error.
    await expect(razorpay.capturePayment(authorized.id, 30_000, 'INR')).rejects.toBeInstanceOf(
      PaymentProviderError,
    );
    await expect(razorpay.fetchPayment('pay_unknown')).rejects.toBeInstanceOf(PaymentProviderError);
  });

  it('refunds a captured payment with our idempotency key; the same key answers the same refund', async () => {
    const order = await razorpay.createOrder({ amountPaise: 50_000, receipt: 'r', notes: {} });
    const payment = standIn.addPayment(order.id, { status: 'captured' });
    const input = {
      amountPaise: 20_000,
      idempotencyKey: 'our-refund-row-id',
      notes: { orderId: 'our-order', refundId: 'our-refund-row-id' },
      receipt: 'our-refund-row-id',
    };
    const refund = await razorpay.refundPayment(payment.id, input);
    expect(refund).toEqual({
      id: expect.stringMatching(/^rfnd_/) as string,
      status: 'processed',
      amountPaise: 20_000,
      paymentId: payment.id,
    });
    expect(standIn.requests.at(-1)).toEqual({
      method: 'POST',
      path: `/v1/payments/${payment.id}/refund`,
      basicAuth: `${standIn.keyId}:${standIn.keySecret}`,
      body: {
        amount: 20_000,
        speed: 'normal',
        notes: { orderId: 'our-order', refundId: 'our-refund-row-id' },
        receipt: 'our-refund-row-id',
      },
    });
    expect(standIn.refunds.get(refund.id)?.idempotencyKey).toBe('our-refund-row-id');
    expect(await razorpay.refundPayment(payment.id, input)).toEqual(refund);
    expect([...standIn.refunds.values()].filter((r) => r.payment_id === payment.id)).toHaveLength(
      1,
    );
    expect(await razorpay.fetchRefund(payment.id, refund.id)).toEqual(refund);
    expect(standIn.requests.at(-1)).toMatchObject({
      method: 'GET',
      path: `/v1/payments/${payment.id}/refunds/${refund.id}`,
    });

    // More than is left: Razorpay's 400 and words, a refusal (nothing was made).
    const over = await razorpay
      .refundPayment(payment.id, { ...input, amountPaise: 30_001, idempotencyKey: 'another' })
      .catch((e: unknown) => e);
    expect(over).toBeInstanceOf(PaymentProviderError);
    expect(over).toMatchObject({
      status: 400,
      description: 'The refund amount provided is greater than amount captured',
      isRefusal: true,
    });
    await expect(razorpay.fetchRefund(payment.id, 'rfnd_unknown')).rejects.toBeInstanceOf(
      PaymentProviderError,
    );
  });

  it('tells a refusal from a refund that may have been made (no answer, 5xx)', async () => {
    const order = await razorpay.createOrder({ amountPaise: 50_000, receipt: 'r', notes: {} });
    const authorized = standIn.addPayment(order.id, { status: 'authorized' });
    const input = { amountPaise: 100, idempotencyKey: 'k', notes: {}, receipt: 'r' };
    const notCaptured = await razorpay.refundPayment(authorized.id, input).catch((e: unknown) => e);
    expect(notCaptured).toMatchObject({ status: 400, isRefusal: true });

    const captured = standIn.addPayment(order.id, { status: 'captured' });
    standIn.failNext(503);
    const down = await razorpay.refundPayment(captured.id, input).catch((e: unknown) => e);
    expect(down).toMatchObject({ status: 503, isRefusal: false });
    standIn.loseNextRefundAnswer();
    const lost = await razorpay.refundPayment(captured.id, input).catch((e: unknown) => e);
    expect(lost).toBeInstanceOf(PaymentProviderError);
    expect(lost).toMatchObject({ status: undefined, isRefusal: false });
    // It was made all the same; asking again with the key answers it.
    const again = await razorpay.refundPayment(captured.id, input);
    expect(standIn.refunds.get(again.id)?.idempotencyKey).toBe('k');
  });

  it('accepts only the checkout signature made with the key secret for this order and payment', () => {
    const good = hmac(standIn.keySecret, 'order_A|pay_1');
    expect(razorpay.verifyCheckoutSignature('order_A', 'pay_1', good)).toBe(true);
    expect(razorpay.verifyCheckoutSignature('order_A', 'pay_1', good.toUpperCase())).toBe(true);
    // Made for another order, another payment, with another secret, cut short, or not hex.
    expect(razorpay.verifyCheckoutSignature('order_B', 'pay_1', good)).toBe(false);
    expect(razorpay.verifyCheckoutSignature('order_A', 'pay_2', good)).toBe(false);
    expect(
      razorpay.verifyCheckoutSignature('order_A', 'pay_1', hmac('other', 'order_A|pay_1')),
    ).toBe(false);
    expect(razorpay.verifyCheckoutSignature('order_A', 'pay_1', good.slice(0, 63))).toBe(false);
    expect(razorpay.verifyCheckoutSignature('order_A', 'pay_1', 'z'.repeat(64))).toBe(false);
    expect(razorpay.verifyCheckoutSignature('order_A', 'pay_1', '')).toBe(false);
    expect(razorpay.verifyCheckoutSignature('', '', hmac(standIn.keySecret, '|'))).toBe(false);
  });
});

describe('webhook signature', () => {
  const raw = Buffer.from('{"event":"payment.captured","payload":{}}');
  it('is an HMAC of the raw bytes with the webhook secret', () => {
    expect(verifyWebhookSignature('whsec', raw, hmac('whsec', raw))).toBe(true);
    // The same JSON with other spacing is other bytes.
    const respaced = Buffer.from(JSON.stringify(JSON.parse(raw.toString()), null, 1));
    expect(verifyWebhookSignature('whsec', respaced, hmac('whsec', raw))).toBe(false);
    expect(verifyWebhookSignature('other', raw, hmac('whsec', raw))).toBe(false);
    expect(verifyWebhookSignature('whsec', raw, undefined)).toBe(false);
    expect(verifyWebhookSignature('whsec', raw, ['x'])).toBe(false);
  });
  it('fails without a secret, whatever the signature', () => {
    expect(verifyWebhookSignature(undefined, raw, hmac('', raw))).toBe(false);
  });
});
