import { formatINR, orderMessages, toRupees } from '@artshop/shared';
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
  return (
    <>
      <Button type="submit" form={form} size="xl" disabled={disabled}>
        {busy ? orderMessages.processing : `Pay ${formatINR(toRupees(totalPaise))}`}
      </Button>
      {detailsIncomplete && !busy && (
        <p className="text-sm text-ink-soft">
          Please complete the contact and shipping details to pay.
        </p>
      )}
    </>
  );
}
