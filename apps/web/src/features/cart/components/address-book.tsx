import { orderMessages, type SavedAddress } from '@artshop/shared';
import { useId } from 'react';
import { NEW_ADDRESS } from '../lib/use-checkout-details';
import { savedAddressLine } from '../lib/checkout-form';

interface AddressBookProps {
  addresses: readonly SavedAddress[];
  /** The saved address's id, or 'new'. */
  choice: string;
  disabled: boolean;
  onChoose: (choice: string) => void;
}

/** The saved addresses to deliver to, the last used first, or a new one (decision 0084). */
export function AddressBook({ addresses, choice, disabled, onChoose }: AddressBookProps) {
  const name = useId();
  const option = (value: string, text: string) => (
    <label
      key={value}
      className="flex cursor-pointer items-start gap-3 rounded-lg border border-clay-200 p-3 has-[:checked]:border-clay-700 has-[:checked]:bg-sand/60"
    >
      <input
        type="radio"
        name={name}
        value={value}
        checked={choice === value}
        disabled={disabled}
        onChange={() => onChoose(value)}
        className="mt-1"
      />
      <span className="text-ink">{text}</span>
    </label>
  );
  return (
    <fieldset className="flex min-w-0 flex-col gap-2">
      <legend className="mb-1 text-sm font-medium text-clay-900">
        {orderMessages.savedAddresses}
      </legend>
      {addresses.map((address) => option(address.id, savedAddressLine(address)))}
      {option(NEW_ADDRESS, orderMessages.newAddress)}
    </fieldset>
  );
}
