import { HEX_COLOR_PATTERN } from '@artshop/shared';
import { useId } from 'react';
import { TextField } from '../../../../components/ui/text-field';
import type { AddProductFields } from '../add-product';
import {
  DiscountPercentageField,
  PriceField,
  ProductTypeSelect,
  TaxFields,
} from './product-fields';
import { ArtworkSizeFields } from './artwork-size-fields';
import { PackageFields } from './package-fields';
import { ProvenanceFields } from './provenance-fields';

type Errors = Partial<Record<keyof AddProductFields, string>>;

interface StepDetailsProps {
  fields: AddProductFields;
  errors: Errors;
  onChange: <K extends keyof AddProductFields>(name: K, value: AddProductFields[K]) => void;
}

/** Step 2: price, colour (picker and hex), type, discount yes/no and percentage, HSN and GST. */
export function StepDetails({ fields, errors, onChange }: StepDetailsProps) {
  const colorId = useId();
  const colorErrorId = useId();
  return (
    <div className="grid gap-4">
      <PriceField
        value={fields.price}
        onChange={(value) => onChange('price', value)}
        error={errors.price}
      />
      <div>
        <label htmlFor={colorId} className="block text-sm font-medium text-clay-900">
          Background Colour
        </label>
        <div className="mt-1 flex items-center gap-3">
          <input
            id={colorId}
            type="color"
            // The picker only takes a full hex; while the text is half typed it shows the last good one.
            value={
              HEX_COLOR_PATTERN.test(fields.bgColor) ? fields.bgColor.toLowerCase() : '#ffffff'
            }
            onChange={(event) => onChange('bgColor', event.target.value)}
            className="h-11 w-14 cursor-pointer rounded border border-clay-300 bg-white"
          />
          <input
            type="text"
            aria-label="Hex colour code"
            value={fields.bgColor}
            maxLength={7}
            placeholder="#ffffff"
            aria-invalid={errors.bgColor ? true : undefined}
            aria-describedby={errors.bgColor ? colorErrorId : undefined}
            onChange={(event) => onChange('bgColor', event.target.value)}
            className="w-32 rounded-lg border border-clay-300 bg-white px-3 py-2.5 font-mono text-ink focus:border-clay-700 focus:outline-none"
          />
        </div>
        {errors.bgColor && (
          <p id={colorErrorId} className="mt-1 text-sm text-red-700">
            {errors.bgColor}
          </p>
        )}
      </div>
      <ProductTypeSelect
        label="Product Type"
        value={fields.type}
        onChange={(type) => onChange('type', type)}
      />
      {fields.type === 'painting' && (
        <TextField
          label="Artist (optional)"
          value={fields.artist}
          onChange={(value) => onChange('artist', value)}
          error={errors.artist}
        />
      )}
      <fieldset>
        <legend className="text-sm font-medium text-clay-900">Discount</legend>
        <div className="mt-1 flex gap-6">
          {(['true', 'false'] as const).map((value) => (
            <label key={value} className="flex items-center gap-2 text-ink">
              <input
                type="radio"
                name="discount"
                value={value}
                checked={fields.discount === value}
                onChange={() => onChange('discount', value)}
              />
              {value === 'true' ? 'Yes' : 'No'}
            </label>
          ))}
        </div>
      </fieldset>
      {fields.discount === 'true' && (
        <DiscountPercentageField
          value={fields.discountPercentage}
          onChange={(value) => onChange('discountPercentage', value)}
          error={errors.discountPercentage}
        />
      )}
      <label className="flex items-center gap-2 text-ink">
        <input
          type="checkbox"
          checked={fields.isPremium}
          onChange={(event) => onChange('isPremium', event.target.checked)}
        />
        Premium product
      </label>
      <TaxFields
        type={fields.type}
        hsnCode={fields.hsnCode}
        gstRate={fields.gstRate}
        errors={errors}
        onChange={onChange}
      />
      {fields.type === 'painting' && (
        <ArtworkSizeFields
          values={fields}
          errors={errors}
          onChange={(name, value) => onChange(name, value)}
        />
      )}
      <ProvenanceFields
        type={fields.type}
        values={fields}
        errors={errors}
        onChange={(name, value) => onChange(name, value as AddProductFields[typeof name])}
      />
      <PackageFields
        type={fields.type}
        values={fields}
        errors={errors}
        onChange={(name, value) => onChange(name, value)}
      />
    </div>
  );
}
