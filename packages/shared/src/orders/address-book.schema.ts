import { z } from 'zod';

// Apart from the rules and words: shopper pages import those at start, and a Zod schema in the same
// module would bring Zod into their first JavaScript (docs/benchmarks.md, the front end).

/** One saved address of the account's address book (`GET /api/user/addresses`, decision 0084). */
export const savedAddressSchema = z.object({
  id: z.string(),
  street: z.string(),
  line2: z.string(),
  city: z.string(),
  state: z.string(),
  zip: z.string(),
  country: z.string(),
  lastUsedAt: z.string(),
});
export type SavedAddress = z.infer<typeof savedAddressSchema>;

/** The address book, the last used address first. */
export const addressBookResponseSchema = z.object({ addresses: z.array(savedAddressSchema) });
export type AddressBookResponse = z.infer<typeof addressBookResponseSchema>;
