import { codMessages, formatINR, type CodOptions, type PaymentMethod } from '@artshop/shared';
import { useId } from 'react';

interface PaymentMethodChoiceProps {
  method: PaymentMethod;
  onChange: (method: PaymentMethod) => void;
  /** The server's word for this cart and PIN code; undefined while it is asked. */
  options: CodOptions | undefined;
  disabled: boolean;
}

/**
 * 'Pay online' or 'Cash on delivery' (decision 0099): cash is offered only when the server says so
 * for this cart and PIN code, and otherwise says why, in the words the checkout would refuse with.
 */
export function PaymentMethodChoice({
  method,
  onChange,
  options,
  disabled,
}: PaymentMethodChoiceProps) {
  const whyId = useId();
  const codOffered = options?.available === true;
  return (
    <fieldset className="flex flex-col gap-2" disabled={disabled}>
      <legend className="mb-1 text-lg font-semibold">{codMessages.paymentHeading}</legend>
      <label className="flex items-center gap-2">
        <input
          type="radio"
          name="payment-method"
          value="online"
          checked={method === 'online'}
          onChange={() => onChange('online')}
        />
        {codMessages.payOnline}
      </label>
      <label className={`flex items-center gap-2 ${codOffered ? '' : 'text-ink-soft'}`}>
        <input
          type="radio"
          name="payment-method"
          value="cod"
          checked={method === 'cod'}
          disabled={!codOffered}
          aria-describedby={codOffered ? undefined : whyId}
          onChange={() => onChange('cod')}
        />
        {codMessages.label}
        {options && options.fee > 0 ? ` (+${formatINR(options.fee)})` : ''}
      </label>
      {options && !codOffered && options.reason && (
        <p id={whyId} className="text-sm text-ink-soft">
          {options.reason}
        </p>
      )}
    </fieldset>
  );
}
