import {
  PRODUCT_SIZES_MAX,
  PRODUCT_SIZE_LABEL_MAX,
  ownSizeLabel,
  productSizeMessages,
  type OtherSizeDraft,
  type ProductType,
} from '@artshop/shared';
import { TextField } from '../../../../components/ui/text-field';
import { Button } from '../../../../components/ui/button';
import { emptyOtherSize, type SizesDraft } from '../sizes-draft';
import { DiscountPercentageField, PriceField } from './product-fields';

interface SizeFieldsProps {
  type: ProductType;
  value: SizesDraft;
  error?: string | null;
  onChange: (value: SizesDraft) => void;
}

const WeightField = ({ value, onChange }: { value: string; onChange: (value: string) => void }) => (
  <TextField
    label="Weight (g, optional)"
    type="number"
    inputMode="numeric"
    min="1"
    step="1"
    value={value}
    onChange={onChange}
  />
);

/**
 * The product's sizes (decision 0082): its own size (the price above) named and weighed, and any
 * other sizes, each with its own price and discount. The shop page preselects the own size.
 */
export function SizeFields({ type, value, error, onChange }: SizeFieldsProps) {
  const setOther = (index: number, change: Partial<OtherSizeDraft>) =>
    onChange({
      ...value,
      others: value.others.map((row, i) => (i === index ? { ...row, ...change } : row)),
    });
  return (
    <fieldset className="grid gap-3 rounded-xl border border-clay-100 p-4">
      <legend className="px-1 text-sm font-medium text-clay-900">Sizes</legend>
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField
          label="Own size"
          placeholder={ownSizeLabel(type, null)}
          maxLength={PRODUCT_SIZE_LABEL_MAX}
          value={value.size}
          onChange={(size) => onChange({ ...value, size })}
          hint={productSizeMessages.ownSizeHint}
        />
        <WeightField
          value={value.weightGrams}
          onChange={(weightGrams) => onChange({ ...value, weightGrams })}
        />
      </div>
      {value.others.map((row, index) => (
        <div
          key={row.id ?? `new-${index}`}
          role="group"
          aria-label={`Other size ${index + 1}`}
          className="grid gap-3 border-t border-clay-100 pt-3 sm:grid-cols-2"
        >
          <TextField
            label="Size name"
            maxLength={PRODUCT_SIZE_LABEL_MAX}
            value={row.label}
            onChange={(label) => setOther(index, { label })}
          />
          <PriceField value={row.price} onChange={(price) => setOther(index, { price })} />
          <DiscountPercentageField
            value={row.discountPercentage}
            onChange={(discountPercentage) => setOther(index, { discountPercentage })}
          />
          <WeightField
            value={row.weightGrams}
            onChange={(weightGrams) => setOther(index, { weightGrams })}
          />
          <div className="sm:col-span-2">
            <Button
              variant="ghost"
              onClick={() =>
                onChange({ ...value, others: value.others.filter((_, i) => i !== index) })
              }
            >
              Remove size {index + 1}
            </Button>
          </div>
        </div>
      ))}
      {value.others.length < PRODUCT_SIZES_MAX - 1 && (
        <div>
          <Button
            variant="secondary"
            shape="rounded"
            onClick={() => onChange({ ...value, others: [...value.others, emptyOtherSize()] })}
          >
            Add a size
          </Button>
        </div>
      )}
      {error && (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}
