import {
  productProvenanceFieldsSchema,
  productProvenanceMessages as ui,
  type ProductType,
} from '@artshop/shared';
import { useId } from 'react';
import { TextField } from '../../../../components/ui/text-field';
import { validate, type FieldErrors } from '../../../../lib/field-errors';

/**
 * What the certificate of authenticity names (decision 0119), as typed: the medium and the year
 * made (blank: not stated), and whether a stone art piece is signed (it then gets a certificate).
 */
export interface ProvenanceValues {
  medium: string;
  yearMade: string;
  signed: boolean;
}

export const emptyProvenanceValues: ProvenanceValues = { medium: '', yearMade: '', signed: false };

/** The form's values for a product's provenance (the back-office answer's `provenance`). */
export function provenanceValuesOf(
  provenance: { medium: string | null; yearMade: number | null; signed: boolean } | undefined,
): ProvenanceValues {
  if (!provenance) return emptyProvenanceValues;
  return {
    medium: provenance.medium ?? '',
    yearMade: provenance.yearMade === null ? '' : String(provenance.yearMade),
    signed: provenance.signed,
  };
}

/** The provenance fields' errors, as the server would answer them. */
export const provenanceErrors = (values: ProvenanceValues): FieldErrors<ProvenanceValues> =>
  validate(productProvenanceFieldsSchema, { ...values, signed: String(values.signed) });

/** Adds the three fields to a product form; blank medium or year are sent blank (cleared). */
export function appendProvenance(form: FormData, values: ProvenanceValues): void {
  form.append('medium', values.medium.trim());
  form.append('yearMade', values.yearMade.trim());
  form.append('signed', String(values.signed));
}

interface ProvenanceFieldsProps {
  /** Stone art shows 'signed'; every painting gets a certificate anyway. */
  type: ProductType;
  values: ProvenanceValues;
  errors: Partial<Record<keyof ProvenanceValues, string | undefined>>;
  onChange: <K extends keyof ProvenanceValues>(name: K, value: ProvenanceValues[K]) => void;
}

/** Medium, year made and (stone art) signed: what the certificate of authenticity prints. */
export function ProvenanceFields({ type, values, errors, onChange }: ProvenanceFieldsProps) {
  const hintId = useId();
  return (
    <fieldset className="grid gap-2" aria-describedby={hintId}>
      <legend className="text-sm font-medium text-clay-900">{ui.heading}</legend>
      <p id={hintId} className="text-sm text-ink-soft">
        {ui.hint}
      </p>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={ui.mediumLabel}
          value={values.medium}
          onChange={(value) => onChange('medium', value)}
          error={errors.medium}
          placeholder={ui.mediumPlaceholder}
          autoComplete="off"
        />
        <TextField
          label={ui.yearLabel}
          value={values.yearMade}
          onChange={(value) => onChange('yearMade', value)}
          error={errors.yearMade}
          inputMode="numeric"
          autoComplete="off"
        />
      </div>
      {type === 'stoneArt' && (
        <label className="flex items-center gap-2 text-ink">
          <input
            type="checkbox"
            checked={values.signed}
            onChange={(event) => onChange('signed', event.target.checked)}
          />
          {ui.signedLabel}
        </label>
      )}
    </fieldset>
  );
}
