import { codMessages, formatINR, orderMessages, toRupees } from '@artshop/shared';
import { useId } from 'react';
import { Button } from '../../../components/ui/button';
import type { CheckoutProblem } from '../lib/use-checkout-details';

interface PayButtonProps {
  totalPaise: number;
  busy: boolean;
  disabled: boolean;
  /** The contact or shipping details still have errors: say why the button waits. */
  detailsIncomplete: boolean;
  /** Each field still wrong, listed beside the button with a way to it (decision 0084). */
  problems?: readonly CheckoutProblem[];
  /** The form it submits, when it sits outside it. */
  form?: string;
  /** Cash on delivery chosen: 'Place order ₹…' instead of 'Pay ₹…' (nothing is paid now). */
  cashOnDelivery?: boolean;
}

/** Moves focus to a field and brings it to the middle of the screen, clear of the sticky header. */
function focusField(id: string) {
  const field = document.getElementById(id);
  field?.focus({ preventScroll: true });
  field?.scrollIntoView?.({ block: 'center' });
}

/** 'Pay ₹…' of both checkouts (a cart's and an offer's), and why it waits when it does. */
export function PayButton({
  totalPaise,
  busy,
  disabled,
  detailsIncomplete,
  problems = [],
  form,
  cashOnDelivery = false,
}: PayButtonProps) {
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
        {busy
          ? orderMessages.processing
          : `${cashOnDelivery ? codMessages.placeOrder : 'Pay'} ${formatINR(toRupees(totalPaise))}`}
      </Button>
      {why && (
        <div id={whyId} className="text-sm text-ink-soft">
          <p>{orderMessages.completeDetails}</p>
          {/* On a phone the fields sit far above Pay: each wrong one is named here, and its
              button moves focus to it (decision 0084). */}
          {problems.length > 0 && (
            <ul className="mt-1 flex flex-col gap-1">
              {problems.map((problem) => (
                <li key={problem.field}>
                  <button
                    type="button"
                    className="text-left text-red-700 underline underline-offset-2"
                    onClick={() => focusField(problem.fieldId)}
                  >
                    {problem.label}: {problem.message}
                  </button>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </>
  );
}
