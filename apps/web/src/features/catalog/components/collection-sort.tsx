import { catalogUi, collectionSorts, type CollectionSort } from '@artshop/shared';
import { useId } from 'react';
import { useHydrated } from '../../../lib/use-hydrated';

interface CollectionSortSelectProps {
  sort: CollectionSort;
  onChange: (sort: CollectionSort) => void;
}

/** Newest, or by price each way (decision 0089): applied at once, the server orders the pages. */
export function CollectionSortSelect({ sort, onChange }: CollectionSortSelectProps) {
  const id = useId();
  // A choice made before hydration would be lost, as in SelectField.
  const hydrated = useHydrated();
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="text-sm font-medium whitespace-nowrap text-clay-900">
        {catalogUi.sortLabel}
      </label>
      <select
        id={id}
        value={sort}
        disabled={!hydrated}
        onChange={(event) => onChange(event.target.value as CollectionSort)}
        className="rounded-lg border border-clay-300 bg-white px-3 py-2 text-sm text-ink focus:border-clay-700 focus:outline-none"
      >
        {collectionSorts.map((value) => (
          <option key={value} value={value}>
            {catalogUi.sortOptions[value]}
          </option>
        ))}
      </select>
    </div>
  );
}
