import { useId, type SelectHTMLAttributes } from 'react';
import { useHydrated } from '../../lib/use-hydrated';

interface SelectFieldProps extends Omit<
  SelectHTMLAttributes<HTMLSelectElement>,
  'id' | 'onChange' | 'value'
> {
  label: string;
  /** A fixed id, for a link that moves focus to the field (an error summary); else generated. */
  id?: string | undefined;
  value: string;
  onChange: (value: string) => void;
  /** The choices, each its own label. */
  options: readonly string[];
  /** The first, empty choice ('Select a state'). */
  placeholder: string;
  error?: string | undefined;
}

const selectClass =
  'mt-1 w-full rounded-lg border border-clay-300 bg-white px-3 py-2.5 text-ink focus:border-clay-700 focus:outline-none';

/** A labelled choice from a list, with its error linked for screen readers, like `TextField`. */
export function SelectField({
  label,
  id: fixedId,
  value,
  onChange,
  options,
  placeholder,
  error,
  ...select
}: SelectFieldProps) {
  // A choice made before the page is hydrated would be lost to the form's state.
  const hydrated = useHydrated();
  const generatedId = useId();
  const id = fixedId ?? generatedId;
  const errorId = useId();
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-clay-900">
        {label}
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className={selectClass}
        {...select}
        disabled={select.disabled || !hydrated}
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>
      {error && (
        <p id={errorId} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
