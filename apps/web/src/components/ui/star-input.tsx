import { Star } from 'lucide-react';
import { useId, useRef, type KeyboardEvent } from 'react';

interface StarInputProps {
  /** The visible label, also the radio group's name, e.g. 'Rating'. */
  label: string;
  /** The chosen rating, 1 to 5; null while none is chosen (a shopper's review starts so). */
  value: number | null;
  onChange: (rating: number) => void;
  /** Matches the label to the form's other labels. */
  labelClassName?: string;
  /** The id of the message under the picker ('Please choose a rating'), when one shows. */
  errorId?: string;
}

const RATINGS = [1, 2, 3, 4, 5] as const;
const starLabel = (n: number) => `${n} star${n === 1 ? '' : 's'}`;

/**
 * A 1-5 rating picker: a labelled radio group of five star buttons, usable with a tap or a
 * keyboard. One Tab stop (the first star while none is chosen); the arrow keys move the choice, as
 * in any radio group, and from no choice the first arrow picks 1 star.
 */
export function StarInput({
  label,
  value,
  onChange,
  labelClassName = 'block text-sm font-medium text-clay-900',
  errorId,
}: StarInputProps) {
  const labelId = useId();
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step =
      event.key === 'ArrowRight' || event.key === 'ArrowUp'
        ? 1
        : event.key === 'ArrowLeft' || event.key === 'ArrowDown'
          ? -1
          : 0;
    if (!step) return;
    event.preventDefault();
    const next = value === null ? 1 : Math.min(5, Math.max(1, value + step));
    onChange(next);
    buttons.current[next - 1]?.focus();
  };

  return (
    <div>
      <p id={labelId} className={labelClassName}>
        {label}
      </p>
      <div
        role="radiogroup"
        aria-labelledby={labelId}
        aria-describedby={errorId}
        aria-invalid={errorId ? true : undefined}
        onKeyDown={onKeyDown}
        className="mt-1 flex gap-1"
      >
        {RATINGS.map((n) => (
          <button
            key={n}
            ref={(element) => {
              buttons.current[n - 1] = element;
            }}
            type="button"
            role="radio"
            aria-checked={n === value}
            aria-label={starLabel(n)}
            tabIndex={n === (value ?? 1) ? 0 : -1}
            onClick={() => onChange(n)}
            className="rounded p-1 transition hover:scale-110"
          >
            <Star
              aria-hidden="true"
              className={`h-7 w-7 ${value !== null && n <= value ? 'text-amber-500' : 'text-stone-300'}`}
              fill="currentColor"
              strokeWidth={0}
            />
          </button>
        ))}
      </div>
    </div>
  );
}
