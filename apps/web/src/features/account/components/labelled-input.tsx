import { useId, type InputHTMLAttributes } from 'react';

interface LabelledInputProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'id' | 'onChange'
> {
  label: string;
  value: string;
  onChange?: (value: string) => void;
}

/** A labelled input of the account settings forms. */
export function LabelledInput({ label, value, onChange, ...input }: LabelledInputProps) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-clay-900">
        {label}
      </label>
      <input
        id={id}
        value={value}
        onChange={(event) => onChange?.(event.target.value)}
        className="mt-1 w-full rounded-lg border border-clay-300 bg-white px-3 py-2 text-ink focus:border-clay-700 focus:outline-none read-only:bg-clay-100 read-only:text-ink-soft"
        {...input}
      />
    </div>
  );
}
