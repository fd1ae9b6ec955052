import { createHmac, timingSafeEqual } from 'node:crypto';

/** hex(HMAC-SHA256(secret, data)): Razorpay's checkout and webhook signatures alike. */
export function hmacSha256Hex(secret: string, data: string | Buffer): string {
  return createHmac('sha256', secret).update(data).digest('hex');
}

/**
 * Compares a received hex signature with the expected one in constant time. `timingSafeEqual`
 * needs equal lengths, so anything that is not 64 hex characters is refused before comparing
 * (its length says nothing about the secret).
 */
export function signatureMatches(expectedHex: string, received: unknown): boolean {
  if (typeof received !== 'string' || !/^[0-9a-f]{64}$/i.test(received)) return false;
  const a = Buffer.from(expectedHex, 'hex');
  const b = Buffer.from(received.toLowerCase(), 'hex');
  return a.length === b.length && timingSafeEqual(a, b);
}

/** The checkout callback's signature: over the order id WE stored and the payment id. */
export function verifyCheckoutSignature(
  secret: string,
  storedProviderOrderId: string,
  paymentId: string,
  signature: string,
): boolean {
  if (!storedProviderOrderId || !paymentId) return false;
  return signatureMatches(
    hmacSha256Hex(secret, `${storedProviderOrderId}|${paymentId}`),
    signature,
  );
}

/** The webhook's `X-Razorpay-Signature`: over the raw request bytes exactly as received. */
export function verifyWebhookSignature(
  secret: string | undefined,
  rawBody: Buffer,
  signature: unknown,
): boolean {
  if (!secret) return false;
  return signatureMatches(hmacSha256Hex(secret, rawBody), signature);
}
