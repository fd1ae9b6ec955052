import { searchFieldUi } from '@artshop/shared';
import { useId, type FormEvent } from 'react';
import { createIcon } from '../../components/ui/icons';
import { useNavigate } from '../../lib/router';

// lucide's search (ISC, see components/ui/icons.tsx).
const SearchIcon = createIcon('m21 21-4.34-4.34M19 11a8 8 0 1 1-16 0 8 8 0 0 1 16 0z');

interface HeaderSearchProps {
  className?: string;
  /** Called after a search starts (the phone menu closes). */
  onSearch?: () => void;
}

/**
 * The search field of the header and the phone menu (decision 0107). A plain GET form to
 * `/search`: before the app's code has loaded it works as a form; after, the router moves there.
 */
export function HeaderSearch({ className = '', onSearch }: HeaderSearchProps) {
  const navigate = useNavigate();
  const id = useId();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const q = String(new FormData(event.currentTarget).get('q') ?? '').trim();
    void navigate(q ? `/search?${new URLSearchParams({ q })}` : '/search');
    onSearch?.();
  };
  return (
    <form role="search" action="/search" method="get" onSubmit={submit} className={className}>
      <label htmlFor={id} className="sr-only">
        {searchFieldUi.label}
      </label>
      <div className="relative">
        <input
          id={id}
          name="q"
          type="search"
          enterKeyHint="search"
          autoComplete="off"
          maxLength={100}
          placeholder={searchFieldUi.placeholder}
          className="w-full rounded-full border border-clay-200 bg-white py-2 pr-10 pl-4 text-sm text-ink placeholder:text-ink-soft focus:border-clay-700 focus:outline-none"
        />
        <button
          type="submit"
          aria-label={searchFieldUi.submit}
          className="absolute top-1/2 right-1 flex h-8 w-8 -translate-y-1/2 items-center justify-center rounded-full text-clay-700 hover:bg-clay-100"
        >
          <SearchIcon size={18} aria-hidden="true" />
        </button>
      </div>
    </form>
  );
}
