import { artworkSizeMessages as ui, type ArtworkSizeField } from '@artshop/shared';
import { useId } from 'react';
import { TextField } from '../../../../components/ui/text-field';

/** The work's width and height as typed: blank means not known (decision 0121). */
export type ArtworkSizeValues = Record<ArtworkSizeField, string>;

export const emptyArtworkSizeValues: ArtworkSizeValues = { widthCm: '', heightCm: '' };

/** The form's values for a product's own size: its figures, blank where unknown. */
export function artworkSizeValuesOf(product: {
  widthCm?: number | null;
  heightCm?: number | null;
}): ArtworkSizeValues {
  return {
    widthCm: product.widthCm == null ? '' : String(product.widthCm),
    heightCm: product.heightCm == null ? '' : String(product.heightCm),
  };
}

/** Adds the two fields to a product form; blank ones are sent blank (not known). */
export function appendArtworkSize(form: FormData, values: ArtworkSizeValues): void {
  for (const [name, value] of Object.entries(values)) form.append(name, value.trim());
}

interface ArtworkSizeFieldsProps {
  values: ArtworkSizeValues;
  errors: Partial<Record<ArtworkSizeField, string | undefined>>;
  onChange: (name: ArtworkSizeField, value: string) => void;
}

/**
 * The work's own width and height in centimetres (decision 0121): 'View on a wall' draws the
 * painting to scale from them. Not the parcel's box, which has its own fields.
 */
export function ArtworkSizeFields({ values, errors, onChange }: ArtworkSizeFieldsProps) {
  const hintId = useId();
  return (
    <fieldset className="grid gap-2">
      <legend className="text-sm font-medium text-clay-900">{ui.heading}</legend>
      <p id={hintId} className="text-sm text-ink-soft">
        {ui.hint}
      </p>
      <div className="grid grid-cols-2 gap-4">
        {(
          [
            ['widthCm', ui.widthLabel],
            ['heightCm', ui.heightLabel],
          ] as const
        ).map(([name, label]) => (
          <TextField
            key={name}
            label={label}
            value={values[name]}
            onChange={(value) => onChange(name, value)}
            error={errors[name]}
            inputMode="decimal"
            autoComplete="off"
            {...(errors[name] ? {} : { 'aria-describedby': hintId })}
          />
        ))}
      </div>
    </fieldset>
  );
}
