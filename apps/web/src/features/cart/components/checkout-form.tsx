import {
  checkoutLabels as labels,
  orderMessages,
  whatsappMessages,
  type CheckoutField,
  type CheckoutFormInput,
  type SavedAddress,
} from '@artshop/shared';
import { AddressFields } from '../../../components/ui/address-fields';
import { TextField } from '../../../components/ui/text-field';
import { checkoutFieldId, type CheckoutErrors } from '../lib/checkout-form';
import { AddressBook } from './address-book';

interface CheckoutFormProps {
  values: CheckoutFormInput;
  /** Only the messages to show now (fields the customer has touched or that hold a value). */
  errors: CheckoutErrors;
  disabled: boolean;
  onChange: (field: CheckoutField, value: string) => void;
  onBlur: (field: CheckoutField) => void;
  /** The account's saved addresses, the last used first (decision 0084). */
  addresses: readonly SavedAddress[];
  addressChoice: string;
  onChooseAddress: (choice: string) => void;
  addressBookFailed: boolean;
  /** 'Send me order updates on WhatsApp', unchecked by default (decision 0116). */
  whatsappUpdates: boolean;
  onWhatsappUpdates: (checked: boolean) => void;
}

/**
 * Contact information and shipping address; email and country are locked (spec section 5). The
 * address is India's: two lines, a state from the list and a PIN code, filled from a saved address
 * when the account has one (decision 0084).
 */
export function CheckoutForm({
  values,
  errors,
  disabled,
  onChange,
  onBlur,
  addresses,
  addressChoice,
  onChooseAddress,
  addressBookFailed,
  whatsappUpdates,
  onWhatsappUpdates,
}: CheckoutFormProps) {
  const field = (name: CheckoutField) => ({
    id: checkoutFieldId(name),
    label: labels[name],
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
        <TextField autoComplete="name" {...field('name')} />
        <TextField
          id={checkoutFieldId('email')}
          label={labels.email}
          type="email"
          readOnly
          value={values.email}
          autoComplete="email"
          error={errors.email}
        />
        {/* No maxLength (decision 0078): '+91 98765 43210' arrives whole, for the schema to keep
            its ten digits or refuse it in words; a cut-off number would be silently wrong. */}
        <TextField type="tel" autoComplete="tel" {...field('phone')} />
        {/* Next to the number it will use: an informed, specific consent (decision 0116). */}
        <label className="flex items-start gap-3 text-ink">
          <input
            type="checkbox"
            checked={whatsappUpdates}
            disabled={disabled}
            onChange={(event) => onWhatsappUpdates(event.target.checked)}
            className="mt-1 h-5 w-5 shrink-0 accent-clay-700"
          />
          <span>
            <span className="block">{whatsappMessages.checkoutLabel}</span>
            {values.phone.trim() && (
              <span className="block text-sm text-ink-soft">
                {whatsappMessages.checkoutHint(values.phone.trim())}
              </span>
            )}
          </span>
        </label>
      </fieldset>
      <fieldset className="flex min-w-0 flex-col gap-4">
        <legend className="mb-2 text-lg font-semibold text-clay-900">Shipping Address</legend>
        {addresses.length > 0 && (
          <AddressBook
            addresses={addresses}
            choice={addressChoice}
            disabled={disabled}
            onChoose={onChooseAddress}
          />
        )}
        {addressBookFailed && (
          <p className="text-sm text-ink-soft">{orderMessages.addressBookFailed}</p>
        )}
        <AddressFields
          field={field}
          country={{ id: checkoutFieldId('country'), value: values.country, error: errors.country }}
        />
      </fieldset>
      <a href="/privacy" target="_blank" className="text-sm text-ink-soft underline">
        Privacy notice
      </a>
    </div>
  );
}
