import { formatINR, orderMessages, toRupees } from '@artshop/shared';
import { useId } from 'react';
import { Button } from '../../../components/ui/button';

interface PayButtonProps {
  totalPaise: number;
  busy: boolean;
  disabled: boolean;
  /** The contact or shipping details still have errors: say why the button waits. */
  detailsIncomplete: boolean;
  /** The form it submits, when it sits outside it. */
  form?: string;
}

/** 'Pay ₹…' of both checkouts (a cart's and an offer's), and why it waits when it does. */
export function PayButton({ totalPaise, busy, disabled, detailsIncomplete, form }: PayButtonProps) {
  const whyId = useId();
  const why = detailsIncomplete && !busy;
  return (
    <>
      {/* The reason is read with the button, not only seen beside it (decision 0078). */}
      <Button
        type="submit"
        form={form}
        size="xl"
        disabled={disabled}
        aria-describedby={why ? whyId : undefined}
      >
        {busy ? orderMessages.processing : `Pay ${formatINR(toRupees(totalPaise))}`}
      </Button>
      {why && (
        <p id={whyId} className="text-sm text-ink-soft">
          {orderMessages.completeDetails}
        </p>
      )}
    </>
  );
}
