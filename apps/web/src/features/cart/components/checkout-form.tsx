import type { CheckoutField, CheckoutFormInput } from '@artshop/shared';
import { TextField } from '../../../components/ui/text-field';
import type { CheckoutErrors } from '../lib/checkout-form';

interface CheckoutFormProps {
  values: CheckoutFormInput;
  /** Only the messages to show now (fields the customer has touched or that hold a value). */
  errors: CheckoutErrors;
  disabled: boolean;
  onChange: (field: CheckoutField, value: string) => void;
  onBlur: (field: CheckoutField) => void;
}

/** Contact information and shipping address; email and country are locked (spec section 5). */
export function CheckoutForm({ values, errors, disabled, onChange, onBlur }: CheckoutFormProps) {
  const field = (name: CheckoutField) => ({
    value: values[name],
    error: errors[name],
    disabled,
    onChange: (value: string) => onChange(name, value),
    onBlur: () => onBlur(name),
  });

  return (
    <div className="flex flex-col gap-8">
      <fieldset className="flex min-w-0 flex-col gap-4">
        <legend className="mb-2 text-lg font-semibold text-clay-900">Contact Information</legend>
        <TextField label="Full Name" autoComplete="name" {...field('name')} />
        <TextField
          label="Email"
          type="email"
          readOnly
          value={values.email}
          autoComplete="email"
          error={errors.email}
        />
        {/* No maxLength (decision 0078): '+91 98765 43210' arrives whole, for the schema to keep
            its ten digits or refuse it in words; a cut-off number would be silently wrong. */}
        <TextField label="Phone" type="tel" autoComplete="tel" {...field('phone')} />
      </fieldset>
      <fieldset className="flex min-w-0 flex-col gap-4">
        <legend className="mb-2 text-lg font-semibold text-clay-900">Shipping Address</legend>
        <TextField label="Street Address" autoComplete="street-address" {...field('street')} />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label="City" autoComplete="address-level2" {...field('city')} />
          <TextField label="State" autoComplete="address-level1" {...field('state')} />
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label="ZIP Code"
            inputMode="numeric"
            autoComplete="postal-code"
            {...field('zip')}
          />
          <TextField label="Country" readOnly value={values.country} error={errors.country} />
        </div>
      </fieldset>
    </div>
  );
}
