import type { Config } from '../config';
import type { Db } from '../db/client';
import type { PaymentProviderAdapter } from './provider';
import { createRazorpayProvider } from './razorpay';
import { createTestProvider } from './test-provider';

/** Razorpay when both keys are set (`config.paymentMode`), else the test provider. */
export function createPaymentProvider(config: Config, db: Db): PaymentProviderAdapter {
  const { keyId, keySecret, apiBase } = config.razorpay;
  if (config.paymentMode === 'razorpay' && keyId && keySecret) {
    return createRazorpayProvider({ keyId, keySecret, apiBase });
  }
  return createTestProvider(db);
}
