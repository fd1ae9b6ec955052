import {
  PACKAGE_DEFAULTS,
  productPackageMessages as ui,
  type PackageField,
  type ProductType,
} from '@artshop/shared';
import { useId } from 'react';
import { TextField } from '../../../../components/ui/text-field';

/** The parcel fields as typed: blank means the type's default (decision 0094). */
export type PackageValues = Record<PackageField, string>;

export const emptyPackageValues: PackageValues = {
  packageWeightGrams: '',
  packageLengthCm: '',
  packageBreadthCm: '',
  packageHeightCm: '',
};

/** The form's values for a product's parcel: its own figures, blank where they are the default. */
export function packageValuesOf(
  type: ProductType,
  parcel:
    { weightGrams: number; lengthCm: number; breadthCm: number; heightCm: number } | undefined,
): PackageValues {
  if (!parcel) return emptyPackageValues;
  const fallback = PACKAGE_DEFAULTS[type];
  const own = (value: number, defaultValue: number) =>
    value === defaultValue ? '' : String(value);
  return {
    packageWeightGrams: own(parcel.weightGrams, fallback.weightGrams),
    packageLengthCm: own(parcel.lengthCm, fallback.lengthCm),
    packageBreadthCm: own(parcel.breadthCm, fallback.breadthCm),
    packageHeightCm: own(parcel.heightCm, fallback.heightCm),
  };
}

/** Adds the parcel fields to a product form; blank ones are sent blank (the type's default). */
export function appendPackage(form: FormData, values: PackageValues): void {
  for (const [name, value] of Object.entries(values)) form.append(name, value.trim());
}

interface PackageFieldsProps {
  /** Whose defaults the empty fields show. */
  type: ProductType;
  values: PackageValues;
  errors: Partial<Record<PackageField, string | undefined>>;
  onChange: (name: PackageField, value: string) => void;
}

const FIELDS: {
  name: PackageField;
  label: string;
  key: keyof (typeof PACKAGE_DEFAULTS)['stoneArt'];
}[] = [
  { name: 'packageWeightGrams', label: ui.weightLabel, key: 'weightGrams' },
  { name: 'packageLengthCm', label: ui.lengthLabel, key: 'lengthCm' },
  { name: 'packageBreadthCm', label: ui.breadthLabel, key: 'breadthCm' },
  { name: 'packageHeightCm', label: ui.heightLabel, key: 'heightCm' },
];

/**
 * The product's parcel for the courier (decision 0094): packed weight and box size. Empty shows,
 * and means, the type's default; Shiprocket charges by it.
 */
export function PackageFields({ type, values, errors, onChange }: PackageFieldsProps) {
  const hintId = useId();
  const defaults = PACKAGE_DEFAULTS[type];
  return (
    <fieldset className="grid gap-2">
      <legend className="text-sm font-medium text-clay-900">{ui.heading}</legend>
      <p id={hintId} className="text-sm text-ink-soft">
        {ui.hint}
      </p>
      <div className="grid grid-cols-2 gap-4 sm:grid-cols-4">
        {FIELDS.map(({ name, label, key }) => (
          <TextField
            key={name}
            label={label}
            value={values[name]}
            onChange={(value) => onChange(name, value)}
            error={errors[name]}
            placeholder={String(defaults[key])}
            inputMode="numeric"
            autoComplete="off"
            {...(errors[name] ? {} : { 'aria-describedby': hintId })}
          />
        ))}
      </div>
    </fieldset>
  );
}
