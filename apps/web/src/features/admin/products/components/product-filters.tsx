import type { ProductType } from '@artshop/shared';

export type TypeFilter = ProductType | '';
export type DiscountFilter = 'yes' | 'no' | '';

interface ProductFiltersProps {
  type: TypeFilter;
  discount: DiscountFilter;
  onTypeChange: (type: TypeFilter) => void;
  onDiscountChange: (discount: DiscountFilter) => void;
}

const selectClass =
  'rounded-lg border border-clay-300 bg-white px-3 py-2 text-sm text-ink focus:border-clay-700 focus:outline-none';

/** The dashboard's filters: product type and discount. */
export function ProductFilters({
  type,
  discount,
  onTypeChange,
  onDiscountChange,
}: ProductFiltersProps) {
  return (
    <div className="flex flex-wrap gap-3">
      <label className="flex items-center gap-2 text-sm text-ink-soft">
        Type
        <select
          value={type}
          onChange={(event) => onTypeChange(event.target.value as TypeFilter)}
          className={selectClass}
        >
          <option value="">All types</option>
          <option value="painting">Painting</option>
          <option value="stoneArt">Stone Art</option>
        </select>
      </label>
      <label className="flex items-center gap-2 text-sm text-ink-soft">
        Discount
        <select
          value={discount}
          onChange={(event) => onDiscountChange(event.target.value as DiscountFilter)}
          className={selectClass}
        >
          <option value="">All products</option>
          <option value="yes">Discounted</option>
          <option value="no">Not discounted</option>
        </select>
      </label>
    </div>
  );
}
