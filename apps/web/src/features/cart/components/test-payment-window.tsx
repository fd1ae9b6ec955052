import { formatINR, orderMessages, type TestPaymentInput } from '@artshop/shared';
import { useState } from 'react';
import { Modal } from '../../../components/ui/modal';
import { Button } from '../../../components/ui/button';

interface TestPaymentWindowProps {
  open: boolean;
  /** The amount in paise, as the payment window receives it. */
  amountPaise: number;
  /** Resolves true once the result is on its way to the server (the page is leaving). */
  onOutcome: (outcome: TestPaymentInput['outcome']) => Promise<boolean>;
  onDismiss: () => void;
}

const OUTCOMES = [
  { outcome: 'success', label: 'Pay successfully', variant: 'success' },
  { outcome: 'failure', label: 'Fail payment', variant: 'danger-outline' },
] as const;

/**
 * Test mode's stand-in for Razorpay's window (docs/decisions/0029-test-payment-window.md): no money
 * moves, but the result goes through the same callback and signature check as a real payment.
 */
export function TestPaymentWindow({
  open,
  amountPaise,
  onOutcome,
  onDismiss,
}: TestPaymentWindowProps) {
  const [sending, setSending] = useState(false);

  const choose = async (outcome: TestPaymentInput['outcome']) => {
    setSending(true);
    // While the browser leaves for the callback the buttons stay disabled: one result per order.
    if (!(await onOutcome(outcome))) setSending(false);
  };

  return (
    <Modal open={open} title="Payment" onClose={() => !sending && onDismiss()}>
      <p className="rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 font-semibold text-amber-900">
        {orderMessages.testModeLabel}
      </p>
      <p className="mt-4 text-ink">
        Amount to pay: <strong>{formatINR(amountPaise / 100)}</strong>
      </p>
      <div className="mt-6 flex flex-col gap-3 sm:flex-row">
        {OUTCOMES.map(({ outcome, label, variant }) => (
          <Button
            key={outcome}
            variant={variant}
            size="lg"
            disabled={sending}
            onClick={() => void choose(outcome)}
            className="flex-1"
          >
            {label}
          </Button>
        ))}
      </div>
    </Modal>
  );
}
