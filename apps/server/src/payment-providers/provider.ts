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
  /** hex(HMAC_SHA256(secret, providerOrderId|paymentId)) compared in constant time. */
  verifyCheckoutSignature(providerOrderId: string, paymentId: string, signature: string): boolean;
}

/** The provider could not be reached or refused the call; routes answer 502 with a clear message. */
export class PaymentProviderError extends Error {
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'PaymentProviderError';
  }
}
