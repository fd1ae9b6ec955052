import { HEX_COLOR_PATTERN } from '@artshop/shared';
import { useId } from 'react';

interface BackgroundColourFieldProps {
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
}

/** 'Background Colour': a picker and its hex code, as the add wizard's step 2 has them. */
export function BackgroundColourField({ value, onChange, error }: BackgroundColourFieldProps) {
  const id = useId();
  const errorId = useId();
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-clay-900">
        Background Colour
      </label>
      <div className="mt-1 flex items-center gap-3">
        <input
          id={id}
          type="color"
          // The picker only takes a full hex; while the text is half typed it shows the last good one.
          value={HEX_COLOR_PATTERN.test(value) ? value.toLowerCase() : '#ffffff'}
          onChange={(event) => onChange(event.target.value)}
          className="h-11 w-14 cursor-pointer rounded border border-clay-300 bg-white"
        />
        <input
          type="text"
          aria-label="Hex colour code"
          value={value}
          maxLength={7}
          placeholder="#ffffff"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => onChange(event.target.value)}
          className="w-32 rounded-lg border border-clay-300 bg-white px-3 py-2.5 font-mono text-ink focus:border-clay-700 focus:outline-none"
        />
      </div>
      {error && (
        <p id={errorId} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

/** 'Premium product', as in the add wizard. */
export function PremiumCheckbox({
  checked,
  onChange,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <label className="flex items-center gap-2 text-ink">
      <input
        type="checkbox"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
      />
      Premium product
    </label>
  );
}
