import { checkoutLabels, INDIAN_STATE_CHOICES, orderMessages } from '@artshop/shared';
import { SelectField } from './select-field';
import { TextField } from './text-field';

type AddressField = 'street' | 'line2' | 'city' | 'state' | 'zip';

/** What a form binds to one of its address fields (its label, value, error and handlers). */
interface BoundField {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  id?: string | undefined;
  disabled?: boolean | undefined;
  onBlur?: (() => void) | undefined;
}

/**
 * An Indian postal address's fields as every form lays them out (checkout, the address book): two
 * street lines, city and state, PIN code and the fixed country, with the browser's autofill names.
 */
export function AddressFields({
  field,
  country,
}: {
  field: (name: AddressField) => BoundField;
  /** The read-only country field, which a form may link to its error summary. */
  country: { value: string; id?: string | undefined; error?: string | undefined };
}) {
  return (
    <>
      <TextField autoComplete="address-line1" {...field('street')} />
      <TextField autoComplete="address-line2" {...field('line2')} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField autoComplete="address-level2" {...field('city')} />
        <SelectField
          autoComplete="address-level1"
          options={INDIAN_STATE_CHOICES}
          placeholder={orderMessages.statePlaceholder}
          {...field('state')}
        />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField inputMode="numeric" autoComplete="postal-code" {...field('zip')} />
        <TextField
          label={checkoutLabels.country}
          readOnly
          aria-readonly="true"
          id={country.id}
          value={country.value}
          error={country.error}
        />
      </div>
    </>
  );
}
