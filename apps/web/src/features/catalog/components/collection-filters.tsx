import {
  catalogUi,
  NO_COLLECTION_FILTERS,
  type CollectionFilters,
  type ProductType,
} from '@artshop/shared';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { useHydrated } from '../../../lib/use-hydrated';

interface CollectionFiltersFormProps {
  type: ProductType;
  filters: CollectionFilters;
  /** The sizes the collection offers (the answer's `sizeOptions`). */
  sizeOptions: readonly string[];
  onApply: (filters: CollectionFilters) => void;
  /** A row of fields on a wide screen; a column in the phone's sheet. */
  layout: 'row' | 'column';
}

const selectClass =
  'mt-1 w-full rounded-lg border border-clay-300 bg-white px-3 py-2.5 text-ink focus:border-clay-700 focus:outline-none';

/**
 * Size, price range and availability of a collection (decision 0089), applied together so a phone
 * loads one list, not one per field. Sold is the paintings' alone: stone art is made again.
 */
export function CollectionFiltersForm({
  type,
  filters,
  sizeOptions,
  onApply,
  layout,
}: CollectionFiltersFormProps) {
  const [draft, setDraft] = useState(filters);
  const [error, setError] = useState<string>();
  const availabilityId = useId();
  const hydrated = useHydrated();
  const set = (field: keyof CollectionFilters) => (value: string) =>
    setDraft((previous) => ({ ...previous, [field]: value }));
  const availabilities = (['', 'available', 'sold'] as const).filter(
    (value) => value !== 'sold' || type === 'painting',
  );
  // A size the collection no longer offers, from an old link, stays a choice while it is chosen.
  const sizes =
    draft.size && !sizeOptions.includes(draft.size) ? [draft.size, ...sizeOptions] : sizeOptions;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const min = draft.minPrice.trim();
    const max = draft.maxPrice.trim();
    if (min && max && Number(min) > Number(max)) {
      setError(catalogUi.priceRangeInvalid);
      return;
    }
    setError(undefined);
    onApply({ ...draft, minPrice: min, maxPrice: max });
  };

  const price = { inputMode: 'numeric' as const, pattern: '[0-9]*', maxLength: 8 };
  return (
    <form
      onSubmit={submit}
      aria-label={catalogUi.filters}
      className={
        layout === 'row'
          ? 'grid grid-cols-[repeat(4,minmax(0,1fr))_auto] items-end gap-4'
          : 'flex flex-col gap-4'
      }
    >
      <SelectField
        label={catalogUi.sizeLabel}
        value={draft.size}
        onChange={set('size')}
        options={sizes}
        placeholder={catalogUi.anySize}
      />
      <TextField
        label={catalogUi.minPriceLabel}
        value={draft.minPrice}
        onChange={(value) => set('minPrice')(value.replace(/\D/g, ''))}
        error={error}
        {...price}
      />
      <TextField
        label={catalogUi.maxPriceLabel}
        value={draft.maxPrice}
        onChange={(value) => set('maxPrice')(value.replace(/\D/g, ''))}
        {...price}
      />
      <div>
        <label htmlFor={availabilityId} className="block text-sm font-medium text-clay-900">
          {catalogUi.availabilityLabel}
        </label>
        <select
          id={availabilityId}
          value={draft.availability}
          onChange={(event) => set('availability')(event.target.value)}
          disabled={!hydrated}
          className={selectClass}
        >
          {availabilities.map((value) => (
            <option key={value} value={value}>
              {catalogUi.availabilityOptions[value]}
            </option>
          ))}
        </select>
      </div>
      <div className="flex gap-2">
        <Button type="submit">{catalogUi.applyFilters}</Button>
        <Button
          type="button"
          variant="ghost"
          onClick={() => {
            setDraft({ ...NO_COLLECTION_FILTERS, sort: filters.sort });
            setError(undefined);
            onApply({ ...NO_COLLECTION_FILTERS, sort: filters.sort });
          }}
        >
          {catalogUi.clearFilters}
        </Button>
      </div>
    </form>
  );
}
