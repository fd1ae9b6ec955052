import { SHOP_CURRENCY } from '@artshop/shared';
import { verifyCheckoutSignature } from './signature';
import {
  PaymentProviderError,
  type CreateProviderOrderInput,
  type PaymentProviderAdapter,
  type ProviderOrder,
  type ProviderPayment,
  type ProviderRefund,
} from './provider';

export interface RazorpayOptions {
  keyId: string;
  keySecret: string;
  /** `https://api.razorpay.com` in production; a local stand-in in tests. */
  apiBase: string;
  /** A slow Razorpay must not hold a checkout (and its database transaction) for long. */
  timeoutMs?: number;
  fetch?: typeof fetch;
}

const PAYMENT_STATUSES = new Set<ProviderPayment['status']>([
  'created',
  'authorized',
  'captured',
  'refunded',
  'failed',
]);

/** Razorpay's error body: `{ error: { code, description } }`. */
function errorDescription(body: unknown): string | undefined {
  const error = (body as { error?: { description?: unknown } } | null)?.error;
  return typeof error?.description === 'string' ? error.description : undefined;
}

/** One payment entity as Razorpay sends it (API lists, webhooks); null when it is not one. */
export function toProviderPayment(item: unknown): ProviderPayment | null {
  const p = item as {
    id?: unknown;
    status?: unknown;
    amount?: unknown;
    currency?: unknown;
    order_id?: unknown;
  };
  if (typeof p?.id !== 'string' || typeof p.order_id !== 'string') return null;
  if (!PAYMENT_STATUSES.has(p.status as ProviderPayment['status'])) return null;
  if (typeof p.amount !== 'number' || !Number.isInteger(p.amount)) return null;
  return {
    id: p.id,
    status: p.status as ProviderPayment['status'],
    amountPaise: p.amount,
    currency: typeof p.currency === 'string' ? p.currency : null,
    orderId: p.order_id,
  };
}

const REFUND_STATUSES = new Set<ProviderRefund['status']>(['pending', 'processed', 'failed']);

/** One refund entity as Razorpay sends it (API answers, `refund.*` webhooks); null when it is not one. */
export function toProviderRefund(item: unknown): ProviderRefund | null {
  const r = item as { id?: unknown; status?: unknown; amount?: unknown; payment_id?: unknown };
  if (typeof r?.id !== 'string' || !r.id || typeof r.payment_id !== 'string') return null;
  if (!REFUND_STATUSES.has(r.status as ProviderRefund['status'])) return null;
  if (typeof r.amount !== 'number' || !Number.isInteger(r.amount)) return null;
  return {
    id: r.id,
    status: r.status as ProviderRefund['status'],
    amountPaise: r.amount,
    paymentId: r.payment_id,
  };
}

/**
 * Razorpay's REST API over fetch with Basic auth (DESIGN section 2: the official SDK hard-codes its
 * host, so tests could not point it at a stand-in). Every failure becomes a PaymentProviderError.
 */
export function createRazorpayProvider(options: RazorpayOptions): PaymentProviderAdapter {
  const doFetch = options.fetch ?? fetch;
  const timeoutMs = options.timeoutMs ?? 10_000;
  const authorization = `Basic ${Buffer.from(`${options.keyId}:${options.keySecret}`).toString('base64')}`;

  async function call(
    method: 'GET' | 'POST',
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<unknown> {
    let response: Response;
    try {
      response = await doFetch(`${options.apiBase}${path}`, {
        method,
        headers: {
          authorization,
          accept: 'application/json',
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          ...headers,
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      throw new PaymentProviderError(
        `Razorpay ${method} ${path} failed: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
    const parsed: unknown = await response.json().catch(() => null);
    if (!response.ok) {
      const description = errorDescription(parsed);
      throw new PaymentProviderError(
        `Razorpay ${method} ${path} answered ${response.status}: ${description ?? 'no description'}`,
        response.status,
        description,
      );
    }
    if (parsed === null || typeof parsed !== 'object') {
      throw new PaymentProviderError(`Razorpay ${method} ${path} answered no JSON object`);
    }
    return parsed;
  }

  return {
    name: 'razorpay',
    keyId: options.keyId,

    async createOrder(input: CreateProviderOrderInput): Promise<ProviderOrder> {
      const body = await call('POST', '/v1/orders', {
        amount: input.amountPaise,
        currency: SHOP_CURRENCY,
        receipt: input.receipt,
        notes: input.notes,
      });
      const order = body as { id?: unknown; amount?: unknown; status?: unknown };
      if (typeof order.id !== 'string' || !order.id) {
        throw new PaymentProviderError('Razorpay answered an order without an id');
      }
      return {
        id: order.id,
        amountPaise: typeof order.amount === 'number' ? order.amount : input.amountPaise,
        status: typeof order.status === 'string' ? order.status : 'created',
      };
    },

    async fetchOrderPayments(providerOrderId: string): Promise<ProviderPayment[]> {
      const body = await call('GET', `/v1/orders/${encodeURIComponent(providerOrderId)}/payments`);
      const items = (body as { items?: unknown }).items;
      if (!Array.isArray(items)) {
        throw new PaymentProviderError('Razorpay answered order payments without items');
      }
      return items.map(toProviderPayment).filter((p): p is ProviderPayment => p !== null);
    },

    async fetchPayment(paymentId: string): Promise<ProviderPayment> {
      const payment = toProviderPayment(
        await call('GET', `/v1/payments/${encodeURIComponent(paymentId)}`),
      );
      if (!payment) throw new PaymentProviderError('Razorpay answered a payment it could not read');
      return payment;
    },

    async capturePayment(paymentId, amountPaise, currency): Promise<ProviderPayment> {
      const payment = toProviderPayment(
        await call('POST', `/v1/payments/${encodeURIComponent(paymentId)}/capture`, {
          amount: amountPaise,
          currency,
        }),
      );
      if (!payment) throw new PaymentProviderError('Razorpay answered a capture it could not read');
      return payment;
    },

    async refundPayment(paymentId, input): Promise<ProviderRefund> {
      const refund = toProviderRefund(
        await call(
          'POST',
          `/v1/payments/${encodeURIComponent(paymentId)}/refund`,
          {
            amount: input.amountPaise,
            speed: 'normal',
            notes: input.notes,
            receipt: input.receipt,
          },
          { 'x-refund-idempotency': input.idempotencyKey },
        ),
      );
      if (!refund) throw new PaymentProviderError('Razorpay answered a refund it could not read');
      return refund;
    },

    async fetchRefund(paymentId, refundId): Promise<ProviderRefund> {
      const refund = toProviderRefund(
        await call(
          'GET',
          `/v1/payments/${encodeURIComponent(paymentId)}/refunds/${encodeURIComponent(refundId)}`,
        ),
      );
      if (!refund) throw new PaymentProviderError('Razorpay answered a refund it could not read');
      return refund;
    },

    verifyCheckoutSignature(providerOrderId, paymentId, signature) {
      return verifyCheckoutSignature(options.keySecret, providerOrderId, paymentId, signature);
    },
  };
}
