import { z } from 'zod';
import { deliveryAddressSchema } from './checkout.schema';
import { savedAddressSchema } from './address-book.schema';

/**
 * Editing and deleting the address book's entries (decision 0090): `PUT /api/user/addresses/{id}`
 * takes the address in parts with the checkout's rules and messages (decision 0084), and
 * `DELETE /api/user/addresses/{id}` removes it. Someone else's entry, or none, is a 404.
 */
export const savedAddressInputSchema = deliveryAddressSchema;
export type SavedAddressInput = z.infer<typeof savedAddressInputSchema>;

/** `{id}` of the address book's routes; any string, so a malformed id can answer 404. */
export const savedAddressParamsSchema = z.object({ id: z.string() });

/** `PUT /api/user/addresses/{id}`: the entry as saved. */
export const savedAddressResponseSchema = z.object({ address: savedAddressSchema });
export type SavedAddressResponse = z.infer<typeof savedAddressResponseSchema>;

/** The address book's own words (decision 0090). */
export const addressBookMessages = {
  tabTitle: 'Saved Addresses',
  empty: 'No saved addresses yet. The address of each order you place is saved here.',
  loadFailed: 'Failed to load your saved addresses',
  notFound: 'Address not found',
  duplicate: 'This address is already in your saved addresses',
  updated: 'Address updated',
  updateFailed: 'Failed to update the address',
  deleted: 'Address deleted',
  deleteFailed: 'Failed to delete the address',
  deleteTitle: 'Delete address',
  deleteConfirm: (address: string) =>
    `Delete ${address} from your saved addresses? Your orders keep their addresses.`,
} as const;
