import { deliveryEstimateText, deliveryMessages, deliveryPinOf } from '@artshop/shared';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { errorMessage, errorStatus } from '../../../lib/api-error';
import { rememberedPin, rememberPin } from '../../../lib/remembered-pin';
import { useHydrated } from '../../../lib/use-hydrated';
import { useLazyGetDeliveryEstimateQuery } from '../catalog.api';

/**
 * 'Check delivery' on a stone art page (docs/shipping.md 'Estimates'): a PIN code in, 'Delivery in
 * 3–5 days to 560001' or 'We do not deliver to this PIN code yet' out. The PIN code is remembered
 * in this browser, answered again on the next product page and prefilled at checkout.
 */
export function DeliveryCheck() {
  const id = useId();
  const hydrated = useHydrated();
  const [pin, setPin] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [check, { data, error, isFetching, originalArgs }] = useLazyGetDeliveryEstimateQuery();

  // After hydration (the server knows no visitor's storage): the remembered PIN and its answer.
  useEffect(() => {
    const remembered = rememberedPin();
    if (remembered) {
      setPin(remembered);
      void check(remembered, true);
    }
  }, [check]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // The server's rule without its Zod schema, which would add Zod to the product page's start.
    const valid = deliveryPinOf(pin);
    if (valid === null) {
      setProblem(deliveryMessages.pinInvalid);
      return;
    }
    setProblem(null);
    rememberPin(valid);
    void check(valid, true);
  };

  const answer =
    problem ??
    (isFetching
      ? null
      : error
        ? errorStatus(error) === 400 || errorStatus(error) === 429
          ? errorMessage(error, deliveryMessages.estimateFailed)
          : deliveryMessages.estimateFailed
        : data && data.pin === originalArgs
          ? deliveryEstimateText(data)
          : null);
  const good = !problem && !error && data?.serviceable === true;

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-labelledby={`${id}-title`}
      className="rounded-lg border border-stone-200 p-4"
    >
      <p id={`${id}-title`} className="mb-1.5 text-sm font-medium text-ink">
        {deliveryMessages.checkDelivery}
      </p>
      <div className="flex gap-2">
        <input
          id={`${id}-pin`}
          name="pin"
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={6}
          placeholder={deliveryMessages.pinLabel}
          aria-label={deliveryMessages.pinLabel}
          aria-describedby={`${id}-answer`}
          aria-invalid={problem ? true : undefined}
          value={pin}
          disabled={!hydrated}
          onChange={(event) => setPin(event.target.value.replace(/\D/g, '').slice(0, 6))}
          className="w-36 rounded-lg border border-stone-300 bg-white px-3 py-2 text-ink focus:border-clay-500 focus:ring-2 focus:ring-clay-300 focus:outline-none"
        />
        <button
          type="submit"
          disabled={!hydrated || isFetching}
          className="rounded-lg border border-clay-600 px-4 py-2 text-sm font-semibold text-clay-700 hover:bg-clay-50 disabled:opacity-50"
        >
          {isFetching ? deliveryMessages.checking : deliveryMessages.check}
        </button>
      </div>
      <p
        id={`${id}-answer`}
        role="status"
        data-testid="delivery-estimate"
        className={`mt-2 min-h-5 text-sm ${good ? 'text-green-800' : 'text-ink-soft'}`}
      >
        {answer}
      </p>
    </form>
  );
}
