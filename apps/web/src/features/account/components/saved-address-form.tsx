import {
  addressBookMessages,
  checkoutLabels,
  indianStateName,
  savedAddressInputSchema,
  type SavedAddress,
} from '@artshop/shared';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { AddressFields } from '../../../components/ui/address-fields';
import { errorMessage } from '../../../lib/api-error';
import { toast } from '../../../lib/toast';
import { useFocusFirstInvalid } from '../../../lib/use-focus-first-invalid';
import { useUpdateSavedAddressMutation } from '../account.api';

type Field = 'street' | 'line2' | 'city' | 'state' | 'zip';
type Values = Record<Field, string>;

interface SavedAddressFormProps {
  address: SavedAddress;
  /** Back to the list, after a save or on Cancel. */
  onDone: () => void;
}

/**
 * Edits one saved address (decision 0090) with the checkout's fields, rules and messages (decision
 * 0084): two address lines, a state from the list, a PIN code; the country stays India.
 */
export function SavedAddressForm({ address, onDone }: SavedAddressFormProps) {
  const [values, setValues] = useState<Values>({
    street: address.street,
    line2: address.line2,
    city: address.city,
    // An entry written before the list shows as the list's name, or empty (decision 0084).
    state: indianStateName(address.state) ?? '',
    zip: address.zip,
  });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [formError, setFormError] = useState('');
  const [updateSavedAddress, { isLoading }] = useUpdateSavedAddressMutation();
  const [formRef, focusFirstInvalid] = useFocusFirstInvalid();

  const change = (field: Field) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
    setFormError('');
  };
  const field = (name: Field) => ({
    label: checkoutLabels[name],
    value: values[name],
    onChange: change(name),
    error: errors[name],
  });

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = savedAddressInputSchema.safeParse({ ...values, country: 'India' });
    if (!parsed.success) {
      const found: Partial<Record<Field, string>> = {};
      for (const issue of parsed.error.issues) found[issue.path[0] as Field] ??= issue.message;
      setErrors(found);
      focusFirstInvalid();
      return;
    }
    try {
      await updateSavedAddress({ id: address.id, address: parsed.data }).unwrap();
      toast.success(addressBookMessages.updated);
      onDone();
    } catch (failure) {
      setFormError(errorMessage(failure, addressBookMessages.updateFailed));
    }
  };

  return (
    <form
      ref={formRef}
      onSubmit={(event) => void onSubmit(event)}
      noValidate
      aria-label={`Edit ${address.street}`}
      className="space-y-4"
    >
      <AddressFields field={field} country={{ value: 'India' }} />
      <p role="alert" className="min-h-5 text-sm text-red-700">
        {formError}
      </p>
      <div className="flex gap-3">
        <Button type="submit" disabled={isLoading}>
          {isLoading ? 'Saving...' : 'Save'}
        </Button>
        <Button variant="secondary" onClick={onDone} disabled={isLoading}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
