import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import { useHydrated } from '../../lib/use-hydrated';

export interface TextFieldProps extends Omit<
  InputHTMLAttributes<HTMLInputElement & HTMLTextAreaElement>,
  'id' | 'onChange' | 'value'
> {
  label: string;
  /** A fixed id, for a link that moves focus to the field (an error summary); else generated. */
  id?: string | undefined;
  value: string;
  /** Optional for a read-only field (e.g. the locked country). */
  onChange?: (value: string) => void;
  error?: string | undefined;
  /**
   * The field's rules, shown under it and read with it (e.g. the sign-up checklist's lines for this
   * field), so each rule sits under the field it is about (decision 0078).
   */
  hint?: ReactNode;
  /** A textarea of this many rows instead of an input. */
  rows?: number;
}

const fieldClass =
  'mt-1 w-full rounded-lg border border-clay-300 bg-white px-3 py-2.5 text-ink focus:border-clay-700 focus:outline-none read-only:bg-clay-100 read-only:text-ink-soft';

/** A labelled input (or textarea) of every form, with its error linked for screen readers. */
export function TextField({
  label,
  id: fixedId,
  value,
  onChange,
  error,
  hint,
  rows,
  ...input
}: TextFieldProps) {
  // Typing before the page is hydrated would be lost to the form's state: not editable until then.
  const hydrated = useHydrated();
  const generatedId = useId();
  const id = fixedId ?? generatedId;
  const errorId = useId();
  const hintId = useId();
  const describedBy = [error ? errorId : '', hint ? hintId : ''].filter(Boolean).join(' ');
  const shared = {
    id,
    value,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy || undefined,
    className: fieldClass,
    ...input,
    disabled: input.disabled || !hydrated,
  };
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-clay-900">
        {label}
      </label>
      {rows ? (
        <textarea rows={rows} onChange={(event) => onChange?.(event.target.value)} {...shared} />
      ) : (
        <input onChange={(event) => onChange?.(event.target.value)} {...shared} />
      )}
      {error && (
        <p id={errorId} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
      {hint && (
        <div id={hintId} className="mt-1.5">
          {hint}
        </div>
      )}
    </div>
  );
}

/** One field of a `TextFields` list: the `TextField` props but its value, bound by `name`. */
export type FieldSpec<K extends string> = Omit<
  TextFieldProps,
  'value' | 'onChange' | 'error' | 'hint'
> & {
  name: K;
};

interface TextFieldsProps<K extends string> {
  fields: readonly FieldSpec<K>[];
  values: Readonly<Record<NoInfer<K>, string>>;
  onChange: (name: K, value: string) => void;
  errors?: Partial<Record<NoInfer<K>, string | undefined>> | undefined;
  /** Each field's rules, shown under it (TextField's `hint`). */
  hints?: Partial<Record<NoInfer<K>, ReactNode>> | undefined;
}

/** A form's text fields from one list, each bound to its value (and message) in `values`. */
export function TextFields<K extends string>({
  fields,
  values,
  onChange,
  errors,
  hints,
}: TextFieldsProps<K>) {
  return fields.map(({ name, ...field }) => (
    <TextField
      key={name}
      {...field}
      value={values[name]}
      onChange={(value) => onChange(name, value)}
      error={errors?.[name]}
      hint={hints?.[name]}
    />
  ));
}
