interface FilterButtonsProps<T extends string> {
  /** The group's accessible name, e.g. 'Filter by status'. */
  label: string;
  options: readonly { value: T; label: string }[];
  value: T;
  onChange: (value: T) => void;
}

/** The row of toggle buttons that filters an admin list by status; the chosen one is pressed. */
export function FilterButtons<T extends string>({
  label,
  options,
  value,
  onChange,
}: FilterButtonsProps<T>) {
  return (
    <div
      role="group"
      aria-label={label}
      className="inline-flex flex-wrap self-start rounded-lg border border-clay-300 bg-white p-1"
    >
      {options.map((option) => (
        <button
          key={option.value || 'all'}
          type="button"
          aria-pressed={value === option.value}
          onClick={() => onChange(option.value)}
          className="rounded-md px-3 py-1.5 text-sm font-medium text-ink hover:bg-clay-100 aria-pressed:bg-clay-700 aria-pressed:text-white"
        >
          {option.label}
        </button>
      ))}
    </div>
  );
}
