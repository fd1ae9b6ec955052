import type { Config } from '../config';
import { PaymentProviderError, type PaymentProviderAdapter } from './provider';

/** Razorpay when both keys are set, else the test provider (stub until the adapters land). */
export function createPaymentProvider(config: Config): PaymentProviderAdapter {
  const fail = () => Promise.reject(new PaymentProviderError('Payments are not set up yet'));
  return {
    name: config.paymentMode,
    keyId: config.razorpay.keyId ?? 'test',
    createOrder: fail,
    fetchOrderPayments: fail,
    verifyCheckoutSignature: () => false,
  };
}
