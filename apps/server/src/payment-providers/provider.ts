/**
 * What the shop needs from a payment provider (DESIGN section 4 'Payments'). Two adapters implement
 * it: `razorpay.ts` (Razorpay's REST API over fetch at RAZORPAY_API_BASE) and `test-provider.ts`
 * (test mode, no keys: 'Test mode: no money moves'). Both go through the same callback, signature
 * check and state machine.
 */
export type ProviderName = 'razorpay' | 'test';

/** A payment of a provider order, as Razorpay's `GET /v1/orders/{id}/payments` lists it. */
export interface ProviderPayment {
  id: string;
  status: 'created' | 'authorized' | 'captured' | 'refunded' | 'failed';
  amountPaise: number;
  /** 'INR' for every payment the shop accepts; null when the provider did not say. */
  currency: string | null;
  orderId: string;
}

export interface ProviderOrder {
  id: string;
  amountPaise: number;
  status: string;
}

export interface CreateProviderOrderInput {
  /** Integer paise, at least 100. */
  amountPaise: number;
  /** At most 40 characters: a short form of our order id. */
  receipt: string;
  /** At most 15 pairs; carries our order id so a webhook can find it. */
  notes: Record<string, string>;
}

/** Where a refund stands at the provider: Razorpay's refund statuses. */
export type ProviderRefundStatus = 'pending' | 'processed' | 'failed';

/** A refund as the provider answers it (Razorpay's refund entity, `rfnd_...`). */
export interface ProviderRefund {
  id: string;
  status: ProviderRefundStatus;
  amountPaise: number;
  paymentId: string;
}

export interface RefundPaymentInput {
  /** Integer paise, at most what is left of the captured payment. */
  amountPaise: number;
  /**
   * Our refund row's id (Razorpay's `X-Refund-Idempotency`): asking again with the same key answers
   * the refund already made, so a retried call never refunds twice.
   */
  idempotencyKey: string;
  /** Our order and refund ids, so a refund webhook finds our row before we know the provider's id. */
  notes: Record<string, string>;
  /** At most 40 characters. */
  receipt: string;
}

export interface PaymentProviderAdapter {
  readonly name: ProviderName;
  /** The public key id the browser's payment window needs ('test' in test mode). */
  readonly keyId: string;
  createOrder(input: CreateProviderOrderInput): Promise<ProviderOrder>;
  fetchOrderPayments(providerOrderId: string): Promise<ProviderPayment[]>;
  /** One payment (`GET /v1/payments/{id}`); an unknown id is a PaymentProviderError. */
  fetchPayment(paymentId: string): Promise<ProviderPayment>;
  /**
   * Captures an authorised payment (`POST /v1/payments/{id}/capture` with the amount and currency,
   * which must equal what was authorised) and answers the payment as it is then.
   */
  capturePayment(
    paymentId: string,
    amountPaise: number,
    currency: string,
  ): Promise<ProviderPayment>;
  /**
   * Refunds part or all of a captured payment (`POST /v1/payments/{id}/refund`, normal speed). The
   * answer may still be pending; the provider says processed or failed later (webhook, fetch).
   */
  refundPayment(paymentId: string, input: RefundPaymentInput): Promise<ProviderRefund>;
  /** One refund of a payment (`GET /v1/payments/{id}/refunds/{refundId}`). */
  fetchRefund(paymentId: string, refundId: string): Promise<ProviderRefund>;
  /** hex(HMAC_SHA256(secret, providerOrderId|paymentId)) compared in constant time. */
  verifyCheckoutSignature(providerOrderId: string, paymentId: string, signature: string): boolean;
}

/** The provider could not be reached or refused the call; routes answer 502 with a clear message. */
export class PaymentProviderError extends Error {
  constructor(
    message: string,
    readonly status?: number,
    /** The provider's own words (Razorpay's `error.description`), fit to show an admin. */
    readonly description?: string,
  ) {
    super(message);
    this.name = 'PaymentProviderError';
  }

  /**
   * The provider answered and said no (a 4xx other than timeout, conflict or rate limit): the call
   * made nothing, so it is safe to record as failed. Anything else (no answer, 5xx) may have made
   * it, and only asking again with the same idempotency key tells.
   */
  get isRefusal(): boolean {
    return (
      this.status !== undefined &&
      this.status >= 400 &&
      this.status < 500 &&
      ![408, 409, 429].includes(this.status)
    );
  }
}
