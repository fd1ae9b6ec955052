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
