import { Search } from 'lucide-react';

interface SearchBoxProps {
  /** The spec's placeholder, e.g. 'Search orders...'; also the accessible name. */
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
}

/** The search field of every admin list. */
export function SearchBox({ placeholder, value, onChange }: SearchBoxProps) {
  return (
    <div className="relative w-full sm:max-w-sm">
      <Search
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 left-3 h-4 w-4 -translate-y-1/2 text-ink-soft"
      />
      <input
        type="search"
        aria-label={placeholder}
        placeholder={placeholder}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className="w-full rounded-lg border border-clay-300 bg-white py-2 pr-3 pl-9 text-ink focus:border-clay-700 focus:outline-none"
      />
    </div>
  );
}
