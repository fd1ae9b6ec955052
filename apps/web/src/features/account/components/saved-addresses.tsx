import { addressBookMessages, type SavedAddress } from '@artshop/shared';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { savedAddressText } from '../lib/display';
import { useGetSavedAddressesQuery } from '../account.api';
import { DeleteAddressDialog } from './delete-address-dialog';
import { SavedAddressForm } from './saved-address-form';

/**
 * My Account's 'Saved Addresses' (decision 0090): the address book the checkout offers (decision
 * 0084), the last used first, each entry edited in place or deleted after a confirmation.
 */
export function SavedAddresses() {
  const { data: addresses, isLoading, isError } = useGetSavedAddressesQuery();
  const [editing, setEditing] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<SavedAddress | null>(null);

  return (
    <div>
      <h2 className="text-2xl font-semibold text-clay-900">{addressBookMessages.tabTitle}</h2>
      {isLoading && <p className="mt-4 text-ink-soft">Loading...</p>}
      {isError && (
        <p role="alert" className="mt-4 text-red-700">
          {addressBookMessages.loadFailed}
        </p>
      )}
      {addresses?.length === 0 && <p className="mt-4 text-ink-soft">{addressBookMessages.empty}</p>}
      {addresses && addresses.length > 0 && (
        <ul className="mt-4 grid gap-4" aria-label={addressBookMessages.tabTitle}>
          {addresses.map((address) => (
            <li
              key={address.id}
              aria-label={address.street}
              className="rounded-2xl bg-white p-4 shadow-sm"
            >
              {editing === address.id ? (
                <SavedAddressForm address={address} onDone={() => setEditing(null)} />
              ) : (
                <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
                  <p className="break-words text-ink">{savedAddressText(address)}</p>
                  <div className="flex shrink-0 gap-2">
                    <Button
                      variant="secondary"
                      size="sm"
                      aria-label={`Edit ${address.street}`}
                      onClick={() => setEditing(address.id)}
                    >
                      Edit
                    </Button>
                    <Button
                      variant="danger-outline"
                      size="sm"
                      aria-label={`Delete ${address.street}`}
                      onClick={() => setDeleting(address)}
                    >
                      Delete
                    </Button>
                  </div>
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
      {deleting && <DeleteAddressDialog address={deleting} onClose={() => setDeleting(null)} />}
    </div>
  );
}
