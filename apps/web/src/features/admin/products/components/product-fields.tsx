import {
  adminProductEditFieldsSchema,
  fillMessage,
  gstBpToPercent,
  GST_DEFAULTS,
  GST_RATES_PERCENT,
  orderLifecycleUi as ui,
  type ProductType,
} from '@artshop/shared';
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

/** The GST fields' rules: blank means the product type's default. */
export const productTaxSchema = adminProductEditFieldsSchema.pick({ hsnCode: true, gstRate: true });

export interface TaxFieldValues {
  hsnCode: string;
  gstRate: string;
}

interface TaxFieldsProps extends TaxFieldValues {
  /** Whose defaults the empty fields show. */
  type: ProductType;
  errors: Partial<Record<keyof TaxFieldValues, string | undefined>>;
  onChange: (name: keyof TaxFieldValues, value: string) => void;
}

/**
 * The product's HSN code and GST rate for its invoices (decision 0048). Empty shows, and means, the
 * type's default (paintings 9701, stone art 6802, 5%); the rate is one of the GST slabs.
 */
export function TaxFields({ type, hsnCode, gstRate, errors, onChange }: TaxFieldsProps) {
  const rateId = useId();
  const rateErrorId = useId();
  const hintId = useId();
  const defaults = GST_DEFAULTS[type];
  const defaultRate = gstBpToPercent(defaults.gstRateBp);
  return (
    <fieldset className="grid gap-4 sm:grid-cols-2">
      <legend className="sr-only">GST</legend>
      <TextField
        label={ui.hsnCodeLabel}
        value={hsnCode}
        onChange={(value) => onChange('hsnCode', value)}
        error={errors.hsnCode}
        placeholder={defaults.hsnCode}
        inputMode="numeric"
        maxLength={8}
        autoComplete="off"
        // Its own message replaces the hint while there is one.
        {...(errors.hsnCode ? {} : { 'aria-describedby': hintId })}
      />
      <div>
        <label htmlFor={rateId} className="block text-sm font-medium text-clay-900">
          {ui.gstRateLabel}
        </label>
        <select
          id={rateId}
          value={gstRate}
          onChange={(event) => onChange('gstRate', event.target.value)}
          aria-invalid={errors.gstRate ? true : undefined}
          aria-describedby={errors.gstRate ? rateErrorId : hintId}
          className="mt-1 w-full rounded-lg border border-clay-300 bg-white px-3 py-2.5 text-ink focus:border-clay-700 focus:outline-none"
        >
          <option value="">{defaultRate}% (default)</option>
          {GST_RATES_PERCENT.map((rate) => (
            <option key={rate} value={String(rate)}>
              {rate}%
            </option>
          ))}
        </select>
        {errors.gstRate && (
          <p id={rateErrorId} className="mt-1 text-sm text-red-700">
            {errors.gstRate}
          </p>
        )}
      </div>
      <p id={hintId} className="text-sm text-ink-soft sm:col-span-2">
        {fillMessage(ui.taxDefaultsHint, {
          painting: GST_DEFAULTS.painting.hsnCode,
          stone: GST_DEFAULTS.stoneArt.hsnCode,
          rate: String(gstBpToPercent(GST_DEFAULTS.painting.gstRateBp)),
        })}
      </p>
    </fieldset>
  );
}
