import type { Checkout } from '../lib/use-checkout';
import { TestPaymentWindow } from './test-payment-window';

/** Test mode's payment window while a checkout has one open; Razorpay's draws itself. */
export function CheckoutPaymentWindow({ checkout }: { checkout: Checkout }) {
  const { testPayment, sendTestOutcome, backToIdle } = checkout;
  if (!testPayment) return null;
  return (
    <TestPaymentWindow
      open
      amountPaise={testPayment.amountPaise}
      onOutcome={sendTestOutcome}
      onDismiss={backToIdle}
    />
  );
}
