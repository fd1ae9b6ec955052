import type { ProductType } from '@artshop/shared';
import { useId } from 'react';
import { TextField } from '../../../../components/ui/text-field';

interface NumberFieldProps {
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
}

/** 'Price (₹)': rupees, paise allowed; the add wizard and the edit form send the same field. */
export function PriceField(props: NumberFieldProps) {
  return (
    <TextField label="Price (₹)" type="number" inputMode="decimal" min="0" step="0.01" {...props} />
  );
}

/** 'Discount Percentage': 0 to 100, decimals allowed. */
export function DiscountPercentageField(props: NumberFieldProps) {
  return (
    <TextField
      label="Discount Percentage"
      type="number"
      inputMode="decimal"
      min="0"
      max="100"
      step="0.01"
      {...props}
    />
  );
}

interface ProductTypeSelectProps {
  /** 'Product Type' in the wizard, 'Type' in the edit form. */
  label: string;
  value: ProductType;
  onChange: (type: ProductType) => void;
}

/** Painting or Stone Art. */
export function ProductTypeSelect({ label, value, onChange }: ProductTypeSelectProps) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-clay-900">
        {label}
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value as ProductType)}
        className="mt-1 w-full rounded-lg border border-clay-300 bg-white px-3 py-2.5 text-ink focus:border-clay-700 focus:outline-none"
      >
        <option value="painting">Painting</option>
        <option value="stoneArt">Stone Art</option>
      </select>
    </div>
  );
}
